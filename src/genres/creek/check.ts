// The Creek rule checker, in puz.link's order (brNoShade, crShadeGt, cuDivide, crShadeLt): one list of checks that
// judges answers and, on a board in play, reports what no way of finishing can mend. Independent of the model.

import type { Check, ShadingBoard } from '../../core/checks.js';
import { shadingChecker, someShaded, unshadedConnected } from '../../core/checks.js';
import type { Violation } from '../../core/genre.js';
import type { CreekPuzzle } from './puzzle.js';
import { cellsAroundCorner, cornerName, creekSize, numberedCorners } from './puzzle.js';

const cells = (count: number) => `${count} shaded cell${count === 1 ? '' : 's'}`;

/** The numbers whose corners hold more shaded cells than they say (open cells aside: they may stay unshaded). */
const tooMany: Check<CreekPuzzle, ShadingBoard> = {
  code: 'too-many-shaded',
  description: 'no number has more shaded cells round its corner than it says',
  find: (puzzle, board) =>
    numberedCorners(puzzle).flatMap(({ point, value }): Violation[] => {
      const around = cellsAroundCorner(board.size, point);
      const shaded = around.filter((cell) => board.at(cell) === 1).length;
      return shaded > value ? [{ code: 'too-many-shaded', message: `the ${value} at ${cornerName(board.size, point)} has ${cells(shaded)} round it`, cells: around }] : [];
    }),
};

/** The numbers whose corners cannot reach their count (open cells counted in: they may still be shaded). */
const tooFew: Check<CreekPuzzle, ShadingBoard> = {
  code: 'too-few-shaded',
  description: 'no number has fewer shaded cells round its corner than it says',
  find: (puzzle, board) =>
    numberedCorners(puzzle).flatMap(({ point, value }): Violation[] => {
      const around = cellsAroundCorner(board.size, point);
      const possible = around.filter((cell) => board.at(cell) !== 0).length;
      if (possible >= value) return [];
      const message = board.finished
        ? `the ${value} at ${cornerName(board.size, point)} has ${cells(possible)} round it`
        : `the ${value} at ${cornerName(board.size, point)} can have at most ${cells(possible)} round it`;
      return [{ code: 'too-few-shaded', message, cells: around }];
    }),
};

export const creekChecker = shadingChecker(creekSize, [someShaded, tooMany, unshadedConnected, tooFew]);
