// The Koburin rule checker, in puzz.link's order: numbered cells left alone, no branch, no crossing, no line on a
// shaded cell, shaded cells apart, no dead end, the numbers, a loop at all, one loop, no cell left empty. One list of
// checks judges answers and, on a board in play, reports what no way of finishing can mend. Independent of the model.

import type { Check } from '../../core/checks.js';
import { lineExists, noBranch, noCrossing, noDeadEnd, oneLoop, onPart, shadedApart } from '../../core/checks.js';
import type { Cell } from '../../core/geometry.js';
import { allCells, neighbours } from '../../core/geometry.js';
import type { KoburinPuzzle } from './puzzle.js';
import { clueAt, clueWords, koburinSize } from './puzzle.js';
import type { ShadeLoopBoard } from '../shared/shade-loop-check.js';
import { clueCellsLeftAlone, isShadedOn, lineOnShaded, loopOf, noEmptyCell, onLoop, shadeLoopChecker } from '../shared/shade-loop-check.js';

const isNumbered = (puzzle: KoburinPuzzle, cell: Cell) => clueAt(puzzle, cell) !== null;

/** A number counts the shaded cells beside it: in play, too many, or too few cells left that could be. */
const wrongCount: Check<KoburinPuzzle, ShadeLoopBoard> = {
  code: 'wrong-count',
  description: 'each number counts the shaded cells orthogonally next to it',
  find: (puzzle, board) =>
    allCells(board.lines.points).flatMap((cell) => {
      const clue = clueAt(puzzle, cell);
      if (clue === null || clue === 'unknown') return [];
      const beside = neighbours(board.lines.points, cell);
      const found = beside.filter((next) => isShadedOn(board, next));
      const count = found.length;
      const cells = [cell, ...found];
      if (board.shading.finished) return count === clue ? [] : [{ code: 'wrong-count', message: `${clueWords(clue, cell)} has ${count} shaded neighbour${count === 1 ? '' : 's'}`, cells }];
      // A cell may still be shaded when the player left it open, off the loop.
      const possible = count + beside.filter((next) => board.shading.at(next) === null && !isNumbered(puzzle, next) && !onLoop(board, next)).length;
      if (count > clue) return [{ code: 'wrong-count', message: `${clueWords(clue, cell)} already has ${count} shaded neighbours`, cells }];
      return possible < clue ? [{ code: 'wrong-count', message: `${clueWords(clue, cell)} can have at most ${possible} shaded neighbours`, cells: [cell] }] : [];
    }),
};

export const koburinChecker = shadeLoopChecker(koburinSize, [
  ...clueCellsLeftAlone('numbered', isNumbered),
  onPart(noBranch, loopOf),
  onPart(noCrossing, loopOf),
  lineOnShaded,
  onPart(shadedApart, (board) => board.shading),
  onPart(noDeadEnd, loopOf),
  wrongCount,
  onPart(lineExists, loopOf),
  onPart(oneLoop, loopOf),
  noEmptyCell('every cell without a number is shaded or on the loop', isNumbered),
]);
