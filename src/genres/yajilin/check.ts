// The Yajilin rule checker, in puzz.link's order: clue cells left alone, no branch, no crossing, no line on a shaded
// cell, shaded cells apart, no dead end, the numbers, a loop at all, one loop, no cell left empty. One list of checks
// judges answers and, on a board in play, reports what no way of finishing can mend. Independent of the model.

import { lineExists, noBranch, noCrossing, noDeadEnd, oneLoop, onPart, shadedApart } from '../../core/checks.js';
import type { Cell } from '../../core/geometry.js';
import type { YajilinPuzzle } from './puzzle.js';
import { clueAt, countOf, yajilinSize } from './puzzle.js';
import { clueCellsLeftAlone, lineOnShaded, loopOf, noEmptyCell, shadeLoopChecker, wrongCount } from '../shared/shade-loop-check.js';

const isClue = (puzzle: YajilinPuzzle, cell: Cell) => clueAt(puzzle, cell) !== null;

export const yajilinChecker = shadeLoopChecker(yajilinSize, [
  ...clueCellsLeftAlone('clue', isClue),
  onPart(noBranch, loopOf),
  onPart(noCrossing, loopOf),
  lineOnShaded,
  onPart(shadedApart, (board) => board.shading),
  onPart(noDeadEnd, loopOf),
  wrongCount('each number counts the shaded cells in the direction of its arrow', isClue, countOf, { has: 'sees', have: 'see', noun: 'shaded cell' }),
  onPart(lineExists, loopOf),
  onPart(oneLoop, loopOf),
  noEmptyCell('every cell that is not a clue is shaded or on the loop', isClue),
]);
