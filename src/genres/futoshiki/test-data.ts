// Futoshiki's test data for the shared suites (see src/core/test-data.ts): generator requests, one bad board per
// rule the checker reports (Unequal game IDs; `3a:` is Adjacent mode), real examples of each format, and the keys
// that enter a solution in the studio.

import { allCells } from '../../core/geometry.js';
import type { Gesture } from '../../core/play.js';
import type { GenreTestData } from '../../core/test-data.js';
import type { FutoshikiAnswer, FutoshikiPartial, FutoshikiPuzzle } from './puzzle.js';
import { futoshiki } from './index.js';

const latinSquare = [
  [1, 2, 3],
  [2, 3, 1],
  [3, 1, 2],
];
const blank = '3:0,0,0,0,0,0,0,0,0,';

export const testData: GenreTestData<FutoshikiPuzzle, FutoshikiAnswer, FutoshikiPartial> = {
  genre: futoshiki,
  generatorCases: [
    { columns: 3, rows: 3 },
    { columns: 4, rows: 4, difficulty: 'easy' },
    { columns: 5, rows: 5, difficulty: 'medium' },
    { columns: 6, rows: 6, difficulty: 'hard' },
    { columns: 5, rows: 5, difficulty: 'easy', options: { mode: 'adjacent' } },
  ],
  badBoards: [
    { code: 'wrong-size', puzzle: blank, answerValue: [[1, 2], [2, 1]], unreadable: 'the JSON reader refuses a grid of the wrong size' },
    { code: 'not-a-number', puzzle: blank, answer: [[0, 2, 3], ...latinSquare.slice(1)] },
    // The given 2 in r1c1 became 1.
    { code: 'given-changed', puzzle: '3:2,0,0,0,0,0,0,0,0,', answer: latinSquare },
    { code: 'repeated-number', puzzle: blank, answer: [[1, 2, 3], [1, 2, 3], [1, 2, 3]] },
    // r1c1 > r1c2, but it holds 1 against 2.
    { code: 'sign-broken', puzzle: '3:0R,0,0,0,0,0,0,0,0,', answer: latinSquare },
    // Bars between every pair one apart, and one more between the 3 in r1c3 and the 1 below it.
    { code: 'bar-broken', puzzle: '3a:0RD,0RDL,0DL,0URD,0UL,0UD,0U,0R,0UL,', answer: latinSquare },
    { code: 'missing-bar', puzzle: '3a:0,0,0,0,0,0,0,0,0,', answer: latinSquare },
  ],
  realExamples: [
    { format: 'sgt', text: '5:0,0L,0L,0,0,0R,0,0L,0D,0L,0R,0,2,0D,0,0,0,0,0,0,0U,0,0,0,0U,', source: "Guardian #1, quoted in sgt-puzzles' unequal.c (test/fixtures/unequal-guardian.jsonl)" },
    {
      format: 'values',
      text: 'values\n1 0 0 0\n0 0 0 0\n0 0 0 0\n3 0 0 0\nrestrict\n1,2 1,3\n2,1 2,0\n2,2 3,2\n',
      source: "seed 004's example file (test/fixtures/seed-examples.json)",
    },
    {
      format: 'facts',
      text:
        '#const size = 5.\n\ngiven(3,3,2).\n\nlessThan(1,1,1,2).\nlessThan(1,2,1,3).\nlessThan(2,2,2,1).\nlessThan(2,2,2,3).\n' +
        'lessThan(2,4,2,5).\nlessThan(3,4,2,4).\nlessThan(3,2,3,1).\nlessThan(4,4,3,4).\nlessThan(4,1,5,1).\nlessThan(4,5,5,5).\n',
      source: "Guardian #1 (unequal.c) in seed 003's facts: the repository holds no file written by seed 003's tool",
    },
  ],
  studio: {
    puzzle: '4:0R,0,0R,0,0,0,0,0,0U,0,0R,0,0R,3,0,0,',
    // A number typed on every open cell.
    gestures: (puzzle, answer) =>
      allCells({ rows: puzzle.size, columns: puzzle.size })
        .filter((cell) => puzzle.givens[cell.row]![cell.column] === null)
        .map((cell): Gesture => ({ kind: 'key', target: { kind: 'cell', cell }, key: String(answer[cell.row]![cell.column]) })),
  },
  malformedInputs: [
    { text: '4:0R,0,0R,0,0,0,0,0,0U,0,0R,0,0R,3,0,', error: /describes 15 cells, the grid has 16/ },
    { text: '4:0R,0,0R,0,0,0,0,0,0U,0,0X,0,0R,3,0,0,', error: /column 25: expected ',' or a flag U, R, D, L, found 'X'/ },
    { text: '4:0U,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,', error: /column 2: the flag U points off the grid/ },
    { text: '4:0R,0L,0,0,0,0,0,0,0,0,0,0,0,0,0,0,', error: /contradicts the flag on the neighbouring cell/ },
    { text: '5a:0R,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,', error: /bar R is not repeated/ },
    { text: '4:5,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,', error: /column 1: the number 5 is outside 0..4/ },
    { text: '4x:0,0', error: /not an Unequal parameter string|not a Solo parameter string|cannot tell|does not look/ },
    { text: '99:0,', error: /outside the supported sizes/ },
    { text: 'values\n1 0 0\n0 0\n0 0 0\n', error: /line 3: this row has 2 numbers, the first has 3/ },
    { text: 'values\n1 0 0\n0 x 0\n0 0 0\n', error: /line 3, column 3: 'x' is not a number/ },
    { text: 'values\n1 0 0\n0 0 0\n0 0 0\nrestrict\n0,0 2,2\n', error: /line 6: 0,0 and 2,2 are not orthogonal neighbours/ },
    { text: 'values\n1 0 0\n0 0 0\n0 0 0\nrestrict\n0,0 0;1\n', error: /line 6, column 5: '0;1' is not a cell/ },
    { text: 'values\n1 0 0\n0 0 0\nrestrict\n', error: /2 rows of 3 numbers; it must be square/ },
    { text: '#const size = 3.\ngiven(1,1,4).\n', error: /line 2, column 1: the given 4 is outside 1..3/ },
    { text: '#const size = 3.\ngiven(1,1,1)\n', error: /line 2, column 1: 'given\(1,1,1\)' does not end with '.'/ },
    { text: '#const size = 3.\nlessThan(1,1,3,3).\n', error: /line 2, column 1: lessThan joins two cells that are not orthogonal neighbours/ },
    { text: '#const size = 3.\n foo(1).\n', error: /line 2, column 2: 'foo\(1\)' is not/ },
    { text: 'given(1,1,1).\n', error: /no '#const size = N.' line/ },
  ],
};
