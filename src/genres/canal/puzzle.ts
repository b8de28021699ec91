// Canal View puzzles: the grid of clues, checked when built.

import type { Cell, GridSize } from '../../core/geometry.js';
import { cellName } from '../../core/geometry.js';
import type { Clue, ClueGridPuzzle } from '../shared/clue-shading.js';
import { checkedClueGrid } from '../shared/clue-shading.js';

/** A clue cell: a number, or a number the setter left unknown (puz.link's `?`), which only keeps its cell unshaded. */
export type CanalClue = Clue;
/** clues[row][column]: the clue of that cell, or null for a plain cell. */
export type CanalPuzzle = ClueGridPuzzle;

/** isShaded[row][column]. */
export type CanalAnswer = boolean[][];
/** What every solution agrees on: true shaded, false unshaded, null open. */
export type CanalPartial = (boolean | null)[][];

export const maximumCanalSize: GridSize = { rows: 60, columns: 60 };

/** The largest count in a grid, as puz.link allows it: the rest of the clue's row and column. */
export const largestCount = (size: GridSize): number => size.rows + size.columns - 2;

export function makeCanal(size: GridSize, clues: readonly (readonly (CanalClue | null)[])[]): CanalPuzzle {
  const largest = largestCount(size);
  const numbers = { smallest: 0, largest, why: `a cell sees at most ${largest} cells` };
  return checkedClueGrid('Canal View', size, maximumCanalSize, clues, numbers);
}

export const canalSize = (puzzle: CanalPuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

/** The id of the clue in a cell (a number, or an unknown one). */
export const clueId = (cell: Cell): string => `clue ${cellName(cell)}`;
