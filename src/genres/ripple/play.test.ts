import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InputError } from '../../core/errors.js';
import type { Gesture } from '../../core/play.js';
import type { NumberState } from '../shared/number-play.js';
import { fileFormat } from './formats.js';
import { rippleEdit, ripplePlay } from './play.js';
import type { RipplePuzzle } from './puzzle.js';

const typed = (row: number, column: number, key: string): Extract<Gesture, { kind: 'key' }> => ({ kind: 'key', target: { kind: 'cell', cell: { row, column } }, key });
const corners = (points: readonly [number, number][]): Gesture => ({ kind: 'trace', points: points.map(([row, column]) => ({ row, column })), button: 'primary' });

/** pzprjs's editor test (test/script/ripple.js): a 4×2 grid cut into four rooms of two cells by two strokes. */
function fourRooms(): RipplePuzzle {
  let puzzle = rippleEdit.blank({ columns: 4, rows: 2 });
  puzzle = rippleEdit.edit(puzzle, corners([[1, 0], [1, 1], [1, 2], [1, 3], [1, 4]]), 'room')!;
  return rippleEdit.edit(puzzle, corners([[0, 2], [1, 2], [2, 2]]), 'room')!;
}

describe('ripple play and edit', () => {
  it("draws rooms and types givens as pzprjs's editor test does, refusing a digit larger than its room", () => {
    let puzzle = fourRooms();
    puzzle = rippleEdit.edit(puzzle, typed(0, 0, '1'), 'given')!;
    puzzle = rippleEdit.edit(puzzle, typed(0, 1, '2'), 'given')!;
    assert.throws(() => rippleEdit.edit(puzzle, typed(0, 2, '3'), 'given'), (error: unknown) => error instanceof InputError && /the number at r1c3 is 1 to 2, not 3/.test(error.message));
    // pzprjs's result: the walls, then the givens `1 2 . .` and an empty row.
    assert.deepEqual(fileFormat.write!(puzzle).split('\n').slice(4, 9), ['0 1 0 ', '0 1 0 ', '1 1 1 1 ', '1 2 . . ', '. . . . ']);
    // `-` makes a given unknown and takes it away again.
    const unknown = rippleEdit.edit(puzzle, typed(0, 3, '-'), 'given')!;
    assert.deepEqual(unknown.givens[0]![3], { kind: 'unknown' });
    assert.equal(rippleEdit.edit(unknown, typed(0, 3, '-'), 'given')!.givens[0]![3], null);
  });

  it('drops a given that no longer fits when a border makes its room smaller', () => {
    // One room of four cells in a row with a 4 at its end; a border down the middle leaves the 4 in a room of two.
    let puzzle = rippleEdit.blank({ columns: 4, rows: 1 });
    puzzle = rippleEdit.edit(puzzle, typed(0, 3, '4'), 'given')!;
    puzzle = rippleEdit.edit(puzzle, typed(0, 0, '1'), 'given')!;
    const split = rippleEdit.edit(puzzle, corners([[0, 2], [1, 2]]), 'room')!;
    assert.deepEqual(split.givens[0], [{ kind: 'number', value: 1 }, null, null, null]);
  });

  it("types digits up to the largest room, and a placed digit clears its marks from its own room only", () => {
    const puzzle = fourRooms();
    const play = (state: NumberState, gesture: Gesture) => {
      const move = ripplePlay.interpret(puzzle, state, gesture, 'value');
      return move ? (ripplePlay.apply(puzzle, state, move) as { state: NumberState }).state : state;
    };
    let state = ripplePlay.start(puzzle);
    for (const column of [1, 2]) state = play(state, { ...typed(0, column, '1'), modifier: 'shift' });
    state = play(state, typed(0, 0, '1'));
    // A 3 fits no room of two cells.
    state = play(state, typed(1, 0, '3'));
    assert.deepEqual(state.values, [[1, null, null, null], [null, null, null, null]]);
    // r1c2 shares r1c1's room and loses its mark; r1c3, in the next room, keeps it.
    assert.deepEqual(state.marks[0], [[], [], [1], []]);
  });
});
