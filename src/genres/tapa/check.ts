// The Tapa rule checker, in puz.link's order (brNoShade, cs2x2, ceTapaNe, csDivide): one list of checks that judges
// answers and, on a board in play, reports what no way of finishing can mend. Independent of the model.

import { allCells, cellName } from '../../core/geometry.js';
import type { Check, ShadingBoard } from '../../core/checks.js';
import { no2x2Shaded, shadedConnected, shadingChecker, someShaded } from '../../core/checks.js';
import type { TapaPuzzle } from './puzzle.js';
import { clueAt, clueCells, clueText, ring, runLengths, runsFit, tapaSize } from './puzzle.js';

/** A clue cell stays unshaded (on a board in play it is fixed; puz.link cannot shade it). */
const shadedClue: Check<TapaPuzzle, ShadingBoard> = {
  code: 'shaded-clue',
  description: 'clue cells stay unshaded',
  find: (puzzle, board) =>
    allCells(board.size)
      .filter((cell) => board.at(cell) === 1 && clueAt(puzzle, cell) !== null)
      .map((cell) => ({ code: 'shaded-clue', message: `the clue at ${cellName(cell)} is shaded`, cells: [cell] })),
};

/**
 * The runs of shaded cells round a clue have its lengths. In play: no way of shading the ring's open cells makes
 * them fit (at most 2^8 ways, tried one by one); on a finished board that is the runs as they stand.
 */
const wrongRuns: Check<TapaPuzzle, ShadingBoard> = {
  code: 'wrong-runs',
  description: 'the runs of shaded cells round each clue have its lengths, in any order',
  find: (puzzle, board) =>
    clueCells(puzzle).flatMap(({ cell, clue }) => {
      const states = ring(board.size, cell).map((place) => (place === undefined ? 0 : board.at(place)));
      const open = states.flatMap((state, place) => (state === null ? [place] : []));
      for (let bits = 0; bits < 2 ** open.length; bits++) {
        const shaded = states.map((state) => state === 1);
        open.forEach((place, index) => (shaded[place] = ((bits >> index) & 1) === 1));
        if (runsFit(clue, runLengths(shaded))) return [];
      }
      const found = runLengths(states.map((state) => state === 1));
      const shown = found.length === 0 ? 'none' : found.join(' ');
      const message = board.finished ? `the clue ${clueText(clue)} at ${cellName(cell)} has runs ${shown}` : `the clue ${clueText(clue)} at ${cellName(cell)} can no longer have its runs`;
      return [{ code: 'wrong-runs', message, cells: [cell] }];
    }),
};

export const tapaChecker = shadingChecker(tapaSize, [someShaded, shadedClue, no2x2Shaded, wrongRuns, shadedConnected]);
