// The Takuzu model: one boolean per cell, true for colour 1.

import { allCells, cellName } from '../../core/geometry.js';
import { LiteralGrid } from '../../core/literal-grid.js';
import type { Literal } from '../../core/model.js';
import { Model } from '../../core/model.js';
import type { Colour, TakuzuPuzzle } from './puzzle.js';
import { givenId, takuzuSize, triples } from './puzzle.js';

/** Balanced lines, no three equal in a row, optionally distinct lines; givens stay. Each given is a clue. */
export function buildModel(puzzle: TakuzuPuzzle) {
  const size = takuzuSize(puzzle);
  const model = new Model();
  const dark = LiteralGrid.of(model, size, 'is 1');
  const light = dark.not();

  // Givens stay.
  for (const cell of allCells(size)) {
    const given = puzzle.givens[cell.row]![cell.column];
    if (given === null || given === undefined) continue;
    const label = { id: givenId(cell), description: `the given ${given} at ${cellName(cell)}`, cells: [cell] };
    model.clue(label, () => model.require(given === 1 ? dark.at(cell) : -dark.at(cell)));
  }
  // Every row and column holds as many of each colour.
  for (const line of [...dark.rows(), ...dark.columns()]) model.count(line, '=', line.length / 2);
  // No three equal cells in a line: never three 0s, never three 1s.
  for (const triple of triples(size)) {
    model.notAll(light.select(triple));
    model.notAll(dark.select(triple));
  }
  // Optionally, no two rows are equal and no two columns are equal.
  if (puzzle.distinctLines) {
    for (const group of [dark.rows(), dark.columns()]) group.forEach((first, index) => group.slice(index + 1).forEach((second) => model.different(first, second)));
  }

  const colour = (known: boolean | undefined): Colour | null => (known === undefined ? null : known ? 1 : 0);
  return {
    model,
    observed: dark.flat(),
    decode: (value: (literal: Literal) => boolean) => dark.read((literal) => colour(value(literal))!),
    decodePartial: (value: (literal: Literal) => boolean | undefined) => dark.read((literal) => colour(value(literal))),
  };
}
