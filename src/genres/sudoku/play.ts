// Playing and entering Sudoku in the studio: numbers and pencil marks in cells, boxes drawn as regions.

import { makeGrid } from '../../core/geometry.js';
import type { EditRules, PlayRules } from '../../core/play.js';
import type { NumberFacts, NumberMove, NumberState } from '../shared/number-play.js';
import { numberEdit, numberPlay, setCell } from '../shared/number-play.js';
import { latinNumberGenre } from '../shared/latin-square.js';
import type { SudokuAnswer, SudokuPuzzle } from './puzzle.js';
import { defaultBox, makeSudoku, sudokuSize } from './puzzle.js';

const asNumberGenre = latinNumberGenre<SudokuPuzzle>((puzzle) => ({
  ...(puzzle.diagonals ? { diagonals: true } : {}),
  // Each box is a region, so the renderer draws bold lines between boxes.
  regions: makeGrid(sudokuSize(puzzle), ({ row, column }) =>
    Math.floor(row / puzzle.boxHeight) * (puzzle.size / puzzle.boxWidth) + Math.floor(column / puzzle.boxWidth),
  ),
}));

export const sudokuPlay: PlayRules<SudokuPuzzle, NumberState, NumberMove, SudokuAnswer, NumberFacts> = numberPlay(asNumberGenre);

export const sudokuEdit: EditRules<SudokuPuzzle> = numberEdit(asNumberGenre, {
  parameters: [{ id: 'size', label: 'Size', minimum: 4, maximum: 16, initial: 9 }],
  blank: ({ size = 9 }) => makeSudoku(makeGrid({ rows: size, columns: size }, () => null), defaultBox(size)),
  parametersOf: (puzzle) => ({ size: puzzle.size }),
  withGiven: (puzzle, cell, value) =>
    makeSudoku(setCell(puzzle.givens, cell, value), { boxWidth: puzzle.boxWidth, boxHeight: puzzle.boxHeight }, puzzle.diagonals),
});
