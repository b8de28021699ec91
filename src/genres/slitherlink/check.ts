// The Slitherlink rule checker, in puzz.link's order: a line at all, no branch, no crossing, the numbers, one loop,
// no dead end. One list of checks judges answers and, on a board in play, reports what no more lines can mend.
// Independent of the model.

import type { Check, LineBoard } from '../../core/checks.js';
import { lineChecker, lineExists, noBranch, noCrossing, noDeadEnd, oneLoop } from '../../core/checks.js';
import { allCells, cellName } from '../../core/geometry.js';
import { cellSides } from './model.js';
import type { SlitherlinkPuzzle } from './puzzle.js';
import { numberAt, slitherlinkSize } from './puzzle.js';

/** A number counts the sides of its cell the loop uses: in play, too many drawn, or too many crossed out. */
const wrongNumber: Check<SlitherlinkPuzzle, LineBoard> = {
  code: 'wrong-number',
  description: 'each number counts the sides of its cell that the loop uses',
  find: (puzzle, board) =>
    allCells(slitherlinkSize(puzzle)).flatMap((cell) => {
      const value = numberAt(puzzle, cell);
      if (value === undefined) return [];
      const marks = cellSides(cell).map((side) => board.at(side));
      const drawn = marks.filter((mark) => mark === 'line').length;
      const crossed = marks.filter((mark) => mark === 'cross').length;
      const name = `the ${value} at ${cellName(cell)}`;
      if (drawn > value || (board.finished && drawn < value)) return [{ code: 'wrong-number', message: `${name} has ${drawn} line${drawn === 1 ? '' : 's'} around it`, cells: [cell] }];
      if (4 - crossed < value) return [{ code: 'wrong-number', message: `${name} has ${crossed} sides crossed out`, cells: [cell] }];
      return [];
    }),
};

export const slitherlinkChecker = lineChecker('corners', slitherlinkSize, [lineExists, noBranch, noCrossing, wrongNumber, oneLoop, noDeadEnd]);
