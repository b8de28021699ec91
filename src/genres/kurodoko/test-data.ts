// Kurodoko's test data for the shared suites (see src/core/test-data.ts): generator requests, one bad board per rule
// the checker reports (3×3 puzz.link grids), real examples of each format, and the clicks that shade a solution in
// the studio.

import { allCells } from '../../core/geometry.js';
import type { Gesture } from '../../core/play.js';
import type { GenreTestData } from '../../core/test-data.js';
import type { KurodokoAnswer, KurodokoPartial, KurodokoPuzzle } from './puzzle.js';
import { kurodokoSize } from './puzzle.js';
import { kurodoko } from './index.js';

/** A 5 in the corner r3c3: it sees five cells as long as its row and column stay unshaded. */
const cornerFive = 'https://puzz.link/p?kurodoko/3/3/n5';

/** Range's solve move (`SW,0,1B,2,3...`) as rows of 0/1. */
export function rangeSolution(move: string, rows: number, columns: number): number[][] {
  const grid: number[][] = Array.from({ length: rows }, () => new Array<number>(columns).fill(0));
  for (const [, colour, row, column] of move.matchAll(/([BW]),(\d+),(\d+)/g)) if (colour === 'B') grid[Number(row)]![Number(column)] = 1;
  return grid;
}

export const testData: GenreTestData<KurodokoPuzzle, KurodokoAnswer, KurodokoPartial> = {
  genre: kurodoko,
  generatorCases: [
    { columns: 5, rows: 5 },
    { columns: 7, rows: 7, difficulty: 'easy' },
    { columns: 6, rows: 8, difficulty: 'easy', options: { symmetry: 'none' } },
  ],
  badBoards: [
    { code: 'wrong-size', puzzle: cornerFive, answerValue: [[false]], unreadable: 'the JSON reader refuses a grid of the wrong size' },
    // The 5 in the centre is shaded (so its count is not asked).
    { code: 'shaded-clue', puzzle: 'https://puzz.link/p?kurodoko/3/3/j5j', answer: [[0, 0, 0], [0, 1, 0], [0, 0, 0]] },
    { code: 'adjacent-shaded', puzzle: cornerFive, answer: [[1, 1, 0], [0, 0, 0], [0, 0, 0]] },
    // Nothing is shaded (puzz.link's brNoShade), though the 5 sees its five cells.
    { code: 'no-shaded', puzzle: cornerFive, answer: [[0, 0, 0], [0, 0, 0], [0, 0, 0]] },
    // The 1 in the centre sees five cells.
    { code: 'wrong-count', puzzle: 'https://puzz.link/p?kurodoko/3/3/j1j', answer: [[1, 0, 0], [0, 0, 0], [0, 0, 0]] },
    // r1c1 is cut off by two shaded cells that touch only at a corner.
    { code: 'disconnected', puzzle: cornerFive, answer: [[0, 1, 0], [1, 0, 0], [0, 0, 0]] },
  ],
  realExamples: [
    { format: 'url', text: 'https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i', source: "pzprjs's test/script/kurodoko.js (test/fixtures/kurodoko-puzzlink.jsonl)" },
    { format: 'sgt', text: '5x5:a2c3d7c6d5c8a', source: "Simon Tatham's Range (test/fixtures/sgt-range.jsonl)" },
    { format: 'board', text: 'w 6\nh 5\nc 0 4 6\nc 1 3 5\nc 1 5 8\nc 3 2 10\nc 3 0 8\nc 4 1 9\n', source: "seed 002's board file (test/fixtures/seed-examples.json)" },
  ],
  studio: {
    puzzle: 'https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i',
    // A click on every shaded cell.
    gestures: (puzzle, answer) =>
      allCells(kurodokoSize(puzzle))
        .filter((cell) => answer[cell.row]![cell.column])
        .map((cell): Gesture => ({ kind: 'press', target: { kind: 'cell', cell }, button: 'primary' })),
  },
  outsidePuzzles: [
    {
      fixture: 'sgt-range.jsonl',
      text: (record) => String(record.id),
      answer: (record, puzzle) => rangeSolution(String(record.solution), puzzle.rows, puzzle.columns),
      genreGiven: true,
      writtenAs: 'sgt',
    },
  ],
  malformedInputs: [
    { text: 'https://puzz.link/p?kurodoko/5/5/i7g#', error: /URL body, column 4: unexpected character '#'/ },
    { text: 'https://puzz.link/p?kurodoko/2/2/9', error: /outside 1..3/ },
    { text: 'https://puzz.link/p?kurodoko/99/99/g', error: /larger than/ },
    { text: '5x5:9_8f8g5f7_3x', error: /column 12: unexpected text after the grid: 'x'/ },
    { text: '5x5:9_8#f8g5f7_3', error: /game ID description, column 4: unexpected character '#'/ },
    { text: '5x5:9_8f8', error: /describes 9 cells, the grid has 25/ },
    { text: '3x3:99h', error: /the number 99 at row 1, column 1 is outside 1..5/ },
    { text: 'w 6\nh 5\nc 0 9 6\n', error: /line 3: the cell \(0, 9\) is outside the 6×5 board/ },
    { text: 'w 6\nh 5\nc 0 1\n', error: /line 3: 'c' takes 3 number\(s\), found 2/ },
    { text: 'w 6\nh x\n', error: /line 2, column 3: 'x' is not a whole number/ },
    { text: 'w 6\nh 5\nq 1 1 1\n', error: /line 3, column 1: unknown line 'q'/ },
    { text: 'w 6\n', error: /needs both a 'w' and an 'h' line/ },
    { text: 'w 6\nh 5\nc 1 1 3\nc 1 1 4\n', error: /line 4: the cell \(1, 1\) has two numbers/ },
    { text: 'w 6\nh 5\nc 1 1 0\n', error: /line 3: the number 0 is below 1/ },
  ],
};
