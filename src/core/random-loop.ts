// A random loop through the points of a lattice (cell centres, for Country Road; grid corners work the same), drawn for
// a generator to lay clues around: the outline of a random shape of squares, grown a square at a time.

import type { Cell, GridSize } from './geometry.js';
import { makeGrid, neighbours } from './geometry.js';
import type { LineGrid } from './lines.js';
import { loopPoints } from './lines.js';
import type { Random } from './random.js';

/** The eight squares round a square, in turn: up, up-right, right, down-right, down, down-left, left, up-left. */
const ring: readonly [number, number][] = [[-1, 0], [-1, 1], [0, 1], [1, 1], [1, 0], [1, -1], [0, -1], [-1, -1]];

/**
 * A random shape of squares (square (r, c) has the points (r, c) to (r + 1, c + 1) at its corners) covering about
 * `share` of the (rows - 1) × (columns - 1) squares. A square joins only when the shape's squares round it form one
 * unbroken run: the shape stays in one piece, gets no hole and no corner-only contact, so its outline is one loop.
 * A square that touches the shape on one side only is taken more readily, which keeps the shape thin and the loop long.
 */
function growShape(points: GridSize, share: number, random: Random): boolean[][] {
  const squares = { rows: points.rows - 1, columns: points.columns - 1 };
  const inside = makeGrid(squares, () => false);
  const isIn = (row: number, column: number) => row >= 0 && column >= 0 && row < squares.rows && column < squares.columns && inside[row]![column]!;
  const joins = ({ row, column }: Cell): boolean => {
    let runs = 0;
    ring.forEach(([dr, dc], index) => {
      const [pr, pc] = ring[(index + ring.length - 1) % ring.length]!;
      if (isIn(row + dr, column + dc) && !isIn(row + pr, column + pc)) runs++;
    });
    return runs === 1;
  };
  // Squares next to the shape, each listed once for every side it shares with it (so a square with more sides in
  // is drawn more often, and then refused more often).
  const frontier: Cell[] = [];
  const add = (square: Cell) => {
    inside[square.row]![square.column] = true;
    for (const next of neighbours(squares, square)) if (!inside[next.row]![next.column]) frontier.push(next);
  };
  add({ row: random.below(squares.rows), column: random.below(squares.columns) });
  let area = 1;
  const target = Math.max(1, Math.round(share * squares.rows * squares.columns));
  for (let tries = 0; area < target && frontier.length > 0 && tries < 40 * target; tries++) {
    const index = random.below(frontier.length);
    const square = frontier[index]!;
    if (inside[square.row]![square.column]) {
      frontier[index] = frontier[frontier.length - 1]!;
      frontier.pop();
      continue;
    }
    const sides = neighbours(squares, square).filter((next) => inside[next.row]![next.column]).length;
    if (random.next() > 1 / sides ** 2 || !joins(square)) continue;
    add(square);
    area++;
  }
  return inside;
}

/** A random loop whose inside covers about `share` of the lattice's squares (at least one square). */
export function randomLoop(points: GridSize, share: number, random: Random): LineGrid {
  const inside = growShape(points, share, random);
  const isIn = (row: number, column: number) => row >= 0 && column >= 0 && row < points.rows - 1 && column < points.columns - 1 && inside[row]![column]!;
  // A line lies on the outline where the squares on its two sides differ.
  return {
    horizontal: makeGrid({ rows: points.rows, columns: points.columns - 1 }, ({ row, column }) => isIn(row - 1, column) !== isIn(row, column)),
    vertical: makeGrid({ rows: points.rows - 1, columns: points.columns }, ({ row, column }) => isIn(row, column - 1) !== isIn(row, column)),
  };
}

/**
 * A loop cut into stretches of 1 to `longest` points each, in loop order from a random point of it (the last stretch
 * may be shorter): where Country Road's countries and Double Back's rooms start.
 */
export function loopStretches(points: GridSize, loop: LineGrid, longest: number, random: Random): Cell[][] {
  const path = loopPoints(points, loop).slice(0, -1);
  const offset = random.below(path.length);
  const stretches: Cell[][] = [];
  for (let index = 0; index < path.length; ) {
    const length = Math.min(1 + random.below(longest), path.length - index);
    stretches.push(Array.from({ length }, (_, step) => path[(offset + index + step) % path.length]!));
    index += length;
  }
  return stretches;
}
