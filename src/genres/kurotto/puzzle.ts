// Kurotto puzzles: the grid of circles, checked when built.

import type { Cell, GridSize } from '../../core/geometry.js';
import { cellName } from '../../core/geometry.js';
import type { Clue, ClueGridPuzzle } from '../shared/clue-shading.js';
import { checkedClueGrid } from '../shared/clue-shading.js';

/** A circle: with a number, or without one (puz.link's `?`), which only keeps its cell unshaded. */
export type KurottoClue = Clue;
/** clues[row][column]: the circle in that cell, or null for a plain cell. */
export type KurottoPuzzle = ClueGridPuzzle;

/** isShaded[row][column]. */
export type KurottoAnswer = boolean[][];
/** What every solution agrees on: true shaded, false unshaded, null open. */
export type KurottoPartial = (boolean | null)[][];

export const maximumKurottoSize: GridSize = { rows: 60, columns: 60 };

/** The largest number in a grid, as puz.link allows it: every other cell shaded, and never past 999. */
export const largestNumber = (size: GridSize): number => Math.min(999, size.rows * size.columns - 1);

export function makeKurotto(size: GridSize, clues: readonly (readonly (KurottoClue | null)[])[]): KurottoPuzzle {
  const largest = largestNumber(size);
  return checkedClueGrid('Kurotto', size, maximumKurottoSize, clues, { smallest: 0, largest, why: 'the other cells of the grid' });
}

export const kurottoSize = (puzzle: KurottoPuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

/** The id of the circle in a cell (numbered or not). */
export const clueId = (cell: Cell): string => `circle ${cellName(cell)}`;
