// The Kurodoko model: one boolean per cell, true when shaded.

import type { Cell, Direction } from '../../core/geometry.js';
import { adjacentPairs, allCells, cellIndex, cellName, makeGrid, neighbours, ray } from '../../core/geometry.js';
import type { Literal } from '../../core/model.js';
import { Model } from '../../core/model.js';
import type { KurodokoAnswer, KurodokoPartial, KurodokoPuzzle } from './puzzle.js';
import { clueId, kurodokoSize } from './puzzle.js';

const sightDirections: readonly Direction[] = ['left', 'right', 'up', 'down'];

/** Some cell is shaded; no two shaded cells touch; clues stay unshaded and count what they see; the unshaded cells connect. */
export function buildModel(puzzle: KurodokoPuzzle) {
  const size = kurodokoSize(puzzle);
  const model = new Model();
  const shaded = makeGrid(size, (cell) => model.bool(`${cellName(cell)} shaded`));
  const isShaded = (position: Cell): Literal => shaded[position.row]![position.column]!;
  const isOpen = (position: Cell): Literal => -isShaded(position);

  // Some cell is shaded (puzz.link refuses a board without one).
  model.atLeastOne(shaded.flat());
  // No two shaded cells are orthogonally adjacent.
  for (const [a, b] of adjacentPairs(size)) model.atMostOne([isShaded(a), isShaded(b)]);

  // A clue cell is unshaded; a number counts itself and the unshaded cells it sees along its row and column, up to
  // a shaded cell or the edge.
  for (const position of allCells(size)) {
    const clue = puzzle.clues[position.row]![position.column];
    if (clue === null || clue === undefined) continue;
    const name = cellName(position);
    const description = clue.kind === 'number' ? `the number ${clue.value} at ${name}` : `the circle at ${name}`;
    model.clue({ id: clueId(position), description, cells: [position] }, () => {
      model.require(isOpen(position));
      if (clue.kind !== 'number') return;
      // Across, then along the column: the count is split in those two halves.
      const rays = sightDirections.map((direction) => ray(size, position, direction).map(isOpen));
      model.sightline(rays, '=', clue.value, { base: 1 });
    });
  }

  // All unshaded cells are orthogonally connected (lazy cuts when an answer splits them).
  model.connected(
    allCells(size).map(isOpen),
    adjacentPairs(size).map(([a, b]) => [cellIndex(size, a), cellIndex(size, b)] as const),
  );
  // Implied by the two rules above, and cheap to state up front: no cell is walled in by shaded neighbours.
  if (size.rows * size.columns > 1) {
    for (const position of allCells(size)) model.atLeastOne(neighbours(size, position).map(isOpen));
  }

  return {
    model,
    observed: shaded.flat(),
    decode: (value: (literal: Literal) => boolean): KurodokoAnswer => shaded.map((row) => row.map((literal) => value(literal))),
    decodePartial: (value: (literal: Literal) => boolean | undefined): KurodokoPartial =>
      shaded.map((row) => row.map((literal) => value(literal) ?? null)),
  };
}

