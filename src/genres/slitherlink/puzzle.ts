// Slitherlink puzzles: a grid of cells, some holding a number 0 to 3 (4 is allowed, as puzz.link allows it), or a
// number the setter left unknown. The loop runs along cell edges, between the (rows + 1) × (columns + 1) corners.

import type { Cell, GridSize } from '../../core/geometry.js';
import { cellName, cornerPoints } from '../../core/geometry.js';
import { checkGridSize, checkNumbers } from '../../core/errors.js';
import type { LineGrid } from '../../core/lines.js';

export type SlitherlinkClue = { readonly kind: 'number'; readonly value: number } | { readonly kind: 'unknown' };

export interface SlitherlinkPuzzle {
  readonly rows: number;
  readonly columns: number;
  /** clues[row][column]: the clue in that cell, or null. */
  readonly clues: readonly (readonly (SlitherlinkClue | null)[])[];
}

/** The lines drawn along cell edges, on the lattice of corners (see `cornerPoints`). */
export type SlitherlinkAnswer = LineGrid;
/** What every solution agrees on: true a line, false no line, null open. */
export type SlitherlinkPartial = LineGrid<boolean | null>;

export const maximumSlitherlinkSize: GridSize = { rows: 60, columns: 60 };

export function makeSlitherlink(size: GridSize, clues: readonly (readonly (SlitherlinkClue | null)[])[]): SlitherlinkPuzzle {
  const { rows, columns } = size;
  checkGridSize('Slitherlink', size, maximumSlitherlinkSize, { grids: { 'the clues': clues } });
  checkNumbers(clues, (clue) => (clue?.kind === 'number' ? clue.value : null), { smallest: 0, largest: 4, why: 'a cell has four sides' });
  return { rows, columns, clues: clues.map((row) => row.map((clue) => (clue === null ? null : { ...clue }))) };
}

export const slitherlinkSize = (puzzle: SlitherlinkPuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

/** The corners of the cells, as the core has them: the points the loop runs between. */
export { cornerPoints };

export const clueAt = (puzzle: SlitherlinkPuzzle, cell: Cell): SlitherlinkClue | null => puzzle.clues[cell.row]![cell.column] ?? null;

export function numberAt(puzzle: SlitherlinkPuzzle, cell: Cell): number | undefined {
  const clue = clueAt(puzzle, cell);
  return clue?.kind === 'number' ? clue.value : undefined;
}

/** The id of the clue in a cell. */
export const clueId = (cell: Cell): string => `clue ${cellName(cell)}`;
