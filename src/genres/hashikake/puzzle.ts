// Hashi puzzles: a grid of cells, some of them islands with a number (or a number the setter left unknown). Bridges
// run between the centres of cells, so an answer counts the bridges (0, 1 or 2) on each line between neighbouring
// cells, as puz.link stores them.

import type { Cell, GridSize } from '../../core/geometry.js';
import { cellName } from '../../core/geometry.js';
import { checkGridSize, inputError } from '../../core/errors.js';
import type { LineGrid } from '../../core/lines.js';

export type HashiIsland = { readonly kind: 'number'; readonly value: number } | { readonly kind: 'unknown' };

export interface HashiPuzzle {
  readonly rows: number;
  readonly columns: number;
  /** islands[row][column]: the island in that cell, or null for water. */
  readonly islands: readonly (readonly (HashiIsland | null)[])[];
}

/** The bridges (0, 1 or 2) on each line between neighbouring cell centres. */
export type HashiAnswer = LineGrid<number>;
/** What every solution agrees on: a count, or null where it is open. */
export type HashiPartial = LineGrid<number | null>;

export const maximumHashiSize: GridSize = { rows: 60, columns: 60 };
/** Four directions, two bridges each. */
export const largestIslandNumber = 8;

export const hashiSize = (puzzle: HashiPuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

export function makeHashi(size: GridSize, islands: readonly (readonly (HashiIsland | null)[])[]): HashiPuzzle {
  const { rows, columns } = size;
  checkGridSize('Hashi', size, maximumHashiSize, { grids: { 'the islands': islands } });
  islands.forEach((row, r) =>
    row.forEach((island, c) => {
      if (island?.kind === 'number' && (!Number.isInteger(island.value) || island.value < 1 || island.value > largestIslandNumber)) {
        inputError(`the island ${island.value} at row ${r + 1}, column ${c + 1} is outside 1..${largestIslandNumber}`, { cell: { row: r, column: c } });
      }
    }),
  );
  return { rows, columns, islands: islands.map((row) => row.map((island) => (island === null ? null : { ...island }))) };
}

export const islandAt = (puzzle: HashiPuzzle, cell: Cell): HashiIsland | null => puzzle.islands[cell.row]?.[cell.column] ?? null;

export const islandText = (island: HashiIsland): string => (island.kind === 'number' ? String(island.value) : '?');

/** The id of the number on an island. */
export const clueId = (cell: Cell): string => `island ${cellName(cell)}`;
