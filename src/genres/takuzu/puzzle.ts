// Takuzu puzzles: the grid of givens, checked when built; its lines and the triples of cells in them.

import type { Cell, GridSize } from '../../core/geometry.js';
import { cellName, gridLines } from '../../core/geometry.js';
import { checkGridSize, inputError } from '../../core/errors.js';

export type Colour = 0 | 1;

export interface TakuzuPuzzle {
  readonly rows: number;
  readonly columns: number;
  /** givens[row][column]: a colour, or null for an empty cell. */
  readonly givens: readonly (readonly (Colour | null)[])[];
  /** The optional rule: all rows are different, and all columns are different. */
  readonly distinctLines: boolean;
}

export type TakuzuAnswer = Colour[][];
export type TakuzuPartial = (Colour | null)[][];

// An empty 40×40 with the distinct rule still fits the embedded MiniSat; 60×60 does not.
export const maximumTakuzuSize: GridSize = { rows: 40, columns: 40 };

export function makeTakuzu(givens: readonly (readonly (Colour | null)[])[], distinctLines: boolean): TakuzuPuzzle {
  const size = { rows: givens.length, columns: givens[0]?.length ?? 0 };
  if (size.rows % 2 !== 0 || size.columns % 2 !== 0) inputError(`the grid is ${size.columns}×${size.rows}; both sides must be even so that the colours can balance`);
  checkGridSize('Takuzu', size, maximumTakuzuSize, { grids: { 'the givens': givens } });
  return { ...size, givens: givens.map((row) => [...row]), distinctLines };
}

export const takuzuSize = (puzzle: TakuzuPuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

/** Every three consecutive cells across or down. */
export function triples(size: GridSize): Cell[][] {
  return gridLines(size).flatMap((line) => line.cells.slice(2).map((_, index) => line.cells.slice(index, index + 3)));
}

/** The id of the clue that gives a cell's colour. */
export const givenId = (cell: Cell): string => `given ${cellName(cell)}`;

