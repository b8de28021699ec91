// The Sudoku rule checker.

import type { CheckCode, Violation } from '../../core/genre.js';
import { latinSquareViolations } from '../shared/latin-square.js';
import type { SudokuAnswer, SudokuPuzzle } from './puzzle.js';
import { houses } from './puzzle.js';

/** The codes this checker reports, in the order it looks. */
export const checkCodes: readonly CheckCode[] = [
  { code: 'wrong-size', description: 'the answer has the size of the grid' },
  { code: 'empty-cell', description: 'every cell holds a digit from 1 to n' },
  { code: 'given-changed', description: 'the givens stay as they are' },
  { code: 'repeated-digit', description: 'no digit twice in a row, column, box (or diagonal in the X variant)' },
];

/** The rule checker, independent of the model: digits in range, givens kept, no digit twice in a house. */
export function check(puzzle: SudokuPuzzle, answer: SudokuAnswer): Violation[] {
  const codes = { outOfRange: 'empty-cell', repeated: 'repeated-digit' };
  return latinSquareViolations(puzzle.givens, answer, { word: 'digit', emptyAllowed: false, houses: houses(puzzle), codes });
}
