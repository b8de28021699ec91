// The Simple Loop rule checker, in puzz.link's order: the loop kept out of shaded cells (puzz.link cannot draw there),
// no branch, no crossing, no dead end, one loop, no open cell left without the loop. One list of checks judges answers
// and, on a board in play, reports what no way of finishing can mend. Independent of the model.

import { lineChecker, loopAvoids, loopPasses, noBranch, noCrossing, noDeadEnd, oneLoop } from '../../core/checks.js';
import { cellName } from '../../core/geometry.js';
import { lineEnd } from '../../core/lines.js';
import type { SimpleLoopPuzzle } from './puzzle.js';
import { isShaded, simpleLoopSize } from './puzzle.js';

const lineOnShaded = loopAvoids<SimpleLoopPuzzle>('line-on-shaded', 'shaded', isShaded);

/** An open cell the loop does not pass; on a board in play, one with fewer than two ways left (none to a shaded cell). */
const everyCellPassed = loopPasses<SimpleLoopPuzzle>(
  { code: 'cell-without-line', description: 'the loop passes every cell that is not shaded' },
  (puzzle, cell) => (isShaded(puzzle, cell) ? undefined : cellName(cell)),
  (puzzle, line) => !isShaded(puzzle, line.from) && !isShaded(puzzle, lineEnd(line)),
);

export const simpleLoopChecker = lineChecker('centres', simpleLoopSize, [lineOnShaded, noBranch, noCrossing, noDeadEnd, oneLoop, everyCellPassed]);
