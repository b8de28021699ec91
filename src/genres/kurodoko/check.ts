// The Kurodoko rule checker, in puzz.link's order (brNoShade, csAdjacent, cuDivideRB, nmSumViewNe): one list of
// checks that judges answers and, on a board in play, reports what no way of finishing can mend. Independent of the
// model.

import { shadedApart, shadingChecker, someShaded, unshadedConnected } from '../../core/checks.js';
import { shadedClue, wrongCount } from '../shared/sight.js';
import { kurodokoSize } from './puzzle.js';

export const kurodokoChecker = shadingChecker(kurodokoSize, [someShaded, shadedClue, shadedApart, wrongCount, unshadedConnected]);
