// The Kakuro model: a digit 1..9 per white cell; the digits of a run differ and add up to its sum.

import type { Cell } from '../../core/geometry.js';
import { cellName, makeGrid } from '../../core/geometry.js';
import type { IntegerVariable, Literal } from '../../core/model.js';
import { Model, literalOf, setsAddingUpTo, valueOf } from '../../core/model.js';
import type { KakuroAnswer, KakuroPartial, KakuroPuzzle } from './puzzle.js';
import { isWhite, runsOf } from './puzzle.js';

const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/**
 * The digits each white cell may hold (null on blocks): those of some set of different digits that makes the sum of
 * each of its runs (a cell under a 3 in two holds 1 or 2). A cell no set fits keeps every digit; its sums then fail.
 */
export function cellDigits(puzzle: KakuroPuzzle): (number[] | null)[][] {
  const allowed = makeGrid({ rows: puzzle.rows, columns: puzzle.columns }, (cell): number[] | null => (isWhite(puzzle, cell) ? [...digits] : null));
  for (const run of runsOf(puzzle)) {
    if (run.total === null) continue;
    const fitting = new Set((setsAddingUpTo(digits, run.cells.length, run.total, 200) ?? [digits]).flat());
    for (const { row, column } of run.cells) allowed[row]![column] = allowed[row]![column]!.filter((digit) => fitting.has(digit));
  }
  return allowed.map((line, row) => line.map((values, column) => (values !== null && values.length === 0 && isWhite(puzzle, { row, column }) ? [...digits] : values)));
}

export function buildModel(puzzle: KakuroPuzzle) {
  const model = new Model();
  const allowed = cellDigits(puzzle);
  const cells: (IntegerVariable | null)[][] = allowed.map((line, row) =>
    line.map((values, column) => (values === null ? null : model.integer(cellName({ row, column }), values))),
  );
  const digitAt = ({ row, column }: Cell) => cells[row]![column]!;
  for (const run of runsOf(puzzle)) {
    const variables = run.cells.map(digitAt);
    // Nine digits cannot fill ten cells without a repeat: said outright, as a solver would count it out the long way.
    if (variables.length > digits.length) model.clause([]);
    // A run without a sum still repeats no digit.
    if (run.total === null) {
      model.distinct(variables);
      continue;
    }
    // A sum: the digits of its run differ and add up to it.
    const label = { id: run.id, description: `${run.name} ${run.total}`, cells: run.block ? [run.block, ...run.cells] : run.cells };
    const total = run.total;
    model.clue(label, () => model.distinctSum(variables, total));
  }
  const present = cells.flat().filter((variable): variable is IntegerVariable => variable !== null);
  const observed: Literal[] = present.flatMap((variable) => variable.literals);
  return {
    model,
    observed,
    decode: (value: (literal: Literal) => boolean): KakuroAnswer => cells.map((row) => row.map((variable) => (variable === null ? 0 : valueOf(variable, value)))),
    decodePartial: (value: (literal: Literal) => boolean | undefined): KakuroPartial =>
      cells.map((row) =>
        row.map((variable) => (variable === null ? null : (variable.values.find((candidate) => value(literalOf(variable, candidate)!) === true) ?? null))),
      ),
  };
}
