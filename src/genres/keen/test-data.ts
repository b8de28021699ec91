// Keen's test data for the shared suites (see src/core/test-data.ts): one bad board per rule the checker reports,
// real examples of each format, the keys that enter a solution in the studio, and Simon Tatham's Keen puzzles with
// the solutions Keen saves.

import { allCells } from '../../core/geometry.js';
import type { Gesture } from '../../core/play.js';
import type { GenreTestData } from '../../core/test-data.js';
import { digitSolution } from '../../core/formats/sgt.js';
import { keen } from './index.js';
import type { KeenAnswer, KeenPartial, KeenPuzzle } from './puzzle.js';

/** Simon Tatham's Keen, 4×4 Easy (test/fixtures/sgt-keen.jsonl), and its solution. */
const example = '4:__a__a_ba_a__a3,m3s1a7s1d2a7m6';
const solution = [
  [1, 3, 4, 2],
  [3, 4, 2, 1],
  [4, 2, 1, 3],
  [2, 1, 3, 4],
];

export const testData: GenreTestData<KeenPuzzle, KeenAnswer, KeenPartial> = {
  genre: keen,
  generatorCases: [
    { columns: 4, rows: 4 },
    { columns: 5, rows: 5, difficulty: 'easy' },
    { columns: 6, rows: 6, difficulty: 'medium' },
    { columns: 6, rows: 6, difficulty: 'hard' },
  ],
  badBoards: [
    { code: 'wrong-size', puzzle: example, answerValue: [[1, 2], [2, 1]], unreadable: 'the JSON reader refuses a grid of the wrong size' },
    // r1c1 holds 7 in a 4×4 grid; its cage is not judged without a digit.
    { code: 'not-a-number', puzzle: example, answer: [[7, 3, 4, 2], ...solution.slice(1)] },
    // Three rows cages of 6+ allow any Latin square: rows 1 and 2 alike repeat every digit down the columns.
    { code: 'repeated-number', puzzle: '3:f_6,a6a6a6', answer: [[1, 2, 3], [1, 2, 3], [3, 1, 2]] },
    // A Latin square in which the 3× cage (r1c1, r2c1) holds 2 and 4.
    { code: 'cage-missed', puzzle: example, answer: [[2, 3, 4, 1], [4, 1, 2, 3], [1, 4, 3, 2], [3, 2, 1, 4]] },
    { code: 'empty-cell', puzzle: example, answer: [[1, 3, 4, 2], [3, 4, 2, 1], [4, 2, 1, 3], [2, 1, 3, 0]] },
  ],
  realExamples: [
    { format: 'sgt', text: example, source: "Simon Tatham's Keen, 4de (test/fixtures/sgt-keen.jsonl)" },
    {
      format: 'text',
      text: 'cages\na a a b c\nd a a b c\nd e e f f\ng g h i j\nk k h i j\nclues\n40* .   .   15* 6*\n20* .   .   .   .\n.   12* .   2*  .\n3*  .   6*  4*  20*\n10* .   .   .   .\n',
      source: "Simon Tatham's Keen, 5dem (test/fixtures/sgt-keen.jsonl), its cages and clues as a text file",
    },
  ],
  studio: {
    puzzle: example,
    // A digit typed on every cell.
    gestures: (puzzle, answer) =>
      allCells({ rows: puzzle.size, columns: puzzle.size }).map((cell): Gesture => ({ kind: 'key', target: { kind: 'cell', cell }, key: String(answer[cell.row]![cell.column]) })),
  },
  exports: {
    unique: example,
    // Each row a 6+ cage: every Latin square of order 3.
    several: '3:f_6,a6a6a6',
    severalCount: 12,
    // Three rows of 6, 6 and 7: the digits add up to 18, not 19.
    none: '3:f_6,a6a6a7',
    smt: ['unique', 'none'],
  },
  outsidePuzzles: [
    {
      fixture: 'sgt-keen.jsonl',
      // The saved IDs carry a level (`6dn:`); a game ID written by pencilsat has only the size.
      text: (record) => String(record.id).replace(/^(\d+)[^:]*:/, '$1:'),
      answer: (record, puzzle) => digitSolution(String(record.solution), puzzle.size),
      genreGiven: true,
      writtenAs: 'sgt',
      alsoThrough: ['text'],
    },
  ],
  malformedInputs: [
    { text: '4:__a__a_ba_a__a3,m3s1a7s1d2a7', error: /7 cages but 6 clues/ },
    { text: '4:__a__a_ba_a__a3,m3s1a7s1d2a7m6a2', error: /7 cages but 8 clues/ },
    { text: '4:__a__a_ba_a__a,m3s1a7s1d2a7m6', error: /column 15: the block structure describes 20 inner edges, the grid has 24/ },
    { text: '4:__a__a_ba_a__a9,m3', error: /column 14: the block structure describes more than the 24 inner edges/ },
    { text: '4:__a__a_B,m3', error: /column 8: unexpected character 'B' in the block structure/ },
    { text: '4:__a__a_ba_a__a3,m3s1a7q1d2a7m6', error: /column 23: 'q' is not a Keen operation/ },
    { text: '4:__a__a_ba_a__a3,m3s1a7sd2a7m6', error: /column 24: the clue 's' has no target/ },
    { text: '2:__,a1a2a2a1', error: /2 is outside the supported sizes \(3×3 to 9×9\)/ },
    { text: '4dq:__a__a_ba_a__a3,m3s1a7s1d2a7m6', error: /'dq' is not a Keen difficulty/ },
    { text: '10:', error: /outside the supported sizes/ },
    { text: 'cages\na a\nb b\nclues\n3+ .\n. .\n', error: /1 clues|2 cages but 1 clues/ },
    { text: 'cages\na a\nb b\nclues\n3+ .\n. 1\n', error: /line 3, column 3: the clue at r2c2 is not in its cage's first cell/ },
    { text: 'cages\na a\na b\nclues\n3- .\n. 1\n', error: /line 2, column 1: the − cage at r1c1 has 3 cells; − and ÷ take two/ },
    {
      text: 'cages\na a a a\na a a b\nc d e f\ng h i j\nclues\n28+ . . .\n. . . 1\n1 1 1 1\n1 1 1 1\n',
      error: /line 2, column 1: the cage at r1c1 has 7 cells; at most 6/,
    },
    { text: 'cages\na b\nb a\nclues\n3 3\n3 3\n', error: /line 3, column 1: room 'b' is split into separate areas/ },
    { text: 'cages\na a\nb b\nclues\n3? .\n3+ .\n', error: /line 5, column 1: unexpected '3\?' \(expected a clue like 6\+/ },
    { text: 'cages\na a\nb b\nclues\n3+ .\n3+ .\n. .\n', error: /the clues are 2×3, the cages 2×2/ },
    { text: 'cages\na a a\nb b\nclues\n3+ . .\n3+ .\n', error: /line 3: this row has 2 labels, the first has 3/ },
  ],
};
