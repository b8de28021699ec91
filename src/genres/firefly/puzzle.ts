// Hotaru Beam puzzles: a grid of cells, some holding a firefly (a circle) with a dot on one side, from which its beam
// leaves, and perhaps a number, the turns that beam makes. The beams run through the centres of cells.

import type { Cell, Direction, GridSize } from '../../core/geometry.js';
import { cellName, isInside, move } from '../../core/geometry.js';
import { checkGridSize, inputError } from '../../core/errors.js';
import type { LineGrid } from '../../core/lines.js';

/** A firefly: the side of its dot (null: none, nothing leaves it) and its number of turns (null: none given). */
export interface Firefly {
  readonly direction: Direction | null;
  readonly value: number | null;
}

export interface FireflyPuzzle {
  readonly rows: number;
  readonly columns: number;
  /** fireflies[row][column]: the firefly in that cell, or null. */
  readonly fireflies: readonly (readonly (Firefly | null)[])[];
}

/** The beams' lines between cell centres. */
export type FireflyAnswer = LineGrid;
/** What every solution agrees on: true a line, false no line, null open. */
export type FireflyPartial = LineGrid<boolean | null>;

export const maximumFireflySize: GridSize = { rows: 60, columns: 60 };
/** The largest number puz.link's URL holds. */
export const largestTurns = 4095;

export const fireflySize = (puzzle: FireflyPuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

export const fireflyAt = (puzzle: FireflyPuzzle, cell: Cell): Firefly | null => puzzle.fireflies[cell.row]![cell.column] ?? null;

/** A firefly in words: `the firefly at r2c3 with its dot up and 1 turn`. */
export function fireflyWords(firefly: Firefly, cell: Cell): string {
  const dot = firefly.direction === null ? 'without a dot' : `with its dot ${firefly.direction}`;
  const turns = firefly.value === null ? '' : ` and ${firefly.value} turn${firefly.value === 1 ? '' : 's'}`;
  return `the firefly at ${cellName(cell)} ${dot}${turns}`;
}

/** The id of a firefly's number. */
export const clueId = (cell: Cell): string => `firefly ${cellName(cell)}`;

export function makeFirefly(size: GridSize, fireflies: readonly (readonly (Firefly | null)[])[]): FireflyPuzzle {
  const { rows, columns } = size;
  checkGridSize('Hotaru Beam', size, maximumFireflySize, { smallest: 'two cells', grids: { 'the fireflies': fireflies } });
  fireflies.forEach((row, r) =>
    row.forEach((firefly, c) => {
      const at = `row ${r + 1}, column ${c + 1}`;
      if (firefly?.value != null && (!Number.isInteger(firefly.value) || firefly.value < 0 || firefly.value > largestTurns)) {
        inputError(`the number ${firefly.value} at ${at} is outside 0..${largestTurns}`);
      }
      if (firefly?.direction != null && !isInside(size, move({ row: r, column: c }, firefly.direction))) {
        inputError(`the firefly at ${at} has its dot ${firefly.direction}, toward the edge of the grid`);
      }
    }),
  );
  return { rows, columns, fireflies: fireflies.map((row) => row.map((firefly) => (firefly === null ? null : { direction: firefly.direction, value: firefly.value }))) };
}
