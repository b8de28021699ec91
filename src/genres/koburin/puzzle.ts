// Koburin puzzles: a grid of cells, some of them numbered. The loop runs through the centres of the other cells, and
// some of those are shaded instead; a number counts the shaded cells beside it.

import type { Cell, GridSize } from '../../core/geometry.js';
import { cellName } from '../../core/geometry.js';
import { checkGridSize, inputError } from '../../core/errors.js';
import type { CellEntry } from '../../core/formats/codec.js';
import type { LineGrid } from '../../core/lines.js';

/** A numbered cell: its count of shaded neighbours, or `unknown` (puzz.link's `?`, any count). */
export type KoburinClue = number | 'unknown';

export interface KoburinPuzzle {
  readonly rows: number;
  readonly columns: number;
  /** clues[row][column]: the number in that cell, or null for a cell of the loop or the shading. */
  readonly clues: readonly (readonly (KoburinClue | null)[])[];
}

/** The shaded cells and the loop's lines between cell centres. */
export interface KoburinAnswer {
  readonly shaded: readonly (readonly boolean[])[];
  readonly lines: LineGrid;
}

/** What every solution agrees on: null where open. */
export interface KoburinPartial {
  readonly shaded: readonly (readonly (boolean | null)[])[];
  readonly lines: LineGrid<boolean | null>;
}

export const maximumKoburinSize: GridSize = { rows: 60, columns: 60 };

export const koburinSize = (puzzle: KoburinPuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

export const clueAt = (puzzle: KoburinPuzzle, cell: Cell): KoburinClue | null => puzzle.clues[cell.row]![cell.column] ?? null;

/** The id of the number in a numbered cell (the cell stays a numbered cell, `?`, when the number is taken away). */
export const clueId = (cell: Cell): string => `number ${cellName(cell)}`;

/** The id of a numbered cell itself: neither shaded nor on the loop. */
export const blockId = (cell: Cell): string => `numbered cell ${cellName(cell)}`;

/** A clue in words: `the 2 at r3c4`. */
export const clueWords = (clue: KoburinClue, cell: Cell): string => `the ${clue === 'unknown' ? '?' : clue} at ${cellName(cell)}`;

export function makeKoburin(size: GridSize, clues: readonly (readonly (CellEntry | KoburinClue)[])[]): KoburinPuzzle {
  const { rows, columns } = size;
  checkGridSize('Koburin', size, maximumKoburinSize, { smallest: 'two cells', grids: { 'the clues': clues } });
  clues.forEach((row, r) =>
    row.forEach((clue, c) => {
      if (clue === null || clue === 'unknown') return;
      const cell = { row: r, column: c };
      // Shaded cells never touch, but all four neighbours of a cell can be shaded.
      const room = [r > 0, r < rows - 1, c > 0, c < columns - 1].filter(Boolean).length;
      if (!Number.isInteger(clue) || clue < 0 || clue > room) inputError(`the number ${clue} at ${cellName(cell)} is not a count from 0 to ${room} of its neighbours`, { cell });
    }),
  );
  return { rows, columns, clues: clues.map((row) => [...row]) };
}
