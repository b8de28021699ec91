// Fillomino's test data for the shared suites (see src/core/test-data.ts): generator requests, one bad board per
// rule the checker reports, real examples of each format, the numbers typed and clicked in the studio, and Simon
// Tatham's Filling puzzles with the solutions Filling saves.

import { allCells } from '../../core/geometry.js';
import type { Gesture } from '../../core/play.js';
import type { GenreTestData } from '../../core/test-data.js';
import type { FillominoAnswer, FillominoPartial, FillominoPuzzle } from './puzzle.js';
import { fillomino } from './index.js';

/** The 1 stands alone, the 2s and the 3s fill the rest. */
const small = 'https://puzz.link/p?fillomino/3/2/1h2g3';

/** Filling's solve move (`s` and every cell's number in reading order) as rows of numbers. */
export function fillingSolution(move: string, rows: number, columns: number): number[][] {
  const digits = [...move.replace(/^s/, '')].map(Number);
  return Array.from({ length: rows }, (_, row) => digits.slice(row * columns, (row + 1) * columns));
}

export const testData: GenreTestData<FillominoPuzzle, FillominoAnswer, FillominoPartial> = {
  genre: fillomino,
  generatorCases: [
    { columns: 5, rows: 5 },
    { columns: 6, rows: 6, difficulty: 'easy' },
    { columns: 6, rows: 5, difficulty: 'medium' },
  ],
  badBoards: [
    { code: 'wrong-size', puzzle: small, answerValue: [[1, 3, 3]], unreadable: 'the JSON reader refuses a grid of the wrong size' },
    // The 3 at r2c3 stands alone.
    { code: 'region-too-small', puzzle: small, answer: [[1, 3, 1], [2, 2, 3]] },
    // Four 2s in one region.
    { code: 'region-too-large', puzzle: 'https://puzz.link/p?fillomino/2/2/2h', answer: [[2, 2], [2, 2]] },
  ],
  realExamples: [
    { format: 'url', text: 'https://puzz.link/p?fillomino/6/6/h4j53g2k5233k2g14j3h', source: "pzprjs's test puzzle (test/script/fillomino.js in robx/pzprjs; test/fixtures/fillomino-pzprjs.jsonl)" },
    { format: 'sgt', text: '9x7:c2a3g66a5e66b4e3466465c6b27c7a8c72d8', source: "Simon Tatham's Filling (test/fixtures/sgt-filling.jsonl)" },
    {
      format: 'text',
      text: 'pzprv3\nfillomino\n6\n6\n. . 4 . . . \n. 5 3 . 2 . \n. . . . 5 2 \n3 3 . . . . \n. 2 . 1 4 . \n. . . 3 . . \n',
      source: "pzprjs's test board (test/script/fillomino.js in robx/pzprjs), without the player's numbers and borders",
    },
  ],
  studio: {
    puzzle: 'https://puzz.link/p?fillomino/6/6/h4j53g2k5233k2g14j3h',
    // Each open cell's number typed, or a 2 typed as 1 and stepped up by a click or tap on the selected cell, as on
    // puz.link (a finger has no right button, so nothing is stepped down).
    gestures: (puzzle, answer) =>
      allCells({ rows: puzzle.rows, columns: puzzle.columns })
        .filter((cell) => puzzle.clues[cell.row]![cell.column] === null)
        .flatMap((cell): Gesture[] => {
          const value = answer[cell.row]![cell.column]!;
          const key = (typed: number): Gesture => ({ kind: 'key', target: { kind: 'cell', cell }, key: String(typed) });
          if (value === 2) return [key(1), { kind: 'press', target: { kind: 'cell', cell }, button: 'primary', again: true }];
          return [key(value)];
        }),
  },
  exports: {
    unique: small,
    // A blank 1×3: 3 3 3, 1 2 2 or 2 2 1.
    several: 'https://puzz.link/p?fillomino/3/1/i',
    severalCount: 3,
    // Two 1s side by side.
    none: 'https://puzz.link/p?fillomino/2/1/11',
  },
  outsidePuzzles: [
    {
      fixture: 'sgt-filling.jsonl',
      text: (record) => String(record.id),
      answer: (record, puzzle) => fillingSolution(String(record.solution), puzzle.rows, puzzle.columns),
      genreGiven: true,
      writtenAs: 'sgt',
      alsoThrough: ['url', 'text'],
    },
  ],
};
