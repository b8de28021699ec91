// Areas that must be rectangles, upright or turned 45 degrees, when cells may be cut in half along a diagonal
// (Shakashaka's triangles). Stated locally, at every corner of the cells: the eight half-cell wedges that meet at a
// corner are each white or covered, and a white area is a rectangle exactly when every run of white wedges round
// every corner spans 90 degrees (two wedges: a corner of the rectangle), 180 (four: a straight side) or the whole
// turn (inside). A run of 45, 135, 225, 270 or 315 degrees is a corner no rectangle has, and a hole in an area
// always has one, so no global rule is needed.

import type { Cell, GridSize } from './geometry.js';
import { isInside } from './geometry.js';
import type { Literal, Model } from './model.js';

export type CellSide = 'top' | 'right' | 'bottom' | 'left';

/**
 * The eight wedges round a corner of the cells (row and column of the corner: the top-left corner of that cell),
 * clockwise from the ray going up: each is the half of one of the four cells that meet there lying along one side.
 */
function wedgesAround(corner: Cell): { cell: Cell; side: CellSide }[] {
  const { row, column } = corner;
  return [
    { cell: { row: row - 1, column }, side: 'left' },
    { cell: { row: row - 1, column }, side: 'bottom' },
    { cell: { row, column }, side: 'top' },
    { cell: { row, column }, side: 'left' },
    { cell: { row, column: column - 1 }, side: 'right' },
    { cell: { row, column: column - 1 }, side: 'top' },
    { cell: { row: row - 1, column: column - 1 }, side: 'bottom' },
    { cell: { row: row - 1, column: column - 1 }, side: 'right' },
  ];
}

/** Whether a ring of wedges (true white) turns only through right angles, straight sides and whole turns. */
export function rectangularCorner(white: readonly boolean[]): boolean {
  const count = white.length;
  if (white.every(Boolean)) return true;
  const start = white.indexOf(false);
  let run = 0;
  for (let step = 1; step <= count; step++) {
    if (white[(start + step) % count]) {
      run++;
      continue;
    }
    if (run !== 0 && run !== 2 && run !== 4) return false;
    run = 0;
  }
  return true;
}

/** The runs of white wedges no rectangle makes at a corner: 45, 135, 225, 270 and 315 degrees. */
const wrongRuns = [1, 3, 5, 6, 7];

/**
 * Every white area is a rectangle, upright or turned 45 degrees. `covered(cell, side)` says whether the half of a
 * cell along one of its sides is covered: a literal, or `true` for a cell that is covered whole (a black cell).
 * Outside the grid counts as covered. Each wrong run is ruled out where it could start: a covered wedge, the run of
 * white ones, a covered wedge.
 */
export function rectangularAreas(model: Model, size: GridSize, covered: (cell: Cell, side: CellSide) => Literal | true): void {
  for (let row = 0; row <= size.rows; row++) {
    for (let column = 0; column <= size.columns; column++) {
      const wedges = wedgesAround({ row, column }).map(({ cell, side }) => (isInside(size, cell) ? covered(cell, side) : true));
      for (const length of wrongRuns) {
        for (let start = 0; start < 8; start++) {
          const run = Array.from({ length }, (_, step) => wedges[(start + 1 + step) % 8]!).filter((wedge): wedge is Literal => wedge !== true);
          // A run over a wedge that is always covered cannot happen; always covered ends are met already.
          if (run.length < length) continue;
          const ends = [wedges[start]!, wedges[(start + length + 1) % 8]!].filter((wedge): wedge is Literal => wedge !== true);
          model.notAll([...new Set(ends)].concat(run.map((wedge) => -wedge)));
        }
      }
    }
  }
}
