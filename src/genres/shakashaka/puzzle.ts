// Shakashaka puzzles: the grid of black cells (plain or numbered 0 to 4) and white cells, checked when built; the
// triangles a white cell may hold.

import type { Cell, GridSize } from '../../core/geometry.js';
import type { CellSide } from '../../core/rectangles.js';
import { cellName } from '../../core/geometry.js';
import { checkGridSize, inputError } from '../../core/errors.js';

/** A black cell: plain, or numbered with the count of triangles on its four sides. */
export type ShakashakaBlack = { readonly kind: 'black' } | { readonly kind: 'number'; readonly value: number };

export interface ShakashakaPuzzle {
  readonly rows: number;
  readonly columns: number;
  /** blacks[row][column]: the black cell there, or null for a white cell. */
  readonly blacks: readonly (readonly (ShakashakaBlack | null)[])[];
}

/** A half-cell triangle, named by the corner where its right angle sits: it covers the two sides that meet there. */
export type Triangle = 'bottom-left' | 'bottom-right' | 'top-right' | 'top-left';

export const triangles: readonly Triangle[] = ['bottom-left', 'bottom-right', 'top-right', 'top-left'];

/** The two sides of its cell a triangle covers. */
export const coveredSides: Readonly<Record<Triangle, readonly [CellSide, CellSide]>> = {
  'bottom-left': ['bottom', 'left'],
  'bottom-right': ['bottom', 'right'],
  'top-right': ['top', 'right'],
  'top-left': ['top', 'left'],
};

/** triangle[row][column]: the triangle in that cell, or null (a white cell left white, or a black cell). */
export type ShakashakaAnswer = (Triangle | null)[][];
/** What every solution agrees on: a triangle, `none` (surely white), or null (open, or a black cell). */
export type ShakashakaPartial = (Triangle | 'none' | null)[][];

export const maximumShakashakaSize: GridSize = { rows: 40, columns: 40 };

const where = ({ row, column }: Cell) => `row ${row + 1}, column ${column + 1}`;

export function makeShakashaka(size: GridSize, blacks: readonly (readonly (ShakashakaBlack | null)[])[]): ShakashakaPuzzle {
  const { rows, columns } = size;
  checkGridSize('Shakashaka', size, maximumShakashakaSize);
  if (blacks.length !== rows) inputError(`the grid has ${blacks.length} rows, not ${rows}`);
  blacks.forEach((row, r) => {
    if (row.length !== columns) inputError(`row ${r + 1} has ${row.length} cells, not ${columns}`, { line: r + 1 });
    row.forEach((black, c) => {
      if (black?.kind !== 'number') return;
      // puz.link takes 0 to 4 anywhere, even where fewer cells are beside the number (a puzzle without a solution).
      if (!Number.isInteger(black.value) || black.value < 0 || black.value > 4) inputError(`the number ${black.value} at ${where({ row: r, column: c })} is outside 0..4`);
    });
  });
  return { rows, columns, blacks: blacks.map((row) => row.map((black) => (black === null ? null : { ...black }))) };
}

export const shakashakaSize = (puzzle: ShakashakaPuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

export const blackAt = (puzzle: ShakashakaPuzzle, position: Cell): ShakashakaBlack | null => puzzle.blacks[position.row]![position.column]!;

export const isWhite = (puzzle: ShakashakaPuzzle, position: Cell): boolean => blackAt(puzzle, position) === null;

/** The number on a black cell, if it has one. */
export function numberAt(puzzle: ShakashakaPuzzle, position: Cell): number | undefined {
  const black = blackAt(puzzle, position);
  return black?.kind === 'number' ? black.value : undefined;
}

/** The id of the number on a black cell: hints cite it, the generator keeps or removes it. */
export const clueId = (cell: Cell): string => `number ${cellName(cell)}`;
