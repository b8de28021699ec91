// Simple Loop puzzles: a grid of cells, some of them shaded; the loop runs through the centres of all the others.

import type { Cell, GridSize } from '../../core/geometry.js';
import { cellName } from '../../core/geometry.js';
import { checkGridSize } from '../../core/errors.js';
import type { LineGrid } from '../../core/lines.js';

export interface SimpleLoopPuzzle {
  readonly rows: number;
  readonly columns: number;
  /** shaded[row][column]: the cell is shaded, and the loop keeps out of it. */
  readonly shaded: readonly (readonly boolean[])[];
}

/** The loop's lines between cell centres. */
export type SimpleLoopAnswer = LineGrid;

/** What every solution agrees on: null where open. */
export type SimpleLoopPartial = LineGrid<boolean | null>;

export const maximumSimpleLoopSize: GridSize = { rows: 60, columns: 60 };

export const simpleLoopSize = (puzzle: SimpleLoopPuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

export const isShaded = (puzzle: SimpleLoopPuzzle, cell: Cell): boolean => puzzle.shaded[cell.row]?.[cell.column] === true;

/** The id of a cell's given: shaded, or open for the loop to pass. */
export const cellId = (cell: Cell): string => `cell ${cellName(cell)}`;

export function makeSimpleLoop(size: GridSize, shaded: readonly (readonly boolean[])[]): SimpleLoopPuzzle {
  const { rows, columns } = size;
  checkGridSize('Simple Loop', size, maximumSimpleLoopSize, { smallest: 'two cells', grids: { 'the shaded cells': shaded } });
  return { rows, columns, shaded: shaded.map((row) => row.map((cell) => cell === true)) };
}
