// The Canal View rule checker, in puz.link's order (cs2x2, nmShadeViewNe, csDivide) after the clue cells, which
// puz.link never lets be shaded: one list of checks that judges answers and, on a board in play, reports what no way
// of finishing can mend. Independent of the model.

import { no2x2Shaded, shadedConnected, shadingChecker } from '../../core/checks.js';
import { shadedClue, wrongShadedCount } from '../shared/sight.js';
import { canalSize } from './puzzle.js';

export const canalChecker = shadingChecker(canalSize, [shadedClue, no2x2Shaded, wrongShadedCount, shadedConnected]);
