// Shikaku's test data for the shared suites (see src/core/test-data.ts): generator requests, one bad board per rule
// the checker reports, real examples of each format, the borders traced in the studio, and Simon Tatham's
// Rectangles puzzles with the solutions Rectangles saves.

import type { Gesture } from '../../core/play.js';
import type { GenreTestData } from '../../core/test-data.js';
import type { Borders, ShikakuAnswer, ShikakuPartial, ShikakuPuzzle } from './puzzle.js';
import { borderLine } from './play.js';
import { shikaku } from './index.js';

/** A 2 down the first column and a 4 filling the other two: the only division. */
const small = 'https://puzz.link/p?shikaku/3/2/24j';
const smallAnswer = { right: [[1, 0], [1, 0]], below: [[0, 0, 0]] };

/** Rectangles' solve move (`S`, the borders between columns row by row, then those between rows) as JSON borders (1 a border). */
export function rectanglesSolution(move: string, rows: number, columns: number): Borders<number> {
  const bits = [...move.replace(/^S/, '')].map((bit) => (bit === '1' ? 1 : 0));
  const between = rows * (columns - 1);
  return {
    right: Array.from({ length: rows }, (_, row) => bits.slice(row * (columns - 1), (row + 1) * (columns - 1))),
    below: Array.from({ length: rows - 1 }, (_, row) => bits.slice(between + row * columns, between + (row + 1) * columns)),
  };
}

export const testData: GenreTestData<ShikakuPuzzle, ShikakuAnswer, ShikakuPartial> = {
  genre: shikaku,
  generatorCases: [
    { columns: 5, rows: 5 },
    { columns: 7, rows: 7, difficulty: 'easy' },
    { columns: 6, rows: 8, difficulty: 'medium' },
  ],
  badBoards: [
    { code: 'wrong-size', puzzle: small, answerValue: { right: [[true]], below: [] }, unreadable: 'the JSON reader refuses borders of the wrong size' },
    // Two 2s take the first two columns; the third holds no number.
    { code: 'room-without-number', puzzle: 'https://puzz.link/p?shikaku/3/2/22j', answer: { right: [[1, 1], [1, 1]], below: [[0, 0, 0]] } },
    // Two 4s share the whole 2×2 grid.
    { code: 'room-with-two-numbers', puzzle: 'https://puzz.link/p?shikaku/2/2/44h', answer: { right: [[0], [0]], below: [[0, 0]] } },
    // The 3 is an L of three cells round the 1.
    { code: 'not-rectangle', puzzle: 'https://puzz.link/p?shikaku/2/2/3h1', answer: { right: [[0], [1]], below: [[0, 1]] } },
    // The 1 has both cells of a 2×1 grid.
    { code: 'wrong-area', puzzle: 'https://puzz.link/p?shikaku/2/1/1g', answer: { right: [[0]], below: [] } },
    // The solution, and a border inside the 4 that closes nothing off.
    { code: 'dead-end-border', puzzle: small, answer: { ...smallAnswer, below: [[0, 1, 0]] } },
  ],
  realExamples: [
    { format: 'url', text: 'https://puzz.link/p?shikaku/6/6/j3g56h6t6h23g5j', source: "pzprjs's test puzzle (test/script/shikaku.js in robx/pzprjs; test/fixtures/shikaku-pzprjs.jsonl)" },
    { format: 'sgt', text: '8x5:2h6_2_2_6h4a5b2a2f5a4b', source: "Simon Tatham's Rectangles (test/fixtures/sgt-rect.jsonl)" },
    {
      format: 'text',
      text: 'pzprv3\nshikaku\n6\n6\n. . . . 3 . \n5 6 . . 6 . \n. . . . . . \n. . . . . . \n. 6 . . 2 3 \n. 5 . . . . \n',
      source: "pzprjs's test board (test/script/shikaku.js in robx/pzprjs), without the drawn borders",
    },
  ],
  studio: {
    puzzle: 'https://puzz.link/p?shikaku/6/6/j3g56h6t6h23g5j',
    // Every border of the answer traced from corner to corner.
    gestures: (puzzle, answer) =>
      (['right', 'below'] as const).flatMap((side) =>
        answer[side].flatMap((row, r) =>
          row.flatMap((border, c): Gesture[] => {
            if (!border) return [];
            const { orientation, from } = borderLine({ row: r, column: c }, side);
            const to = orientation === 'horizontal' ? { row: from.row, column: from.column + 1 } : { row: from.row + 1, column: from.column };
            return [{ kind: 'trace', points: [from, to], button: 'primary' }];
          }),
        ),
      ),
  },
  exports: {
    unique: small,
    // Two 2s in opposite corners of a 2×2 grid: both rows or both columns.
    several: 'https://puzz.link/p?shikaku/2/2/2h2',
    severalCount: 2,
    // A 1 in a 2×1 grid leaves a cell outside every rectangle.
    none: 'https://puzz.link/p?shikaku/2/1/1g',
  },
  outsidePuzzles: [
    {
      fixture: 'sgt-rect.jsonl',
      text: (record) => String(record.id),
      answer: (record, puzzle) => rectanglesSolution(String(record.solution), puzzle.rows, puzzle.columns),
      genreGiven: true,
      writtenAs: 'sgt',
      alsoThrough: ['url', 'text'],
    },
  ],
  malformedInputs: [
    { text: 'https://puzz.link/p?shikaku/2/2/5h', error: /the number 5 at r1c1 is outside 1..4/ },
    { text: 'https://puzz.link/p?shikaku/2/2/0h', error: /the number 0 at r1c1 is outside 1..4/ },
    { text: 'https://puzz.link/p?shikaku/2/2/!', error: /unexpected character '!'/ },
    { text: 'https://puzz.link/p?shikaku/41/2/j', error: /41x2 is larger than the supported 40x40/ },
    { text: '3x3:a2', error: /describes 2 cells, the grid has 9/ },
    { text: '3x3:2!', error: /unexpected character '!'/ },
    { text: '3x3:10h', error: /the number 10 at r1c1 is outside 1..9/ },
    { text: 'pzprv3\nshikaku\n2\n2\n. .\n', error: /file ends before row 2/ },
    { text: 'pzprv3\nshikaku\n2\n2\n. x\n. .\n', error: /line 5, column 3: 'x' is not a number/ },
    { text: 'pzprv3\nshikaku\n2\n2\n. 7\n. .\n', error: /line 5, column 3: the number 7 at r1c2 is outside 1..4/ },
  ],
};
