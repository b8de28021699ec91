// The Keen model: one digit 1..n per cell, a Latin square, and each cage's digits one of the combinations that reach
// its target.

import type { Cell } from '../../core/geometry.js';
import { cellName } from '../../core/geometry.js';
import { integerAnswer } from '../../core/integer-grid.js';
import type { PuzzleModel } from '../../core/model.js';
import { Model } from '../../core/model.js';
import { latinSquare } from '../shared/latin-square.js';
import type { Cage, KeenAnswer, KeenPartial, KeenPuzzle } from './puzzle.js';
import { cageId, clueText } from './puzzle.js';

/**
 * The digits a cage may hold, one row per way to fill its cells in order: a difference or quotient of two digits,
 * either way round; a sum or product over every cell, found digit by digit while the rest can still be made. Two
 * cells of a cage in one row or column never hold one digit, so no row has them equal.
 */
export function cageRows(cage: Cage, n: number): number[][] {
  const { target, operation, cells } = cage;
  const digits = Array.from({ length: n }, (_, index) => index + 1);
  if (target === null || target < 1) return [];
  if (operation === 'subtract' || operation === 'divide') {
    const pairs = digits.flatMap((low) => {
      const high = operation === 'subtract' ? low + target : low * target;
      return high <= n && high !== low ? [[low, high], [high, low]] : [];
    });
    return cells.length === 2 ? pairs : [];
  }
  const rows: number[][] = [];
  const chosen: number[] = [];
  const clash = (cell: Cell, digit: number) => chosen.some((other, index) => other === digit && (cells[index]!.row === cell.row || cells[index]!.column === cell.column));
  const extend = (left: number) => {
    const index = chosen.length;
    if (index === cells.length) {
      if (left === (operation === 'add' ? 0 : 1)) rows.push([...chosen]);
      return;
    }
    for (const digit of digits) {
      const fits = operation === 'add' ? digit <= left - (cells.length - index - 1) : left % digit === 0;
      if (!fits || clash(cells[index]!, digit)) continue;
      chosen.push(digit);
      extend(operation === 'add' ? left - digit : left / digit);
      chosen.pop();
    }
  };
  extend(target);
  return rows;
}

export function buildModel(puzzle: KeenPuzzle): PuzzleModel<KeenAnswer, KeenPartial> {
  const model = new Model();
  // Every row and every column holds each digit once.
  const digits = latinSquare(model, puzzle.size);
  // A cage's digits reach its target by its operation.
  for (const cage of puzzle.cages.filter(({ target }) => target !== null)) {
    const label = { id: cageId(cage), description: `the cage ${clueText(cage)} at ${cellName(cage.cells[0]!)}`, cells: [...cage.cells] };
    model.clue(label, () => model.tuples(cage.cells.map(({ row, column }) => digits[row]![column]!), cageRows(cage, puzzle.size)));
  }
  return integerAnswer(model, digits);
}
