// Slant's test data for the shared suites (see src/core/test-data.ts): generator requests, one bad board per rule the
// checker reports (2×2 grids), real examples of each format, and the clicks that draw a solution in the studio.

import { allCells } from '../../core/geometry.js';
import type { Gesture } from '../../core/play.js';
import type { GenreTestData } from '../../core/test-data.js';
import type { SlantAnswer, SlantPartial, SlantPuzzle } from './puzzle.js';
import { slantSize } from './puzzle.js';
import { slant } from './index.js';

/** A 2×2 grid without numbers. */
const empty = 'https://puzz.link/p?gokigen/2/2/o';

/** Slant's solve move (`S;\0,0;/1,0;...`, x before y) as rows of `/` and `\`. */
export function slantSolution(move: string, rows: number, columns: number): string[] {
  const grid = Array.from({ length: rows }, () => new Array<string>(columns).fill('.'));
  for (const [, mark, x, y] of move.matchAll(/;([\\/])(\d+),(\d+)/g)) grid[Number(y)]![Number(x)] = mark!;
  return grid.map((row) => row.join(''));
}

export const testData: GenreTestData<SlantPuzzle, SlantAnswer, SlantPartial> = {
  genre: slant,
  generatorCases: [
    { columns: 5, rows: 5 },
    { columns: 6, rows: 5, difficulty: 'easy' },
    { columns: 6, rows: 6, difficulty: 'hard' },
  ],
  badBoards: [
    { code: 'wrong-size', puzzle: empty, answerValue: [['/']], unreadable: 'the JSON reader refuses a grid of the wrong size' },
    // Four diagonals round the middle corner: a diamond.
    { code: 'loop', puzzle: empty, answer: ['/\\', '\\/'] },
    // The 4 in the middle is touched by two of the four diagonals.
    { code: 'wrong-number', puzzle: 'https://puzz.link/p?gokigen/2/2/j4j', answer: ['//', '//'] },
    { code: 'empty-cell', puzzle: empty, answer: ['/.', '//'] },
  ],
  realExamples: [
    { format: 'url', text: 'https://puzz.link/p?gokigen/4/4/iaegcgcj6a', source: "pzprjs's test/script/gokigen.js (the research notes' worked example)" },
    { format: 'sgt', text: '10x10:b21b01c1c1b22c1b3c23c23b3a3a0c12a31a22a2a321f42a2b1a4e2122d22313d2f2a1a0b10a0a2c', source: "Simon Tatham's Slant (test/fixtures/sgt-slant.jsonl)" },
    { format: 'text', text: 'slant\n. . . . . .\n. 2 1 . 1 .\n1 . 2 1 1 2\n2 . . . . .\n1 . . 3 . .\n. . 2 . 2 .\n', source: "Simon Tatham's Slant 5x5:g21a1a1a21122e1b3d2a2a of the research notes, drawn" },
  ],
  studio: {
    puzzle: 'https://puzz.link/p?gokigen/4/4/iaegcgcj6a',
    // A click gives a cell `/`, a second one turns it to `\`.
    gestures: (puzzle, answer) =>
      allCells(slantSize(puzzle)).flatMap((cell): Gesture[] => {
        const press: Gesture = { kind: 'press', target: { kind: 'cell', cell }, button: 'primary' };
        return answer[cell.row]![cell.column] === '/' ? [press] : [press, press];
      }),
  },
  exports: {
    // The 0 in the middle of a 2×2 asks for the diamond round it: a loop, so no solution.
    unique: '10x10:b21b01c1c1b22c1b3c23c23b3a3a0c12a31a22a2a321f42a2b1a4e2122d22313d2f2a1a0b10a0a2c',
    several: 'slant\n. . .\n. . .\n. . .\n',
    severalCount: 15,
    none: 'slant\n. . .\n. 0 .\n. . .\n',
    smt: ['unique', 'none'],
  },
  outsidePuzzles: [
    {
      fixture: 'sgt-slant.jsonl',
      text: (record) => String(record.id),
      answer: (record, puzzle) => slantSolution(String(record.solution), puzzle.rows, puzzle.columns),
      writtenAs: 'sgt',
      alsoThrough: ['url', 'text'],
    },
  ],
  malformedInputs: [
    { text: `https://puzz.link/p?gokigen/4/4/iaeg!cgcj6a`, error: /URL body, column 5: unexpected/ },
    { text: 'https://puzz.link/p?gokigen/2/2/g#', error: /URL body, column 2: unexpected character '#' in the cell list/ },
    { text: 'https://puzz.link/p?gokigen/2/2/3', error: /the number 3 at the top-left corner of r1c1 is outside 0..1 \(1 cell meet there\)/ },
    { text: 'https://puzz.link/p?gokigen/99/99/g', error: /larger than/ },
    { text: '5x5:g21a1a1a21122e1b3d2a2ax', error: /game ID description, column 23: unexpected text after the grid: 'x'/ },
    { text: '5x5:g25', error: /game ID description, column 3: unexpected character '5' \(expected 0-4 or a-z\)/ },
    { text: '5x5:g2', error: /game ID description, column 3: the text ends where corner 9 of 36 was expected/ },
    { text: '2x2:z', error: /the run 'z' of 26 corners without a number reaches past the 9 corners of the grid/ },
    { text: '5x5dx:g21a1a1a21122e1b3d2a2a', error: /game ID parameters: '5x5dx' is not a Slant parameter string/ },
    { text: '1x1:d', error: /outside the supported sizes/ },
    { text: 'slant\n. . .\n. 5 .\n', error: /line 3, column 3: unexpected '5' \(expected 0-4, \? or \.\)/ },
    { text: 'slant\n. . .\n. .\n', error: /line 3: this row has 2 corners, the first has 3/ },
    { text: 'slant\n. .\n', error: /at least two rows/ },
    { text: 'slant\n4 . .\n. . .\n', error: /the number 4 at the top-left corner of r1c1 is outside 0..1/ },
  ],
};
