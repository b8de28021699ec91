// Nurikabe play and editor rules, checked by the genre's own rule checker.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { facts, parsePuzzle, solve } from '../../index.js';
import type { NurikabePartial, NurikabePuzzle } from './index.js';
import { nurikabe } from './index.js';
import { nurikabeEdit, nurikabePlay } from './play.js';
import { shadedRuns } from './test-data.js';

const loaded = parsePuzzle('https://puzz.link/p?nurikabe/5/5/g5k2o1k3g');
const puzzle = loaded.puzzle as NurikabePuzzle;
const press = (row: number, column: number, button: 'primary' | 'secondary' = 'primary') =>
  ({ kind: 'press', target: { kind: 'cell', cell: { row, column } }, button }) as const;
const stroke = (cells: readonly { row: number; column: number }[], button: 'primary' | 'secondary' = 'primary') => ({ kind: 'stroke', cells, button }) as const;

describe('nurikabe play', () => {
  it('shades the solution by drags along its rows and the rule checker accepts it', async () => {
    const answer = (await solve(loaded)).answer as boolean[][];
    let state = nurikabePlay.start(puzzle);
    for (const run of shadedRuns(answer)) {
      const outcome = nurikabePlay.apply(puzzle, state, nurikabePlay.interpret(puzzle, state, stroke(run), 'shade')!);
      assert.ok(outcome.ok);
      state = outcome.state;
    }
    assert.deepEqual(nurikabe.check(puzzle, nurikabePlay.answer(puzzle, state)), []);
    assert.equal(nurikabePlay.unfinished, undefined, 'an open cell counts as unshaded');
  });

  it('cycles shaded, dot, open; numbers stay as they are and are passed over by a drag', () => {
    const start = nurikabePlay.start(puzzle);
    assert.deepEqual(nurikabePlay.interpret(puzzle, start, press(0, 0), 'shade'), { kind: 'set', cell: { row: 0, column: 0 }, value: 1 });
    assert.deepEqual(nurikabePlay.interpret(puzzle, start, press(0, 0, 'secondary'), 'shade'), { kind: 'set', cell: { row: 0, column: 0 }, value: 0 });
    assert.deepEqual(nurikabePlay.interpret(puzzle, start, press(0, 0), 'dot'), { kind: 'set', cell: { row: 0, column: 0 }, value: 0 });
    const refused = nurikabePlay.apply(puzzle, start, nurikabePlay.interpret(puzzle, start, press(0, 1), 'shade')!);
    assert.ok(!refused.ok, 'the 5 cannot be shaded');
    const cells = [0, 1, 2].map((column) => ({ row: 0, column }));
    const move = nurikabePlay.interpret(puzzle, start, stroke(cells), 'shade');
    assert.deepEqual(move, { kind: 'paint', cells: [cells[0], cells[2]], value: 1 });
    const painted = nurikabePlay.apply(puzzle, start, move);
    assert.ok(painted.ok);
    assert.deepEqual(painted.state.cells[0], [1, null, 1, null, null]);
    const view = nurikabePlay.view(puzzle, painted.state, {});
    assert.equal(view.cells[0]![1]!.value?.text, '5');
    assert.equal(view.cells[0]![0]!.fill, 'shaded');
  });

  it('checks an unfinished board, hints a shaded cell first and shows the solution', async () => {
    const progress = nurikabePlay.progress!;
    assert.deepEqual(progress(puzzle, nurikabePlay.start(puzzle)), { broken: [], open: 21, openThing: 'cell' });
    const known = (await facts(loaded)).facts as NurikabePartial;
    const hint = nurikabePlay.hint(puzzle, nurikabePlay.start(puzzle), known);
    assert.ok(hint?.kind === 'set' && hint.value === 1);
    const result = await solve(loaded);
    const solved = nurikabePlay.fromAnswer(puzzle, result.answer as boolean[][]);
    assert.deepEqual(nurikabe.check(puzzle, nurikabePlay.answer(puzzle, solved)), []);
    assert.deepEqual(nurikabePlay.openCells(puzzle, known), []);
  });
});

describe('nurikabe editor', () => {
  it('types numbers, two digits as one number while the island fits, ? and Delete', () => {
    const target = { kind: 'cell', cell: { row: 1, column: 1 } } as const;
    let edited = nurikabeEdit.blank({ rows: 4, columns: 4 });
    edited = nurikabeEdit.edit(edited, { kind: 'key', target, key: '1' }, 'number')!;
    edited = nurikabeEdit.edit(edited, { kind: 'key', target, key: '2', again: true }, 'number')!;
    assert.deepEqual(edited.clues[1]![1], { kind: 'number', value: 12 });
    edited = nurikabeEdit.edit(edited, { kind: 'key', target, key: '7', again: true }, 'number')!;
    assert.deepEqual(edited.clues[1]![1], { kind: 'number', value: 7 }, '127 cells do not fit in 16');
    edited = nurikabeEdit.edit(edited, { kind: 'key', target, key: '?' }, 'number')!;
    assert.deepEqual(edited.clues[1]![1], { kind: 'unknown' });
    edited = nurikabeEdit.edit(edited, { kind: 'key', target, key: 'Delete' }, 'number')!;
    assert.equal(edited.clues[1]![1], null);
    assert.equal(nurikabeEdit.edit(edited, { kind: 'key', target, key: '0' }, 'number'), undefined, 'an island has at least one cell: a 0 changes nothing, as in puz.link');
    assert.throws(() => nurikabeEdit.edit(nurikabeEdit.blank({ rows: 2, columns: 2 }), { kind: 'key', target: { kind: 'cell', cell: { row: 0, column: 0 } }, key: '9' }, 'number'), /the number at r1c1 is an island of 1 to 4 cells, not 9/);
    const url = nurikabe.formats.find((format) => format.id === 'url')!;
    edited = nurikabeEdit.edit(edited, { kind: 'key', target, key: '3' }, 'number')!;
    assert.deepEqual(url.parse(url.write!(edited)), edited);
    assert.throws(() => nurikabeEdit.blank({ rows: 0, columns: 4 }), /1×1 to 60×60/);
  });
});
