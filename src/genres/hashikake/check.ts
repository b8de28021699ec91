// The Hashi rule checker, in puz.link's order: a bridge at all, no crossing, no island with more bridges than its
// number, all islands connected, no island with fewer; and, which puz.link's own drawing never breaks, each bridge
// runs whole from island to island. Reads the bridges on the lines between cell centres; independent of the model.

import type { Check } from '../../core/checks.js';
import { areasInReadingOrder, checker } from '../../core/checks.js';
import type { Cell, GridSize, LinePosition } from '../../core/geometry.js';
import { allCells, cellName, neighbours } from '../../core/geometry.js';
import type { LineGrid } from '../../core/lines.js';
import { lineAt, lineBetween, linePositions } from '../../core/lines.js';
import type { HashiAnswer, HashiPuzzle } from './puzzle.js';
import { hashiSize, islandAt, islandText } from './puzzle.js';

/** The bridges drawn so far; on a board in play (`finished` false) more may come. */
export interface HashiBoard {
  readonly size: GridSize;
  readonly finished: boolean;
  readonly bridges: LineGrid<number>;
}

const bridgesOn = (board: HashiBoard, a: Cell, b: Cell) => lineAt(board.bridges, lineBetween(a, b)!);
const linesAt = (board: HashiBoard, cell: Cell): LinePosition[] => neighbours(board.size, cell).map((other) => lineBetween(cell, other)!);
const countAt = (board: HashiBoard, cell: Cell) => linesAt(board, cell).reduce((sum, line) => sum + lineAt(board.bridges, line), 0);
const drawnAt = (board: HashiBoard, cell: Cell) => linesAt(board, cell).filter((line) => lineAt(board.bridges, line) > 0);
const named = (puzzle: HashiPuzzle, cell: Cell) => `the ${islandText(islandAt(puzzle, cell)!)} at ${cellName(cell)}`;

const noBridge: Check<HashiPuzzle, HashiBoard> = {
  code: 'no-line',
  description: 'there is at least one bridge',
  mendable: true,
  alone: true,
  find: (_puzzle, board) => (linePositions(board.size).some((line) => lineAt(board.bridges, line) > 0) ? [] : [{ code: 'no-line', message: 'there is no bridge', cells: [] }]),
};

const crossing: Check<HashiPuzzle, HashiBoard> = {
  code: 'crossing',
  description: 'bridges never cross',
  find: (puzzle, board) =>
    allCells(board.size)
      .filter((cell) => islandAt(puzzle, cell) === null && drawnAt(board, cell).length === 4)
      .map((cell) => ({ code: 'crossing', message: `two bridges cross at ${cellName(cell)}`, cells: [cell], lines: drawnAt(board, cell) })),
};

/** Islands whose bridges compare with their number as `wrong` says. */
function countCheck(code: string, description: string, wrong: (count: number, value: number) => boolean, words: string, mendable: boolean): Check<HashiPuzzle, HashiBoard> {
  return {
    code,
    description,
    mendable,
    find: (puzzle, board) =>
      allCells(board.size).flatMap((cell) => {
        const island = islandAt(puzzle, cell);
        if (island?.kind !== 'number' || !wrong(countAt(board, cell), island.value)) return [];
        return [{ code, message: `${named(puzzle, cell)} has ${countAt(board, cell)} bridges, ${words}`, cells: [cell], lines: drawnAt(board, cell) }];
      }),
  };
}

const tooMany = countCheck('too-many-bridges', 'a number is not exceeded by its bridges', (count, value) => count > value, 'more than its number', false);
const tooFew = countCheck('too-few-bridges', 'a number counts all its bridges', (count, value) => count < value, 'fewer than its number', true);

/** The islands in groups joined by bridges (over the water cells bridges pass), in reading order. */
function islandGroups(puzzle: HashiPuzzle, board: HashiBoard): Cell[][] {
  const areas = areasInReadingOrder(board.size, (cell) => islandAt(puzzle, cell) !== null || drawnAt(board, cell).length > 0, (a, b) => bridgesOn(board, a, b) > 0);
  return areas.map((area) => area.filter((cell) => islandAt(puzzle, cell) !== null)).filter((islands) => islands.length > 0);
}

const divided: Check<HashiPuzzle, HashiBoard> = {
  code: 'disconnected',
  description: 'all islands are connected by bridges',
  mendable: true,
  find: (puzzle, board) => {
    const groups = islandGroups(puzzle, board);
    if (groups.length < 2) return [];
    const smallest = groups.reduce((least, group) => (group.length < least.length ? group : least));
    return [{ code: 'disconnected', message: `the islands are in ${groups.length} groups; ${named(puzzle, smallest[0]!)} is cut off from the others`, cells: smallest }];
  },
};

/**
 * A bridge runs straight from an island to the island it faces, with one count all along: a water cell is passed
 * straight through or not at all.
 */
const wholeBridges: Check<HashiPuzzle, HashiBoard> = {
  code: 'dead-end',
  description: 'each bridge runs whole from one island to another',
  mendable: true,
  find: (puzzle, board) =>
    allCells(board.size).flatMap((cell) => {
      if (islandAt(puzzle, cell) !== null) return [];
      const broken = (['horizontal', 'vertical'] as const).some((orientation) => {
        const [before, after] = orientation === 'horizontal' ? [{ row: cell.row, column: cell.column - 1 }, { row: cell.row, column: cell.column + 1 }] : [{ row: cell.row - 1, column: cell.column }, { row: cell.row + 1, column: cell.column }];
        const inside = (other: Cell) => other.row >= 0 && other.column >= 0 && other.row < board.size.rows && other.column < board.size.columns;
        const [first, second] = [before, after].map((other) => (inside(other) ? bridgesOn(board, cell, other) : 0));
        return first !== second;
      });
      return broken ? [{ code: 'dead-end', message: `a bridge ends or changes at ${cellName(cell)}, where there is no island`, cells: [cell], lines: drawnAt(board, cell) }] : [];
    }),
};

export const hashiChecker = checker<HashiPuzzle, HashiAnswer, HashiBoard>({
  shape: {
    description: 'the answer counts the bridges on each line of the grid',
    misfit(puzzle, answer) {
      const { rows, columns } = hashiSize(puzzle);
      const fits = answer.horizontal.length === rows && answer.horizontal.every((row) => row.length === columns - 1) && answer.vertical.length === rows - 1 && answer.vertical.every((row) => row.length === columns);
      return fits ? undefined : `the bridges must fill ${rows} rows of ${columns - 1} across and ${rows - 1} rows of ${columns} down`;
    },
  },
  board: (puzzle, answer) => ({ size: hashiSize(puzzle), finished: true, bridges: answer }),
  checks: [noBridge, crossing, tooMany, divided, tooFew, wholeBridges],
});
