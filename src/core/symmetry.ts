// Points that may sit anywhere on a grid's cell lattice (a cell's centre, the midpoint of an edge between two cells,
// the corner where four meet) and regions symmetric under a half turn about one: Tentaisho's dots and galaxies.

import type { Cell, GridSize } from './geometry.js';
import { cellName, isInside } from './geometry.js';
import type { Literal, Model } from './model.js';

/**
 * A point on the doubled lattice of a grid: (row, column) counts half cells from the first cell's centre, so a
 * cell's centre has both even, the midpoint of an edge between two cells one odd, and a corner inside the grid both
 * odd. A grid of R rows and C columns has 2R - 1 by 2C - 1 such points.
 */
export interface HalfPoint {
  readonly row: number;
  readonly column: number;
}

/** The doubled lattice of a grid: the rows and columns of its half points. */
export const halfPoints = (size: GridSize): GridSize => ({ rows: 2 * size.rows - 1, columns: 2 * size.columns - 1 });

/** The cells a point lies in or on: one for a centre, two for an edge, four for a corner. */
export function cellsAtPoint(point: HalfPoint): Cell[] {
  const rows = point.row % 2 === 0 ? [point.row / 2] : [(point.row - 1) / 2, (point.row + 1) / 2];
  const columns = point.column % 2 === 0 ? [point.column / 2] : [(point.column - 1) / 2, (point.column + 1) / 2];
  return rows.flatMap((row) => columns.map((column) => ({ row, column })));
}

/** A point in words: `the centre of r1c2`, `the edge between r1c1 and r1c2`, `the corner of r1c1, r1c2, r2c1 and r2c2`. */
export function pointName(point: HalfPoint): string {
  const cells = cellsAtPoint(point).map(cellName);
  if (cells.length === 1) return `the centre of ${cells[0]}`;
  if (cells.length === 2) return `the edge between ${cells.join(' and ')}`;
  return `the corner of ${cells.slice(0, 3).join(', ')} and ${cells[3]}`;
}

/** The cell a half turn about a point takes a cell to, or undefined when it falls outside the grid. */
export function halfTurn(size: GridSize, centre: HalfPoint, cell: Cell): Cell | undefined {
  const turned = { row: centre.row - cell.row, column: centre.column - cell.column };
  return isInside(size, turned) ? turned : undefined;
}

/**
 * States that a region is symmetric under a half turn about `centre`: each cell in it (its literal true) has its
 * turned cell in it too. `member` gives a cell's literal, or undefined where the region cannot reach (a cell whose
 * turned cell is missing is then never in it).
 */
export function symmetricAbout(model: Model, size: GridSize, centre: HalfPoint, member: (cell: Cell) => Literal | undefined, cells: readonly Cell[]): void {
  for (const cell of cells) {
    const literal = member(cell);
    if (literal === undefined) continue;
    const turned = halfTurn(size, centre, cell);
    const partner = turned && member(turned);
    if (partner === undefined) model.require(-literal);
    else model.implies(literal, partner);
  }
}
