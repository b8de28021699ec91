// Double Choco puzzles: the grid of white and grey cells with their numbers, checked when built, and the borders
// that answer one.

import type { Cell, GridSize } from '../../core/geometry.js';
import { cellName } from '../../core/geometry.js';
import { checkGridSize, checkNumbers } from '../../core/errors.js';
import type { Walls } from '../../core/regions.js';
import type { OpenBorders } from '../shared/border-answers.js';

/** A number, or one the setter left unknown (puz.link's `?`): its half may have any size. */
export type DoubleChocoClue = { readonly kind: 'number'; readonly value: number } | { readonly kind: 'unknown' };

export interface DoubleChocoPuzzle {
  readonly rows: number;
  readonly columns: number;
  /** grey[row][column]: whether the cell is grey (else white). */
  readonly grey: readonly (readonly boolean[])[];
  /** clues[row][column]: the number in that cell, or null. */
  readonly clues: readonly (readonly (DoubleChocoClue | null)[])[];
}

/** The borders between cells; the regions are the areas they close. */
export type DoubleChocoAnswer = Walls;
/** What every solution agrees on: true a border, false none, null open. */
export type DoubleChocoPartial = OpenBorders;

/**
 * Every cell carries its region's motion, so the model grows with the square of the area: a published 8×8 answers
 * in under a second and a 10×10 in about a minute; 16×16 is the largest offered.
 */
export const maximumDoubleChocoSize: GridSize = { rows: 16, columns: 16 };

/** The largest number a grid holds: a half is at most half the grid (puz.link's limit). */
export const largestNumber = (size: GridSize): number => Math.max(1, Math.floor((size.rows * size.columns) / 2));

export function makeDoubleChoco(size: GridSize, grey: readonly (readonly boolean[])[], clues: readonly (readonly (DoubleChocoClue | null)[])[]): DoubleChocoPuzzle {
  const { rows, columns } = size;
  checkGridSize('Double Choco', size, maximumDoubleChocoSize, { grids: { 'the colours': grey, 'the numbers': clues } });
  checkNumbers(clues, (clue) => (clue?.kind === 'number' ? clue.value : null), { smallest: 1, largest: largestNumber(size), why: 'the size of a half in the grid' });
  return { rows, columns, grey: grey.map((row) => [...row]), clues: clues.map((row) => row.map((clue) => (clue === null ? null : { ...clue }))) };
}

export const doubleChocoSize = (puzzle: DoubleChocoPuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

export const clueAt = (puzzle: DoubleChocoPuzzle, cell: Cell): DoubleChocoClue | null => puzzle.clues[cell.row]![cell.column]!;

export const isGrey = (puzzle: DoubleChocoPuzzle, cell: Cell): boolean => puzzle.grey[cell.row]![cell.column]!;

/** The id of the number in a cell. */
export const clueId = (cell: Cell): string => `number ${cellName(cell)}`;

/** A number in words: `the 4 at r1c2`, `the ? at r2c2`. */
export const clueName = (clue: DoubleChocoClue, cell: Cell): string => `the ${clue.kind === 'number' ? clue.value : '?'} at ${cellName(cell)}`;

/** A colour in words. */
export const colourName = (grey: boolean): string => (grey ? 'grey' : 'white');
