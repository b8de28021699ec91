// The Hitori model: one boolean per cell, true when shaded.

import type { Cell } from '../../core/geometry.js';
import { adjacentPairs, allCells, cellIndex, cellName, makeGrid, neighbours } from '../../core/geometry.js';
import type { Literal, PuzzleModel } from '../../core/model.js';
import { Model } from '../../core/model.js';
import type { HitoriAnswer, HitoriPartial, HitoriPuzzle } from './puzzle.js';
import { hitoriSize, repetitionId, repetitions } from './puzzle.js';

function pairs<T>(items: readonly T[]): [T, T][] {
  return items.flatMap((a, index) => items.slice(index + 1).map((b): [T, T] => [a, b]));
}

/** No number twice unshaded in a line; shaded cells never touch; the unshaded cells connect. */
export function buildModel(puzzle: HitoriPuzzle): PuzzleModel<HitoriAnswer, HitoriPartial> {
  const size = hitoriSize(puzzle);
  const model = new Model();
  const shaded = makeGrid(size, (cell) => model.bool(`${cellName(cell)} shaded`));
  const isShaded = (position: Cell): Literal => shaded[position.row]![position.column]!;
  const isOpen = (position: Cell): Literal => -isShaded(position);

  // No number appears twice among the unshaded cells of a row or a column: of the cells of a line that repeat a
  // number, at most one stays unshaded.
  for (const repetition of repetitions(puzzle)) {
    const id = repetitionId(repetition);
    model.clue({ id, description: id, cells: [...repetition.cells] }, () => {
      model.atMostOne(repetition.cells.map(isOpen));
      // Written out so that they propagate at once, as a player sees them (they follow with the rule that shaded cells
      // never touch): two of them side by side leave one unshaded, so every other one is shaded; and the cell
      // between two of them stays unshaded, since shading it would leave both unshaded.
      for (const [a, b] of pairs(repetition.cells)) {
        const gap = Math.abs(a.row - b.row) + Math.abs(a.column - b.column);
        if (gap === 1) for (const other of repetition.cells) if (other !== a && other !== b) model.require(isShaded(other));
        if (gap === 2) model.require(isOpen({ row: (a.row + b.row) / 2, column: (a.column + b.column) / 2 }));
      }
    });
  }

  // No two shaded cells are orthogonally adjacent.
  for (const [a, b] of adjacentPairs(size)) model.atMostOne([isShaded(a), isShaded(b)]);

  // All unshaded cells are orthogonally connected (lazy cuts when an answer splits them).
  model.connected(
    allCells(size).map(isOpen),
    adjacentPairs(size).map(([a, b]) => [cellIndex(size, a), cellIndex(size, b)] as const),
  );
  // Implied by the two rules above, and cheap to state up front: no cell is walled in by shaded neighbours.
  if (size.rows * size.columns > 1) {
    for (const position of allCells(size)) model.atLeastOne(neighbours(size, position).map(isOpen));
  }

  // puzz.link does not take a board without any shaded cell as solved.
  model.atLeastOne(shaded.flat());

  return {
    model,
    observed: shaded.flat(),
    decode: (value) => shaded.map((row) => row.map((literal) => value(literal))),
    decodePartial: (value) => shaded.map((row) => row.map((literal) => value(literal) ?? null)),
  };
}
