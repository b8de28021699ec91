// Clues beside a square grid: the line each one looks along (nearest cell first), the list of 4n in puz.link's and
// Towers' order and back, and a clue out of range refused with its place.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkSideClues, lineFromSide, noSideClues, sideClueLines, sideClueList, sideCluesOf, withSideClue } from './side-clues.js';

describe('side clues', () => {
  it('look along their row or column from their side, nearest cell first', () => {
    assert.deepEqual(lineFromSide(3, 'top', 1), [{ row: 0, column: 1 }, { row: 1, column: 1 }, { row: 2, column: 1 }]);
    assert.deepEqual(lineFromSide(3, 'bottom', 0), [{ row: 2, column: 0 }, { row: 1, column: 0 }, { row: 0, column: 0 }]);
    assert.deepEqual(lineFromSide(3, 'right', 2), [{ row: 2, column: 2 }, { row: 2, column: 1 }, { row: 2, column: 0 }]);
    assert.deepEqual(lineFromSide(2, 'left', 0), [{ row: 0, column: 0 }, { row: 0, column: 1 }]);
  });

  it('list top, bottom, left and right in turn, and read the same list back', () => {
    const clues = withSideClue(withSideClue(noSideClues(2), 'bottom', 1, 2), 'left', 0, 1);
    assert.deepEqual(sideClueList(clues), [null, null, null, 2, 1, null, null, null]);
    assert.deepEqual(sideCluesOf(2, sideClueList(clues)), clues);
    assert.deepEqual(sideClueLines(2, clues).filter(({ clue }) => clue !== null).map(({ side, index }) => `${side} ${index}`), ['bottom 1', 'left 0']);
  });

  it('refuse a clue outside 1..n, naming its place, and a side of the wrong length', () => {
    assert.throws(() => checkSideClues(2, withSideClue(noSideClues(2), 'right', 1, 3)), /the clue 3 right of row 2 is outside 1..2/);
    assert.throws(() => checkSideClues(3, noSideClues(2)), /the top side has 2 clues, expected 3/);
  });
});
