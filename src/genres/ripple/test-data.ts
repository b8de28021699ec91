// Ripple Effect's test data for the shared suites (see src/core/test-data.ts): generator requests, one bad board per
// rule the checker reports, real examples of each format, the keys that enter a solution in the studio, and the
// outside puzzles of test/fixtures/ripple-puzzlink.jsonl.

import { allCells } from '../../core/geometry.js';
import type { Gesture } from '../../core/play.js';
import type { GenreTestData } from '../../core/test-data.js';
import type { RippleAnswer, RipplePartial, RipplePuzzle } from './puzzle.js';
import { givenAt, rippleSize } from './puzzle.js';
import { ripple } from './index.js';

/** pzprjs's test puzzle (test/script/ripple.js) and the board its test accepts. */
const example = 'https://puzz.link/p?ripple/4/4/9n8rigk14h32k';
const solution = [
  [1, 2, 3, 1],
  [2, 1, 4, 2],
  [4, 3, 2, 1],
  [1, 2, 1, 3],
];

export const testData: GenreTestData<RipplePuzzle, RippleAnswer, RipplePartial> = {
  genre: ripple,
  generatorCases: [
    { columns: 5, rows: 5 },
    { columns: 6, rows: 6, difficulty: 'easy' },
    { columns: 6, rows: 6, difficulty: 'medium' },
    { columns: 6, rows: 6, difficulty: 'hard' },
  ],
  badBoards: [
    { code: 'wrong-size', puzzle: example, answerValue: [[1]], unreadable: 'the JSON reader refuses a grid of the wrong size' },
    // Two rooms of one cell; the first holds a 2.
    { code: 'digit-out-of-range', puzzle: 'https://puzz.link/p?ripple/2/1/gh', answer: [[2, 1]] },
    // One 2×2 room holding 1 and 2 twice each, the equal digits on diagonals.
    { code: 'repeated-digit', puzzle: 'https://puzz.link/p?ripple/2/2/00j', answer: [[1, 2], [2, 1]] },
    // Two rooms of one cell side by side, each a 1.
    { code: 'too-close', puzzle: 'https://puzz.link/p?ripple/2/1/gh', answer: [[1, 1]] },
    // r1c1 still empty.
    { code: 'empty-cell', puzzle: example, answer: solution.map((line, r) => line.map((digit, c) => (r === 0 && c === 0 ? 0 : digit))) },
  ],
  realExamples: [
    { format: 'url', text: example, source: "pzprjs's test puzzle (test/script/ripple.js in robx/pzprjs)" },
    {
      format: 'text',
      text: 'pzprv3\nripple\n4\n4\n0 1 0 \n0 1 1 \n0 1 1 \n1 0 1 \n1 1 0 1 \n1 1 0 0 \n1 0 1 0 \n. . . . \n. 1 4 . \n. 3 2 . \n. . . . \n. . . . \n. . . . \n. . . . \n. . . . \n',
      source: "pzprjs's test board (test/script/ripple.js in robx/pzprjs), without the entered digits",
    },
  ],
  studio: {
    puzzle: example,
    // A digit typed on every cell without a given.
    gestures: (puzzle, answer) =>
      allCells(rippleSize(puzzle))
        .filter((cell) => givenAt(puzzle, cell) === null)
        .map((cell): Gesture => ({ kind: 'key', target: { kind: 'cell', cell }, key: String(answer[cell.row]![cell.column]) })),
  },
  exports: {
    unique: example,
    // One room of two cells: 1 2 or 2 1.
    several: 'https://puzz.link/p?ripple/2/1/0h',
    severalCount: 2,
    // Two rooms of one cell side by side: two 1s with no cell between them.
    none: 'https://puzz.link/p?ripple/2/1/gh',
  },
  outsidePuzzles: [
    {
      fixture: 'ripple-puzzlink.jsonl',
      text: (record) => String(record.url),
      answer: (record) => record.answer,
      // pzv.jp's address is written as puz.link's.
      writtenText: (record) => String(record.url).replace('http://pzv.jp/p?', 'https://puzz.link/p?'),
      writtenAs: 'url',
      alsoThrough: ['text'],
    },
  ],
  malformedInputs: [
    { text: 'https://puzz.link/p?ripple/4/4/9n8r', error: /the borders of a 4×4 grid take 6 characters, but only 4 are left/ },
    { text: 'https://puzz.link/p?ripple/4/4/9n8rigk1#h32k', error: /URL body, column 9: unexpected character '#'/ },
    { text: 'https://puzz.link/p?ripple/4/4/9n8rigk19h32k', error: /the digit 9 at r2c3 is outside 1\.\.4 \(its room has 4 cells\)/ },
    { text: 'https://puzz.link/p?ripple/99/99/', error: /99x99 is larger than the supported 20x20/ },
    { text: 'pzprv3/ripple/1/2/2 /. . /', error: /line 5, column 1: '2' is not a wall \(1\) or none \(0\)/ },
    { text: 'pzprv3/ripple/1/2/1 /. x /', error: /line 6, column 3: 'x' is not a number/ },
    { text: 'pzprv3/ripple/1/2/1 /. 2 /', error: /the digit 2 at r1c2 is outside 1\.\.1 \(its room has 1 cell\)/ },
    { text: 'pzprv3/ripple/2/2/0 /', error: /line 6: row 2 of the walls between columns has 0 entries, not 1/ },
  ],
};
