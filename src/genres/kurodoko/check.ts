// The Kurodoko rule checker, in puzz.link's order (brNoShade, csAdjacent, cuDivideRB, nmSumViewNe): one list of
// checks that judges answers and, on a board in play, reports what no way of finishing can mend. Independent of the
// model.

import type { ShadingBoard } from '../../core/checks.js';
import { checker, finishedShading, gridShape, shadedApart, someShaded, unshadedConnected } from '../../core/checks.js';
import { shadedClue, wrongCount } from '../shared/sight.js';
import type { KurodokoAnswer, KurodokoPuzzle } from './puzzle.js';
import { kurodokoSize } from './puzzle.js';

export const kurodokoChecker = checker<KurodokoPuzzle, KurodokoAnswer, ShadingBoard>({
  shape: gridShape(kurodokoSize),
  board: (puzzle, answer) => finishedShading(kurodokoSize(puzzle), answer),
  checks: [someShaded, shadedClue, shadedApart, wrongCount, unshadedConnected],
});

export const { checkCodes, check } = kurodokoChecker;
