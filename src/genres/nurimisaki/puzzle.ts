// Nurimisaki puzzles: the grid of circles, checked when built.

import type { Cell, GridSize } from '../../core/geometry.js';
import { cellName } from '../../core/geometry.js';
import type { Clue, ClueGridPuzzle } from '../shared/clue-shading.js';
import { checkedClueGrid } from '../shared/clue-shading.js';

/** A circle: with a number, or without one (puz.link's `?`), which only says the cell is a cape. */
export type NurimisakiClue = Clue;
/** clues[row][column]: the circle in that cell, or null for a plain cell. */
export type NurimisakiPuzzle = ClueGridPuzzle;

/** isShaded[row][column]. */
export type NurimisakiAnswer = boolean[][];
/** What every solution agrees on: true shaded, false unshaded, null open. */
export type NurimisakiPartial = (boolean | null)[][];

export const maximumNurimisakiSize: GridSize = { rows: 60, columns: 60 };

/** The largest number puz.link takes in a grid: a cell's row and column together. */
export const largestNumber = (size: GridSize): number => size.rows + size.columns - 1;

export function makeNurimisaki(size: GridSize, clues: readonly (readonly (NurimisakiClue | null)[])[]): NurimisakiPuzzle {
  const largest = largestNumber(size);
  const numbers = { smallest: 1, largest, why: 'a number counts cells of its row or column', placed: true };
  return checkedClueGrid('Nurimisaki', size, maximumNurimisakiSize, clues, numbers, 'the circles');
}

export const nurimisakiSize = (puzzle: NurimisakiPuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

export const isCircle = (puzzle: NurimisakiPuzzle, cell: Cell): boolean => puzzle.clues[cell.row]![cell.column] !== null;

/** The id of the number in a circle (the circles themselves are the grid, not clues: see model.ts). */
export const clueId = (cell: Cell): string => `number ${cellName(cell)}`;
