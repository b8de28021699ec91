// The Kurodoko model: one boolean per cell, true when shaded.

import type { Direction } from '../../core/geometry.js';
import { allCells, cellName, ray } from '../../core/geometry.js';
import { LiteralGrid, apart, gridAnswer, unshadedConnected } from '../../core/literal-grid.js';
import { Model } from '../../core/model.js';
import type { KurodokoPuzzle } from './puzzle.js';
import { clueId, kurodokoSize } from './puzzle.js';

const sightDirections: readonly Direction[] = ['left', 'right', 'up', 'down'];

/** Some cell is shaded; no two shaded cells touch; clues stay unshaded and count what they see; the unshaded cells connect. */
export function buildModel(puzzle: KurodokoPuzzle) {
  const size = kurodokoSize(puzzle);
  const model = new Model();
  const shaded = LiteralGrid.of(model, size, 'shaded');
  const unshaded = shaded.not();

  // Some cell is shaded (puzz.link refuses a board without one).
  model.atLeastOne(shaded.flat());
  // No two shaded cells are orthogonally adjacent.
  apart(model, shaded);

  // A clue cell is unshaded; a number counts itself and the unshaded cells it sees along its row and column, up to
  // a shaded cell or the edge.
  for (const cell of allCells(size)) {
    const clue = puzzle.clues[cell.row]![cell.column];
    if (clue === null || clue === undefined) continue;
    const name = cellName(cell);
    const description = clue.kind === 'number' ? `the number ${clue.value} at ${name}` : `the circle at ${name}`;
    model.clue({ id: clueId(cell), description, cells: [cell] }, () => {
      model.require(unshaded.at(cell));
      if (clue.kind !== 'number') return;
      // Across, then along the column: the count is split in those two halves.
      const rays = sightDirections.map((direction) => unshaded.select(ray(size, cell, direction)));
      model.sightline(rays, '=', clue.value, { base: 1 });
    });
  }

  // All unshaded cells are orthogonally connected.
  unshadedConnected(model, shaded, { apart: true });
  return gridAnswer(model, shaded);
}
