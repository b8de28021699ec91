// Sudoku puzzles from a random full grid: every digit starts as a given, then givens are taken away in symmetric
// pairs while the grid stays the only solution and the rating stays within the requested difficulty.

import { inputError } from '../../core/errors.js';
import { makeGrid } from '../../core/geometry.js';
import type { Generator } from '../../core/genre.js';
import { givensFilled, givensKept } from '../../core/integer-grid.js';
import { removalGenerator, switchOption, symmetryOption, yesNoOption } from '../../core/generate.js';
import type { RatingScale } from '../../core/rating.js';
import { partialToJson } from './formats.js';
import { buildModel } from './model.js';
import type { SudokuAnswer, SudokuPuzzle } from './puzzle.js';
import { defaultBox, givenId, makeSudoku } from './puzzle.js';

export const sudokuScale: RatingScale = { medium: 2, hard: 8, expert: 15 };

export const sudokuGenerator: Generator<SudokuPuzzle, SudokuAnswer> = removalGenerator({
  genre: { model: buildModel, partialToJson, ratingScale: sudokuScale },
  defaultSize: { rows: 9, columns: 9 },
  minimumSize: { rows: 4, columns: 4 },
  maximumSize: { rows: 16, columns: 16 },
  options: [
    symmetryOption('rotate2'),
    switchOption('diagonals', 'yes for Sudoku X (both main diagonals also hold every digit)'),
  ],
  space: {
    givenId,
    blank(request) {
      if (request.rows !== request.columns) inputError(`a Sudoku is square, not ${request.columns}x${request.rows}`, { field: 'size' });
      return makeSudoku(makeGrid(request, () => null), defaultBox(request.rows), yesNoOption(request, 'diagonals'));
    },
    // Every cell given its digit.
    withAllClues: (puzzle, answer) => makeSudoku(givensFilled(puzzle.givens, answer), puzzle, puzzle.diagonals),
    keepClues: (puzzle, kept) => makeSudoku(givensKept(puzzle.givens, kept, givenId), puzzle, puzzle.diagonals),
  },
});
