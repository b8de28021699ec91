// Sudoku's test data for the shared suites (see src/core/test-data.ts): generator requests, one bad board per rule
// the checker reports, real examples of each format, and the keys that enter a solution in the studio.

import { allCells } from '../../core/geometry.js';
import type { Gesture } from '../../core/play.js';
import type { GenreTestData } from '../../core/test-data.js';
import type { SudokuAnswer, SudokuPartial, SudokuPuzzle } from './puzzle.js';
import { sudoku } from './index.js';

/** pzprjs's 4×4 test puzzle; its solution, and the givens r1c2 = 1, r2c4 = 2, r3c1 = 3, r4c3 = 3. */
const small = 'https://puzz.link/p?sudoku/4/4/g1k23k3g';
const smallSolution = [
  [2, 1, 4, 3],
  [4, 3, 1, 2],
  [3, 4, 2, 1],
  [1, 2, 3, 4],
];

export const testData: GenreTestData<SudokuPuzzle, SudokuAnswer, SudokuPartial> = {
  genre: sudoku,
  generatorCases: [
    { columns: 4, rows: 4 },
    { columns: 4, rows: 4, difficulty: 'easy', options: { symmetry: 'none' } },
    { columns: 6, rows: 6, difficulty: 'easy' },
    { columns: 6, rows: 6, difficulty: 'medium', options: { symmetry: 'none' } },
    { columns: 9, rows: 9, difficulty: 'easy' },
    { columns: 9, rows: 9, difficulty: 'medium' },
    { columns: 9, rows: 9, difficulty: 'hard', seed: 'a' },
    { columns: 9, rows: 9, difficulty: 'expert', seed: 'a' },
    { columns: 9, rows: 9, difficulty: 'easy', options: { diagonals: 'yes', symmetry: 'mirror' } },
  ],
  badBoards: [
    { code: 'wrong-size', puzzle: small, answerValue: [[1, 2], [2, 1]], unreadable: 'the JSON reader refuses a grid of the wrong size' },
    { code: 'empty-cell', puzzle: small, answer: [[0, 1, 4, 3], ...smallSolution.slice(1)] },
    // A valid grid, but the given 1 in r1c1 became 2.
    { code: 'given-changed', puzzle: '1...............', answer: smallSolution },
    { code: 'repeated-digit', puzzle: '................', answer: [[1, 2, 3, 4], [1, 2, 3, 4], [1, 2, 3, 4], [1, 2, 3, 4]] },
  ],
  realExamples: [
    { format: 'url', text: 'https://puzz.link/p?sudoku/9/9/i1k7j659h6j7j13j8g5g7g8g4g6j42j2j7h372j1k5i', source: 'cspuz bench/generator.py (test/fixtures/sudoku-puzzlink.jsonl)' },
    { format: 'sgt', text: '3x3:a9b8a2_6a1_6a2m1b7b6_8_4_2_5g3_6_4_8_9b7b4m1a3_6a8_3a4b7a', source: "Simon Tatham's Solo (test/fixtures/sgt-solo.jsonl)" },
    { format: 'line', text: '...3...1.....6.......52.....5....46.34.9..18.1.2..3..5.2.8.4.....92.........16.4.', source: 'qqwing, simple (test/fixtures/qqwing.jsonl)' },
    {
      format: 'text',
      text:
        '6 2 4 5 7 1 3 9 8\n8 7 1 2 9 3 4 5 6\n9 3 5 4 6 8 1 7 2\n7 8 9 1 4 5 6 2 3\n5 4 3 7 2 6 8 1 9\n' +
        '1 6 2 3 8 9 7 4 5\n4 9 7 6 3 2 5 8 1\n2 5 6 8 1 4 9 3 7\n3 1 8 9 5 7 2 6 4\n',
      source: "seed 001's solved grid (test/fixtures/seed-examples.json)",
    },
  ],
  studio: {
    puzzle: small,
    // A digit typed on every open cell.
    gestures: (puzzle, answer) =>
      allCells({ rows: puzzle.size, columns: puzzle.size })
        .filter((cell) => puzzle.givens[cell.row]![cell.column] === null)
        .map((cell): Gesture => ({ kind: 'key', target: { kind: 'cell', cell }, key: String(answer[cell.row]![cell.column]) })),
  },
  malformedInputs: [
    { text: 'https://puzz.link/p?sudoku/4/4/g1!', error: /unexpected character '!'/ },
    { text: 'https://puzz.link/p?sudoku/4/x/g1k', error: /row count/ },
    { text: 'https://puzz.link/p?sudoku/4/5/g1k', error: /square/ },
    { text: 'https://puzz.link/p?sudoku/99/99/g', error: /larger than/ },
    { text: 'https://puzz.link/p?sudoku/4/4/9', error: /outside 1..4/ },
    { text: '3x3:2b3?', error: /unexpected character/ },
    { text: '3x3:a', error: /describes 1 cells, the grid has 81/ },
    { text: '1 2 3\n4 5 x', error: /'x' is not a number/ },
  ],
};
