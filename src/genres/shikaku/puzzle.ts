// Shikaku puzzles: the grid of numbers, checked when built, and the division that answers one (the borders drawn
// between cells).

import type { Cell, GridSize } from '../../core/geometry.js';
import type { Borders } from '../../core/regions.js';
import { cellName } from '../../core/geometry.js';
import { checkGridSize, inputError } from '../../core/errors.js';

export type { Borders } from '../../core/regions.js';

/** A number, or one the setter left unknown (puzz.link's `?`): its rectangle may have any area. */
export type ShikakuClue = { readonly kind: 'number'; readonly value: number } | { readonly kind: 'unknown' };

export interface ShikakuPuzzle {
  readonly rows: number;
  readonly columns: number;
  /** clues[row][column]: the number in that cell, or null. */
  readonly clues: readonly (readonly (ShikakuClue | null)[])[];
}

/** The borders between cells; the rectangles are the areas they close. */
export type ShikakuAnswer = Borders;
/** What every solution agrees on: true a border, false none, null open. */
export type ShikakuPartial = Borders<boolean | null>;

export const maximumShikakuSize: GridSize = { rows: 40, columns: 40 };

export function makeShikaku(size: GridSize, clues: readonly (readonly (ShikakuClue | null)[])[]): ShikakuPuzzle {
  const { rows, columns } = size;
  checkGridSize('Shikaku', size, maximumShikakuSize, { grids: { 'the numbers': clues } });
  clues.forEach((row, r) =>
    row.forEach((clue, c) => {
      if (clue?.kind === 'number' && (!Number.isInteger(clue.value) || clue.value < 1 || clue.value > rows * columns)) {
        inputError(`the number ${clue.value} at ${cellName({ row: r, column: c })} is outside 1..${rows * columns} (the area of a rectangle in the grid)`, {
          cell: { row: r, column: c },
        });
      }
    }),
  );
  return { rows, columns, clues: clues.map((row) => row.map((clue) => (clue === null ? null : { ...clue }))) };
}

export const shikakuSize = (puzzle: ShikakuPuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

export const clueAt = (puzzle: ShikakuPuzzle, cell: Cell): ShikakuClue | null => puzzle.clues[cell.row]![cell.column]!;

/** The id of the number in a cell. */
export const clueId = (cell: Cell): string => `number ${cellName(cell)}`;

/** A number in words: `the 6 at r2c2`, `the ? at r1c1`. */
export const clueName = (clue: ShikakuClue, cell: Cell): string => `the ${clue.kind === 'number' ? clue.value : '?'} at ${cellName(cell)}`;
