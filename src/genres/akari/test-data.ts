// Akari's test data for the shared suites (see src/core/test-data.ts): generator requests, one bad board per rule the
// checker reports (3×3 puzz.link grids with a wall in the middle), real examples of each format, and the clicks that
// place the lights of a solution in the studio.

import { allCells } from '../../core/geometry.js';
import type { Gesture } from '../../core/play.js';
import type { GenreTestData } from '../../core/test-data.js';
import type { AkariAnswer, AkariPartial, AkariPuzzle } from './puzzle.js';
import { akariSize } from './puzzle.js';
import { akari } from './index.js';

/** A plain wall in the middle of a 3×3 grid: lights in two opposite corners light every white cell. */
const middleWall = 'https://puzz.link/p?akari/3/3/j.j';

/** Light Up's solve move (`S;L0,1;I2,3;...`, x before y) as rows of 0/1: the `L` items are the lights. */
export function lightUpSolution(move: string, rows: number, columns: number): number[][] {
  const grid: number[][] = Array.from({ length: rows }, () => new Array<number>(columns).fill(0));
  for (const [, x, y] of move.matchAll(/;L(\d+),(\d+)/g)) grid[Number(y)]![Number(x)] = 1;
  return grid;
}

export const testData: GenreTestData<AkariPuzzle, AkariAnswer, AkariPartial> = {
  genre: akari,
  generatorCases: [
    { columns: 5, rows: 5 },
    { columns: 7, rows: 7, difficulty: 'easy' },
    { columns: 7, rows: 7, difficulty: 'medium' },
    { columns: 8, rows: 6, difficulty: 'easy', options: { symmetry: 'none' } },
  ],
  badBoards: [
    { code: 'wrong-size', puzzle: middleWall, answerValue: [[false]], unreadable: 'the JSON reader refuses a grid of the wrong size' },
    { code: 'light-on-wall', puzzle: middleWall, answer: [[1, 0, 0], [0, 1, 0], [0, 0, 1]] },
    // The top row is one run: its two lights see each other.
    { code: 'light-sees-light', puzzle: middleWall, answer: [[1, 0, 1], [0, 0, 0], [1, 0, 0]] },
    // The 1 in the middle has no light beside it.
    { code: 'wrong-number', puzzle: 'https://puzz.link/p?akari/3/3/j1j', answer: [[1, 0, 0], [0, 0, 0], [0, 0, 1]] },
    // One light leaves the far corner and its neighbours dark.
    { code: 'unlit-cell', puzzle: middleWall, answer: [[1, 0, 0], [0, 0, 0], [0, 0, 0]] },
  ],
  realExamples: [
    { format: 'url', text: 'https://puzz.link/p?akari/6/6/nekcakbl', source: "pzprjs's test/script/lightup.js (the research notes' worked example)" },
    { format: 'sgt', text: '10x10:aBbBaBj3aBa0hBb2bBl0BlBb0bBh1aBa4jBa0bBa', source: "Simon Tatham's Light Up (test/fixtures/sgt-lightup.jsonl)" },
    { format: 'text', text: '......\n.#.4..\n#.3...\n....2.\n.....#\n', source: "Simon Tatham's Light Up 6x5:gBa4bBa3g2fB, as a text grid" },
  ],
  studio: {
    puzzle: 'https://puzz.link/p?akari/6/6/nekcakbl',
    // A click on every light.
    gestures: (puzzle, answer) =>
      allCells(akariSize(puzzle))
        .filter((cell) => answer[cell.row]![cell.column])
        .map((cell): Gesture => ({ kind: 'press', target: { kind: 'cell', cell }, button: 'primary' })),
  },
  exports: {
    unique: '10x10:aBbBaBj3aBa0hBb2bBl0BlBb0bBh1aBa4jBa0bBa',
    several: 'akari\n..#\n...\n',
    none: 'akari\n.1.\n',
  },
  outsidePuzzles: [
    {
      fixture: 'sgt-lightup.jsonl',
      text: (record) => String(record.id),
      answer: (record, puzzle) => lightUpSolution(String(record.solution), puzzle.rows, puzzle.columns),
      writtenAs: 'sgt',
      alsoThrough: ['url', 'text'],
    },
  ],
  malformedInputs: [
    { text: 'https://puzz.link/p?akari/3/3/g#', error: /URL body, column 2: unexpected character '#' in the cell list/ },
    { text: 'https://puzz.link/p?akari/3/3/4', error: /the number 4 at row 1, column 1 is outside 0..2/ },
    { text: 'https://puzz.link/p?akari/99/99/g', error: /larger than/ },
    { text: '7x7:dBc3c3a1i1i0aBc1c1dx', error: /game ID description, column 20: unexpected text after the grid: 'x'/ },
    { text: '7x7:dBc5c3a1i1i0aBc1c1d', error: /game ID description, column 4: unexpected character '5' \(expected 0-4, B or a-z\)/ },
    { text: '7x7:dBc3', error: /game ID description, column 5: the text ends where cell 10 of 49 was expected/ },
    { text: '3x3:az', error: /game ID description, column 2: the run 'z' of 26 white cells reaches past the 9 cells of the grid/ },
    { text: '7x7q:dBc3c3a1i1i0aBc1c1d', error: /game ID parameters: '7x7q' is not a Light Up parameter string/ },
    { text: '70x70:a', error: /outside the supported sizes/ },
    { text: 'akari\n..#\n.5.\n', error: /line 3, column 2: unexpected character '5'/ },
    { text: '..#\n.#..\n', error: /line 2: this row has 4 cells, the first has 3/ },
    { text: '..#\n.4.\n', error: /the number 4 at row 2, column 2 is outside 0..3/ },
  ],
};
