// Masyu puzzles: a grid of cells, some holding a white or a black pearl. The loop runs through cell centres.

import type { Cell, GridSize } from '../../core/geometry.js';
import { cellName } from '../../core/geometry.js';
import { checkGridSize } from '../../core/errors.js';
import type { LineGrid } from '../../core/lines.js';

export type Pearl = 'white' | 'black';

export interface MasyuPuzzle {
  readonly rows: number;
  readonly columns: number;
  /** pearls[row][column]: the pearl in that cell, or null. */
  readonly pearls: readonly (readonly (Pearl | null)[])[];
}

/** The lines drawn between the centres of neighbouring cells. */
export type MasyuAnswer = LineGrid;
/** What every solution agrees on: true a line, false no line, null open. */
export type MasyuPartial = LineGrid<boolean | null>;

export const maximumMasyuSize: GridSize = { rows: 60, columns: 60 };

export function makeMasyu(size: GridSize, pearls: readonly (readonly (Pearl | null)[])[]): MasyuPuzzle {
  const { rows, columns } = size;
  checkGridSize('Masyu', size, maximumMasyuSize, { smallest: '2×2', grids: { 'the pearls': pearls } });
  return { rows, columns, pearls: pearls.map((row) => [...row]) };
}

export const masyuSize = (puzzle: MasyuPuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

export const pearlAt = (puzzle: MasyuPuzzle, cell: Cell): Pearl | null => puzzle.pearls[cell.row]![cell.column] ?? null;

/** The id of the pearl in a cell. */
export const clueId = (cell: Cell): string => `pearl ${cellName(cell)}`;
