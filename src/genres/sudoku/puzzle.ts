// Sudoku puzzles: the grid of givens and its boxes, checked when built; the houses every digit fills once.

import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, cellName } from '../../core/geometry.js';
import { cachedBy } from '../../core/cache.js';
import { inputError } from '../../core/errors.js';
import type { House } from '../shared/latin-square.js';
import { checkLatinGivens, latinLines } from '../shared/latin-square.js';

export interface SudokuPuzzle {
  /** n: the grid is n×n and holds 1..n. */
  readonly size: number;
  readonly boxWidth: number;
  readonly boxHeight: number;
  /** givens[row][column]: a digit, or null for an empty cell. */
  readonly givens: readonly (readonly (number | null)[])[];
  /** Solo's X variant: both main diagonals also hold 1..n. */
  readonly diagonals: boolean;
}

export type SudokuAnswer = number[][];
export type SudokuPartial = (number | null)[][];

export const maximumSudokuSize = 36;

/** The usual box for an n×n grid: as square as possible, wider than tall. */
export function defaultBox(size: number): { boxWidth: number; boxHeight: number } {
  let boxHeight = Math.floor(Math.sqrt(size));
  // Stops at 1 whatever the size is (a size that is not a whole number must not loop forever).
  while (boxHeight > 1 && size % boxHeight !== 0) boxHeight--;
  return { boxWidth: size / boxHeight, boxHeight };
}

export function makeSudoku(
  givens: readonly (readonly (number | null)[])[],
  box?: { boxWidth: number; boxHeight: number },
  diagonals = false,
): SudokuPuzzle {
  const size = givens.length;
  // The smallest Sudoku worth the name (and the smallest a Solo game ID holds) is 2×2.
  if (size === 1) inputError('a 1×1 grid is not a Sudoku: the smallest is 2×2', { line: 1 });
  checkLatinGivens('Sudoku', size, givens, maximumSudokuSize);
  const { boxWidth, boxHeight } = box ?? defaultBox(size);
  if (boxWidth * boxHeight !== size) inputError(`boxes of ${boxWidth}×${boxHeight} do not fit a ${size}×${size} grid`);
  return { size, boxWidth, boxHeight, givens: givens.map((row) => [...row]), diagonals };
}

/** The houses (rows, columns, boxes, diagonals) as lists of cells, made once per shape: a batch's models and checks read them. */
export const houses: (puzzle: SudokuPuzzle) => readonly House[] = cachedBy(
  (puzzle) => `${puzzle.size} ${puzzle.boxWidth} ${puzzle.boxHeight} ${puzzle.diagonals}`,
  housesOfShape,
);

/** The houses of one shape of grid: each must hold 1..n once. */
function housesOfShape(puzzle: SudokuPuzzle): House[] {
  const { size: n, boxWidth, boxHeight } = puzzle;
  // Box k: its place among the boxes (n / boxWidth of them in a band), then each cell's place within it.
  const box = (index: number): House => ({
    name: `box ${index + 1}`,
    cells: allCells({ rows: boxHeight, columns: boxWidth }).map(({ row, column }) => ({
      row: Math.floor(index / (n / boxWidth)) * boxHeight + row,
      column: (index % (n / boxWidth)) * boxWidth + column,
    })),
  });
  const lines = latinLines(n);
  // Row k, column k and box k, for each k in turn.
  const result = Array.from({ length: n }, (_, index) => [lines[2 * index]!, lines[2 * index + 1]!, box(index)]).flat();
  if (puzzle.diagonals) {
    result.push({ name: 'main diagonal', cells: Array.from({ length: n }, (_, k) => ({ row: k, column: k })) });
    result.push({ name: 'anti-diagonal', cells: Array.from({ length: n }, (_, k) => ({ row: k, column: n - 1 - k })) });
  }
  return result;
}

/** The id of the clue that gives a cell's digit. */
export const givenId = (cell: Cell): string => `given ${cellName(cell)}`;

export const sudokuSize = (puzzle: SudokuPuzzle): GridSize => ({ rows: puzzle.size, columns: puzzle.size });
