// The Cave rule checker, in puz.link's order (cuDivide, csConnOut, nmSumViewNe) after the clue cells, which puz.link
// never lets be shaded: one list of checks that judges answers and, on a board in play, reports what no way of
// finishing can mend. Independent of the model.

import type { ShadingBoard } from '../../core/checks.js';
import { checker, finishedShading, gridShape, shadedReachEdge, unshadedConnected } from '../../core/checks.js';
import { shadedClue, wrongCount } from '../shared/sight.js';
import type { CaveAnswer, CavePuzzle } from './puzzle.js';
import { caveSize } from './puzzle.js';

export const caveChecker = checker<CavePuzzle, CaveAnswer, ShadingBoard>({
  shape: gridShape(caveSize),
  board: (puzzle, answer) => finishedShading(caveSize(puzzle), answer),
  checks: [shadedClue, unshadedConnected, shadedReachEdge, wrongCount],
});

export const { checkCodes, check } = caveChecker;
