// Numbers that count the unshaded cells they see along their row and column, themselves included, up to a shaded
// cell or the edge (Kurodoko, Cave), or the shaded cells next to them in a straight line, up to an unshaded cell or
// the edge (Canal View): the count on a shaded answer, and the check of a board against the numbers.

import type { Check, ShadingBoard } from '../../core/checks.js';
import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, directions, ray } from '../../core/geometry.js';
import type { Clue } from './number-play.js';

/** A puzzle of number clues in cells. */
export interface SightPuzzle {
  readonly clues: readonly (readonly (Clue | null)[])[];
}

function countWhile(cells: readonly Cell[], member: (cell: Cell) => boolean): number {
  const stop = cells.findIndex((cell) => !member(cell));
  return stop < 0 ? cells.length : stop;
}

/** The unshaded cells a cell sees, itself included, on a shading (true shaded). */
export function visibleCount(shaded: readonly (readonly boolean[])[], position: Cell): number {
  const size: GridSize = { rows: shaded.length, columns: shaded[0]!.length };
  return directions.reduce((total, direction) => total + countWhile(ray(size, position, direction), (next) => !shaded[next.row]![next.column]), 1);
}

/**
 * Each number counts itself and the unshaded cells it sees (pzprjs nmSumViewNe). Surely seen: the runs of unshaded
 * cells from it; at most: the runs up to the first shaded cell (the same on a finished board).
 */
export const wrongCount: Check<SightPuzzle, ShadingBoard> = {
  code: 'wrong-count',
  description: 'each number counts the unshaded cells it sees, itself included',
  find(puzzle, board) {
    const run = (cell: Cell, member: (next: Cell) => boolean) =>
      directions.reduce((total, direction) => total + countWhile(ray(board.size, cell, direction), member), 1);
    return allCells(board.size).flatMap((cell) => {
      const clue = puzzle.clues[cell.row]![cell.column];
      if (clue?.kind !== 'number' || board.at(cell) === 1) return [];
      const value = clue.value;
      const least = run(cell, (next) => board.at(next) === 0);
      const most = run(cell, (next) => board.at(next) !== 1);
      if (least > value) return [{ code: 'wrong-count', message: board.finished ? `the ${value} sees ${least} unshaded cells` : `the ${value} already sees ${least} unshaded cells`, cells: [cell] }];
      if (most < value) return [{ code: 'wrong-count', message: board.finished ? `the ${value} sees ${most} unshaded cells` : `the ${value} can see at most ${most} cells`, cells: [cell] }];
      return [];
    });
  },
};

/** The shaded cells in straight lines from a cell, up to an unshaded cell or the edge, on a shading (true shaded). */
export function shadedSeenCount(shaded: readonly (readonly boolean[])[], position: Cell): number {
  const size: GridSize = { rows: shaded.length, columns: shaded[0]!.length };
  return directions.reduce((total, direction) => total + countWhile(ray(size, position, direction), (next) => shaded[next.row]![next.column]!), 0);
}

/**
 * Each number counts the shaded cells next to it in straight lines, up to an unshaded cell or the edge (pzprjs
 * nmShadeViewNe). Surely counted: the runs of shaded cells from it; at most: the runs of cells not unshaded.
 */
export const wrongShadedCount: Check<SightPuzzle, ShadingBoard> = {
  code: 'wrong-count',
  description: 'each number counts the shaded cells it sees in straight lines',
  find(puzzle, board) {
    const run = (cell: Cell, member: (next: Cell) => boolean) =>
      directions.reduce((total, direction) => total + countWhile(ray(board.size, cell, direction), member), 0);
    return allCells(board.size).flatMap((cell) => {
      const clue = puzzle.clues[cell.row]![cell.column];
      if (clue?.kind !== 'number' || board.at(cell) === 1) return [];
      const value = clue.value;
      const least = run(cell, (next) => board.at(next) === 1);
      const most = run(cell, (next) => board.at(next) !== 0);
      if (least > value) return [{ code: 'wrong-count', message: board.finished ? `the ${value} sees ${least} shaded cells` : `the ${value} already sees ${least} shaded cells`, cells: [cell] }];
      if (most < value) return [{ code: 'wrong-count', message: board.finished ? `the ${value} sees ${most} shaded cells` : `the ${value} can see at most ${most} shaded cells`, cells: [cell] }];
      return [];
    });
  },
};

/** A clue cell stays unshaded (on a board in play it is fixed). */
export const shadedClue: Check<SightPuzzle, ShadingBoard> = {
  code: 'shaded-clue',
  description: 'numbered cells stay unshaded',
  find: (puzzle, board) =>
    allCells(board.size)
      .filter((cell) => board.at(cell) === 1 && puzzle.clues[cell.row]![cell.column] !== null)
      .map((cell) => ({ code: 'shaded-clue', message: 'a numbered cell is shaded', cells: [cell] })),
};
