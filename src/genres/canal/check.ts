// The Canal View rule checker, in puz.link's order (cs2x2, nmShadeViewNe, csDivide) after the clue cells, which
// puz.link never lets be shaded: one list of checks that judges answers and, on a board in play, reports what no way
// of finishing can mend. Independent of the model.

import type { ShadingBoard } from '../../core/checks.js';
import { checker, finishedShading, gridShape, no2x2Shaded, shadedConnected } from '../../core/checks.js';
import { shadedClue, wrongShadedCount } from '../shared/sight.js';
import type { CanalAnswer, CanalPuzzle } from './puzzle.js';
import { canalSize } from './puzzle.js';

export const canalChecker = checker<CanalPuzzle, CanalAnswer, ShadingBoard>({
  shape: gridShape(canalSize),
  board: (puzzle, answer) => finishedShading(canalSize(puzzle), answer),
  checks: [shadedClue, no2x2Shaded, wrongShadedCount, shadedConnected],
});

export const { checkCodes, check } = canalChecker;
