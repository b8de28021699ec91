// Castle Wall puzzles: a grid of cells, some of them clue cells, each white, black or grey, with a number and an
// arrow or without. The loop runs through the centres of the other cells, not necessarily all of them.

import type { Cell, Direction, GridSize } from '../../core/geometry.js';
import { cellName, ray } from '../../core/geometry.js';
import { checkGridSize, inputError } from '../../core/errors.js';
import type { LineGrid } from '../../core/lines.js';

/** Where a clue cell lies: white inside the loop, black outside, grey either. */
export type CastleColour = 'white' | 'black' | 'grey';

/**
 * A clue cell. `direction` and `value`: the number of loop segments that way from the cell, to the edge (value null:
 * a `?`, any count). A cell with neither is a clue cell that only has its colour; a number always has an arrow.
 */
export interface CastleClue {
  readonly colour: CastleColour;
  readonly direction: Direction | null;
  readonly value: number | null;
}

export interface CastlePuzzle {
  readonly rows: number;
  readonly columns: number;
  /** clues[row][column]: the clue in that cell, or null for a cell the loop may pass. */
  readonly clues: readonly (readonly (CastleClue | null)[])[];
}

/** The loop's lines between cell centres. */
export type CastleAnswer = LineGrid;

/** What every solution agrees on: null where open. */
export type CastlePartial = LineGrid<boolean | null>;

export const maximumCastleSize: GridSize = { rows: 60, columns: 60 };

export const castleSize = (puzzle: CastlePuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

export const clueAt = (puzzle: CastlePuzzle, cell: Cell): CastleClue | null => puzzle.clues[cell.row]![cell.column] ?? null;

/** The id of a clue cell: its colour, its number and arrow, and the loop kept out of it. */
export const clueId = (cell: Cell): string => `clue ${cellName(cell)}`;

/** A clue in words: `the white 2 pointing left at r3c4`, `the black cell at r1c1`. */
export function clueWords(clue: CastleClue, cell: Cell): string {
  if (clue.direction === null) return `the ${clue.colour} cell at ${cellName(cell)}`;
  return `the ${clue.colour} ${clue.value ?? '?'} pointing ${clue.direction} at ${cellName(cell)}`;
}

export function makeCastle(size: GridSize, clues: readonly (readonly (CastleClue | null)[])[]): CastlePuzzle {
  const { rows, columns } = size;
  checkGridSize('Castle Wall', size, maximumCastleSize, { smallest: 'two cells', grids: { 'the clues': clues } });
  clues.forEach((row, r) =>
    row.forEach((clue, c) => {
      if (clue === null) return;
      const cell = { row: r, column: c };
      if (!['white', 'black', 'grey'].includes(clue.colour)) inputError(`the clue cell ${cellName(cell)} is white, black or grey, not ${String(clue.colour)}`, { cell });
      if (clue.direction === null) {
        if (clue.value !== null) inputError(`the number ${clue.value} at ${cellName(cell)} has no arrow`, { cell });
        return;
      }
      if (clue.value === null) return;
      if (!Number.isInteger(clue.value) || clue.value < 0) inputError(`a Castle Wall number is a whole number of 0 or more, not ${clue.value} (at ${cellName(cell)})`, { cell });
      // The segments a number counts join the cells beyond its own, one fewer than those cells.
      const room = Math.max(0, ray(size, cell, clue.direction).length - 1);
      if (clue.value > room) {
        inputError(`the ${clue.value} at ${cellName(cell)} points ${clue.direction} at room for ${room} segment${room === 1 ? '' : 's'} of the loop`, { cell });
      }
    }),
  );
  return { rows, columns, clues: clues.map((row) => row.map((clue) => (clue === null ? null : { colour: clue.colour, direction: clue.direction, value: clue.value }))) };
}
