// Sudoku puzzles: the grid of givens and its boxes, checked when built; the houses every digit fills once.

import type { Cell, GridSize } from '../../core/geometry.js';
import { cellName } from '../../core/geometry.js';
import { inputError } from '../../core/errors.js';

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
  if (size < 1) inputError('the grid is empty');
  // The smallest Sudoku worth the name (and the smallest a Solo game ID holds) is 2×2.
  if (size < 2) inputError('a 1×1 grid is not a Sudoku: the smallest is 2×2', { line: 1 });
  if (size > maximumSudokuSize) inputError(`a ${size}×${size} Sudoku is larger than the supported ${maximumSudokuSize}×${maximumSudokuSize}`);
  const { boxWidth, boxHeight } = box ?? defaultBox(size);
  if (boxWidth * boxHeight !== size) inputError(`boxes of ${boxWidth}×${boxHeight} do not fit a ${size}×${size} grid`);
  givens.forEach((row, rowIndex) => {
    if (row.length !== size) inputError(`row ${rowIndex + 1} has ${row.length} cells, expected ${size}`, { line: rowIndex + 1 });
    row.forEach((value, column) => {
      if (value !== null && (!Number.isInteger(value) || value < 1 || value > size)) {
        inputError(`the digit ${value} is outside 1..${size}`, { line: rowIndex + 1, column: column + 1 });
      }
    });
  });
  return { size, boxWidth, boxHeight, givens: givens.map((row) => [...row]), diagonals };
}

/** The houses (rows, columns, boxes, diagonals) as lists of cells: each must hold 1..n once. */
export function houses(puzzle: SudokuPuzzle): { name: string; cells: Cell[] }[] {
  const n = puzzle.size;
  const result: { name: string; cells: Cell[] }[] = [];
  for (let index = 0; index < n; index++) {
    result.push({ name: `row ${index + 1}`, cells: Array.from({ length: n }, (_, column) => ({ row: index, column })) });
    result.push({ name: `column ${index + 1}`, cells: Array.from({ length: n }, (_, row) => ({ row, column: index })) });
    const top = Math.floor(index / (n / puzzle.boxWidth)) * puzzle.boxHeight;
    const left = (index % (n / puzzle.boxWidth)) * puzzle.boxWidth;
    const box: Cell[] = [];
    for (let row = top; row < top + puzzle.boxHeight; row++) {
      for (let column = left; column < left + puzzle.boxWidth; column++) box.push({ row, column });
    }
    result.push({ name: `box ${index + 1}`, cells: box });
  }
  if (puzzle.diagonals) {
    result.push({ name: 'main diagonal', cells: Array.from({ length: n }, (_, k) => ({ row: k, column: k })) });
    result.push({ name: 'anti-diagonal', cells: Array.from({ length: n }, (_, k) => ({ row: k, column: n - 1 - k })) });
  }
  return result;
}

/** The id of the clue that gives a cell's digit. */
export const givenId = (cell: Cell): string => `given ${cellName(cell)}`;

export const sudokuSize = (puzzle: SudokuPuzzle): GridSize => ({ rows: puzzle.size, columns: puzzle.size });
