// The Kurotto rule checker, in puz.link's order (brNoShade, nmSumSizeNe) after the circles, which puz.link never lets
// be shaded: one list of checks that judges answers and, on a board in play, reports what no way of finishing can
// mend. Independent of the model.

import type { Check, ShadingBoard } from '../../core/checks.js';
import { shadingChecker, someShaded } from '../../core/checks.js';
import type { Cell } from '../../core/geometry.js';
import { allCells, cellName, makeGrid, neighbours } from '../../core/geometry.js';
import type { KurottoPuzzle } from './puzzle.js';
import { kurottoSize } from './puzzle.js';

/** A circle stays unshaded (on a board in play it is fixed). */
const shadedCircle: Check<KurottoPuzzle, ShadingBoard> = {
  code: 'shaded-circle',
  description: 'circled cells stay unshaded',
  find: (puzzle, board) =>
    allCells(board.size)
      .filter((cell) => board.at(cell) === 1 && puzzle.clues[cell.row]![cell.column] !== null)
      .map((cell) => ({ code: 'shaded-circle', message: `the circle at ${cellName(cell)} is shaded`, cells: [cell] })),
};

/** The circle and the cells it reaches through cells that pass `member`. */
function reached(board: ShadingBoard, circle: Cell, member: (cell: Cell) => boolean): number {
  const seen = makeGrid(board.size, () => false);
  seen[circle.row]![circle.column] = true;
  const queue = [circle];
  for (let index = 0; index < queue.length; index++) {
    for (const next of neighbours(board.size, queue[index]!)) {
      if (seen[next.row]![next.column] || !member(next)) continue;
      seen[next.row]![next.column] = true;
      queue.push(next);
    }
  }
  return queue.length;
}

/**
 * Each number is the total size of the shaded areas that touch its circle (pzprjs nmSumSizeNe). Surely counted: the
 * shaded cells joined to the circle; at most: those joined through shaded and open cells (the same once finished).
 */
const wrongSum: Check<KurottoPuzzle, ShadingBoard> = {
  code: 'wrong-sum',
  description: 'each number is the total size of the shaded areas that touch its circle',
  find(puzzle, board) {
    return allCells(board.size).flatMap((cell) => {
      const clue = puzzle.clues[cell.row]![cell.column];
      if (clue?.kind !== 'number' || board.at(cell) === 1) return [];
      const value = clue.value;
      const least = reached(board, cell, (next) => board.at(next) === 1) - 1;
      const most = reached(board, cell, (next) => board.at(next) !== 0) - 1;
      const name = cellName(cell);
      if (least > value) return [{ code: 'wrong-sum', message: board.finished ? `the ${value} at ${name} touches ${least} shaded cells` : `the ${value} at ${name} already touches ${least} shaded cells`, cells: [cell] }];
      if (most < value) return [{ code: 'wrong-sum', message: board.finished ? `the ${value} at ${name} touches ${most} shaded cells` : `the ${value} at ${name} can touch at most ${most} shaded cells`, cells: [cell] }];
      return [];
    });
  },
};

export const kurottoChecker = shadingChecker(kurottoSize, [shadedCircle, someShaded, wrongSum]);
