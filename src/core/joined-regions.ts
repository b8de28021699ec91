// Regions made by joining neighbouring cells: in a model, a link per pair of neighbours (for `Model.division`); and
// drawn at random a pair at a time, as a division into small pieces is drawn (Fillomino's regions; a cage or a room
// of a genre that wants pieces of a bounded size), each region's cells kept so that a join can be weighed by size.

import type { Cell, GridSize } from './geometry.js';
import { adjacentPairs, cellIndex, cellName, makeGrid } from './geometry.js';
import type { GraphEdge, Model } from './model.js';

/** A link per pair of neighbouring cells (`r1c1 joins r1c2`), true where the two lie in one region. */
export function neighbourLinks(model: Model, size: GridSize): (GraphEdge & { readonly cells: readonly [Cell, Cell] })[] {
  return adjacentPairs(size).map(([cell, next]) => ({
    literal: model.bool(`${cellName(cell)} joins ${cellName(next)}`),
    ends: [cellIndex(size, cell), cellIndex(size, next)] as const,
    cells: [cell, next] as const,
  }));
}

export class JoinedRegions {
  /** label[i]: the region of cell i (by cell index); members[r]: the cells of region r. */
  private readonly label: number[];
  private readonly members: number[][];

  /** Every cell of a grid of `size` a region of its own. */
  constructor(readonly size: GridSize) {
    this.label = Array.from({ length: size.rows * size.columns }, (_, index) => index);
    this.members = this.label.map((index) => [index]);
  }

  /** Whether two cells (by cell index) are in one region. */
  together(a: number, b: number): boolean {
    return this.label[a] === this.label[b];
  }

  /** How many cells the region of a cell has. */
  sizeAt(index: number): number {
    return this.members[this.label[index]!]!.length;
  }

  /** Makes the regions of two cells one. */
  join(a: number, b: number): void {
    const [kept, gone] = [this.label[a]!, this.label[b]!];
    if (kept === gone) return;
    for (const index of this.members[gone]!) this.label[index] = kept;
    this.members[kept]!.push(...this.members[gone]!);
    this.members[gone] = [];
  }

  /** Each cell's region size, as a grid. */
  sizes(): number[][] {
    return makeGrid(this.size, ({ row, column }) => this.sizeAt(row * this.size.columns + column));
  }
}
