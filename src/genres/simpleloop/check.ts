// The Simple Loop rule checker, in puzz.link's order: the loop kept out of shaded cells (puzz.link cannot draw there),
// no branch, no crossing, no dead end, one loop, no open cell left without the loop. One list of checks judges answers
// and, on a board in play, reports what no way of finishing can mend. Independent of the model.

import type { Check, LineBoard } from '../../core/checks.js';
import { checker, finishedLines, linesShape, noBranch, noCrossing, noDeadEnd, oneLoop } from '../../core/checks.js';
import type { Cell } from '../../core/geometry.js';
import { allCells, cellName, directions } from '../../core/geometry.js';
import type { LinePosition } from '../../core/lines.js';
import { lineEnd } from '../../core/lines.js';
import { lineToward } from '../shared/centre-loop.js';
import type { SimpleLoopAnswer, SimpleLoopPuzzle } from './puzzle.js';
import { isShaded, simpleLoopSize } from './puzzle.js';

/** The lines at a cell marked `mark` (drawn, or still open). */
const linesAt = (board: LineBoard, cell: Cell, mark: 'line' | null): LinePosition[] =>
  directions.flatMap((direction) => {
    const line = lineToward(board.points, cell, direction);
    return line !== undefined && board.at(line) === mark ? [line] : [];
  });

const lineOnShaded: Check<SimpleLoopPuzzle, LineBoard> = {
  code: 'line-on-shaded',
  description: 'the loop does not pass shaded cells',
  find: (puzzle, board) =>
    allCells(board.points)
      .filter((cell) => isShaded(puzzle, cell) && linesAt(board, cell, 'line').length > 0)
      .map((cell) => ({ code: 'line-on-shaded', message: `the loop passes the shaded cell ${cellName(cell)}`, cells: [cell], lines: linesAt(board, cell, 'line') })),
};

/** An open cell the loop does not pass (pzprjs ceNoLine); on a board in play, one with fewer than two ways left. */
const everyCellPassed: Check<SimpleLoopPuzzle, LineBoard> = {
  code: 'cell-without-line',
  description: 'the loop passes every cell that is not shaded',
  find: (puzzle, board) =>
    allCells(board.points)
      .filter((cell) => {
        if (isShaded(puzzle, cell)) return false;
        const drawn = linesAt(board, cell, 'line').length;
        // An open line to a shaded cell can never be drawn.
        const open = linesAt(board, cell, null).filter((line) => !isShaded(puzzle, line.from) && !isShaded(puzzle, lineEnd(line))).length;
        return drawn === 0 && (board.finished || open < 2);
      })
      .map((cell) => ({ code: 'cell-without-line', message: board.finished ? `the loop does not pass ${cellName(cell)}` : `the loop can no longer pass ${cellName(cell)}`, cells: [cell] })),
};

export const simpleLoopChecker = checker<SimpleLoopPuzzle, SimpleLoopAnswer, LineBoard>({
  shape: linesShape('centres', simpleLoopSize),
  board: (puzzle, answer) => finishedLines('centres', simpleLoopSize(puzzle), answer),
  checks: [lineOnShaded, noBranch, noCrossing, noDeadEnd, oneLoop, everyCellPassed],
});

export const { checkCodes, check } = simpleLoopChecker;
