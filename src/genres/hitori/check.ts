// The Hitori rule checker, in puz.link's order (brNoShade, csAdjacent, cuDivideRB, nmDupRow): one list of checks that
// judges answers and, on a board in play, reports what no way of finishing can mend. Independent of the model.

import type { Check, ShadingBoard } from '../../core/checks.js';
import { shadedApart, shadingChecker, someShaded, unshadedConnected } from '../../core/checks.js';
import type { HitoriPuzzle } from './puzzle.js';
import { hitoriSize, repetitions } from './puzzle.js';

/** No number twice among the unshaded cells of a line (in play: among the dotted ones). */
const repeatedNumber: Check<HitoriPuzzle, ShadingBoard> = {
  code: 'repeated-number',
  description: 'no number appears twice among the unshaded cells of a row or a column',
  find: (puzzle, board) =>
    repetitions(puzzle).flatMap((repetition) => {
      const kept = repetition.cells.filter((cell) => board.at(cell) === 0);
      const kind = board.finished ? 'unshaded' : 'dotted';
      return kept.length > 1 ? [{ code: 'repeated-number', message: `${repetition.line} has ${kept.length} ${kind} ${repetition.value}s`, cells: kept }] : [];
    }),
};

export const hitoriChecker = shadingChecker(hitoriSize, [someShaded, shadedApart, unshadedConnected, repeatedNumber]);
