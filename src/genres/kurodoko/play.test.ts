// Kurodoko play and editor rules, checked by the genre's own rule checker.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { facts, parsePuzzle, solve } from '../../index.js';
import { replay } from '../../core/play.js';
import type { KurodokoPartial, KurodokoPuzzle } from './index.js';
import { kurodoko } from './index.js';
import { kurodokoEdit, kurodokoPlay } from './play.js';

const loaded = parsePuzzle('https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i');
const puzzle = loaded.puzzle as KurodokoPuzzle;
const shaded = [[0, 1], [1, 2], [2, 1], [2, 4], [3, 2], [4, 0], [4, 4]] as const;
const press = (row: number, column: number, button: 'primary' | 'secondary' = 'primary') =>
  ({ kind: 'press', target: { kind: 'cell', cell: { row, column } }, button }) as const;

describe('kurodoko play', () => {
  it('shades the solution by presses and the rule checker accepts it', () => {
    let state = kurodokoPlay.start(puzzle);
    for (const [row, column] of shaded) {
      const outcome = kurodokoPlay.apply(puzzle, state, kurodokoPlay.interpret(puzzle, state, press(row, column), 'shade')!);
      assert.ok(outcome.ok);
      state = outcome.state;
    }
    assert.deepEqual(kurodoko.check(puzzle, kurodokoPlay.answer(puzzle, state)), []);
    assert.equal(kurodokoPlay.unfinished, undefined, 'an open cell counts as unshaded');
  });

  it('cycles shaded, dot, open; the dot mode and the right button start with the dot', () => {
    const start = kurodokoPlay.start(puzzle);
    assert.deepEqual(kurodokoPlay.interpret(puzzle, start, press(0, 0), 'shade'), { kind: 'set', cell: { row: 0, column: 0 }, value: 1 });
    assert.deepEqual(kurodokoPlay.interpret(puzzle, start, press(0, 0), 'dot'), { kind: 'set', cell: { row: 0, column: 0 }, value: 0 });
    assert.deepEqual(kurodokoPlay.interpret(puzzle, start, press(0, 0, 'secondary'), 'shade'), { kind: 'set', cell: { row: 0, column: 0 }, value: 0 });
    const shadedOnce = replay(kurodokoPlay, puzzle, [{ kind: 'set', cell: { row: 0, column: 0 }, value: 1 }]);
    assert.equal(kurodokoPlay.view(puzzle, shadedOnce, {}).cells[0]![0]!.fill, 'shaded');
    assert.equal(kurodokoPlay.interpret(puzzle, shadedOnce, press(0, 0), 'shade')?.value, 0);
    assert.equal(kurodokoPlay.view(puzzle, start, {}).cells[0]![3]!.value?.text, '7');
  });

  it('paints a drag: every crossed cell gets what a press gives the first one; clues are passed over', () => {
    const stroke = (cells: [number, number][], button: 'primary' | 'secondary' = 'primary') =>
      ({ kind: 'stroke', cells: cells.map(([row, column]) => ({ row, column })), button }) as const;
    const start = kurodokoPlay.start(puzzle);
    const move = kurodokoPlay.interpret(puzzle, start, stroke([[0, 1], [0, 2], [0, 3], [0, 4]]), 'shade');
    assert.deepEqual(move, { kind: 'paint', cells: [{ row: 0, column: 1 }, { row: 0, column: 2 }, { row: 0, column: 4 }], value: 1 });
    const painted = kurodokoPlay.apply(puzzle, start, move);
    assert.ok(painted.ok);
    assert.deepEqual(painted.state.cells[0], [null, 1, 1, null, 1]);
    // From a shaded cell the press gives a dot: the drag paints dots, over shaded and open cells alike.
    const dots = kurodokoPlay.interpret(puzzle, painted.state, stroke([[0, 1], [1, 1], [2, 1]]), 'shade');
    assert.equal(dots?.value, 0);
    const dotted = kurodokoPlay.apply(puzzle, painted.state, dots);
    assert.ok(dotted.ok);
    assert.deepEqual([0, 1, 2].map((row) => dotted.state.cells[row]![1]), [0, 0, 0]);
    assert.equal(kurodokoPlay.interpret(puzzle, start, stroke([[1, 1], [1, 2]], 'secondary'), 'shade')?.value, 0, 'the other button paints dots');
  });

  it('checks an unfinished board for what no shading of the open cells can mend', () => {
    const progress = kurodokoPlay.progress!;
    assert.deepEqual(progress(puzzle, kurodokoPlay.start(puzzle)), { broken: [], open: 20, openThing: 'cell' });
    // Right cells r1c2, r2c3, r5c1 and a wrong r4c1: it touches r5c1 and walls the 5 in; the other numbers may still see right.
    const moves = [[0, 1], [1, 2], [4, 0], [3, 0]].map(([row, column]) => ({ kind: 'set' as const, cell: { row: row!, column: column! }, value: 1 as const }));
    const checked = progress(puzzle, replay(kurodokoPlay, puzzle, moves));
    assert.deepEqual(checked.broken.map((violation) => violation.message).sort(), ['the 5 can see at most 4 cells', 'two shaded cells touch']);
    assert.equal(checked.open, 16);
    // Dots that already show the 7 more than 7 cells break it for good.
    const dots = [[0, 0], [0, 1], [0, 2], [0, 4], [1, 3], [2, 3], [3, 3], [4, 3]].map(([row, column]) => ({ kind: 'set' as const, cell: { row: row!, column: column! }, value: 0 as const }));
    assert.deepEqual(progress(puzzle, replay(kurodokoPlay, puzzle, dots)).broken.map((violation) => violation.message), ['the 7 already sees 9 unshaded cells']);
  });

  it('refuses to shade a clue and reports touching shaded cells', () => {
    const clue = kurodokoPlay.apply(puzzle, kurodokoPlay.start(puzzle), { kind: 'set', cell: { row: 0, column: 3 }, value: 1 });
    assert.equal(clue.ok, false);
    const touching = replay(kurodokoPlay, puzzle, [
      { kind: 'set', cell: { row: 0, column: 0 }, value: 1 },
      { kind: 'set', cell: { row: 0, column: 1 }, value: 1 },
    ]);
    assert.ok(kurodoko.check(puzzle, kurodokoPlay.answer(puzzle, touching)).length > 0);
  });

  it('hints from the facts and shows the solution', async () => {
    const known = (await facts(loaded)).facts as KurodokoPartial;
    const hint = kurodokoPlay.hint(puzzle, kurodokoPlay.start(puzzle), known);
    assert.ok(hint?.kind === 'set' && hint.value === 1, 'a shaded cell is hinted first');
    assert.ok(shaded.some(([row, column]) => row === hint.cell.row && column === hint.cell.column));
    const result = await solve(loaded);
    const solved = kurodokoPlay.fromAnswer(puzzle, result.answer as boolean[][]);
    assert.deepEqual(kurodoko.check(puzzle, kurodokoPlay.answer(puzzle, solved)), []);
    assert.deepEqual(kurodokoPlay.openCells(puzzle, known), []);
  });
});

describe('kurodoko editor', () => {
  it('types clues, two digits as one number, ? and Delete', () => {
    const target = { kind: 'cell', cell: { row: 1, column: 1 } } as const;
    let edited = kurodokoEdit.blank({ rows: 6, columns: 6 });
    edited = kurodokoEdit.edit(edited, { kind: 'key', target, key: '1' }, 'clue')!;
    assert.equal(kurodokoEdit.edit(edited, { kind: 'key', target, key: '0' }, 'clue'), undefined, 'a 0 typed afresh is no clue');
    edited = kurodokoEdit.edit(edited, { kind: 'key', target, key: '0', again: true }, 'clue')!;
    assert.deepEqual(edited.clues[1]![1], { kind: 'number', value: 10 });
    edited = kurodokoEdit.edit(edited, { kind: 'key', target, key: '?' }, 'clue')!;
    assert.deepEqual(edited.clues[1]![1], { kind: 'unknown' });
    edited = kurodokoEdit.edit(edited, { kind: 'key', target, key: 'Delete' }, 'clue')!;
    assert.equal(edited.clues[1]![1], null);
    const url = kurodoko.formats.find((format) => format.id === 'url')!;
    assert.deepEqual(url.parse(url.write!(edited)), edited);
    assert.throws(() => kurodokoEdit.blank({ rows: 0, columns: 4 }), /1×1 to 60×60/);
  });
});
