// Hashi play and editor rules, replaying the inputs of pzprjs's test (test/script/hashikake.js) and comparing with
// the boards it expects; a solution played by drags passes the genre's own rule checker.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Cell } from '../../core/geometry.js';
import type { Gesture } from '../../core/play.js';
import { parsePuzzle, solve } from '../../index.js';
import type { HashiAnswer, HashiPuzzle } from './index.js';
import { hashikake } from './index.js';
import type { HashiState } from './play.js';
import { hashiEdit, hashiPlay } from './play.js';
import { testData } from './test-data.js';

/** Plays gestures in order; each must mean a move that is accepted. */
function played(puzzle: HashiPuzzle, gestures: readonly Gesture[], mode = 'bridge', state: HashiState = hashiPlay.start(puzzle)): HashiState {
  for (const gesture of gestures) {
    const move = hashiPlay.interpret(puzzle, state, gesture, mode);
    assert.ok(move, JSON.stringify(gesture));
    const outcome = hashiPlay.apply(puzzle, state, move);
    assert.ok(outcome.ok);
    state = outcome.state;
  }
  return state;
}

const drag = (...points: [number, number][]): Gesture => ({ kind: 'trace', points: points.map(([row, column]): Cell => ({ row, column })), button: 'primary' });
const rows = (text: string) => text.split('/').map((row) => row.trim().split(' ').map(Number));

describe('hashikake play', () => {
  // pzprjs's 4×4 board: . 2 . . / 1 . . 3 / . . . . / . 4 . 4
  const puzzle = parsePuzzle('pzprv3/hashikake/4/4/. 2 . . /1 . . 3 /. . . . /. 4 . 4 /').puzzle as HashiPuzzle;

  it("adds a bridge to each pair a drag crosses, one, two, then none, as pzprjs's test draws them", () => {
    // mouse,left 3,1 → 3,3 (down from the 2), 1,3 → 3,3 (right from the 1), 3,3 → 3,1 (the first pair again),
    // 7,3 → 7,7 and back (the pair of the 3 and the 4 on the right, twice).
    const state = played(puzzle, [drag([0, 1], [1, 1]), drag([1, 0], [1, 1]), drag([1, 1], [0, 1]), drag([1, 3], [2, 3], [3, 3]), drag([3, 3], [2, 3], [1, 3])]);
    assert.deepEqual(hashiPlay.answer(puzzle, state), { horizontal: rows('0 0 0 /1 1 1 /0 0 0 /0 0 0'), vertical: rows('0 2 0 0 /0 2 0 2 /0 2 0 2') });
    // A third drag takes the two bridges away.
    const again = played(puzzle, [drag([2, 3], [3, 3])], 'bridge', state);
    assert.deepEqual(hashiPlay.answer(puzzle, again).vertical, rows('0 2 0 0 /0 2 0 0 /0 2 0 0'));
    // A drag over water that no pair spans means nothing.
    assert.equal(hashiPlay.interpret(puzzle, state, drag([2, 0], [2, 1]), 'bridge'), undefined);
    // The double bridges show as double lines.
    const view = hashiPlay.view(puzzle, state, {});
    assert.ok(view.lines?.lines.some((line) => line.double === true));
    assert.equal(view.cells[0]![1]!.value?.text, '2');
  });

  it('crosses a line out with a click, clearing the bridges of its pair, and a drag lays them again', () => {
    const bridged = played(puzzle, [drag([1, 3], [2, 3]), drag([1, 3], [2, 3])]);
    const press: Gesture = { kind: 'press', target: { kind: 'line', from: { row: 2, column: 3 }, to: { row: 3, column: 3 } }, button: 'primary' };
    const crossed = played(puzzle, [press], 'bridge', bridged);
    assert.deepEqual(crossed.bridges.vertical.map((row) => row[3]), [null, null, 'cross']);
    // mouse,left 7,5 → 7,7 → 5,7 and back: both pairs the drag crosses get one bridge, then two.
    const state = played(puzzle, [drag([2, 3], [3, 3], [3, 2]), drag([3, 2], [3, 3], [2, 3])], 'bridge', crossed);
    assert.deepEqual(hashiPlay.answer(puzzle, state), { horizontal: rows('0 0 0 /0 0 0 /0 0 0 /0 2 2'), vertical: rows('0 0 0 0 /0 0 0 2 /0 0 0 2') });
  });

  it('solves the studio case by its drags, which the rule checker accepts, and says what is broken for good', async () => {
    const loaded = parsePuzzle(testData.studio!.puzzle);
    const studio = loaded.puzzle as HashiPuzzle;
    const answer = (await solve(loaded)).answer as HashiAnswer;
    const state = played(studio, testData.studio!.gestures(studio, answer));
    assert.deepEqual(hashikake.check(studio, hashiPlay.answer(studio, state)), []);
    assert.deepEqual(hashiPlay.progress!(studio, state), { broken: [], open: 0, openThing: 'circle' });
    // Two bridges on the 1 at r4c4: too many for good; islands still apart is only open.
    const over = played(studio, [drag([3, 3], [3, 2]), drag([3, 3], [3, 2])]);
    assert.deepEqual(hashiPlay.progress!(studio, over).broken.map((violation) => violation.code), ['too-many-bridges']);
    // Stored states: the start and a solved board are states, a bent one is not.
    assert.ok(hashiPlay.isState(studio, JSON.parse(JSON.stringify(state))));
    assert.ok(!hashiPlay.isState(studio, { bridges: { ...state.bridges, horizontal: [[3]] } }));
  });

  it("types islands 1 to 8, ? and Delete in the editor, and steps them with presses", () => {
    const key = (text: string): Gesture => ({ kind: 'key', target: { kind: 'cell', cell: { row: 0, column: 0 } }, key: text });
    const blank = hashiEdit.blank({ rows: 4, columns: 4 });
    const eight = hashiEdit.edit(blank, key('8'), 'number')!;
    assert.deepEqual(eight.islands[0]![0], { kind: 'number', value: 8 });
    assert.throws(() => hashiEdit.edit(blank, key('9'), 'number'), /the number at r1c1 is 1 to 8, not 9/);
    assert.deepEqual(hashiEdit.edit(eight, key('-'), 'number')!.islands[0]![0], { kind: 'unknown' });
    assert.equal(hashiEdit.edit(eight, key('Delete'), 'number')!.islands[0]![0], null);
    const press: Gesture = { kind: 'press', target: { kind: 'cell', cell: { row: 0, column: 0 } }, button: 'primary', again: true };
    const stepped = hashiEdit.edit(hashiEdit.edit(blank, press, 'number')!, press, 'number')!;
    assert.deepEqual(stepped.islands[0]![0], { kind: 'number', value: 1 });
  });
});
