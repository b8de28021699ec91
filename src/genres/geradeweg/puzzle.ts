// Geradeweg puzzles: a grid of cells, some holding a number (or a `?`); the loop runs through cell centres.

import type { Cell, GridSize } from '../../core/geometry.js';
import { cellName } from '../../core/geometry.js';
import { checkGridSize, checkNumbers } from '../../core/errors.js';
import type { LineGrid } from '../../core/lines.js';

/**
 * A numbered cell: a number, or `?` (puzz.link's unknown number), which says that the loop passes and that its
 * segments there are equally long. A 0, which puzz.link reads from a link but never lets a setter type, says the same
 * as a `?` there.
 */
export type GeradewegClue = { readonly kind: 'number'; readonly value: number } | { readonly kind: 'unknown' };

export interface GeradewegPuzzle {
  readonly rows: number;
  readonly columns: number;
  /** clues[row][column]: the clue of that cell, or null for a plain cell. */
  readonly clues: readonly (readonly (GeradewegClue | null)[])[];
}

/** The loop's lines between cell centres. */
export type GeradewegAnswer = LineGrid;
/** What every solution agrees on: true a line, false no line, null open. */
export type GeradewegPartial = LineGrid<boolean | null>;

export const maximumGeradewegSize: GridSize = { rows: 60, columns: 60 };

export const geradewegSize = (puzzle: GeradewegPuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

/** The largest number: a segment runs at most from one edge of the grid to the other. */
export const largestNumber = (size: GridSize): number => Math.max(size.rows, size.columns) - 1;

export const clueAt = (puzzle: GeradewegPuzzle, cell: Cell): GeradewegClue | null => puzzle.clues[cell.row]?.[cell.column] ?? null;

/** The length a clue asks of each segment through its cell, or null when the segments need only be equally long. */
export const segmentLength = (clue: GeradewegClue): number | null => (clue.kind === 'number' && clue.value >= 1 ? clue.value : null);

/** The id of the clue in a cell. */
export const clueId = (cell: Cell): string => `number ${cellName(cell)}`;

/** A clue in words: `the 3 at r2c4`, `the ? at r1c1`. */
export const clueWords = (clue: GeradewegClue, cell: Cell): string => `the ${clue.kind === 'number' ? clue.value : '?'} at ${cellName(cell)}`;

export function makeGeradeweg(size: GridSize, clues: readonly (readonly (GeradewegClue | null)[])[]): GeradewegPuzzle {
  const { rows, columns } = size;
  checkGridSize('Geradeweg', size, maximumGeradewegSize, { smallest: '2×2', grids: { 'the numbers': clues } });
  checkNumbers(clues, (clue) => (clue?.kind === 'number' ? clue.value : null), { smallest: 0, largest: largestNumber(size), why: 'a segment runs at most from edge to edge' });
  return { rows, columns, clues: clues.map((row) => row.map((clue) => (clue === null ? null : { ...clue }))) };
}
