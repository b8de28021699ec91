// The Koburin rule checker, in puzz.link's order: numbered cells left alone, no branch, no crossing, no line on a
// shaded cell, shaded cells apart, no dead end, the numbers, a loop at all, one loop, no cell left empty. One list of
// checks judges answers and, on a board in play, reports what no way of finishing can mend. Independent of the model.

import { lineExists, noBranch, noCrossing, noDeadEnd, oneLoop, onPart, shadedApart } from '../../core/checks.js';
import type { Cell } from '../../core/geometry.js';
import { neighbours } from '../../core/geometry.js';
import type { KoburinPuzzle } from './puzzle.js';
import { clueAt, clueWords, koburinSize } from './puzzle.js';
import { clueCellsLeftAlone, lineOnShaded, loopOf, noEmptyCell, shadeLoopChecker, wrongCount } from '../shared/shade-loop-check.js';

const isNumbered = (puzzle: KoburinPuzzle, cell: Cell) => clueAt(puzzle, cell) !== null;

export const koburinChecker = shadeLoopChecker(koburinSize, [
  ...clueCellsLeftAlone('numbered', isNumbered),
  onPart(noBranch, loopOf),
  onPart(noCrossing, loopOf),
  lineOnShaded,
  onPart(shadedApart, (board) => board.shading),
  onPart(noDeadEnd, loopOf),
  wrongCount(
    'each number counts the shaded cells orthogonally next to it',
    isNumbered,
    (puzzle, cell, size) => {
      const clue = clueAt(puzzle, cell);
      if (clue === null || clue === 'unknown') return undefined;
      return { value: clue, seen: neighbours(size, cell), words: clueWords(clue, cell) };
    },
    { has: 'has', have: 'have', noun: 'shaded neighbour' },
  ),
  onPart(lineExists, loopOf),
  onPart(oneLoop, loopOf),
  noEmptyCell('every cell without a number is shaded or on the loop', isNumbered),
]);
