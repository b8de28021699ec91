// The Nurimisaki model: one boolean per cell, true when shaded.
//
// The circles are the grid itself, not clues: only their numbers are, so hints cite the numbers and the generator
// takes numbers away but never a circle (every cape of an answer holds one, so the circles come with the answer).

import type { Direction } from '../../core/geometry.js';
import { allCells, cellName, ray } from '../../core/geometry.js';
import { LiteralGrid, deadEndsAt, gridAnswer, noWindowAll, unshadedConnected } from '../../core/literal-grid.js';
import { Model } from '../../core/model.js';
import type { NurimisakiPuzzle } from './puzzle.js';
import { clueId, isCircle, nurimisakiSize } from './puzzle.js';

const sightDirections: readonly Direction[] = ['left', 'right', 'up', 'down'];

/** The unshaded area is connected with no 2×2 of either colour; its capes are the circles; numbers count their line. */
export function buildModel(puzzle: NurimisakiPuzzle) {
  const size = nurimisakiSize(puzzle);
  const model = new Model();
  const shaded = LiteralGrid.of(model, size, 'shaded');
  const unshaded = shaded.not();

  // Some cell is shaded (puz.link refuses a board without one).
  model.atLeastOne(shaded.flat());
  // No 2×2 block is all shaded, nor all unshaded.
  noWindowAll(model, shaded, 2, 2);
  noWindowAll(model, unshaded, 2, 2);
  // The unshaded cells form one orthogonally connected area.
  unshadedConnected(model, shaded, { apart: false });
  // Every circle is a cape, an unshaded cell with exactly one unshaded neighbour, and every cape holds a circle.
  deadEndsAt(model, unshaded, (cell) => isCircle(puzzle, cell), { connected: true });

  // A number counts its circle and the unshaded cells in a line from it up to a shaded cell or the edge: a cape sees
  // along its one open side only, so that is what it sees along its row and column.
  for (const cell of allCells(size)) {
    const clue = puzzle.clues[cell.row]![cell.column];
    if (clue?.kind !== 'number') continue;
    model.clue({ id: clueId(cell), description: `the number ${clue.value} at ${cellName(cell)}`, cells: [cell] }, () => {
      const rays = sightDirections.map((direction) => unshaded.select(ray(size, cell, direction)));
      model.sightline(rays, '=', clue.value, { base: 1 });
    });
  }
  return gridAnswer(model, shaded);
}
