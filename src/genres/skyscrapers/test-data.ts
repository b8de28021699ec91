// Skyscrapers's test data for the shared suites (see src/core/test-data.ts): generator requests, one bad board per
// rule the checker reports, real examples of each format, the keys that enter a solution in the studio, and
// Simon Tatham's Towers puzzles with the solutions Towers saves.

import { allCells } from '../../core/geometry.js';
import type { Gesture } from '../../core/play.js';
import type { GenreTestData } from '../../core/test-data.js';
import type { SkyscrapersAnswer, SkyscrapersPartial, SkyscrapersPuzzle } from './puzzle.js';
import { digitSolution } from '../../core/formats/sgt.js';
import { skyscrapers } from './index.js';

/** pzprjs's test puzzle (test/script/skyscrapers.js) and its solution. */
const example = 'https://puzz.link/p?skyscrapers/4/4/k13h4j3g';
const solution = [
  [2, 1, 4, 3],
  [1, 2, 3, 4],
  [4, 3, 1, 2],
  [3, 4, 2, 1],
];
/** A 4×4 grid without clues or givens, as a Towers game ID. */
const blank = '4:///////////////';

export const testData: GenreTestData<SkyscrapersPuzzle, SkyscrapersAnswer, SkyscrapersPartial> = {
  genre: skyscrapers,
  generatorCases: [
    { columns: 4, rows: 4 },
    { columns: 5, rows: 5, difficulty: 'easy' },
    { columns: 5, rows: 5, difficulty: 'medium' },
    { columns: 6, rows: 6, difficulty: 'hard' },
  ],
  badBoards: [
    { code: 'wrong-size', puzzle: example, answerValue: [[1, 2], [2, 1]], unreadable: 'the JSON reader refuses a grid of the wrong size' },
    // r1c1 holds 7 in a 4×4 grid; its row and column have no clue.
    { code: 'not-a-number', puzzle: example, answer: [[7, 1, 4, 3], ...solution.slice(1)] },
    // The given 1 in r1c1 became 2.
    { code: 'given-changed', puzzle: '4:///////////////,1o', answer: solution },
    { code: 'repeated-number', puzzle: blank, answer: [[1, 2, 3, 4], [1, 2, 3, 4], [1, 2, 3, 4], [1, 2, 3, 4]] },
    // A Latin square, but from the left of row 2 (2 3 4 1) three towers are seen, not 4.
    { code: 'wrong-view', puzzle: example, answer: [[1, 2, 3, 4], [2, 3, 4, 1], [3, 4, 1, 2], [4, 1, 2, 3]] },
    // r1c1 is still empty; its row and column have no clue.
    { code: 'empty-cell', puzzle: example, answer: [[0, 1, 4, 3], ...solution.slice(1)] },
  ],
  realExamples: [
    { format: 'url', text: example, source: "pzprjs's test puzzle (test/script/skyscrapers.js in robx/pzprjs)" },
    { format: 'sgt', text: '5:1/2/4/2/3/4/2/1/2/3/1/2/3/4/3/4/2/1/2/3', source: "Simon Tatham's Towers, 5de (test/fixtures/sgt-towers.jsonl)" },
    {
      format: 'text',
      text: 'pzprv3\nskyscrapers\n4\n4\n. . . . . . \n. . . . . . \n4 . . . . . \n. . . . . 3 \n. . . . . . \n. . 1 3 . . \n',
      source: "pzprjs's test board (test/script/skyscrapers.js in robx/pzprjs), without the entered heights",
    },
  ],
  studio: {
    puzzle: example,
    // A height typed on every open cell.
    gestures: (puzzle, answer) =>
      allCells({ rows: puzzle.size, columns: puzzle.size })
        .filter((cell) => puzzle.givens[cell.row]![cell.column] === null)
        .map((cell): Gesture => ({ kind: 'key', target: { kind: 'cell', cell }, key: String(answer[cell.row]![cell.column]) })),
  },
  exports: {
    unique: example,
    // A clue 4 left of row 1 fixes that row as 1 2 3 4: the 24 Latin squares with that first row.
    several: '4:////////4///////',
    severalCount: 24,
    // Seeing 4 from both ends of row 1.
    none: '4:////////4////4///',
    smt: ['unique', 'none'],
  },
  outsidePuzzles: [
    {
      fixture: 'sgt-towers.jsonl',
      // The saved IDs carry the level (`5de:`); a game ID written by pencilsat has only the size.
      text: (record) => String(record.id).replace(/^(\d+)d[a-z]:/, '$1:'),
      answer: (record, puzzle) => digitSolution(String(record.solution), puzzle.size),
      genreGiven: true,
      writtenAs: 'sgt',
      alsoThrough: ['url', 'text'],
    },
  ],
  malformedInputs: [
    { text: 'https://puzz.link/p?skyscrapers/4/5/k13h4j3g', error: /square; the URL says 4×5/ },
    { text: 'https://puzz.link/p?skyscrapers/4/4/k1.h4j3g', error: /'\?' beside the grid is not a Skyscrapers clue/ },
    { text: 'https://puzz.link/p?skyscrapers/4/4/k53h4j3g', error: /the clue 5 below column 2 is outside 1..4/ },
    { text: 'https://puzz.link/p?skyscrapers/4/4/zg9', error: /the given 9 at r1c2 is outside 1..4/ },
    { text: '4:1/2/3', error: /describes 3 clues, the grid has 16/ },
    { text: '4:1/2/3/4/1/2/3/4/1/2/3/4/1/2/3/4/1', error: /more than 16 clues/ },
    { text: '4:5///////////////', error: /the clue 5 above column 1 is outside 1..4/ },
    { text: '4:///////////////,a5n', error: /the given 5 at r1c2 is outside 1..4/ },
    { text: '4:///////////////,o', error: /describes 15 cells, the grid has 16/ },
    { text: '4:///////////////,q', error: /column 18: describes 17 cells, the grid has 16/ },
    { text: '4:///////////////,!', error: /unexpected character '!'/ },
    { text: '4dz:///////////////', error: /'dz' is not a Towers difficulty/ },
    { text: '12:', error: /outside the supported sizes/ },
    { text: 'pzprv3\nskyscrapers\n3\n3\n. . . . .\n. . . . .\n', error: /file ends before row 3/ },
    { text: 'pzprv3\nskyscrapers\n2\n2\n1 . . .\n. . . .\n. . . .\n. . . .\n', error: /line 5, column 1: '1' is not '.' \(a corner holds nothing\)/ },
    { text: 'pzprv3\nskyscrapers\n2\n2\n. . . .\n. x . .\n. . . .\n. . . .\n', error: /line 6, column 3: 'x' is not a height/ },
    { text: 'pzprv3\nskyscrapers\n2\n2\n. 3 . .\n. . . .\n. . . .\n. . . .\n', error: /line 5, column 3: 3 is outside 1..2/ },
    { text: 'pzprv3\nskyscrapers\n2\n3\n. . . . .\n. . . . .\n. . . . .\n. . . . .\n', error: /square; the file says 3×2/ },
  ],
};
