// Canal View play and editor rules, checked by the genre's own rule checker.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { facts, parsePuzzle, solve } from '../../index.js';
import { replay } from '../../core/play.js';
import { localFixture } from '../../../test/helpers.js';
import type { CanalPartial, CanalPuzzle } from './index.js';
import { canal } from './index.js';
import { canalEdit, canalPlay } from './play.js';

const loaded = parsePuzzle('https://puzz.link/p?canal/6/6/3i3h2z4h5i2');
const puzzle = loaded.puzzle as CanalPuzzle;
const solution = localFixture<{ url?: string; solution?: number[][] }>('canal-solved.jsonl')[0]!.solution!;
const press = (row: number, column: number, button: 'primary' | 'secondary' = 'primary', again = false) =>
  ({ kind: 'press', target: { kind: 'cell', cell: { row, column } }, button, again }) as const;
const key = (row: number, column: number, name: string) => ({ kind: 'key', target: { kind: 'cell', cell: { row, column } }, key: name }) as const;
const dot = (row: number, column: number) => ({ kind: 'set' as const, cell: { row, column }, value: 0 as const });

describe('canal play', () => {
  it('shades the solution by presses and the rule checker accepts it', () => {
    let state = canalPlay.start(puzzle);
    solution.forEach((row, r) =>
      row.forEach((value, c) => {
        if (value !== 1) return;
        const outcome = canalPlay.apply(puzzle, state, canalPlay.interpret(puzzle, state, press(r, c), 'shade')!);
        assert.ok(outcome.ok);
        state = outcome.state;
      }),
    );
    assert.deepEqual(canal.check(puzzle, canalPlay.answer(puzzle, state)), []);
  });

  it('cycles shaded, dot, open, and a drag paints what a press gives the first cell, passing clues over', () => {
    const start = canalPlay.start(puzzle);
    assert.deepEqual(canalPlay.interpret(puzzle, start, press(0, 1), 'shade'), { kind: 'set', cell: { row: 0, column: 1 }, value: 1 });
    assert.deepEqual(canalPlay.interpret(puzzle, start, press(0, 1, 'secondary'), 'shade'), { kind: 'set', cell: { row: 0, column: 1 }, value: 0 });
    const shadedOnce = replay(canalPlay, puzzle, [{ kind: 'set', cell: { row: 0, column: 1 }, value: 1 }]);
    assert.equal(canalPlay.interpret(puzzle, shadedOnce, press(0, 1), 'shade')?.value, 0);
    const stroke = { kind: 'stroke', cells: [3, 4, 5].map((column) => ({ row: 0, column })), button: 'primary' } as const;
    assert.deepEqual(canalPlay.interpret(puzzle, start, stroke, 'shade'), { kind: 'paint', cells: [{ row: 0, column: 3 }, { row: 0, column: 5 }], value: 1 });
    assert.equal(canalPlay.apply(puzzle, start, { kind: 'set', cell: { row: 0, column: 0 }, value: 1 }).ok, false, 'a clue stays unshaded');
  });

  it('checks an unfinished board for what no shading of the open cells can mend: a number walled in by dots', () => {
    const progress = canalPlay.progress!;
    assert.deepEqual(progress(puzzle, canalPlay.start(puzzle)).broken, []);
    // The 3 in the corner with both its neighbours dotted sees nothing.
    const walled = replay(canalPlay, puzzle, [dot(0, 1), dot(1, 0)]);
    const counts = (state: typeof walled) => progress(puzzle, state).broken.filter((violation) => violation.code === 'wrong-count');
    assert.deepEqual(counts(walled).map((violation) => [violation.message, violation.cells]), [['the 3 can see at most 0 shaded cells', [{ row: 0, column: 0 }]]]);
    // With the row open it may still see three, up to the 3 at r1c5.
    assert.deepEqual(counts(replay(canalPlay, puzzle, [dot(1, 0)])), []);
    // A 2×2 block of shaded cells is broken for good.
    const block = replay(canalPlay, puzzle, [[2, 2], [2, 3], [3, 2], [3, 3]].map(([row, column]) => ({ kind: 'set' as const, cell: { row: row!, column: column! }, value: 1 as const })));
    assert.deepEqual(progress(puzzle, block).broken.map((violation) => violation.code), ['shaded-2x2']);
  });

  it('hints from the facts and shows the solution', async () => {
    const known = (await facts(loaded)).facts as CanalPartial;
    const hint = canalPlay.hint(puzzle, canalPlay.start(puzzle), known);
    assert.ok(hint?.kind === 'set');
    assert.equal(hint.value, solution[hint.cell.row]![hint.cell.column]);
    const result = await solve(loaded);
    const solved = canalPlay.fromAnswer(puzzle, result.answer as boolean[][]);
    assert.deepEqual(canal.check(puzzle, canalPlay.answer(puzzle, solved)), []);
  });
});

describe('canal editor', () => {
  it('types clues: digits, 0 included, a second digit that fits, ? and - for an unknown one, Backspace to clear', () => {
    // Keys in a row on one cell go on typing there, as the board marks them.
    const type = (start: CanalPuzzle, keys: [number, string][]) =>
      keys.reduce((edited, [column, name], index) => canalEdit.edit(edited, { ...key(0, column, name), again: keys[index - 1]?.[0] === column }, 'clue') ?? edited, start);
    const text = (edited: CanalPuzzle) => edited.clues[0]!.map((clue) => (clue === null ? '.' : clue.kind === 'number' ? String(clue.value) : '?')).join(' ');
    const blank = canalEdit.blank({ rows: 6, columns: 7 });
    assert.equal(text(type(blank, [[0, '0'], [1, '1'], [1, '1'], [2, '?'], [3, '-'], [3, '-'], [4, '5'], [4, 'Backspace']])), '0 11 ? . . . .');
    // A second digit that would pass the largest count (11 here) starts the number again.
    assert.equal(text(type(blank, [[0, '1'], [0, '2']])), '2 . . . . . .');
    // Typed afresh, after the cursor went away and came back, a digit starts a new number: 1, then 1 again, is 1.
    assert.equal(text(type(blank, [[0, '1'], [1, '5'], [0, '1']])), '1 5 . . . . .');
    assert.throws(() => canalEdit.edit(canalEdit.blank({ rows: 2, columns: 3 }), key(0, 0, '7'), 'clue'), /counts 0 to 3 cells, not 7/);
  });

  it('steps a clue by presses on the selected cell: ?, 0 up to the largest count, empty', () => {
    let edited = canalEdit.blank({ rows: 2, columns: 2 });
    const seen: string[] = [];
    for (let index = 0; index < 5; index++) {
      edited = canalEdit.edit(edited, press(0, 0, 'primary', true), 'clue') ?? edited;
      const clue = edited.clues[0]![0]!;
      seen.push(clue === null ? '.' : clue.kind === 'number' ? String(clue.value) : '?');
    }
    assert.deepEqual(seen, ['?', '0', '1', '2', '.']);
    assert.throws(() => canalEdit.blank({ rows: 0, columns: 4 }), /1×1 to 60×60/);
  });
});
