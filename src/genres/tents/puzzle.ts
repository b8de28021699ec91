// Tents puzzles: the trees of the grid and a count per row and per column (or none), checked when built.

import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, columnCells, rowCells } from '../../core/geometry.js';
import { inputError } from '../../core/errors.js';

/** How many tents a line holds, or null when the puzzle does not say. */
export type TentsCount = number | null;

export interface TentsPuzzle {
  /** rows × columns: true where a tree stands. */
  readonly trees: readonly (readonly boolean[])[];
  /** One count per row, top to bottom. */
  readonly rowCounts: readonly TentsCount[];
  /** One count per column, left to right. */
  readonly columnCounts: readonly TentsCount[];
}

/** Which cells hold a tent. */
export type TentsAnswer = boolean[][];
/** What every solution agrees on: a tent, no tent, or null. */
export type TentsPartial = (boolean | null)[][];

export const maximumTentsSize = 40;

/** Tents never touch, so a line of n cells holds at most every other one. */
export const largestCount = (cells: number): number => Math.ceil(cells / 2);

export function makeTents(trees: readonly (readonly boolean[])[], rowCounts: readonly TentsCount[], columnCounts: readonly TentsCount[]): TentsPuzzle {
  const rows = rowCounts.length;
  const columns = columnCounts.length;
  if (rows === 0 || columns === 0) inputError('a Tents grid needs at least one row and one column');
  if (rows > maximumTentsSize || columns > maximumTentsSize) inputError(`a ${columns}×${rows} Tents grid is larger than the supported ${maximumTentsSize}×${maximumTentsSize}`);
  if (trees.length !== rows || trees.some((line) => line.length !== columns)) inputError(`the trees must be ${rows} rows of ${columns} cells, as the counts say`);
  const checkCounts = (counts: readonly TentsCount[], kind: string, cells: number) =>
    counts.forEach((count, index) => {
      if (count === null) return;
      if (!Number.isInteger(count) || count < 0 || count > largestCount(cells)) {
        inputError(`the count ${count} of ${kind} ${index + 1} is not a whole number from 0 to ${largestCount(cells)} (tents never touch)`);
      }
    });
  checkCounts(rowCounts, 'row', columns);
  checkCounts(columnCounts, 'column', rows);
  return { trees: trees.map((line) => [...line]), rowCounts: [...rowCounts], columnCounts: [...columnCounts] };
}

export const tentsSize = (puzzle: TentsPuzzle): GridSize => ({ rows: puzzle.rowCounts.length, columns: puzzle.columnCounts.length });

export const isTree = (puzzle: TentsPuzzle, cell: Cell): boolean => puzzle.trees[cell.row]?.[cell.column] === true;

export const treeCells = (puzzle: TentsPuzzle): Cell[] => allCells(tentsSize(puzzle)).filter((cell) => isTree(puzzle, cell));

/** Clue ids: a row's count and a column's count. */
export const rowClueId = (row: number): string => `row ${row + 1}`;
export const columnClueId = (column: number): string => `column ${column + 1}`;

/** Every count with its line: the rows top to bottom, then the columns left to right. */
export function countLines(puzzle: TentsPuzzle): { id: string; name: string; count: TentsCount; cells: Cell[] }[] {
  const size = tentsSize(puzzle);
  return [
    ...puzzle.rowCounts.map((count, row) => ({ id: rowClueId(row), name: `row ${row + 1}`, count, cells: rowCells(size, row) })),
    ...puzzle.columnCounts.map((count, column) => ({ id: columnClueId(column), name: `column ${column + 1}`, count, cells: columnCells(size, column) })),
  ];
}

export const tentWord = (count: number): string => (count === 1 ? '1 tent' : `${count} tents`);
