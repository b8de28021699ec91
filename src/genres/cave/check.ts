// The Cave rule checker, in puz.link's order (cuDivide, csConnOut, nmSumViewNe) after the clue cells, which puz.link
// never lets be shaded: one list of checks that judges answers and, on a board in play, reports what no way of
// finishing can mend. Independent of the model.

import { shadedReachEdge, shadingChecker, unshadedConnected } from '../../core/checks.js';
import { shadedClue, wrongCount } from '../shared/sight.js';
import { caveSize } from './puzzle.js';

export const caveChecker = shadingChecker(caveSize, [shadedClue, unshadedConnected, shadedReachEdge, wrongCount]);
