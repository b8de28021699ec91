// The Yajilin rule checker, in puzz.link's order: clue cells left alone, no branch, no crossing, no line on a shaded
// cell, shaded cells apart, no dead end, the numbers, a loop at all, one loop, no cell left empty. One list of checks
// judges answers and, on a board in play, reports what no way of finishing can mend. Independent of the model.

import type { Check } from '../../core/checks.js';
import { lineExists, noBranch, noCrossing, noDeadEnd, oneLoop, onPart, shadedApart } from '../../core/checks.js';
import type { Cell } from '../../core/geometry.js';
import { allCells, ray } from '../../core/geometry.js';
import type { YajilinPuzzle } from './puzzle.js';
import { clueAt, clueWords, yajilinSize } from './puzzle.js';
import type { ShadeLoopBoard } from '../shared/shade-loop-check.js';
import { clueCellsLeftAlone, isShadedOn, lineOnShaded, loopOf, noEmptyCell, onLoop, shadeLoopChecker } from '../shared/shade-loop-check.js';

const isClue = (puzzle: YajilinPuzzle, cell: Cell) => clueAt(puzzle, cell) !== null;

/** A number counts the shaded cells its arrow points at: in play, too many, or too few cells left that could be. */
const wrongCount: Check<YajilinPuzzle, ShadeLoopBoard> = {
  code: 'wrong-count',
  description: 'each number counts the shaded cells in the direction of its arrow',
  find: (puzzle, board) =>
    allCells(board.lines.points).flatMap((cell) => {
      const clue = clueAt(puzzle, cell);
      if (clue === null || clue.direction === null || clue.value === null) return [];
      const along = ray(board.lines.points, cell, clue.direction);
      const count = along.filter((next) => isShadedOn(board, next)).length;
      const cells = [cell, ...along.filter((next) => isShadedOn(board, next))];
      if (board.shading.finished) return count === clue.value ? [] : [{ code: 'wrong-count', message: `${clueWords(clue, cell)} sees ${count} shaded cell${count === 1 ? '' : 's'}`, cells }];
      // A cell may still be shaded when the player left it open, off the loop.
      const possible = count + along.filter((next) => board.shading.at(next) === null && !isClue(puzzle, next) && !onLoop(board, next)).length;
      if (count > clue.value) return [{ code: 'wrong-count', message: `${clueWords(clue, cell)} already sees ${count} shaded cells`, cells }];
      return possible < clue.value ? [{ code: 'wrong-count', message: `${clueWords(clue, cell)} can see at most ${possible} shaded cells`, cells: [cell] }] : [];
    }),
};

export const yajilinChecker = shadeLoopChecker(yajilinSize, [
  ...clueCellsLeftAlone('clue', isClue),
  onPart(noBranch, loopOf),
  onPart(noCrossing, loopOf),
  lineOnShaded,
  onPart(shadedApart, (board) => board.shading),
  onPart(noDeadEnd, loopOf),
  wrongCount,
  onPart(lineExists, loopOf),
  onPart(oneLoop, loopOf),
  noEmptyCell('every cell that is not a clue is shaded or on the loop', isClue),
]);
