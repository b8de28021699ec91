// Answers of the genres whose answer is the borders drawn between cells (a division of the grid), as JSON:
// `{"right": [[0, 1, ...], ...], "below": [...]}`, 1 a border, 0 none, null (in a partial answer) open.

import type { GridSize } from '../../core/geometry.js';
import { booleanGridsFromJson } from '../../core/lines.js';
import type { Walls } from '../../core/regions.js';

/** Borders that may be open: true a border, false none, null not known. */
export interface OpenBorders {
  readonly right: readonly (readonly (boolean | null)[])[];
  readonly below: readonly (readonly (boolean | null)[])[];
}

/** Borders in play: `line` drawn, `cross` surely none, null open. */
export interface BorderMarks {
  readonly right: readonly (readonly ('line' | 'cross' | null)[])[];
  readonly below: readonly (readonly ('line' | 'cross' | null)[])[];
}

export const bordersToJson = (borders: Walls): unknown => ({ right: borders.right.map((row) => row.map(Number)), below: borders.below.map((row) => row.map(Number)) });

export function partialBordersToJson(borders: OpenBorders): unknown {
  const entry = (value: boolean | null) => (value === null ? null : Number(value));
  return { right: borders.right.map((row) => row.map(entry)), below: borders.below.map((row) => row.map(entry)) };
}

/** Reads `bordersToJson`'s form for a grid, naming the entry that is wrong. */
export function bordersFromJson(size: GridSize, json: unknown): Walls {
  const shapes = { right: { rows: size.rows, columns: size.columns - 1 }, below: { rows: size.rows - 1, columns: size.columns } };
  return booleanGridsFromJson(json, shapes, 'border');
}

/** Borders of a grid, each filled by a function of the two cells it separates (the second right of or below the first). */
export function makeBorders<Value>(size: GridSize, fill: (cell: { row: number; column: number }, other: { row: number; column: number }) => Value): { right: Value[][]; below: Value[][] } {
  return {
    right: Array.from({ length: size.rows }, (_, row) => Array.from({ length: Math.max(0, size.columns - 1) }, (_, column) => fill({ row, column }, { row, column: column + 1 }))),
    below: Array.from({ length: Math.max(0, size.rows - 1) }, (_, row) => Array.from({ length: size.columns }, (_, column) => fill({ row, column }, { row: row + 1, column }))),
  };
}
