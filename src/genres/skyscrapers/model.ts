// The Skyscrapers model: one integer 1..n per cell, a Latin square, and a view count per clue.

import { cellName, makeGrid } from '../../core/geometry.js';
import type { IntegerVariable, Literal } from '../../core/model.js';
import { Model, literalOf, valueOf } from '../../core/model.js';
import type { SkyscrapersAnswer, SkyscrapersPartial, SkyscrapersPuzzle } from './puzzle.js';
import { clueIdOfGiven, clueIdOfView, clueName, lineOf, lines, sides } from './puzzle.js';

/** A Latin square of heights; a clue counts the towers seen from its side; givens stay. Clues and givens are clues. */
export function buildModel(puzzle: SkyscrapersPuzzle) {
  const n = puzzle.size;
  const model = new Model();
  const heights = Array.from({ length: n }, (_, k) => k + 1);
  const cells: IntegerVariable[][] = makeGrid({ rows: n, columns: n }, (position) => model.integer(cellName(position), heights));
  // Every row and every column holds each height once.
  for (const line of lines(n)) model.distinct(line.cells.map(({ row, column }) => cells[row]![column]!));
  // A clue says how many towers are seen from its side: a tower hides every lower one behind it.
  for (const side of sides) {
    puzzle.clues[side].forEach((clue, index) => {
      if (clue === null) return;
      const line = lineOf(n, side, index);
      const label = { id: clueIdOfView(side, index), description: `the clue ${clue} ${clueName(side, index)}`, cells: line };
      model.clue(label, () => model.visible(line.map(({ row, column }) => cells[row]![column]!), '=', clue));
    });
  }
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
  const observed: Literal[] = cells.flat().flatMap((variable) => variable.literals);
  return {
    model,
    observed,
    decode: (value: (literal: Literal) => boolean): SkyscrapersAnswer => cells.map((row) => row.map((variable) => valueOf(variable, value))),
    decodePartial: (value: (literal: Literal) => boolean | undefined): SkyscrapersPartial =>
      cells.map((row) => row.map((variable) => variable.values.find((candidate) => value(literalOf(variable, candidate)!) === true) ?? null)),
  };
}
