// The orthogonally connected areas of a set of cells: the unshaded areas a shading genre's checker reports as split,
// and the areas an unfinished board can no longer join.

import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, makeGrid, neighbours } from '../../core/geometry.js';

/** The orthogonally connected areas of the cells that pass `member`, largest first. */
export function connectedAreas(size: GridSize, member: (cell: Cell) => boolean): Cell[][] {
  const seen = makeGrid(size, () => false);
  const areas: Cell[][] = [];
  for (const start of allCells(size)) {
    if (!member(start) || seen[start.row]![start.column]) continue;
    seen[start.row]![start.column] = true;
    const area = [start];
    for (let index = 0; index < area.length; index++) {
      for (const next of neighbours(size, area[index]!)) {
        if (!member(next) || seen[next.row]![next.column]) continue;
        seen[next.row]![next.column] = true;
        area.push(next);
      }
    }
    areas.push(area);
  }
  return areas.sort((a, b) => b.length - a.length);
}
