// Inside and outside of a loop, as model literals: for a drawing of closed loops on a lattice of points, which points
// the loop encloses (Castle Wall: a white clue cell lies inside the loop, a black one outside). A parity chain along
// each row: a point is inside exactly when the point to its left is inside and no vertical line crosses the space
// between them just above the row, or it is outside and one does; the left edge is outside, and so is the top row.
// The same holds down each column, and beyond the right and bottom edges.

import type { GridSize, LinePosition } from './geometry.js';
import { cellName, makeGrid } from './geometry.js';
import type { Literal, Model } from './model.js';

/**
 * One literal per point, true when the point lies inside the loop drawn by `lineOf`'s lines (which the caller
 * keeps closed, as `singleLoop` does). A point on the loop gets a literal too; it says nothing useful there.
 */
export function insideLoop(model: Model, points: GridSize, lineOf: (line: LinePosition) => Literal): Literal[][] {
  // One literal that is always false stands for every point on the edge the chain starts from.
  let outside: Literal | undefined;
  const edge = (): Literal => {
    if (outside === undefined) {
      outside = model.bool('outside the loop');
      model.require(-outside);
    }
    return outside;
  };
  const inside = makeGrid<Literal>(points, () => 0);
  for (let row = 0; row < points.rows; row++) {
    for (let column = 0; column < points.columns; column++) {
      const point = { row, column };
      if (row === 0 || column === 0) {
        inside[row]![column] = edge();
        continue;
      }
      const crossing = lineOf({ orientation: 'vertical', from: { row: row - 1, column: column - 1 } });
      if (column === 1) {
        // Right of the left edge, only the first vertical line decides.
        inside[row]![column] = crossing;
        continue;
      }
      const literal = model.bool(`${cellName(point)} inside the loop`);
      model.parity(literal, [inside[row]![column - 1]!, crossing]);
      inside[row]![column] = literal;
    }
  }
  // The same inside, reached down each column and closed at the far edges: redundant for a closed loop, but it lets
  // propagation carry a side from above and from the right as well as from the left (as a person colours regions).
  for (let row = 1; row < points.rows; row++) {
    for (let column = 1; column < points.columns; column++) {
      model.parity(inside[row]![column]!, [inside[row - 1]![column]!, lineOf({ orientation: 'horizontal', from: { row: row - 1, column: column - 1 } })]);
    }
  }
  for (let row = 1; row < points.rows; row++) {
    // Beyond the right edge is outside: the last vertical line of a row decides its last point.
    model.parity(edge(), [inside[row]![points.columns - 1]!, lineOf({ orientation: 'vertical', from: { row: row - 1, column: points.columns - 1 } })]);
  }
  for (let column = 1; column < points.columns; column++) {
    model.parity(edge(), [inside[points.rows - 1]![column]!, lineOf({ orientation: 'horizontal', from: { row: points.rows - 1, column: column - 1 } })]);
  }
  return inside;
}
