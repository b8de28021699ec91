// Kurodoko puzzles: the grid of clues, checked when built.

import type { Cell, GridSize } from '../../core/geometry.js';
import { cellName } from '../../core/geometry.js';
import { checkGridSize, inputError } from '../../core/errors.js';
import type { Clue, ClueGridPuzzle } from '../shared/clue-shading.js';

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
  const { rows, columns } = size;
  checkGridSize('Kurodoko', size, maximumKurodokoSize);
  const largest = rows + columns - 1;
  clues.forEach((row, r) =>
    row.forEach((clue, c) => {
      if (clue?.kind === 'number' && (!Number.isInteger(clue.value) || clue.value < 1 || clue.value > largest)) {
        inputError(`the number ${clue.value} at row ${r + 1}, column ${c + 1} is outside 1..${largest} (a cell sees at most ${largest} cells)`);
      }
    }),
  );
  return { rows, columns, clues: clues.map((row) => row.map((clue) => (clue === null ? null : { ...clue }))) };
}

export const kurodokoSize = (puzzle: KurodokoPuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

/** The id of the clue in a cell (a number, or an unknown one). */
export const clueId = (cell: Cell): string => `clue ${cellName(cell)}`;

