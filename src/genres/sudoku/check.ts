// The Sudoku rule checker.

import type { Cell } from '../../core/geometry.js';
import { allCells } from '../../core/geometry.js';
import type { CheckCode, Violation } from '../../core/genre.js';
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
  const n = puzzle.size;
  const violations: Violation[] = [];
  if (answer.length !== n || answer.some((row) => row.length !== n)) {
    return [{ code: 'wrong-size', message: `the answer must be ${n}×${n}`, cells: [] }];
  }
  for (const position of allCells({ rows: n, columns: n })) {
    const value = answer[position.row]![position.column]!;
    const given = puzzle.givens[position.row]![position.column];
    if (!Number.isInteger(value) || value < 1 || value > n) {
      violations.push({ code: 'empty-cell', message: `a cell holds ${value}, not a digit 1..${n}`, cells: [position] });
    } else if (given !== null && given !== undefined && given !== value) {
      violations.push({ code: 'given-changed', message: `the given ${given} was changed to ${value}`, cells: [position] });
    }
  }
  for (const house of houses(puzzle)) {
    const seen = new Map<number, Cell[]>();
    for (const position of house.cells) {
      const value = answer[position.row]![position.column]!;
      if (!Number.isInteger(value) || value < 1 || value > n) continue;
      seen.set(value, [...(seen.get(value) ?? []), position]);
    }
    for (const [value, cells] of seen) {
      if (cells.length > 1) violations.push({ code: 'repeated-digit', message: `${house.name} holds ${value} more than once`, cells });
    }
  }
  return violations;
}

