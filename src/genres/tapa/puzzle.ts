// Tapa puzzles: the grid of clues, each a list of one to four numbers, checked when built; the ring of eight cells
// round a clue and the runs of shaded cells in it.

import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, cellName, isInside } from '../../core/geometry.js';
import { checkGridSize, inputError } from '../../core/errors.js';

/** One number of a clue: the length of a run of shaded cells, or a length the setter left unknown (`?`). */
export type TapaNumber = { readonly kind: 'number'; readonly value: number } | { readonly kind: 'unknown' };

/** A clue: the lengths of the runs of shaded cells round it, in any order (one to four numbers). */
export type TapaClue = readonly TapaNumber[];

export interface TapaPuzzle {
  readonly rows: number;
  readonly columns: number;
  /** clues[row][column]: the clue in that cell, or null for a plain cell. */
  readonly clues: readonly (readonly (TapaClue | null)[])[];
}

/** isShaded[row][column]. */
export type TapaAnswer = boolean[][];
/** What every solution agrees on: true shaded, false unshaded, null open. */
export type TapaPartial = (boolean | null)[][];

export const maximumTapaSize: GridSize = { rows: 60, columns: 60 };

/** The ring has eight cells: runs and the gaps between them fit in it only so far. */
const ringLength = 8;

/**
 * Why a clue cannot be a Tapa clue, or undefined when it can: one number from 0 to 8, or two to four numbers of at
 * least 1 whose runs and the gaps between them fit in the ring of eight (a `?` counts as at least 1), as puz.link
 * allows them.
 */
export function clueProblem(clue: TapaClue): string | undefined {
  if (clue.length < 1 || clue.length > 4) return `a clue holds one to four numbers, not ${clue.length}`;
  for (const number of clue) {
    if (number.kind === 'number' && !Number.isInteger(number.value)) return `${number.value} is not a whole number`;
  }
  if (clue.length === 1) {
    const only = clue[0]!;
    return only.kind === 'number' && (only.value < 0 || only.value > ringLength) ? `the number ${only.value} is outside 0..8 (a ring has eight cells)` : undefined;
  }
  if (clue.some((number) => number.kind === 'number' && number.value < 1)) return 'in a clue of several numbers each run is at least 1';
  const least = clue.reduce((total, number) => total + (number.kind === 'number' ? number.value : 1), 0) + clue.length;
  return least > ringLength ? `the runs ${clueText(clue)} and a gap after each need ${least} cells; the ring has eight` : undefined;
}

export function makeTapa(size: GridSize, clues: readonly (readonly (TapaClue | null)[])[]): TapaPuzzle {
  const { rows, columns } = size;
  checkGridSize('Tapa', size, maximumTapaSize);
  if (clues.length !== rows) inputError(`the grid has ${clues.length} rows, not ${rows}`);
  clues.forEach((row, r) => {
    if (row.length !== columns) inputError(`row ${r + 1} has ${row.length} cells, not ${columns}`, { line: r + 1 });
    row.forEach((clue, c) => {
      const problem = clue === null ? undefined : clueProblem(clue);
      if (problem !== undefined) inputError(`the clue at row ${r + 1}, column ${c + 1}: ${problem}`);
    });
  });
  return { rows, columns, clues: clues.map((row) => row.map((clue) => (clue === null ? null : clue.map((number) => ({ ...number }))))) };
}

export const tapaSize = (puzzle: TapaPuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

export const clueAt = (puzzle: TapaPuzzle, cell: Cell): TapaClue | null => puzzle.clues[cell.row]![cell.column]!;

/** Every clue cell, in reading order. */
export function clueCells(puzzle: TapaPuzzle): { cell: Cell; clue: TapaClue }[] {
  return allCells(tapaSize(puzzle)).flatMap((cell) => {
    const clue = clueAt(puzzle, cell);
    return clue === null ? [] : [{ cell, clue }];
  });
}

/** The clue as puz.link shows it: its numbers with spaces, `?` for an unknown one. */
export const clueText = (clue: TapaClue): string => clue.map((number) => (number.kind === 'number' ? String(number.value) : '?')).join(' ');

/** The id of the clue in a cell. */
export const clueId = (cell: Cell): string => `clue ${cellName(cell)}`;

/** The eight offsets of the ring, clockwise from the top left corner: consecutive ones touch. */
const ringOffsets: readonly (readonly [number, number])[] = [
  [-1, -1],
  [-1, 0],
  [-1, 1],
  [0, 1],
  [1, 1],
  [1, 0],
  [1, -1],
  [0, -1],
];

/** The ring round a cell, clockwise; a place outside the grid is undefined (it counts as unshaded). */
export function ring(size: GridSize, cell: Cell): (Cell | undefined)[] {
  return ringOffsets.map(([down, across]) => {
    const next = { row: cell.row + down, column: cell.column + across };
    return isInside(size, next) ? next : undefined;
  });
}

/** The lengths of the runs of shaded places round a ring of eight (a run may wrap past the first place). */
export function runLengths(shaded: readonly boolean[]): number[] {
  const start = shaded.indexOf(false);
  if (start < 0) return [shaded.length];
  const runs: number[] = [];
  let length = 0;
  for (let step = 1; step <= shaded.length; step++) {
    if (shaded[(start + step) % shaded.length]) length++;
    else if (length > 0) {
      runs.push(length);
      length = 0;
    }
  }
  return runs;
}

/**
 * Whether the runs fit the clue: as many runs as numbers, each known number matched by a run of its length, in any
 * order. A ring with no run reads as the single number 0 (so a lone `?` is also met by none, as puz.link judges).
 */
export function runsFit(clue: TapaClue, runs: readonly number[]): boolean {
  const left = runs.length === 0 ? [0] : [...runs];
  if (left.length !== clue.length) return false;
  for (const number of clue) {
    if (number.kind === 'unknown') continue;
    const index = left.indexOf(number.value);
    if (index < 0) return false;
    left.splice(index, 1);
  }
  return true;
}
