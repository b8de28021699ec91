// The Keen model: one digit 1..n per cell, a Latin square, and each cage's digits one of the combinations that reach
// its target.

import type { Cell } from '../../core/geometry.js';
import { cellName, makeGrid } from '../../core/geometry.js';
import type { IntegerVariable, Literal, PuzzleModel } from '../../core/model.js';
import { Model, literalOf, valueOf } from '../../core/model.js';
import { latinLines } from '../shared/latin-square.js';
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
  if (target < 1) return [];
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
  const n = puzzle.size;
  const model = new Model();
  const digits = Array.from({ length: n }, (_, index) => index + 1);
  const cells: IntegerVariable[][] = makeGrid({ rows: n, columns: n }, (position) => model.integer(cellName(position), digits));
  const at = ({ row, column }: Cell) => cells[row]![column]!;
  // Every row and every column holds each digit once.
  for (const line of latinLines(n)) model.distinct(line.cells.map(at));
  // A cage's digits reach its target by its operation.
  for (const cage of puzzle.cages) {
    const label = { id: cageId(cage), description: `the cage ${clueText(cage)} at ${cellName(cage.cells[0]!)}`, cells: [...cage.cells] };
    model.clue(label, () => model.tuples(cage.cells.map(at), cageRows(cage, n)));
  }
  return {
    model,
    observed: cells.flat().flatMap((variable) => variable.literals),
    decode: (value: (literal: Literal) => boolean) => cells.map((row) => row.map((variable) => valueOf(variable, value))),
    decodePartial: (value: (literal: Literal) => boolean | undefined) =>
      cells.map((row) => row.map((variable) => variable.values.find((digit) => value(literalOf(variable, digit)!) === true) ?? null)),
  };
}
