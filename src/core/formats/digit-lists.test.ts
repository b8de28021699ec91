// The pieces of Simon Tatham's and puzz.link's number lists that several genres share: a cell list left out when
// empty, a letter-run list of one-digit numbers, the solve string of the Latin-square games, and a game ID told apart
// from other games' IDs of the same shape.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InputError } from '../errors.js';
import type { Format } from '../genre.js';
import { clueNumber, digitRunCells, readAll, runLengthCells, unlessAllEmpty } from './codec.js';
import { digitSolution, distinguishedGameId } from './sgt.js';

describe('shared number lists', () => {
  it('leaves out a cell list whose cells are all empty, and reads it only where it is', () => {
    const givens = unlessAllEmpty(4, runLengthCells(4), (reader) => reader.accept(','), ',');
    assert.equal(givens.write([null, null, null, null]), '');
    assert.equal(givens.write([null, 3, null, null]), ',a3b');
    assert.deepEqual(readAll(givens, '', 'test'), [null, null, null, null]);
    assert.deepEqual(readAll(givens, ',a3b', 'test'), [null, 3, null, null]);
  });

  it('reads and writes one-digit numbers between runs of empty cells, and refuses what the list cannot hold', () => {
    const digits = { game: 'Filling', smallest: 1, largest: 9, cells: 'cells', emptyCells: 'empty cells', elsewhere: 'a URL can' };
    const list = digitRunCells(6, digits);
    assert.deepEqual(readAll(list, 'b34b', 'test'), [null, null, 3, 4, null, null]);
    assert.equal(list.write([null, null, 3, 4, null, null]), 'b34b');
    assert.throws(() => list.write([10, null, null, null, null, null]), /a Filling game ID holds the numbers 1 to 9, not 10; a URL can/);
    assert.throws(() => readAll(list, 'b0', 'test'), /unexpected character '0' \(expected 1-9 or a-z\)/);
    assert.throws(() => readAll(list, 'b3', 'test'), /the rest of the 6 cells \(3 read\)/);
    assert.throws(() => readAll(list, 'g', 'test'), /the run 'g' of 7 empty cells reaches past the 6 cells/);
  });

  it('reads a solve string of digits, and from order 10 on 0 for 1 and letters from 11', () => {
    assert.deepEqual(digitSolution('S2143', 2), [
      [2, 1],
      [4, 3],
    ]);
    const ten = digitSolution(`S${'0123456789'.repeat(9)}9876543A1b`, 10);
    assert.deepEqual(ten[0], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    assert.deepEqual(ten[9], [10, 9, 8, 7, 6, 5, 4, 11, 2, 12]);
    assert.throws(() => digitSolution('S123', 2), /is not a solution of a 2×2 grid/);
  });

  it('claims a game ID of its shape when the puzzle fits or does not read, and no other', () => {
    const format: Format<number> = {
      id: 'sgt',
      name: 'test',
      detect: () => true,
      parse(text) {
        if (!/^\d+$/.test(text)) throw new InputError('not digits', {});
        return Number(text);
      },
    };
    const even = distinguishedGameId(format, (text) => text.length < 5, (value) => value % 2 === 0);
    assert.deepEqual(['12', '13', 'x', '123456'].map((text) => even.detect(text)), [true, false, true, false]);
  });

  it('gives the number of a clue, and none for an unknown one', () => {
    assert.deepEqual([{ kind: 'number', value: 4 } as const, { kind: 'unknown' } as const, null].map(clueNumber), [4, null, null]);
  });
});
