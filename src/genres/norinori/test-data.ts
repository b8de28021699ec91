// Norinori's test data for the shared suites (see src/core/test-data.ts): generator requests, one bad board per rule
// the checker reports (small pzprv3 grids whose rooms are made to break exactly that rule), real examples of each
// format, and the clicks that shade a solution in the studio.

import { allCells } from '../../core/geometry.js';
import type { Gesture } from '../../core/play.js';
import type { GenreTestData } from '../../core/test-data.js';
import type { NorinoriAnswer, NorinoriPartial, NorinoriPuzzle } from './puzzle.js';
import { norinoriSize } from './puzzle.js';
import { norinori } from './index.js';

/** puzz.link's example (pzprjs's test/script/norinori.js, the research notes' worked example 5.13). */
const example = 'https://puzz.link/p?norinori/5/5/cag4ocjo';

export const testData: GenreTestData<NorinoriPuzzle, NorinoriAnswer, NorinoriPartial> = {
  genre: norinori,
  generatorCases: [
    { columns: 5, rows: 5 },
    { columns: 6, rows: 6, difficulty: 'easy' },
    { columns: 6, rows: 6, difficulty: 'medium' },
    { columns: 6, rows: 6, difficulty: 'hard' },
  ],
  badBoards: [
    { code: 'wrong-size', puzzle: example, answerValue: [[false]], unreadable: 'the JSON reader refuses a grid of the wrong size' },
    // A 2×2 grid of two rows as rooms, all shaded: each room holds two, but four shaded cells touch.
    { code: 'shaded-over-two', puzzle: 'pzprv3/norinori/2/2/2/0 0 /1 1 /', answer: [[1, 1], [1, 1]] },
    // One room holding two dominoes.
    { code: 'room-over', puzzle: 'pzprv3/norinori/1/5/1/0 0 0 0 0 /', answer: [[1, 1, 0, 1, 1]] },
    // One room holding two shaded cells apart.
    { code: 'shaded-alone', puzzle: 'pzprv3/norinori/1/3/1/0 0 0 /', answer: [[1, 0, 1]] },
    // A domino across the border of two one-cell rooms.
    { code: 'room-under', puzzle: 'pzprv3/norinori/1/2/2/0 1 /', answer: [[1, 1]] },
    // A domino fills the first room; the second stays empty.
    { code: 'room-empty', puzzle: 'pzprv3/norinori/1/3/2/0 0 1 /', answer: [[1, 1, 0]] },
  ],
  realExamples: [
    { format: 'url', text: example, source: "pzprjs's test/script/norinori.js (the research notes' worked example 5.13)" },
    {
      format: 'text',
      text: 'pzprv3/norinori/5/5/5/0 0 1 2 2 /1 1 1 2 2 /1 3 3 2 2 /3 3 3 3 3 /4 4 3 3 3 /# # + + + /+ + # # + /# # + + # /+ + . . # /# # + . . /',
      source: "pzprjs's test/script/norinori.js (its solved board)",
    },
  ],
  studio: {
    puzzle: example,
    // A click on every shaded cell.
    gestures: (puzzle, answer) =>
      allCells(norinoriSize(puzzle))
        .filter((cell) => answer[cell.row]![cell.column])
        .map((cell): Gesture => ({ kind: 'press', target: { kind: 'cell', cell }, button: 'primary' })),
  },
  exports: {
    unique: 'https://puzz.link/p?norinori/5/5/cag4ocjo',
    several: 'pzprv3/norinori/1/4/1/0 0 0 0 /',
    severalCount: 3,
    none: 'pzprv3/norinori/1/4/2/0 0 1 1 /',
  },
  malformedInputs: [
    { text: 'https://puzz.link/p?norinori/5/5/cag4', error: /the borders of a 5×5 grid take 8 characters, but only 4 are left/ },
    { text: 'https://puzz.link/p?norinori/5/5/cag4oc#o', error: /URL body, column 7/ },
    { text: 'https://puzz.link/p?norinori/99/99/', error: /larger than/ },
    { text: 'pzprv3/norinori/2/x/', error: /line 4: the column count 'x' is not a whole number/ },
    { text: 'pzprv3/norinori/2/2/2/0 0 /1 /', error: /line 7: row 2 of the rooms has 1 entries, not 2/ },
    { text: 'pzprv3/norinori/2/2/2/0 0 /1 2 /', error: /line 7, column 3: '2' is not a room from 0 to 1/ },
    { text: 'pzprv3/norinori/2/2/2/0 1 /1 0 /', error: /room '1' is split into separate areas \(again at row 2, column 1\)/ },
    { text: 'pzprv3/norinori/2/2/2/0 0 /', error: /line 7: row 2 of the rooms has 0 entries, not 2/ },
    { text: 'pzprv3/norinori/2/2/2', error: /line 6: the file ends before row 1 of the rooms/ },
    { text: 'pzprv3.1/norinori/2/2/0 /2 /0 0 /', error: /line 6, column 1: '2' is not a wall \(1\) or none \(0\)/ },
  ],
};
