// LITS's test data for the shared suites (see src/core/test-data.ts): generator requests, one bad board per rule the
// checker reports (small grids whose rooms are made to break exactly that rule), real examples of each format, and
// the clicks that shade a solution in the studio.

import { allCells } from '../../core/geometry.js';
import type { Gesture } from '../../core/play.js';
import type { GenreTestData } from '../../core/test-data.js';
import type { LitsAnswer, LitsPartial, LitsPuzzle } from './puzzle.js';
import { litsSize } from './puzzle.js';
import { lits } from './index.js';

const example = 'https://puzz.link/p?lits/4/4/9q02jg';
/** Two rows of rooms: the left columns and the right ones (pzprv3 rooms, the row count first). */
const sideBySide = (left: number, right: number) => {
  const row = `${'0 '.repeat(left)}${'1 '.repeat(right)}/`;
  return `pzprv3/lits/2/${left + right}/2/${row}${row}`;
};
/** A 3×4 grid: the top row, three cells below it, and the rest. */
const threeRooms = 'pzprv3/lits/3/4/3/0 0 0 0 /1 1 1 2 /2 2 2 2 /';

export const testData: GenreTestData<LitsPuzzle, LitsAnswer, LitsPartial> = {
  genre: lits,
  generatorCases: [
    { columns: 6, rows: 6 },
    { columns: 6, rows: 6, difficulty: 'easy' },
    { columns: 10, rows: 10, difficulty: 'hard' },
  ],
  badBoards: [
    { code: 'wrong-size', puzzle: example, answerValue: [[false]], unreadable: 'the JSON reader refuses a grid of the wrong size' },
    // The left room is a 2×2 square, all shaded; the right one holds an I.
    { code: 'shaded-2x2', puzzle: sideBySide(2, 4), answer: [[1, 1, 1, 1, 1, 1], [1, 1, 0, 0, 0, 0]] },
    // An L on the left; five cells on the right.
    { code: 'room-over', puzzle: sideBySide(3, 4), answer: [[1, 1, 1, 1, 1, 1, 1], [1, 0, 0, 0, 0, 0, 1]] },
    // The top row holds two pieces of two, joined through the I below.
    { code: 'room-split', puzzle: 'pzprv3/lits/2/6/2/0 0 0 0 0 0 /1 1 1 1 1 1 /', answer: [[1, 1, 0, 0, 1, 1], [0, 1, 1, 1, 1, 0]] },
    // Two L's side by side.
    { code: 'same-shapes-touch', puzzle: sideBySide(3, 3), answer: [[1, 1, 1, 0, 0, 1], [0, 0, 1, 1, 1, 1]] },
    // An I and an L apart.
    { code: 'shaded-divided', puzzle: sideBySide(4, 4), answer: [[1, 1, 1, 1, 0, 0, 0, 1], [0, 0, 0, 0, 0, 1, 1, 1]] },
    // The middle room has nothing shaded.
    { code: 'room-empty', puzzle: threeRooms, answer: [[1, 1, 1, 1], [0, 0, 0, 1], [0, 1, 1, 1]] },
    // The middle room has one shaded cell.
    { code: 'room-under', puzzle: threeRooms, answer: [[1, 1, 1, 1], [1, 0, 0, 1], [0, 1, 1, 1]] },
  ],
  realExamples: [
    { format: 'url', text: example, source: "pzprjs's test/script/lits.js (the research notes' worked example 5.9)" },
    {
      format: 'text',
      text: 'pzprv3/lits/4/4/3/0 0 1 1 /0 0 1 2 /0 1 1 2 /2 2 2 2 /# + # # /# # # + /# + # + /# # # # /',
      source: "pzprjs's test/script/lits.js (its solved board)",
    },
  ],
  studio: {
    puzzle: example,
    // A click on every shaded cell.
    gestures: (puzzle, answer) =>
      allCells(litsSize(puzzle))
        .filter((cell) => answer[cell.row]![cell.column])
        .map((cell): Gesture => ({ kind: 'press', target: { kind: 'cell', cell }, button: 'primary' })),
  },
};
