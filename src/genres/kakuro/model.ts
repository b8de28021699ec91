// The Kakuro model: a digit 1..9 per white cell; the digits of a run differ and add up to its sum.

import { cellName, makeGrid } from '../../core/geometry.js';
import type { IntegerVariable, Literal } from '../../core/model.js';
import { Model, literalOf, valueOf } from '../../core/model.js';
import type { KakuroAnswer, KakuroPartial, KakuroPuzzle } from './puzzle.js';
import { isWhite, runsOf } from './puzzle.js';

const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9];

export function buildModel(puzzle: KakuroPuzzle) {
  const model = new Model();
  const size = { rows: puzzle.rows, columns: puzzle.columns };
  const cells: (IntegerVariable | null)[][] = makeGrid(size, (position) => (isWhite(puzzle, position) ? model.integer(cellName(position), digits) : null));
  const digitAt = ({ row, column }: { row: number; column: number }) => cells[row]![column]!;
  for (const run of runsOf(puzzle)) {
    const variables = run.cells.map(digitAt);
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
