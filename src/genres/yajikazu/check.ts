// The Yajisan-Kazusan rule checker, in puz.link's order (brNoShade, csAdjacent, cuDivideRB, anShadeNe): one list of
// checks that judges answers and, on a board in play, reports what no way of finishing can mend. Independent of the
// model.

import type { Check, ShadingBoard } from '../../core/checks.js';
import { shadedApart, shadingChecker, someShaded, unshadedConnected } from '../../core/checks.js';
import { allCells, ray } from '../../core/geometry.js';
import type { Violation } from '../../core/genre.js';
import type { YajikazuPuzzle } from './puzzle.js';
import { clueAt, clueWords, counts, yajikazuSize } from './puzzle.js';

/**
 * An unshaded arrow gives the number of shaded cells it points at (pzprjs anShadeNe). In play, only an arrow dotted
 * as unshaded is held to it: already too many shaded, or too few cells left open to shade.
 */
const wrongCount: Check<YajikazuPuzzle, ShadingBoard> = {
  code: 'wrong-count',
  description: 'an unshaded arrow gives the number of shaded cells it points at',
  find(puzzle, board) {
    return allCells(board.size).flatMap((cell): Violation[] => {
      const clue = clueAt(puzzle, cell);
      if (!counts(clue) || board.at(cell) !== 0) return [];
      const cells = ray(board.size, cell, clue.direction);
      const shaded = cells.filter((next) => board.at(next) === 1).length;
      const possible = cells.filter((next) => board.at(next) !== 0).length;
      const words = clueWords(clue, cell);
      if (board.finished) return shaded === clue.value ? [] : [{ code: 'wrong-count', message: `${words} points at ${shaded} shaded cell${shaded === 1 ? '' : 's'}`, cells: [cell, ...cells] }];
      if (shaded > clue.value) return [{ code: 'wrong-count', message: `${words} already points at ${shaded} shaded cell${shaded === 1 ? '' : 's'}`, cells: [cell, ...cells] }];
      if (possible < clue.value) return [{ code: 'wrong-count', message: `${words} has only ${possible} cell${possible === 1 ? '' : 's'} left to shade`, cells: [cell, ...cells] }];
      return [];
    });
  },
};

export const yajikazuChecker = shadingChecker(yajikazuSize, [someShaded, shadedApart, unshadedConnected, wrongCount]);
