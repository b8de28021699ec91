// Cave puzzles: the grid of clues, checked when built.

import type { Cell, GridSize } from '../../core/geometry.js';
import { cellName } from '../../core/geometry.js';
import type { Clue, ClueGridPuzzle } from '../shared/clue-shading.js';
import { checkedClueGrid } from '../shared/clue-shading.js';

/** A clue cell: a number, or a number the setter left unknown (puz.link's `?`), which only says "in the cave". */
export type CaveClue = Clue;
/** clues[row][column]: the clue of that cell, or null for a plain cell. */
export type CavePuzzle = ClueGridPuzzle;

/** isShaded[row][column]. */
export type CaveAnswer = boolean[][];
/** What every solution agrees on: true shaded, false unshaded, null open. */
export type CavePartial = (boolean | null)[][];

export const maximumCaveSize: GridSize = { rows: 60, columns: 60 };

/** The largest count in a grid: a cell sees at most its whole row and column. */
export const largestCount = (size: GridSize): number => size.rows + size.columns - 1;

export function makeCave(size: GridSize, clues: readonly (readonly (CaveClue | null)[])[]): CavePuzzle {
  const largest = largestCount(size);
  return checkedClueGrid('Cave', size, maximumCaveSize, clues, { smallest: 1, largest, why: `a cell sees at most ${largest} cells` });
}

export const caveSize = (puzzle: CavePuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

/** The id of the clue in a cell (a number, or an unknown one). */
export const clueId = (cell: Cell): string => `clue ${cellName(cell)}`;
