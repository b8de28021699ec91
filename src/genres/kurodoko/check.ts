// The Kurodoko rule checker, in puzz.link's order (brNoShade, csAdjacent, cuDivideRB, nmSumViewNe): one list of
// checks that judges answers and, on a board in play, reports what no way of finishing can mend. Independent of the
// model.

import type { Cell } from '../../core/geometry.js';
import { allCells, directions, ray } from '../../core/geometry.js';
import type { Check, ShadingBoard } from '../../core/checks.js';
import { checker, finishedShading, gridShape, shadedApart, someShaded, unshadedConnected } from '../../core/checks.js';
import type { KurodokoAnswer, KurodokoPuzzle } from './puzzle.js';
import { kurodokoSize, numberAt } from './puzzle.js';

/** A clue cell stays unshaded (on a board in play it is fixed). */
const shadedClue: Check<KurodokoPuzzle, ShadingBoard> = {
  code: 'shaded-clue',
  description: 'numbered cells stay unshaded',
  find: (puzzle, board) =>
    allCells(board.size)
      .filter((cell) => board.at(cell) === 1 && puzzle.clues[cell.row]![cell.column] !== null)
      .map((cell) => ({ code: 'shaded-clue', message: 'a numbered cell is shaded', cells: [cell] })),
};

/**
 * A number counts itself and the unshaded cells it sees. Surely seen: the runs of unshaded cells from it; at most:
 * the runs up to the first shaded cell (the same on a finished board).
 */
const wrongCount: Check<KurodokoPuzzle, ShadingBoard> = {
  code: 'wrong-count',
  description: 'each number counts the unshaded cells it sees, itself included',
  find(puzzle, board) {
    const run = (cell: Cell, member: (next: Cell) => boolean) =>
      directions.reduce((total, direction) => total + countWhile(ray(board.size, cell, direction), member), 1);
    return allCells(board.size).flatMap((cell) => {
      const value = numberAt(puzzle, cell);
      if (value === undefined || board.at(cell) === 1) return [];
      const least = run(cell, (next) => board.at(next) === 0);
      const most = run(cell, (next) => board.at(next) !== 1);
      if (least > value) return [{ code: 'wrong-count', message: board.finished ? `the ${value} sees ${least} unshaded cells` : `the ${value} already sees ${least} unshaded cells`, cells: [cell] }];
      if (most < value) return [{ code: 'wrong-count', message: board.finished ? `the ${value} sees ${most} unshaded cells` : `the ${value} can see at most ${most} cells`, cells: [cell] }];
      return [];
    });
  },
};

function countWhile(cells: readonly Cell[], member: (cell: Cell) => boolean): number {
  const stop = cells.findIndex((cell) => !member(cell));
  return stop < 0 ? cells.length : stop;
}

export const kurodokoChecker = checker<KurodokoPuzzle, KurodokoAnswer, ShadingBoard>({
  shape: gridShape(kurodokoSize),
  board: (puzzle, answer) => finishedShading(kurodokoSize(puzzle), answer),
  checks: [someShaded, shadedClue, shadedApart, wrongCount, unshadedConnected],
});

export const { checkCodes, check } = kurodokoChecker;
