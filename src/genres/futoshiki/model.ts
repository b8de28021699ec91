// The Futoshiki model: one integer 1..n per cell.

import type { Cell } from '../../core/geometry.js';
import { adjacentPairs, cellName, makeGrid } from '../../core/geometry.js';
import type { IntegerVariable, Literal } from '../../core/model.js';
import { Model, literalOf, valueOf } from '../../core/model.js';
import type { FutoshikiAnswer, FutoshikiPartial, FutoshikiPuzzle } from './puzzle.js';
import { clueIdOfGiven, clueIdOfSign, lines, pairKey } from './puzzle.js';

/** A Latin square with its givens, and signs (or bars, and no difference of 1 without one). Givens and signs are clues. */
export function buildModel(puzzle: FutoshikiPuzzle) {
  const n = puzzle.size;
  const model = new Model();
  const numbers = Array.from({ length: n }, (_, k) => k + 1);
  const cells: IntegerVariable[][] = makeGrid({ rows: n, columns: n }, (position) => model.integer(cellName(position), numbers));
  const at = ({ row, column }: Cell) => cells[row]![column]!;
  // Every row and every column holds each number once.
  for (const line of lines(n)) model.distinct(line.cells.map(at));
  // Givens stay.
  puzzle.givens.forEach((row, r) =>
    row.forEach((value, c) => {
      if (value === null) return;
      const position = { row: r, column: c };
      model.clue({ id: clueIdOfGiven(position), description: `the given ${value} at ${cellName(position)}`, cells: [position] }, () =>
        model.equals(cells[r]![c]!, value),
      );
    }),
  );
  if (puzzle.mode === 'inequality') {
    // A sign points at the smaller number.
    for (const sign of puzzle.signs) {
      const label = { id: clueIdOfSign(sign), description: `the sign ${cellName(sign.smaller)} < ${cellName(sign.larger)}`, cells: [sign.smaller, sign.larger] };
      model.clue(label, () => model.less(at(sign.smaller), at(sign.larger)));
    }
  } else {
    // A bar joins numbers one apart; neighbours without a bar are never one apart.
    const barred = new Set(puzzle.bars.map((bar) => pairKey(bar.first, bar.second)));
    for (const [a, b] of adjacentPairs({ rows: n, columns: n })) model.difference(at(a), at(b), 1, barred.has(pairKey(a, b)));
  }
  const observed: Literal[] = cells.flat().flatMap((variable) => variable.literals);
  return {
    model,
    observed,
    decode: (value: (literal: Literal) => boolean): FutoshikiAnswer => cells.map((row) => row.map((variable) => valueOf(variable, value))),
    decodePartial: (value: (literal: Literal) => boolean | undefined): FutoshikiPartial =>
      cells.map((row) => row.map((variable) => variable.values.find((candidate) => value(literalOf(variable, candidate)!) === true) ?? null)),
  };
}

