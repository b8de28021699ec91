// Heyawake's test data for the shared suites (see src/core/test-data.ts): generator requests, one bad board per rule
// the checker reports, real examples of each format, and the clicks that shade a solution in the studio.

import { allCells } from '../../core/geometry.js';
import type { Gesture } from '../../core/play.js';
import type { GenreTestData } from '../../core/test-data.js';
import type { HeyawakeAnswer, HeyawakePartial, HeyawakePuzzle } from './puzzle.js';
import { heyawakeSize } from './puzzle.js';
import { heyawake } from './index.js';

/** puzz.link's example (pzprjs's test/script/heyawake.js): rooms 0 to 3 hold a 2, rooms 4 to 7 no number. */
const example = 'https://puzz.link/p?heyawake/6/6/lll155007rs12222j';
/** Four one-cell rooms side by side: a 4×1 grid. */
const fourRooms = 'https://puzz.link/p?heyawake/4/1/s';

export const testData: GenreTestData<HeyawakePuzzle, HeyawakeAnswer, HeyawakePartial> = {
  genre: heyawake,
  generatorCases: [
    { columns: 5, rows: 5 },
    { columns: 6, rows: 6, difficulty: 'easy' },
    { columns: 7, rows: 6, difficulty: 'medium' },
  ],
  badBoards: [
    { code: 'wrong-size', puzzle: example, answerValue: [[false]], unreadable: 'the JSON reader refuses a grid of the wrong size' },
    { code: 'no-shaded', puzzle: 'https://puzz.link/p?heyawake/2/2/00', answer: [[0, 0], [0, 0]] },
    { code: 'adjacent-shaded', puzzle: 'https://puzz.link/p?heyawake/2/2/00', answer: [[1, 1], [0, 0]] },
    { code: 'disconnected', puzzle: 'https://puzz.link/p?heyawake/2/2/00', answer: [[1, 0], [0, 1]] },
    { code: 'wrong-count', puzzle: 'https://puzz.link/p?heyawake/2/2/002', answer: [[1, 0], [0, 0]] },
    // The first three cells stay unshaded across two borders.
    { code: 'long-run', puzzle: fourRooms, answer: [[0, 0, 0, 1]] },
  ],
  realExamples: [
    { format: 'url', text: example, source: "pzprjs's test/script/heyawake.js (the research notes' worked example)" },
    {
      format: 'text',
      text: 'pzprv3/heyawacky/4/4/5/0 0 0 0 /0 1 2 0 /0 0 2 0 /3 0 4 0 /. . . . /. . . . /. . . . /. . 1 . /+ + + + /+ + # + /+ # + + /+ + # + ',
      source: "pzprjs's test/script/heyawake.js (its heyawacky board, rooms that are not rectangles)",
    },
  ],
  studio: {
    puzzle: example,
    // A click on every shaded cell.
    gestures: (puzzle, answer) =>
      allCells(heyawakeSize(puzzle))
        .filter((cell) => answer[cell.row]![cell.column])
        .map((cell): Gesture => ({ kind: 'press', target: { kind: 'cell', cell }, button: 'primary' })),
  },
  exports: {
    unique: 'https://puzz.link/p?heyawake/6/6/lll155007rs12222j',
    several: 'https://puzz.link/p?heyawake/3/3/0000',
    none: 'https://puzz.link/p?heyawake/2/2/003',
  },
  malformedInputs: [
    { text: 'https://puzz.link/p?heyawake/6/6/lll', error: /the borders of a 6×6 grid take 12 characters, but only 3 are left/ },
    { text: 'https://puzz.link/p?heyawake/2/2/005', error: /the number 5 at row 1, column 1 is outside 0..4 \(its room has 4 cells\)/ },
    { text: 'https://puzz.link/p?heyawake/2/2/00#', error: /unexpected character '#'/ },
    { text: 'pzprv3/heyawake/2/2/2/0 1 /1 0 /. . /. . /', error: /room '1' is split into separate areas \(again at row 2, column 1\)/ },
    { text: 'pzprv3/heyawake/2/2/1/0 0 /0 0 /1 . /. 2 /', error: /has two numbers/ },
    { text: 'pzprv3/heyawake/2/2/1/0 0 /0 x /. . /. . /', error: /line 7, column 3: 'x' is not a room from 0 to 0/ },
  ],
};
