// Yajisan-Kazusan puzzles: a grid of cells, some holding a number with an arrow, checked when built. A clue cell may
// be shaded like any other; only an unshaded one says something.

import type { Cell, Direction, GridSize } from '../../core/geometry.js';
import { arrowGlyphs, cellName } from '../../core/geometry.js';
import { checkGridSize, checkNumbers } from '../../core/errors.js';

/**
 * A clue: `direction` (null: none) and `value` (null: puz.link's `?`). Only a number with an arrow counts; a number
 * without one, or a `?`, says nothing but stands where it is written.
 */
export interface YajikazuClue {
  readonly direction: Direction | null;
  readonly value: number | null;
}

export interface YajikazuPuzzle {
  readonly rows: number;
  readonly columns: number;
  /** clues[row][column]: the clue in that cell, or null for a plain cell. */
  readonly clues: readonly (readonly (YajikazuClue | null)[])[];
}

/** isShaded[row][column], clue cells included. */
export type YajikazuAnswer = boolean[][];
/** What every solution agrees on: true shaded, false unshaded, null open. */
export type YajikazuPartial = (boolean | null)[][];

export const maximumYajikazuSize: GridSize = { rows: 60, columns: 60 };

/** The largest number puz.link takes in a cell. A number may be larger than its arrow's cells can hold: its cell is then shaded. */
export const largestNumber = 999;

export const yajikazuSize = (puzzle: YajikazuPuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

export const clueAt = (puzzle: YajikazuPuzzle, cell: Cell): YajikazuClue | null => puzzle.clues[cell.row]![cell.column] ?? null;

/** A clue that counts: a number with an arrow. */
export const counts = (clue: YajikazuClue | null): clue is { readonly direction: Direction; readonly value: number } => clue !== null && clue.direction !== null && clue.value !== null;

/** The id of the clue in a cell. */
export const clueId = (cell: Cell): string => `arrow ${cellName(cell)}`;

/** A clue as the board shows it: `←2`, `↑?`, `3`, or `?`. */
export const clueText = (clue: YajikazuClue): string => `${clue.direction === null ? '' : arrowGlyphs[clue.direction]}${clue.value ?? '?'}`;

/** A clue in words: `the 2 pointing left at r3c4`. */
export function clueWords(clue: YajikazuClue, cell: Cell): string {
  return `the ${clue.value ?? '?'}${clue.direction === null ? '' : ` pointing ${clue.direction}`} at ${cellName(cell)}`;
}

export function makeYajikazu(size: GridSize, clues: readonly (readonly (YajikazuClue | null)[])[]): YajikazuPuzzle {
  const { rows, columns } = size;
  checkGridSize('Yajisan-Kazusan', size, maximumYajikazuSize, { grids: { 'the clues': clues } });
  checkNumbers(clues, (clue) => clue?.value, { smallest: 0, largest: largestNumber });
  return { rows, columns, clues: clues.map((row) => row.map((clue) => (clue === null ? null : { direction: clue.direction, value: clue.value }))) };
}
