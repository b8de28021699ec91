// Creek puzzles: a grid of cells and, on the (rows + 1) × (columns + 1) corners of the cells, numbers 0 to 4 (or a
// number the setter left unknown), each counting the shaded cells among those that meet at its corner.

import type { Cell, GridSize } from '../../core/geometry.js';
import { cellsAroundCorner, cornerName, cornerPoints } from '../../core/geometry.js';
import { checkedCornerClues } from '../shared/corner-clues.js';

export type CreekClue = { readonly kind: 'number'; readonly value: number } | { readonly kind: 'unknown' };

export interface CreekPuzzle {
  readonly rows: number;
  readonly columns: number;
  /** clues[row][column] for the corner points, rows + 1 by columns + 1: the number there, or null. */
  readonly clues: readonly (readonly (CreekClue | null)[])[];
}

/** isShaded[row][column]. */
export type CreekAnswer = boolean[][];
/** What every solution agrees on: true shaded, false unshaded, null open. */
export type CreekPartial = (boolean | null)[][];

export const maximumCreekSize: GridSize = { rows: 60, columns: 60 };

/** The largest number on a corner, as puz.link allows it anywhere (a corner of the grid touches one cell only). */
export const largestNumber = 4;

export const creekSize = (puzzle: CreekPuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

export { cellsAroundCorner, cornerName, cornerPoints };

export function makeCreek(size: GridSize, clues: readonly (readonly (CreekClue | null)[])[]): CreekPuzzle {
  // puz.link takes 0 to 4 on any corner; a number larger than the cells meeting there leaves the puzzle unsolvable.
  const checked = checkedCornerClues('Creek', size, maximumCreekSize, clues, () => ({ largest: largestNumber }));
  return { rows: size.rows, columns: size.columns, clues: checked };
}

export function numberAt(puzzle: CreekPuzzle, point: Cell): number | undefined {
  const clue = puzzle.clues[point.row]![point.column];
  return clue?.kind === 'number' ? clue.value : undefined;
}

/** The numbered corners, in reading order. */
export function numberedCorners(puzzle: CreekPuzzle): { point: Cell; value: number }[] {
  return puzzle.clues.flatMap((row, r) =>
    row.flatMap((clue, c) => (clue?.kind === 'number' ? [{ point: { row: r, column: c }, value: clue.value }] : [])),
  );
}

/** The id of the number on a corner (1-based row and column of the corner). */
export const clueId = (point: Cell): string => `corner ${point.row + 1},${point.column + 1}`;
