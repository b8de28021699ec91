// Sudoku as text.

import { renderNumberGrid } from '../shared/text-grid.js';
import type { SudokuAnswer, SudokuPuzzle } from './puzzle.js';

/** The grid in text, boxes ruled off. */
export function render(puzzle: SudokuPuzzle, answer?: SudokuAnswer): string {
  const grid = answer ?? puzzle.givens;
  return renderNumberGrid(grid, { boxWidth: puzzle.boxWidth, boxHeight: puzzle.boxHeight });
}

