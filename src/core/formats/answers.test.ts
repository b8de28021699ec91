import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InputError } from '../errors.js';
import { describeMarks, markAnswers, numberAnswers } from './answers.js';

describe('yes/no answer grids', () => {
  const lights = markAnswers((size: { rows: number; columns: number }) => size, 'no light', 'a light');
  const size = { rows: 2, columns: 2 };

  it('writes rows of 0 and 1, reads them back, and writes an unfinished grid with null where open', () => {
    const answer = [
      [true, false],
      [false, true],
    ];
    assert.deepEqual(lights.answerToJson(answer), [
      [1, 0],
      [0, 1],
    ]);
    assert.deepEqual(lights.answerFromJson(size, lights.answerToJson(answer)), answer);
    assert.deepEqual(lights.partialToJson([[true, null]]), [[1, null]]);
  });

  it('names the entry that is neither 0 nor 1, in the words of the game', () => {
    const message = (json: unknown) => {
      try {
        lights.answerFromJson(size, json);
      } catch (error) {
        assert.ok(error instanceof InputError);
        return error.describe();
      }
      return assert.fail('no error');
    };
    assert.equal(message([[1, 0], [0, 2]]), 'answer: the entry at row 2, column 2 must be 0 (no light) or 1 (a light)');
    assert.equal(message([[1, 0]]), 'answer: the answer must be an array of 2 rows');
    assert.equal(message([[1, 0], [0]]), 'answer: row 2 of the answer must have 2 entries');
  });

  it('describes a mark and a dot', () => {
    const describe = describeMarks('holds a light', 'holds no light', 'your light');
    assert.deepEqual(describe({ cell: { row: 0, column: 1 }, value: 1 }), { cells: [{ row: 0, column: 1 }], fact: 'r1c2 holds a light', placed: 'your light at r1c2' });
    assert.equal(describe({ cell: { row: 0, column: 1 }, value: 0 }).placed, 'your dot at r1c2');
  });
});

describe('number answer grids', () => {
  const digits = numberAnswers((size: { rows: number; columns: number }) => size);

  it('reads rows of whole numbers back and names a value that is not one', () => {
    assert.deepEqual(digits.answerFromJson({ rows: 1, columns: 2 }, digits.answerToJson([[1, 2]])), [[1, 2]]);
    assert.deepEqual(digits.partialToJson([[null, 3]]), [[null, 3]]);
    assert.throws(() => digits.answerFromJson({ rows: 1, columns: 2 }, [[1, 1.5]]), (error: unknown) => error instanceof InputError && error.describe() === 'answer: the value at row 1, column 2 is not a whole number');
    assert.throws(() => digits.answerFromJson({ rows: 1, columns: 2 }, [[1]]), /row 1 of the answer must have 2 numbers/);
  });
});
