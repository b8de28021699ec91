// Nurikabe puzzles: the grid of numbers, checked when built.

import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, cellName } from '../../core/geometry.js';
import { checkGridSize, inputError } from '../../core/errors.js';
import type { Clue, ClueGridPuzzle } from '../shared/clue-shading.js';

/** A numbered cell: the size of its island, or a number the setter left unknown (puzz.link's `?`). */
export type NurikabeClue = Clue;
/** clues[row][column]: the number in that cell, or null for a plain cell. */
export type NurikabePuzzle = ClueGridPuzzle;

/** isShaded[row][column]. */
export type NurikabeAnswer = boolean[][];
/** What every solution agrees on: true shaded, false unshaded, null open. */
export type NurikabePartial = (boolean | null)[][];

export const maximumNurikabeSize: GridSize = { rows: 60, columns: 60 };

export function makeNurikabe(size: GridSize, clues: readonly (readonly (NurikabeClue | null)[])[]): NurikabePuzzle {
  const { rows, columns } = size;
  checkGridSize('Nurikabe', size, maximumNurikabeSize, { grids: { 'the numbers': clues } });
  clues.forEach((row, r) =>
    row.forEach((clue, c) => {
      // An island holds its numbered cell, and no more cells than the grid has.
      if (clue?.kind === 'number' && (!Number.isInteger(clue.value) || clue.value < 1 || clue.value > rows * columns)) {
        inputError(`the number ${clue.value} at row ${r + 1}, column ${c + 1} is outside 1..${rows * columns} (an island has 1 to ${rows * columns} cells)`);
      }
    }),
  );
  return { rows, columns, clues: clues.map((row) => row.map((clue) => (clue === null ? null : { ...clue }))) };
}

export const nurikabeSize = (puzzle: NurikabePuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

export const clueAt = (puzzle: NurikabePuzzle, cell: Cell): NurikabeClue | null => puzzle.clues[cell.row]![cell.column]!;

/** The numbered cells (known or unknown number) among `cells`, in their order: every one, in reading order, by default. */
export function numberedCells(puzzle: NurikabePuzzle, cells?: readonly Cell[]): { cell: Cell; clue: NurikabeClue }[] {
  return (cells ?? allCells(nurikabeSize(puzzle))).flatMap((cell) => {
    const clue = clueAt(puzzle, cell);
    return clue === null ? [] : [{ cell, clue }];
  });
}

/** The id of the number in a cell. */
export const clueId = (cell: Cell): string => `number ${cellName(cell)}`;
