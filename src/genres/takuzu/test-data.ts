// Takuzu's test data for the shared suites (see src/core/test-data.ts): generator requests, one bad board per rule
// the checker reports, real examples of each format, and the keys that enter a solution in the studio.

import { allCells } from '../../core/geometry.js';
import type { Gesture } from '../../core/play.js';
import type { GenreTestData } from '../../core/test-data.js';
import type { TakuzuAnswer, TakuzuPartial, TakuzuPuzzle } from './puzzle.js';
import { takuzuSize } from './puzzle.js';
import { takuzu } from './index.js';

const blank4 = '....\n....\n....\n....\n';

/** Unruly's solve move (`S0110...`) as rows of 0/1. */
export function unrulySolution(move: string, columns: number): number[][] {
  const digits = [...move.slice(1)].map(Number);
  return Array.from({ length: digits.length / columns }, (_, row) => digits.slice(row * columns, (row + 1) * columns));
}

export const testData: GenreTestData<TakuzuPuzzle, TakuzuAnswer, TakuzuPartial> = {
  genre: takuzu,
  generatorCases: [
    { columns: 4, rows: 4 },
    { columns: 6, rows: 6, difficulty: 'easy' },
    { columns: 8, rows: 8, difficulty: 'medium' },
    { columns: 8, rows: 6, difficulty: 'easy', options: { 'unique-lines': 'yes' } },
  ],
  badBoards: [
    { code: 'wrong-size', puzzle: blank4, answerValue: [[0, 1]], unreadable: 'the JSON reader refuses a grid of the wrong size' },
    // A valid grid, but the given 1 in r1c1 became 0.
    { code: 'given-changed', puzzle: '1...\n....\n....\n....\n', answer: [[0, 1, 1, 0], [1, 0, 0, 1], [0, 1, 1, 0], [1, 0, 0, 1]] },
    // Every line balanced; row 1 starts with three 1s.
    {
      code: 'three-in-a-row',
      puzzle: '......\n......\n......\n......\n......\n......\n',
      answer: [[1, 1, 1, 0, 0, 0], [1, 1, 0, 1, 0, 0], [0, 0, 1, 0, 1, 1], [1, 0, 0, 1, 1, 0], [0, 1, 0, 1, 0, 1], [0, 0, 1, 0, 1, 1]],
    },
    { code: 'unbalanced', puzzle: blank4, answer: [[0, 0, 1, 0], [1, 1, 0, 1], [0, 0, 1, 0], [1, 1, 0, 1]] },
    { code: 'repeated-line', puzzle: `unique\n${blank4}`, answer: [[0, 1, 0, 1], [1, 0, 1, 0], [0, 1, 0, 1], [1, 0, 1, 0]] },
  ],
  realExamples: [
    { format: 'sgt', text: '6x6:cCBBbBhbFAf', source: "Simon Tatham's Unruly (test/fixtures/sgt-unruly.jsonl)" },
    { format: 'text', text: '..o..x\n.x.x.o\n.x....\n...o.o\n.....x\nx.....\n', source: "the same Unruly puzzle in seed 001's o/x letters" },
  ],
  studio: {
    puzzle: '6x6:gabKBgaABba',
    // 1 or 0 typed on every open cell.
    gestures: (puzzle, answer) =>
      allCells(takuzuSize(puzzle))
        .filter((cell) => puzzle.givens[cell.row]![cell.column] === null)
        .map((cell): Gesture => ({ kind: 'key', target: { kind: 'cell', cell }, key: String(answer[cell.row]![cell.column]) })),
  },
  outsidePuzzles: [
    {
      fixture: 'sgt-unruly.jsonl',
      text: (record) => String(record.id),
      answer: (record, puzzle) => unrulySolution(String(record.solution), puzzle.columns),
      writtenAs: 'sgt',
    },
  ],
  malformedInputs: [
    { text: '6x6:gabKBgaA#Bba', error: /game ID description, column 9: unexpected character '#'/ },
    { text: '6x6:gabKBgaABb', error: /covers 36 of the 36 cells/ },
    { text: '6x6:gabKBgaABbaa', error: /column 12: unexpected text after the grid: 'a'/ },
    { text: '4x4:a', error: /outside the supported sizes \(6×6 to/ },
    { text: '42x42:a', error: /outside the supported sizes \(6×6 to 40×40\)/ },
    { text: '7x6:a', error: /game ID parameters: 7x6: both sides must be even/ },
    { text: '6x6q:a', error: /not an Unruly parameter string/ },
    { text: '01.\n10.\n', error: /both sides must be even/ },
    { text: '0101\n10.\n', error: /line 2: this row has 3 cells, the first has 4/ },
    { text: '0101\n10a1\n', error: /line 2, column 3: unexpected character 'a'/ },
  ],
};
