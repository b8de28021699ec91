// Kurodoko puzzles: the grid of clues, checked when built.

import type { Cell, GridSize } from '../../core/geometry.js';
import { cellName } from '../../core/geometry.js';
import type { Clue, ClueGridPuzzle } from '../shared/clue-shading.js';
import { checkedClueGrid } from '../shared/clue-shading.js';

/** A clue cell: a number, or a number the setter left unknown (puzz.link's `?`), which only says "unshaded". */
export type KurodokoClue = Clue;
/** clues[row][column]: the clue of that cell, or null for a plain cell. */
export type KurodokoPuzzle = ClueGridPuzzle;

/** isShaded[row][column]. */
export type KurodokoAnswer = boolean[][];
/** What every solution agrees on: true shaded, false unshaded, null open. */
export type KurodokoPartial = (boolean | null)[][];

export const maximumKurodokoSize: GridSize = { rows: 60, columns: 60 };

export function makeKurodoko(size: GridSize, clues: readonly (readonly (KurodokoClue | null)[])[]): KurodokoPuzzle {
  const largest = size.rows + size.columns - 1;
  const numbers = { smallest: 1, largest, why: `a cell sees at most ${largest} cells` };
  return checkedClueGrid('Kurodoko', size, maximumKurodokoSize, clues, numbers);
}

export const kurodokoSize = (puzzle: KurodokoPuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

/** The id of the clue in a cell (a number, or an unknown one). */
export const clueId = (cell: Cell): string => `clue ${cellName(cell)}`;

