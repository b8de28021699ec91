// Borders between cells as data of any value (drawn, open, a literal), for Tentaisho's model, checker and play: their
// JSON form and words are in border-answers.ts and border-play.ts.

import type { Cell, GridSize } from '../../core/geometry.js';
import type { LinePosition } from '../../core/lines.js';

/**
 * The borders between cells: `right[row][column]` between the cell and its right neighbour (columns - 1 a row),
 * `below[row][column]` between the cell and the one under it (rows - 1 rows).
 */
export interface Borders<Value = boolean> {
  readonly right: readonly (readonly Value[])[];
  readonly below: readonly (readonly Value[])[];
}

/** Borders of a grid, each filled by a function of the two cells it separates. */
export function makeBorders<Value>(size: GridSize, fill: (cell: Cell, other: Cell) => Value): Borders<Value> {
  return {
    right: Array.from({ length: size.rows }, (_, row) => Array.from({ length: Math.max(0, size.columns - 1) }, (_, column) => fill({ row, column }, { row, column: column + 1 }))),
    below: Array.from({ length: Math.max(0, size.rows - 1) }, (_, row) => Array.from({ length: size.columns }, (_, column) => fill({ row, column }, { row: row + 1, column }))),
  };
}

/** The border between two neighbouring cells. */
export const borderBetween = <Value>(borders: Borders<Value>, a: Cell, b: Cell): Value =>
  a.row === b.row ? borders.right[a.row]![Math.min(a.column, b.column)]! : borders.below[Math.min(a.row, b.row)]![a.column]!;

/** The cells on both sides of a line along the cell edges (corner (r, c) is the top-left corner of cell (r, c)). */
export function cellsBeside(size: GridSize, { orientation, from }: LinePosition): Cell[] {
  const sides = orientation === 'horizontal' ? [{ row: from.row - 1, column: from.column }, from] : [{ row: from.row, column: from.column - 1 }, from];
  return sides.filter((cell) => cell.row >= 0 && cell.column >= 0 && cell.row < size.rows && cell.column < size.columns);
}

/** The line of the border between a cell and its right neighbour, or the one under it. */
export const borderLine = (cell: Cell, side: 'right' | 'below'): LinePosition =>
  side === 'right' ? { orientation: 'vertical', from: { row: cell.row, column: cell.column + 1 } } : { orientation: 'horizontal', from: { row: cell.row + 1, column: cell.column } };
