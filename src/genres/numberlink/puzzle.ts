// Numberlink puzzles: a grid of cells, some holding a number (or a number the setter left unknown, which pairs only
// with another unknown one, as on puzz.link). The lines run between the centres of the cells.

import type { Cell, GridSize } from '../../core/geometry.js';
import { cellName } from '../../core/geometry.js';
import { checkGridSize, inputError } from '../../core/errors.js';
import type { LineGrid } from '../../core/lines.js';

export type NumberlinkClue = { readonly kind: 'number'; readonly value: number } | { readonly kind: 'unknown' };

export interface NumberlinkPuzzle {
  readonly rows: number;
  readonly columns: number;
  /** clues[row][column]: the number in that cell, or null. */
  readonly clues: readonly (readonly (NumberlinkClue | null)[])[];
}

/** The lines drawn between cell centres. */
export type NumberlinkAnswer = LineGrid;
/** What every solution agrees on: true a line, false no line, null open. */
export type NumberlinkPartial = LineGrid<boolean | null>;

export const maximumNumberlinkSize: GridSize = { rows: 60, columns: 60 };
/** The largest number: puz.link's Number16 reaches far beyond any grid, a pair per two cells is plenty. */
export const largestNumber = 4095;

export const numberlinkSize = (puzzle: NumberlinkPuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

export function makeNumberlink(size: GridSize, clues: readonly (readonly (NumberlinkClue | null)[])[]): NumberlinkPuzzle {
  const { rows, columns } = size;
  checkGridSize('Numberlink', size, maximumNumberlinkSize, { grids: { 'the numbers': clues } });
  clues.forEach((row, r) =>
    row.forEach((clue, c) => {
      if (clue?.kind === 'number' && (!Number.isInteger(clue.value) || clue.value < 0 || clue.value > largestNumber)) {
        inputError(`the number ${clue.value} at row ${r + 1}, column ${c + 1} is outside 0..${largestNumber}`);
      }
    }),
  );
  return { rows, columns, clues: clues.map((row) => row.map((clue) => (clue === null ? null : { ...clue }))) };
}

export const clueAt = (puzzle: NumberlinkPuzzle, cell: Cell): NumberlinkClue | null => puzzle.clues[cell.row]![cell.column] ?? null;

/** What a clue pairs with: its number, or `?` for an unknown one (which pairs only with another unknown one). */
export const pairKey = (clue: NumberlinkClue): string => (clue.kind === 'number' ? String(clue.value) : '?');

/** A clue as the board and text show it. */
export const clueText = (clue: NumberlinkClue): string => (clue.kind === 'number' ? String(clue.value) : '?');

/** The id of the number in a cell. */
export const clueId = (cell: Cell): string => `number ${cellName(cell)}`;
