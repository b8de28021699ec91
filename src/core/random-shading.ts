// A random shading under the shading basics that many genres share (Heyawake, Hitori): no two shaded cells touch, and
// the unshaded cells stay connected.

import { connectedAreas } from './checks.js';
import type { Cell, GridSize } from './geometry.js';
import { allCells, makeGrid, neighbours } from './geometry.js';
import type { Random } from './random.js';

/**
 * Cells in random order are shaded, each with the chance `chance`, when no shaded cell touches them and the unshaded
 * cells stay connected. With chance 1 no cell is left that could still be shaded (shading never makes a later cell
 * shadeable).
 */
export function apartShading(size: GridSize, random: Random, chance = 1): boolean[][] {
  const shaded = makeGrid(size, () => false);
  const isShaded = (cell: Cell) => shaded[cell.row]![cell.column]!;
  for (const cell of random.shuffle(allCells(size))) {
    if ((chance < 1 && random.next() > chance) || neighbours(size, cell).some(isShaded)) continue;
    shaded[cell.row]![cell.column] = true;
    if (connectedAreas(size, (other) => !isShaded(other)).length > 1) shaded[cell.row]![cell.column] = false;
  }
  return shaded;
}
