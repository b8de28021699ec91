// The Sudoku model: one integer 1..n per cell.

import { givensStay, integerAnswer } from '../../core/integer-grid.js';
import { Model } from '../../core/model.js';
import { latinSquare } from '../shared/latin-square.js';
import type { SudokuPuzzle } from './puzzle.js';
import { givenId, houses } from './puzzle.js';

/** Every house holds each digit once; givens stay. Each given is a clue. */
export function buildModel(puzzle: SudokuPuzzle) {
  const model = new Model();
  // Each house holds every digit once.
  const cells = latinSquare(model, puzzle.size, houses(puzzle));
  // Givens stay.
  givensStay(model, cells, puzzle.givens, givenId);
  return integerAnswer(model, cells);
}
