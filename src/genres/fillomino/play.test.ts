import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Gesture } from '../../core/play.js';
import { parsePuzzle } from '../../index.js';
import type { NumberState } from '../shared/number-play.js';
import { fillominoPlay } from './play.js';
import type { FillominoPuzzle } from './puzzle.js';

// The 1 stands alone, the 2s and the 3s fill the rest: 1 3 3 / 2 2 3.
const puzzle = parsePuzzle('https://puzz.link/p?fillomino/3/2/1h2g3', { genre: 'fillomino' }).puzzle as FillominoPuzzle;

function played(gestures: readonly Gesture[]): NumberState {
  let state = fillominoPlay.start(puzzle);
  for (const gesture of gestures) {
    const move = fillominoPlay.interpret(puzzle, state, gesture, 'value');
    assert.ok(move, JSON.stringify(gesture));
    const outcome = fillominoPlay.apply(puzzle, state, move);
    assert.ok(outcome.ok);
    state = outcome.state;
  }
  return state;
}

const typed = (row: number, column: number, key: string): Extract<Gesture, { kind: 'key' }> => ({ kind: 'key', target: { kind: 'cell', cell: { row, column } }, key });

describe('fillomino play', () => {
  it('checks an unfinished board for what filling the empty cells cannot mend', () => {
    const codes = (state: NumberState) => fillominoPlay.progress!(puzzle, state).broken.map((violation) => `${violation.code} ${violation.message}`);
    // The 2 and the 3 given alone may still grow into the empty cells beside them.
    assert.deepEqual(fillominoPlay.progress!(puzzle, fillominoPlay.start(puzzle)), { broken: [], open: 3, openThing: 'cell' });
    // Two 3s beside the given 3 make a region of 3 so far, with one cell open.
    assert.deepEqual(codes(played([typed(0, 1, '3'), typed(0, 2, '3')])), []);
    // Four 3s are too many whatever comes next; a 2 closed in by other numbers stays too small.
    assert.deepEqual(codes(played([typed(0, 1, '3'), typed(0, 2, '3'), typed(1, 1, '3')])), [
      'region-too-small the 2s from r2c1 make a region of 1 cell',
      'region-too-large the 3s from r1c2 make a region of 4 cells',
    ]);
  });

  it('types a new number over an old one, and a number of two digits while typing in one cell goes on (as puz.link)', () => {
    const size6 = parsePuzzle('https://puzz.link/p?fillomino/6/6/h4j53g2k5233k2g14j3h', { genre: 'fillomino' }).puzzle as FillominoPuzzle;
    const value = (gestures: readonly Gesture[]) => {
      let state = fillominoPlay.start(size6);
      for (const gesture of gestures) state = (fillominoPlay.apply(size6, state, fillominoPlay.interpret(size6, state, gesture, 'value')!) as { state: NumberState }).state;
      return state.values[0]![1];
    };
    // A 1 typed at r1c2, and later a 4 over it: the 4 replaces it (a 6×6 takes numbers up to 36, and 14 is one).
    assert.equal(value([typed(0, 1, '1'), typed(0, 1, '4')]), 4);
    assert.equal(value([typed(0, 1, '1'), { ...typed(0, 1, '4'), again: true }]), 14);
  });
});
