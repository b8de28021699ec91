// The Takuzu model: one boolean per cell, true for colour 1.

import type { Cell } from '../../core/geometry.js';
import { allCells, cellName, makeGrid } from '../../core/geometry.js';
import type { Literal } from '../../core/model.js';
import { Model } from '../../core/model.js';
import type { TakuzuAnswer, TakuzuPartial, TakuzuPuzzle } from './puzzle.js';
import { givenId, lines, takuzuSize, triples } from './puzzle.js';

/** Balanced lines, no three equal in a row, optionally distinct lines; givens stay. Each given is a clue. */
export function buildModel(puzzle: TakuzuPuzzle) {
  const size = takuzuSize(puzzle);
  const model = new Model();
  const dark = makeGrid(size, (cell) => model.bool(`${cellName(cell)} is 1`));
  const isDark = (position: Cell): Literal => dark[position.row]![position.column]!;

  // Givens stay.
  for (const position of allCells(size)) {
    const given = puzzle.givens[position.row]![position.column];
    if (given === null || given === undefined) continue;
    const label = { id: givenId(position), description: `the given ${given} at ${cellName(position)}`, cells: [position] };
    model.clue(label, () => model.require(given === 1 ? isDark(position) : -isDark(position)));
  }
  const allLines = lines(size);
  // Every row and column holds as many of each colour.
  for (const line of allLines) model.count(line.cells.map(isDark), '=', line.cells.length / 2);
  // No three equal cells in a line: never three 0s, never three 1s.
  for (const triple of triples(size)) {
    model.notAll(triple.map((position) => -isDark(position)));
    model.notAll(triple.map(isDark));
  }
  // Optionally, no two rows are equal and no two columns are equal.
  if (puzzle.distinctLines) {
    for (const kind of ['row', 'column'] as const) {
      const group = allLines.filter((line) => line.kind === kind);
      for (let first = 0; first < group.length; first++) {
        for (let second = first + 1; second < group.length; second++) {
          const a = group[first]!;
          const b = group[second]!;
          model.different(a.cells.map(isDark), b.cells.map(isDark));
        }
      }
    }
  }

  return {
    model,
    observed: dark.flat(),
    decode: (value: (literal: Literal) => boolean): TakuzuAnswer => dark.map((row) => row.map((literal) => (value(literal) ? 1 : 0))),
    decodePartial: (value: (literal: Literal) => boolean | undefined): TakuzuPartial =>
      dark.map((row) =>
        row.map((literal) => {
          const known = value(literal);
          return known === undefined ? null : known ? 1 : 0;
        }),
      ),
  };
}

