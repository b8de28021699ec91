// Answers drawn as borders between cells (Shikaku's rectangles, Tentaisho's galaxies): the borders as data, their
// JSON form read and written, and where each border lies among the lines along the cell edges.

import { inputError } from '../../core/errors.js';
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

/** Borders in JSON: `{"right": [[0, 1, ...], ...], "below": [...]}`, 1 for a border. */
export const bordersToJson = (borders: Borders): unknown => ({ right: borders.right.map((row) => row.map(Number)), below: borders.below.map((row) => row.map(Number)) });

/** Borders some of which are open in JSON: as `bordersToJson`, null where open. */
export const openBordersToJson = (borders: Borders<boolean | null>): unknown => {
  const entry = (value: boolean | null) => (value === null ? null : Number(value));
  return { right: borders.right.map((row) => row.map(entry)), below: borders.below.map((row) => row.map(entry)) };
};

/** Reads `bordersToJson`'s form for a grid, naming the entry that is wrong. */
export function bordersFromJson(size: GridSize, json: unknown): Borders {
  const shapes = { right: { rows: size.rows, columns: size.columns - 1 }, below: { rows: size.rows - 1, columns: size.columns } };
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    inputError(`the answer must be an object {"right": ${shapes.right.rows} rows of ${shapes.right.columns}, "below": ${shapes.below.rows} rows of ${shapes.below.columns}}`, { part: 'answer' });
  }
  const read = (name: 'right' | 'below'): boolean[][] => {
    const grid = (json as Record<string, unknown>)[name];
    const { rows, columns } = shapes[name];
    if (!Array.isArray(grid) || grid.length !== rows) inputError(`"${name}" must be an array of ${rows} rows`, { part: 'answer' });
    return grid.map((row: unknown, r) => {
      if (!Array.isArray(row) || row.length !== columns) inputError(`row ${r + 1} of "${name}" must have ${columns} entries`, { part: 'answer' });
      return row.map((value: unknown, c) => {
        if (value !== 0 && value !== 1) inputError(`"${name}" row ${r + 1}, entry ${c + 1} must be 0 (no border) or 1 (border)`, { part: 'answer' });
        return value === 1;
      });
    });
  };
  return { right: read('right'), below: read('below') };
}
