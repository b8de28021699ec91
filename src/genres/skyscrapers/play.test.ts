// Skyscrapers play and editor rules: heights typed or stepped by clicks, clues beside the grid, clues set in the editor.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InputError } from '../../core/errors.js';
import type { Gesture } from '../../core/play.js';
import { parsePuzzle } from '../../index.js';
import type { SkyscrapersPuzzle } from './index.js';
import { skyscrapers } from './index.js';
import { skyscrapersEdit, skyscrapersPlay } from './play.js';

const puzzle = parsePuzzle('https://puzz.link/p?skyscrapers/4/4/k13h4j3g').puzzle as SkyscrapersPuzzle;
const solution = [
  [2, 1, 4, 3],
  [1, 2, 3, 4],
  [4, 3, 1, 2],
  [3, 4, 2, 1],
];

function play(gestures: readonly Gesture[], mode = 'value') {
  let state = skyscrapersPlay.start(puzzle);
  for (const gesture of gestures) {
    const move = skyscrapersPlay.interpret(puzzle, state, gesture, mode);
    if (!move) continue;
    const outcome = skyscrapersPlay.apply(puzzle, state, move);
    assert.ok(outcome.ok);
    state = outcome.state;
  }
  return state;
}

describe('skyscrapers play', () => {
  it('takes the solution by keys and the rule checker accepts it', () => {
    const state = play(solution.flatMap((line, row) => line.map((value, column): Gesture => ({ kind: 'key', target: { kind: 'cell', cell: { row, column } }, key: String(value) }))));
    assert.deepEqual(skyscrapers.check(puzzle, skyscrapersPlay.answer(puzzle, state)), []);
  });

  it('steps a height up with clicks on the selected cell and down with the other button, as puz.link does', () => {
    const cell = { row: 0, column: 0 };
    const press = (button: 'primary' | 'secondary'): Gesture => ({ kind: 'press', target: { kind: 'cell', cell }, button, again: true });
    assert.equal(play([press('primary'), press('primary')]).values[0]![0], 2);
    assert.equal(play([press('secondary')]).values[0]![0], 4);
    // Past the largest height the cell empties again.
    assert.equal(play([press('secondary'), press('primary')]).values[0]![0], null);
  });

  it('shows the clues beside the grid on their sides', () => {
    const outside = skyscrapersPlay.view(puzzle, skyscrapersPlay.start(puzzle), {}).outside!;
    const shown = outside.filter((item) => item.text !== '').map(({ side, index, text }) => `${side} ${index} ${text}`);
    assert.deepEqual(shown, ['bottom 1 1', 'bottom 2 3', 'left 1 4', 'right 2 3']);
  });
});

describe('skyscrapers editor', () => {
  const blank = skyscrapersEdit.blank({ size: 4 });

  it('types clues beside the grid and givens inside, and the URL carries both', () => {
    let edited = skyscrapersEdit.edit(blank, { kind: 'key', target: { kind: 'outside', side: 'left', index: 1 }, key: '4' }, 'given')!;
    edited = skyscrapersEdit.edit(edited, { kind: 'key', target: { kind: 'outside', side: 'bottom', index: 1 }, key: '1' }, 'given')!;
    edited = skyscrapersEdit.edit(edited, { kind: 'key', target: { kind: 'outside', side: 'bottom', index: 2 }, key: '3' }, 'given')!;
    edited = skyscrapersEdit.edit(edited, { kind: 'key', target: { kind: 'outside', side: 'right', index: 2 }, key: '3' }, 'given')!;
    assert.deepEqual(edited, puzzle);
    const withGiven = skyscrapersEdit.edit(edited, { kind: 'key', target: { kind: 'cell', cell: { row: 0, column: 0 } }, key: '2' }, 'given')!;
    assert.equal(withGiven.givens[0]![0], 2);
    const erased = skyscrapersEdit.edit(withGiven, { kind: 'key', target: { kind: 'outside', side: 'left', index: 1 }, key: 'Backspace' }, 'given')!;
    assert.equal(erased.clues.left[1], null);
  });

  it('steps a clue up and down by clicking it again, and refuses a count no line can show', () => {
    const target = { kind: 'outside', side: 'top', index: 0 } as const;
    const once = skyscrapersEdit.edit(blank, { kind: 'press', target, button: 'primary', again: true }, 'given')!;
    assert.equal(once.clues.top[0], 1);
    const down = skyscrapersEdit.edit(blank, { kind: 'press', target, button: 'secondary', again: true }, 'given')!;
    assert.equal(down.clues.top[0], 4);
    // A first click only selects.
    assert.equal(skyscrapersEdit.edit(blank, { kind: 'press', target, button: 'primary' }, 'given'), undefined);
    assert.throws(() => skyscrapersEdit.edit(blank, { kind: 'key', target, key: '7' }, 'given'), (error: unknown) => error instanceof InputError && /1 to 4 towers, not 7/.test(error.message));
  });
});
