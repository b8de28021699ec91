// The Nurimisaki rule checker, in puz.link's order (brNoShade, cs2x2, cuDivide, nmSumViewNe, cu2x2,
// circleNotPromontory, nonCirclePromontory) after the circles, which puz.link never lets be shaded: one list of checks
// that judges answers and, on a board in play, reports what no way of finishing can mend. Independent of the model.

import type { Check, ShadingBoard } from '../../core/checks.js';
import { no2x2Shaded, no2x2Unshaded, shadingChecker, someShaded, unshadedConnected } from '../../core/checks.js';
import type { Cell } from '../../core/geometry.js';
import { allCells, cellName, neighbours } from '../../core/geometry.js';
import { wrongCount } from '../shared/sight.js';
import type { NurimisakiPuzzle } from './puzzle.js';
import { isCircle, nurimisakiSize } from './puzzle.js';

/** A circle stays unshaded (on a board in play it is fixed). */
const shadedCircle: Check<NurimisakiPuzzle, ShadingBoard> = {
  code: 'shaded-circle',
  description: 'circled cells stay unshaded',
  find: (puzzle, board) =>
    allCells(board.size)
      .filter((cell) => board.at(cell) === 1 && isCircle(puzzle, cell))
      .map((cell) => ({ code: 'shaded-circle', message: `the circle at ${cellName(cell)} is shaded`, cells: [cell] })),
};

/** A cell's unshaded neighbours: surely (dotted or circled), and at most (also the open ones); equal once finished. */
function unshadedNeighbours(board: ShadingBoard, cell: Cell): { sure: number; most: number } {
  const around = neighbours(board.size, cell);
  return { sure: around.filter((next) => board.at(next) === 0).length, most: around.filter((next) => board.at(next) !== 1).length };
}

/** Every circle is a dead end of the unshaded cells: exactly one unshaded neighbour (pzprjs circleNotPromontory). */
const circleNotDeadEnd: Check<NurimisakiPuzzle, ShadingBoard> = {
  code: 'circle-not-dead-end',
  description: 'every circle is a dead end: it has exactly one unshaded neighbour',
  find: (puzzle, board) =>
    allCells(board.size).flatMap((cell) => {
      if (!isCircle(puzzle, cell) || board.at(cell) === 1) return [];
      const { sure, most } = unshadedNeighbours(board, cell);
      const name = cellName(cell);
      if (sure >= 2) return [{ code: 'circle-not-dead-end', message: board.finished ? `the circle at ${name} has ${sure} unshaded neighbours` : `the circle at ${name} already has ${sure} unshaded neighbours`, cells: [cell] }];
      if (most === 0) return [{ code: 'circle-not-dead-end', message: `the circle at ${name} has no unshaded neighbour`, cells: [cell] }];
      return [];
    }),
};

/** Every dead end of the unshaded cells holds a circle (pzprjs nonCirclePromontory); in play, a dotted one. */
const deadEndWithoutCircle: Check<NurimisakiPuzzle, ShadingBoard> = {
  code: 'dead-end-without-circle',
  description: 'every dead end of the unshaded cells (one unshaded neighbour) holds a circle',
  find: (puzzle, board) =>
    allCells(board.size).flatMap((cell) => {
      if (isCircle(puzzle, cell) || board.at(cell) !== 0) return [];
      const { sure, most } = unshadedNeighbours(board, cell);
      if (sure !== 1 || most !== 1) return [];
      return [{ code: 'dead-end-without-circle', message: `${cellName(cell)} is a dead end without a circle`, cells: [cell] }];
    }),
};

export const nurimisakiChecker = shadingChecker(nurimisakiSize, [shadedCircle, someShaded, no2x2Shaded, unshadedConnected, wrongCount, no2x2Unshaded, circleNotDeadEnd, deadEndWithoutCircle]);
