// Nonogram play and editor rules: runs painted by drags, crosses by the other button, clues one number per place
// beside the grid, clue lists set in the editor by prompt or by keys.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InputError } from '../../core/errors.js';
import type { Gesture, Target } from '../../core/play.js';
import { parsePuzzle } from '../../index.js';
import type { NonogramPuzzle } from './index.js';
import { nonogram } from './index.js';
import { nonogramEdit, nonogramPlay } from './play.js';

const puzzle = parsePuzzle('https://puzz.link/p?nonogram/6/6/12g1111h11112j12g11g21j11g3h').puzzle as NonogramPuzzle;

function play(gestures: readonly Gesture[], mode = 'shade') {
  let state = nonogramPlay.start(puzzle);
  for (const gesture of gestures) {
    const move = nonogramPlay.interpret(puzzle, state, gesture, mode);
    if (!move) continue;
    const outcome = nonogramPlay.apply(puzzle, state, move);
    assert.ok(outcome.ok);
    state = outcome.state;
  }
  return state;
}

const stroke = (row: number, from: number, to: number, button: 'primary' | 'secondary' = 'primary'): Gesture => ({
  kind: 'stroke',
  cells: Array.from({ length: to - from + 1 }, (_, k) => ({ row, column: from + k })),
  button,
});

describe('nonogram play', () => {
  it('paints a run of cells with one drag, the first cell deciding, and crosses cells off with the other button', () => {
    const state = play([stroke(5, 1, 3), stroke(3, 0, 5, 'secondary')]);
    assert.deepEqual(state.cells[5], [null, 1, 1, 1, null, null]);
    assert.deepEqual(state.cells[3], [0, 0, 0, 0, 0, 0]);
    // A drag that starts on a shaded cell clears what it crosses.
    const cleared = play([stroke(5, 1, 3), stroke(5, 2, 3)]);
    assert.deepEqual(cleared.cells[5], [null, 1, 0, 0, null, null]);
  });

  it('takes the solution painted block by block, and the rule checker accepts it', () => {
    const blocks: [number, number, number][] = [[0, 0, 1], [0, 3, 3], [1, 0, 0], [1, 4, 4], [2, 1, 1], [2, 3, 4], [4, 0, 0], [4, 4, 4], [5, 1, 3]];
    const state = play(blocks.map(([row, from, to]) => stroke(row, from, to)));
    assert.deepEqual(nonogram.check(puzzle, nonogramPlay.answer(puzzle, state)), []);
  });

  it('sets each clue one number per place beside the grid, its last block next to the grid', () => {
    const view = nonogramPlay.view(puzzle, nonogramPlay.start(puzzle), {});
    const column = view.outside!.filter((item) => item.side === 'top' && item.index === 1).map((item) => [item.text, item.place]);
    assert.deepEqual(column, [['1', 2], ['1', 1], ['1', 0]]);
    const row = view.outside!.filter((item) => item.side === 'left' && item.index === 2).map((item) => [item.text, item.place]);
    assert.deepEqual(row, [['1', 1], ['2', 0]]);
    assert.deepEqual(view.outside!.filter((item) => item.side === 'left' && item.index === 3).map((item) => item.text), ['0']);
  });
});

describe('nonogram editor', () => {
  const blank = nonogramEdit.blank({ rows: 12, columns: 7 });
  const onRow = (index: number) => ({ kind: 'outside' as const, side: 'left' as const, index });
  const key = (target: Target, pressed: string, again = false): Gesture => ({ kind: 'key', target, key: pressed, again });

  it('sets a clue from the prompt, and refuses one that does not fit its line', () => {
    const edited = nonogramEdit.edit(blank, { kind: 'text', target: onRow(0), text: '1, 2 1' }, 'clue')!;
    assert.deepEqual(edited.rowClues[0], [1, 2, 1]);
    assert.deepEqual(nonogramEdit.edit(edited, { kind: 'text', target: onRow(0), text: '' }, 'clue')!.rowClues[0], []);
    assert.throws(() => nonogramEdit.edit(blank, { kind: 'text', target: onRow(0), text: '4 3' }, 'clue'), (error: unknown) => error instanceof InputError && /needs 8 cells, the row has 7/.test(error.message));
    assert.throws(() => nonogramEdit.edit(blank, { kind: 'text', target: onRow(0), text: '2 x' }, 'clue'), /'x' is not a block length/);
  });

  it('types a clue digit by digit: a digit typed right after another extends the last block while the lengths fit, else starts a new one', () => {
    let edited = blank;
    for (const pressed of ['1', '1', '2']) edited = nonogramEdit.edit(edited, key(onRow(1), pressed, true), 'clue')!;
    assert.deepEqual(edited.rowClues[1], [1, 1, 2]);
    edited = nonogramEdit.edit(edited, key(onRow(1), 'Backspace'), 'clue')!;
    assert.deepEqual(edited.rowClues[1], [1, 1]);
    edited = nonogramEdit.edit(edited, key(onRow(1), 'Delete'), 'clue')!;
    assert.deepEqual(edited.rowClues[1], []);
    // A column of 12 cells takes 12 as one block.
    const onColumn: Target = { kind: 'outside', side: 'top', index: 0 };
    const one = nonogramEdit.edit(blank, key(onColumn, '1'), 'clue')!;
    assert.deepEqual(nonogramEdit.edit(one, key(onColumn, '2', true), 'clue')!.columnClues[0], [12]);
    // Typed afresh (the cursor went away and came back), the digit is a new block.
    assert.deepEqual(nonogramEdit.edit(one, key(onColumn, '2'), 'clue')!.columnClues[0], [1, 2]);
  });
});
