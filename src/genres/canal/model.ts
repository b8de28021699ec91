// The Canal View model: one boolean per cell, true when shaded.

import type { Direction } from '../../core/geometry.js';
import { allCells, cellName, ray } from '../../core/geometry.js';
import { LiteralGrid, connectedCells, gridAnswer, noWindowAll } from '../../core/literal-grid.js';
import { Model } from '../../core/model.js';
import type { CanalPuzzle } from './puzzle.js';
import { canalSize, clueId } from './puzzle.js';

const sightDirections: readonly Direction[] = ['left', 'right', 'up', 'down'];

/** Clues stay unshaded and count the shaded cells they see; the shaded cells connect; no 2×2 block is all shaded. */
export function buildModel(puzzle: CanalPuzzle) {
  const size = canalSize(puzzle);
  const model = new Model();
  const shaded = LiteralGrid.of(model, size, 'shaded');

  // A clue cell stays unshaded; a number counts the shaded cells next to it in straight lines along its row and
  // column, each line up to an unshaded cell or the edge.
  for (const cell of allCells(size)) {
    const clue = puzzle.clues[cell.row]![cell.column];
    if (clue === null || clue === undefined) continue;
    const name = cellName(cell);
    const description = clue.kind === 'number' ? `the number ${clue.value} at ${name}` : `the unknown clue at ${name}`;
    model.clue({ id: clueId(cell), description, cells: [cell] }, () => {
      model.require(-shaded.at(cell));
      if (clue.kind !== 'number') return;
      const rays = sightDirections.map((direction) => shaded.select(ray(size, cell, direction)));
      model.sightline(rays, '=', clue.value);
    });
  }

  // No 2×2 block is all shaded.
  noWindowAll(model, shaded, 2, 2);
  // All shaded cells are orthogonally connected.
  connectedCells(model, shaded);
  return gridAnswer(model, shaded);
}
