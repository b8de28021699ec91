// Hitori play and editor rules, checked by the genre's own rule checker.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { facts, parsePuzzle, solve } from '../../index.js';
import type { HitoriPartial, HitoriPuzzle } from './index.js';
import { hitori } from './index.js';
import { hitoriEdit, hitoriPlay } from './play.js';

const loaded = parsePuzzle('https://puzz.link/p?hitori/4/4/1114142333214213');
const puzzle = loaded.puzzle as HitoriPuzzle;
const shaded = [[0, 0], [0, 2], [2, 0], [2, 2], [3, 3]] as const;
const press = (row: number, column: number, button: 'primary' | 'secondary' = 'primary') =>
  ({ kind: 'press', target: { kind: 'cell', cell: { row, column } }, button }) as const;
const set = (row: number, column: number, value: 0 | 1) => ({ kind: 'set', cell: { row, column }, value }) as const;

describe('hitori play', () => {
  it('shades the solution by presses on numbered cells and the rule checker accepts it', () => {
    let state = hitoriPlay.start(puzzle);
    for (const [row, column] of shaded) {
      const outcome = hitoriPlay.apply(puzzle, state, hitoriPlay.interpret(puzzle, state, press(row, column), 'shade')!);
      assert.ok(outcome.ok);
      state = outcome.state;
    }
    assert.deepEqual(hitori.check(puzzle, hitoriPlay.answer(puzzle, state)), []);
    const view = hitoriPlay.view(puzzle, state, {});
    assert.equal(view.cells[0]![0]!.fill, 'shaded');
    assert.equal(view.cells[0]![0]!.value?.text, '1', 'a shaded cell still shows its number');
  });

  it('checks an unfinished board for what no shading of the open cells can mend', () => {
    const progress = hitoriPlay.progress!;
    const apply = (moves: readonly ReturnType<typeof set>[]) => moves.reduce((state, move) => {
      const outcome = hitoriPlay.apply(puzzle, state, move);
      assert.ok(outcome.ok);
      return outcome.state;
    }, hitoriPlay.start(puzzle));
    assert.deepEqual(progress(puzzle, hitoriPlay.start(puzzle)).broken, []);
    // Two dotted 1s in row 1 stay two unshaded 1s whatever happens.
    assert.deepEqual(progress(puzzle, apply([set(0, 0, 0), set(0, 1, 0)])).broken.map((violation) => violation.code), ['repeated-number']);
    // Two open 1s are not broken yet: either may still be shaded.
    assert.deepEqual(progress(puzzle, apply([set(0, 0, 0)])).broken, []);
    assert.deepEqual(progress(puzzle, apply([set(0, 0, 1), set(1, 0, 1)])).broken.map((violation) => violation.code), ['adjacent-shaded']);
    // The dot in the corner is walled in by two shaded cells, away from the dot in the far corner.
    assert.deepEqual(progress(puzzle, apply([set(0, 0, 0), set(0, 1, 1), set(1, 0, 1), set(3, 3, 0)])).broken.map((violation) => violation.code), ['disconnected']);
  });

  it('hints from the facts and shows the solution', async () => {
    const known = (await facts(loaded)).facts as HitoriPartial;
    const hint = hitoriPlay.hint(puzzle, hitoriPlay.start(puzzle), known);
    assert.ok(hint?.kind === 'set' && hint.value === 1, 'a shaded cell is hinted first');
    const result = await solve(loaded);
    const solved = hitoriPlay.fromAnswer(puzzle, result.answer as boolean[][]);
    assert.deepEqual(hitori.check(puzzle, hitoriPlay.answer(puzzle, solved)), []);
  });
});

describe('hitori editor', () => {
  it('types numbers, two digits as one where they fit, ? and Delete', () => {
    const target = { kind: 'cell', cell: { row: 1, column: 1 } } as const;
    let edited = hitoriEdit.blank({ rows: 12, columns: 12 });
    edited = hitoriEdit.edit(edited, { kind: 'key', target, key: '1' }, 'number')!;
    edited = hitoriEdit.edit(edited, { kind: 'key', target, key: '2', again: true }, 'number')!;
    assert.deepEqual(edited.numbers[1]![1], { kind: 'number', value: 12 });
    assert.deepEqual(hitoriEdit.edit(edited, { kind: 'key', target, key: '4' }, 'number')!.numbers[1]![1], { kind: 'number', value: 4 }, 'typed afresh, a digit starts again');
    edited = hitoriEdit.edit(edited, { kind: 'key', target, key: '3', again: true }, 'number')!;
    assert.deepEqual(edited.numbers[1]![1], { kind: 'number', value: 3 }, '123 does not fit a 12×12 grid: the 3 starts again');
    edited = hitoriEdit.edit(edited, { kind: 'key', target, key: '?' }, 'number')!;
    assert.deepEqual(edited.numbers[1]![1], { kind: 'unknown' });
    edited = hitoriEdit.edit(edited, { kind: 'key', target, key: 'Delete' }, 'number')!;
    assert.equal(edited.numbers[1]![1], null);
    const url = hitori.formats.find((format) => format.id === 'url')!;
    edited = hitoriEdit.edit(edited, { kind: 'key', target, key: '7' }, 'number')!;
    assert.deepEqual(url.parse(url.write!(edited)), edited);
    assert.equal(hitoriEdit.edit(hitoriEdit.blank({ rows: 4, columns: 4 }), { kind: 'key', target, key: '0' }, 'number'), undefined, 'a 0 changes nothing, as in puz.link');
    assert.throws(() => hitoriEdit.edit(hitoriEdit.blank({ rows: 4, columns: 4 }), { kind: 'key', target, key: '7' }, 'number'), /the number at r2c2 is 1 to 4, not 7/);
    assert.throws(() => hitoriEdit.blank({ rows: 0, columns: 4 }), /1×1 to 60×60/);
  });
});
