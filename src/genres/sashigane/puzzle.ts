// Sashigane puzzles: the grid of circles and arrows, checked when built, and the division that answers one (the
// borders drawn between cells).

import type { Cell, Direction, GridSize } from '../../core/geometry.js';
import { cellName } from '../../core/geometry.js';
import { checkGridSize, inputError } from '../../core/errors.js';
import type { Walls } from '../../core/regions.js';

/**
 * A circle marks the corner of its L (with a number, the L's cell count); an arrow lies at the end of an arm and
 * points along it towards the corner; puz.link's `?` is a symbol the setter left unknown, which its checker holds to
 * no rule, and neither does pencilsat.
 */
export type SashiganeClue =
  | { readonly kind: 'corner'; readonly size?: number }
  | { readonly kind: 'arrow'; readonly direction: Direction }
  | { readonly kind: 'unknown' };

export interface SashiganePuzzle {
  readonly rows: number;
  readonly columns: number;
  /** clues[row][column]: the symbol in that cell, or null. */
  readonly clues: readonly (readonly (SashiganeClue | null)[])[];
}

/** The borders drawn: `right[row][column]` after the cell, `below[row][column]` under it. */
export type SashiganeAnswer = Walls;
/** What every solution agrees on: true a border, false none, null open. */
export interface SashiganePartial {
  readonly right: readonly (readonly (boolean | null)[])[];
  readonly below: readonly (readonly (boolean | null)[])[];
}

export const maximumSashiganeSize: GridSize = { rows: 40, columns: 40 };

/** The most cells an L with its corner in a cell can hold: its arms run to the farther edge of the row and column. */
export function largestL(size: GridSize, cell: Cell): number {
  return Math.max(cell.column + 1, size.columns - cell.column) + Math.max(cell.row + 1, size.rows - cell.row) - 1;
}

export function makeSashigane(size: GridSize, clues: readonly (readonly (SashiganeClue | null)[])[]): SashiganePuzzle {
  const { rows, columns } = size;
  checkGridSize('Sashigane', size, maximumSashiganeSize, { grids: { 'the symbols': clues } });
  clues.forEach((line, row) =>
    line.forEach((clue, column) => {
      if (clue?.kind !== 'corner' || clue.size === undefined) return;
      const cell = { row, column };
      const largest = largestL(size, cell);
      // An L has 3 cells at least, so a circled 1 or 2 has no solution; it is read as puz.link reads it, and typed
      // on the way to 12 or 25.
      if (!Number.isInteger(clue.size) || clue.size < 1 || clue.size > largest) {
        inputError(`the number ${clue.size} at ${cellName(cell)} is outside 1..${largest} (the largest L with its corner there)`, { cell });
      }
    }),
  );
  return { rows, columns, clues: clues.map((row) => row.map((clue) => (clue === null ? null : { ...clue }))) };
}

export const sashiganeSize = (puzzle: SashiganePuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

export const clueAt = (puzzle: SashiganePuzzle, cell: Cell): SashiganeClue | null => puzzle.clues[cell.row]![cell.column]!;

/**
 * The ids of a cell's clues: a circle, an arrow or `?` is one; a circled number is two, the circle and its number, so
 * that a generator may keep the circle and take the number away.
 */
export const clueIds = { symbol: (cell: Cell): string => `symbol ${cellName(cell)}`, number: (cell: Cell): string => `number ${cellName(cell)}` };

const arrows: Record<Direction, string> = { up: '↑', down: '↓', left: '←', right: '→' };

/** A symbol as one short token: `o`, `o5`, `↑`, `?`. */
export const clueText = (clue: SashiganeClue): string => (clue.kind === 'corner' ? `o${clue.size ?? ''}` : clue.kind === 'arrow' ? arrows[clue.direction] : '?');

/** A symbol in words: `the circled 5 at r2c2`, `the circle at r1c1`, `the arrow up at r3c4`, `the ? at r1c1`. */
export function clueName(clue: SashiganeClue, cell: Cell): string {
  const what = clue.kind === 'corner' ? (clue.size === undefined ? 'circle' : `circled ${clue.size}`) : clue.kind === 'arrow' ? `arrow ${clue.direction}` : '?';
  return `the ${what} at ${cellName(cell)}`;
}
