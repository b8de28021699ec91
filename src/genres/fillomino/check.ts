// The Fillomino rule checker, independent of the model: the regions are the areas of equal numbers (a given number
// stands whatever the answer says there), read by a flood fill. In puz.link's order (bkSizeLt, bkSizeGt):
// region-too-small, region-too-large. Equal neighbours are one region here, so two equal regions never touch
// (puz.link's bsSameNum needs a drawn border between them, which a filled grid has not).

import type { Cell } from '../../core/geometry.js';
import { cellName } from '../../core/geometry.js';
import type { Check } from '../../core/checks.js';
import { areasInReadingOrder, checker, gridShape } from '../../core/checks.js';
import type { FillominoAnswer, FillominoPuzzle } from './puzzle.js';
import { clueAt, fillominoSize } from './puzzle.js';

/** The numbers on the board: the given ones, and the answer's elsewhere. */
type Board = readonly (readonly number[])[];
type FillominoCheck = Check<FillominoPuzzle, Board>;

const cellCount = (count: number): string => `${count} cell${count === 1 ? '' : 's'}`;

function regions(puzzle: FillominoPuzzle, board: Board): { cells: Cell[]; number: number }[] {
  const at = (cell: Cell) => board[cell.row]![cell.column]!;
  return areasInReadingOrder(fillominoSize(puzzle), () => true, (a, b) => at(a) === at(b)).map((cells) => ({ cells, number: at(cells[0]!) }));
}

const tooSmall: FillominoCheck = {
  code: 'region-too-small',
  description: 'no region is smaller than its number (puz.link bkSizeLt)',
  find: (puzzle, board) =>
    regions(puzzle, board)
      .filter(({ cells, number }) => number > cells.length)
      .map(({ cells, number }) => ({ code: 'region-too-small', message: `the ${number}s from ${cellName(cells[0]!)} make a region of ${cellCount(cells.length)}`, cells })),
};

const tooLarge: FillominoCheck = {
  code: 'region-too-large',
  description: 'no region is larger than its number (puz.link bkSizeGt)',
  find: (puzzle, board) =>
    regions(puzzle, board)
      .filter(({ cells, number }) => number < cells.length)
      .map(({ cells, number }) => ({ code: 'region-too-large', message: `the ${number}s from ${cellName(cells[0]!)} make a region of ${cellCount(cells.length)}`, cells })),
};

export const fillominoChecker = checker<FillominoPuzzle, FillominoAnswer, Board>({
  shape: gridShape(fillominoSize),
  board: (puzzle, answer) =>
    answer.map((row, r) =>
      row.map((value, c) => {
        const clue = clueAt(puzzle, { row: r, column: c });
        return clue?.kind === 'number' ? clue.value : value;
      }),
    ),
  checks: [tooSmall, tooLarge],
});

export const check = fillominoChecker.check;
export const checkCodes = fillominoChecker.checkCodes;
