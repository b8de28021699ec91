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
};
