// The Cave model: one boolean per cell, true when shaded (outside the cave).

import type { Direction } from '../../core/geometry.js';
import { allCells, cellName, ray } from '../../core/geometry.js';
import { LiteralGrid, connectedToEdge, gridAnswer, unshadedConnected } from '../../core/literal-grid.js';
import { Model } from '../../core/model.js';
import type { CavePuzzle } from './puzzle.js';
import { caveSize, clueId } from './puzzle.js';

const sightDirections: readonly Direction[] = ['left', 'right', 'up', 'down'];

/** Clues are in the cave and count what they see; the cave is connected; every shaded cell reaches the edge. */
export function buildModel(puzzle: CavePuzzle) {
  const size = caveSize(puzzle);
  const model = new Model();
  const shaded = LiteralGrid.of(model, size, 'shaded');
  const unshaded = shaded.not();

  // A clue cell is in the cave; a number counts itself and the cave cells it sees along its row and column, up to a
  // shaded cell or the edge.
  for (const cell of allCells(size)) {
    const clue = puzzle.clues[cell.row]![cell.column];
    if (clue === null || clue === undefined) continue;
    const name = cellName(cell);
    const description = clue.kind === 'number' ? `the number ${clue.value} at ${name}` : `the unknown clue at ${name}`;
    model.clue({ id: clueId(cell), description, cells: [cell] }, () => {
      model.require(unshaded.at(cell));
      if (clue.kind !== 'number') return;
      const rays = sightDirections.map((direction) => unshaded.select(ray(size, cell, direction)));
      model.sightline(rays, '=', clue.value, { base: 1 });
    });
  }

  // The cave is one orthogonally connected area.
  unshadedConnected(model, shaded, { apart: false });
  // Every shaded cell reaches the edge of the grid through shaded cells: the cave encloses none.
  connectedToEdge(model, shaded);
  return gridAnswer(model, shaded);
}
