// Nurikabe puzzles: the grid of numbers, checked when built.

import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, cellName } from '../../core/geometry.js';
import type { Clue, ClueGridPuzzle } from '../shared/clue-shading.js';
import { checkedClueGrid } from '../shared/clue-shading.js';

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
  // An island holds its numbered cell, and no more cells than the grid has.
  const cells = size.rows * size.columns;
  const numbers = { smallest: 1, largest: cells, why: `an island has 1 to ${cells} cells` };
  return checkedClueGrid('Nurikabe', size, maximumNurikabeSize, clues, numbers, 'the numbers');
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
