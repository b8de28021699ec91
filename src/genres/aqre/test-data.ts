// Aqre's test data for the shared suites (see src/core/test-data.ts): generator requests, one bad board per rule the
// checker reports, real examples of each format, and the clicks that shade a solution in the studio.

import { allCells } from '../../core/geometry.js';
import type { Gesture } from '../../core/play.js';
import type { GenreTestData } from '../../core/test-data.js';
import type { AqreAnswer, AqrePartial, AqrePuzzle } from './puzzle.js';
import { aqreSize } from './puzzle.js';
import { aqre } from './index.js';

/** puzz.link's example (pzprjs's test/script/aqre.js): six rooms of six numbered 0 to 5, and a room of twelve. */
const example = 'https://puzz.link/p?aqre/6/6/444400vvo3u0012345g';
/** One room of 3×3 cells without a number. */
const square = 'https://puzz.link/p?aqre/3/3/0000';
/** One room of four cells in a row without a number. */
const row = 'https://puzz.link/p?aqre/4/1/0';

export const testData: GenreTestData<AqrePuzzle, AqreAnswer, AqrePartial> = {
  genre: aqre,
  generatorCases: [
    { columns: 5, rows: 5 },
    { columns: 6, rows: 6, difficulty: 'easy' },
    { columns: 7, rows: 6, difficulty: 'medium' },
  ],
  badBoards: [
    { code: 'wrong-size', puzzle: example, answerValue: [[false]], unreadable: 'the JSON reader refuses a grid of the wrong size' },
    { code: 'shaded-divided', puzzle: square, answer: [[1, 0, 1], [0, 0, 0], [0, 0, 0]] },
    // One room of four whose number says 2.
    { code: 'wrong-count', puzzle: 'https://puzz.link/p?aqre/2/2/002', answer: [[1, 0], [0, 0]] },
    { code: 'shaded-run', puzzle: row, answer: [[1, 1, 1, 1]] },
    { code: 'unshaded-run', puzzle: row, answer: [[0, 0, 0, 0]] },
  ],
  realExamples: [
    { format: 'url', text: example, source: "pzprjs's test/script/aqre.js (test/fixtures/aqre-pzprjs.jsonl)" },
    {
      format: 'text',
      text: 'pzprv3/aqre/6/6/7/0 0 0 1 1 1 /2 2 2 3 3 3 /4 4 4 5 5 5 /4 4 4 5 5 5 /6 6 6 6 6 6 /6 6 6 6 6 6 /0 . . 1 . . /2 . . 3 . . /4 . . 5 . . /. . . . . . /. . . . . . /. . . . . . /. . . # . . /# # . # # # /. # # . # # /# # . # # # /# . # # . . /# # # . . . /',
      source: "pzprjs's test/script/aqre.js, its solved board",
    },
  ],
  studio: {
    puzzle: example,
    // A click on every shaded cell.
    gestures: (puzzle, answer) =>
      allCells(aqreSize(puzzle))
        .filter((cell) => answer[cell.row]![cell.column])
        .map((cell): Gesture => ({ kind: 'press', target: { kind: 'cell', cell }, button: 'primary' })),
  },
  exports: {
    unique: example,
    // A blank 2×2: every shading whose shaded cells hang together (the empty one too), 14 in all.
    several: 'https://puzz.link/p?aqre/2/2/00',
    // A row of four one room must shade all of, or none.
    none: 'https://puzz.link/p?aqre/4/1/04',
  },
  malformedInputs: [
    { text: 'https://puzz.link/p?aqre/6/6/4444#00vvo3u0012345g', error: /URL body, column 5: unexpected character '#'/ },
    { text: 'https://puzz.link/p?aqre/99/99/0', error: /larger than/ },
    { text: 'pzprv3/aqre/1/2/1/0 0 /5 . /', error: /the number 5 at row 1, column 1 is outside 0..2/ },
    { text: 'pzprv3/aqre/1/2/2/0 0 /1 1 /', error: /two numbers/ },
    { text: 'pzprv3/aqre/2/x/', error: /line 4: the column count 'x' is not a whole number/ },
  ],
};
