// The Sudoku model: one integer 1..n per cell.

import { cellName, makeGrid } from '../../core/geometry.js';
import type { IntegerVariable } from '../../core/model.js';
import { Model, literalOf, valueOf } from '../../core/model.js';
import type { SudokuAnswer, SudokuPartial, SudokuPuzzle } from './puzzle.js';
import { givenId, houses } from './puzzle.js';

/** Every house holds each digit once; givens stay. Each given is a clue. */
export function buildModel(puzzle: SudokuPuzzle) {
  const n = puzzle.size;
  const model = new Model();
  const digits = Array.from({ length: n }, (_, k) => k + 1);
  const cells: IntegerVariable[][] = makeGrid({ rows: n, columns: n }, (cell) => model.integer(cellName(cell), digits));
  // Each house holds every digit once.
  for (const house of houses(puzzle)) model.distinct(house.cells.map(({ row, column }) => cells[row]![column]!));
  // Givens stay.
  puzzle.givens.forEach((row, r) =>
    row.forEach((value, c) => {
      if (value === null) return;
      const label = { id: givenId({ row: r, column: c }), description: `the given ${value} at ${cellName({ row: r, column: c })}`, cells: [{ row: r, column: c }] };
      model.clue(label, () => model.equals(cells[r]![c]!, value));
    }),
  );
  return {
    model,
    observed: cells.flat().flatMap((variable) => variable.literals),
    decode: (value: (literal: number) => boolean): SudokuAnswer => cells.map((row) => row.map((variable) => valueOf(variable, value))),
    decodePartial: (value: (literal: number) => boolean | undefined): SudokuPartial =>
      cells.map((row) =>
        row.map((variable) => {
          const digit = variable.values.find((candidate) => value(literalOf(variable, candidate)!) === true);
          return digit ?? null;
        }),
      ),
  };
}

