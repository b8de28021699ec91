// The Fillomino rule checker, independent of the model: the regions are the areas of equal numbers (a given number
// stands whatever the answer says there), read by a flood fill. In puz.link's order (bkSizeLt, bkSizeGt):
// region-too-small, region-too-large. Equal neighbours are one region here, so two equal regions never touch
// (puz.link's bsSameNum needs a drawn border between them, which a filled grid has not).

import type { Cell } from '../../core/geometry.js';
import { cellName } from '../../core/geometry.js';
import type { Check } from '../../core/checks.js';
import { cellCount } from '../../core/violation.js';
import { areasInReadingOrder, checker, gridShape } from '../../core/checks.js';
import { clueNumber } from '../../core/formats/codec.js';
import { givensFilled } from '../../core/integer-grid.js';
import type { FillominoAnswer, FillominoPuzzle } from './puzzle.js';
import { fillominoSize } from './puzzle.js';

/** The numbers on the board: the given ones, and the answer's elsewhere. */
type Board = readonly (readonly number[])[];
type FillominoCheck = Check<FillominoPuzzle, Board>;

function regions(puzzle: FillominoPuzzle, board: Board): { cells: Cell[]; number: number }[] {
  const at = (cell: Cell) => board[cell.row]![cell.column]!;
  return areasInReadingOrder(fillominoSize(puzzle), () => true, (a, b) => at(a) === at(b)).map((cells) => ({ cells, number: at(cells[0]!) }));
}

/** No region smaller (or, with `smaller` false, larger) than its number. */
const regionSize = (smaller: boolean): FillominoCheck => {
  const code = smaller ? 'region-too-small' : 'region-too-large';
  return {
    code,
    description: smaller ? 'no region is smaller than its number (puz.link bkSizeLt)' : 'no region is larger than its number (puz.link bkSizeGt)',
    find: (puzzle, board) =>
      regions(puzzle, board)
        .filter(({ cells, number }) => (smaller ? number > cells.length : number < cells.length))
        .map(({ cells, number }) => ({ code, message: `the ${number}s from ${cellName(cells[0]!)} make a region of ${cellCount(cells.length)}`, cells })),
  };
};

export const fillominoChecker = checker<FillominoPuzzle, FillominoAnswer, Board>({
  shape: gridShape(fillominoSize),
  board: (puzzle, answer) => givensFilled(puzzle.clues.map((row) => row.map(clueNumber)), answer),
  checks: [regionSize(true), regionSize(false)],
});

export const check = fillominoChecker.check;
export const checkCodes = fillominoChecker.checkCodes;
