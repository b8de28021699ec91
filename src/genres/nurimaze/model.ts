// The Nuri-Maze model: one boolean per cell, true when shaded, and one per cell on the route from S to G.

import { adjacentPairs, cellName } from '../../core/geometry.js';
import { LiteralGrid, acyclicCells, connectedCells, gridAnswer, noWindowAll, pathBetween } from '../../core/literal-grid.js';
import type { PuzzleModel } from '../../core/model.js';
import { Model } from '../../core/model.js';
import type { NurimazeAnswer, NurimazePartial, NurimazePuzzle } from './puzzle.js';
import { clueId, markCells, nurimazeSize } from './puzzle.js';

/** Rooms shaded whole; no 2×2 of one colour; the unshaded cells a tree; the route from S to G through every circle and no triangle. */
export function buildModel(puzzle: NurimazePuzzle): PuzzleModel<NurimazeAnswer, NurimazePartial> {
  const model = new Model();
  const size = nurimazeSize(puzzle);
  const shaded = LiteralGrid.of(model, size, 'shaded');
  const unshaded = shaded.not();

  // Each room is shaded or unshaded as a whole: two neighbours in one room agree.
  for (const [a, b] of adjacentPairs(size)) {
    if (puzzle.rooms[a.row]![a.column] !== puzzle.rooms[b.row]![b.column]) continue;
    model.implies(shaded.at(a), shaded.at(b));
    model.implies(shaded.at(b), shaded.at(a));
  }

  // No 2×2 block is all shaded, nor all unshaded.
  noWindowAll(model, shaded, 2, 2);
  noWindowAll(model, unshaded, 2, 2);

  // The unshaded cells are connected and close no loop: they form a tree.
  connectedCells(model, unshaded);
  acyclicCells(model, unshaded);

  // S and G are unshaded; the route between them is the one path through the tree.
  const route = pathBetween(model, unshaded, puzzle.start, puzzle.goal);

  // A circle is unshaded and on the route; a triangle is unshaded and off it.
  for (const { cell, mark } of markCells(puzzle)) {
    const description = `the ${mark} at ${cellName(cell)}`;
    model.clue({ id: clueId(cell, mark), description, cells: [cell] }, () => {
      model.require(unshaded.at(cell));
      model.require(mark === 'circle' ? route.at(cell) : -route.at(cell));
    });
  }

  return gridAnswer(model, shaded);
}
