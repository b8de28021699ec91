// Fillomino puzzles: the grid of given numbers, checked when built, and the filled grid that answers one.

import type { Cell, GridSize } from '../../core/geometry.js';
import { cellName } from '../../core/geometry.js';
import { checkGridSize, checkNumbers } from '../../core/errors.js';
import type { NumberClue } from '../../core/formats/codec.js';
import { clueNumber } from '../../core/formats/codec.js';

/** A given number, or a given cell whose number the setter left unknown (puz.link's `?`): any size. */
export type FillominoClue = NumberClue;

export interface FillominoPuzzle {
  readonly rows: number;
  readonly columns: number;
  /** clues[row][column]: the number given in that cell, or null. */
  readonly clues: readonly (readonly (FillominoClue | null)[])[];
}

/** Every cell's number: the size of its region. */
export type FillominoAnswer = readonly (readonly number[])[];
/** What every solution agrees on: a cell's number once its region is settled, else null. */
export type FillominoPartial = readonly (readonly (number | null)[])[];

/**
 * Every cell may hold any size up to the grid's area, so the model grows with the square of the area: 20×20, the
 * largest published size, is the largest offered.
 */
export const maximumFillominoSize: GridSize = { rows: 20, columns: 20 };

export function makeFillomino(size: GridSize, clues: readonly (readonly (FillominoClue | null)[])[]): FillominoPuzzle {
  const { rows, columns } = size;
  checkGridSize('Fillomino', size, maximumFillominoSize, { grids: { 'the numbers': clues } });
  checkNumbers(clues, clueNumber, { smallest: 1, largest: rows * columns, why: 'the size of a region in the grid' });
  return { rows, columns, clues: clues.map((row) => row.map((clue) => (clue === null ? null : { ...clue }))) };
}

export const fillominoSize = (puzzle: FillominoPuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

export const clueAt = (puzzle: FillominoPuzzle, cell: Cell): FillominoClue | null => puzzle.clues[cell.row]![cell.column]!;

/** The id of the number given in a cell. */
export const clueId = (cell: Cell): string => `number ${cellName(cell)}`;

/** A given number in words: `the 4 at r1c3`, `the ? at r2c2`. */
export const clueName = (clue: FillominoClue, cell: Cell): string => `the ${clue.kind === 'number' ? clue.value : '?'} at ${cellName(cell)}`;
