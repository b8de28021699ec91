// Sudoku: fill an n×n grid so that every row, every column and every box holds each of 1..n exactly once.
// Boxes are rectangles (2×2 in a 4×4, 3 wide × 2 tall in a 6×6, 3×3 in a 9×9, ...). Solo's X variant adds both
// main diagonals. Example (4×4, puzz.link `sudoku/4/4/g1k23k3g`):   . 1 . .      2 1 4 3
//                                                                      . . . .  ->  4 3 1 2
//                                                                      . . 2 3      3 4 2 1
//                                                                      . . 3 .      1 2 3 4

import type { Genre } from '../../core/genre.js';
import { check, checkCodes } from './check.js';
import { answerFromJson, answerToJson, gridFormat, lineFormat, partialToJson, soloFormat, urlFormat } from './formats.js';
import { collection } from './collection.js';
import { sudokuGenerator, sudokuScale } from './generate.js';
import { buildModel } from './model.js';
import { sudokuEdit, sudokuPlay } from './play.js';
import type { SudokuAnswer, SudokuPartial, SudokuPuzzle } from './puzzle.js';
import { maximumSudokuSize, sudokuSize } from './puzzle.js';
import { render } from './render.js';

export type { SudokuAnswer, SudokuPartial, SudokuPuzzle } from './puzzle.js';
export { defaultBox, givenId, houses, makeSudoku, maximumSudokuSize } from './puzzle.js';

export const sudoku: Genre<SudokuPuzzle, SudokuAnswer, SudokuPartial> = {
  id: 'sudoku',
  name: 'Sudoku',
  aliases: ['solo', 'number-place'],
  rules:
    'Fill the grid with digits so that every row, every column and every box holds each digit from 1 to n exactly once. ' +
    'In the X variant both main diagonals do too.',
  formats: [urlFormat, soloFormat, lineFormat, gridFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?sudoku/4/4/g1k23k3g', '2x3:2b3b5_3h5b4h6_1b2b3'],
  maximumSize: { rows: maximumSudokuSize, columns: maximumSudokuSize },
  size: sudokuSize,
  model: buildModel,
  check,
  checkCodes,
  render,
  answerToJson,
  answerFromJson,
  partialToJson,
  play: sudokuPlay,
  edit: sudokuEdit,
  generator: sudokuGenerator,
  collection,
  ratingScale: sudokuScale,
};
