// Kakuro play and editor rules: digits typed or stepped by clicks in the white cells, blocks left alone, marks
// cleared along a run; in the editor, blocks made and unmade and sums typed in blocks and in the border.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InputError } from '../../core/errors.js';
import type { Cell } from '../../core/geometry.js';
import type { Gesture } from '../../core/play.js';
import { parsePuzzle } from '../../index.js';
import type { KakuroPuzzle } from './index.js';
import { kakuro } from './index.js';
import { kakuroEdit, kakuroPlay } from './play.js';

const puzzle = parsePuzzle('https://puzz.link/p?kakuro/5/5/48la0.na0lh3l0Bn.0cl.c4a3').puzzle as KakuroPuzzle;
const solution = [
  [0, 5, 3, 0, 0],
  [3, 4, 1, 2, 0],
  [1, 2, 0, 1, 2],
  [0, 1, 9, 3, 8],
  [0, 0, 8, 4, 0],
];

const key = (cell: Cell, text: string, modifier?: 'shift', again = false): Gesture => ({ kind: 'key', target: { kind: 'cell', cell }, key: text, ...(modifier ? { modifier } : {}), again });
const pressAgain = (cell: Cell, button: 'primary' | 'secondary' = 'primary'): Gesture => ({ kind: 'press', target: { kind: 'cell', cell }, button, again: true });

function play(gestures: readonly Gesture[], mode = 'value') {
  let state = kakuroPlay.start(puzzle);
  for (const gesture of gestures) {
    const move = kakuroPlay.interpret(puzzle, state, gesture, mode);
    if (!move) continue;
    const outcome = kakuroPlay.apply(puzzle, state, move);
    assert.ok(outcome.ok);
    state = outcome.state;
  }
  return state;
}

function edit(start: KakuroPuzzle, gestures: readonly Gesture[]): KakuroPuzzle {
  return gestures.reduce((current, gesture) => kakuroEdit.edit(current, gesture, 'sums') ?? current, start);
}

describe('kakuro play', () => {
  it('takes the solution by keys, leaves the blocks alone, and the rule checker accepts it', () => {
    const keys = solution.flatMap((line, row) => line.map((digit, column) => key({ row, column }, String(digit === 0 ? 7 : digit))));
    const state = play(keys);
    assert.deepEqual(kakuroPlay.answer(puzzle, state), solution);
    assert.deepEqual(kakuro.check(puzzle, kakuroPlay.answer(puzzle, state)), []);
    assert.equal(kakuroPlay.unfinished!(puzzle, kakuroPlay.start(puzzle)).length, 16);
    const refused = kakuroPlay.apply(puzzle, state, { kind: 'value', cell: { row: 0, column: 0 }, value: 3 });
    assert.ok(!refused.ok);
  });

  it('steps a digit with clicks on the selected cell, and shows the blocks with their sums and the border sums', () => {
    const cell = { row: 0, column: 1 };
    const state = play([pressAgain(cell), pressAgain(cell), pressAgain(cell, 'secondary'), pressAgain(cell, 'secondary'), pressAgain(cell, 'secondary')]);
    assert.equal(state.values[0]![1], 9);
    const view = kakuroPlay.view(puzzle, state, {});
    assert.deepEqual(view.cells[0]![0], { tint: 'block', tintWords: 'block', sums: { across: '8', down: '4' } });
    assert.deepEqual(view.cells[2]![2]!.sums, { across: '3', down: '17' });
    assert.deepEqual(view.outside?.filter((clue) => clue.text !== '').map(({ side, index, text }) => `${side} ${index} ${text}`), ['top 1 12', 'top 2 4', 'left 1 10', 'left 2 3']);
  });

  it('clears a placed digit from the marks of its runs only', () => {
    const marked = play([key({ row: 1, column: 0 }, '2', 'shift'), key({ row: 2, column: 0 }, '2', 'shift'), key({ row: 2, column: 3 }, '2', 'shift'), key({ row: 1, column: 1 }, '2')]);
    // r2c2's 2 sees r2c1 (row 2's run) but not r3c1 (another run of column 1's) or r3c4.
    assert.deepEqual(marked.marks[1]![0], []);
    assert.deepEqual(marked.marks[2]![0], [2]);
    assert.deepEqual(marked.marks[2]![3], [2]);
  });
});

describe('kakuro editor', () => {
  it("enters pzprjs's test puzzle on a blank grid: blocks by q and by clicks, sums typed in blocks and in the border", () => {
    const blank = kakuroEdit.blank({ rows: 5, columns: 5 });
    const blocks: Cell[] = [{ row: 0, column: 0 }, { row: 0, column: 3 }, { row: 0, column: 4 }, { row: 1, column: 4 }, { row: 2, column: 2 }, { row: 3, column: 0 }, { row: 4, column: 0 }, { row: 4, column: 1 }, { row: 4, column: 4 }];
    let entered = edit(blank, blocks.map((cell, index) => (index % 2 === 0 ? key(cell, 'q') : pressAgain(cell))));
    // The digits of a sum are typed one after another, so each after the first goes on typing there.
    const type = (cell: Cell, text: string, modifier?: 'shift') => [...text].map((digit, place) => key(cell, digit, modifier, place > 0));
    const border = (side: 'top' | 'left', index: number, text: string): Gesture[] =>
      [...text].map((digit, place) => ({ kind: 'key', target: { kind: 'outside', side, index }, key: digit, again: place > 0 }));
    entered = edit(entered, [
      ...type({ row: 0, column: 0 }, '8'),
      ...type({ row: 0, column: 0 }, '4', 'shift'),
      ...type({ row: 0, column: 3 }, '10'),
      ...type({ row: 1, column: 4 }, '10'),
      ...type({ row: 2, column: 2 }, '3'),
      ...type({ row: 2, column: 2 }, '17', 'shift'),
      ...type({ row: 3, column: 0 }, '21'),
      ...type({ row: 4, column: 1 }, '12'),
      ...border('top', 1, '12'),
      ...border('top', 2, '4'),
      ...border('left', 1, '10'),
      ...border('left', 2, '3'),
    ]);
    assert.deepEqual(entered, puzzle);
  });

  it('takes away a sum whose run a new block closes, turns a block back with a right click, and refuses a sum with no run', () => {
    const corner = { row: 0, column: 0 };
    // Making r1c2 a block leaves r1c1's across sum 8 nothing to add up: it goes.
    const closed = edit(puzzle, [key({ row: 0, column: 1 }, 'q')]);
    assert.equal(closed.cells[0]![0]!.kind === 'block' && closed.cells[0]![0]!.across, null);
    assert.equal(closed.top[1], null);
    const reopened = edit(puzzle, [pressAgain(corner, 'secondary')]);
    assert.equal(reopened.cells[0]![0]!.kind, 'white');
    assert.throws(() => kakuroEdit.edit(puzzle, key({ row: 4, column: 4 }, '5'), 'sums'), (error: unknown) => error instanceof InputError && /r5c5 has no white cell/.test(error.message));
  });
});
