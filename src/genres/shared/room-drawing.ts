// Drawing rooms in the editor, for every genre with rooms (countries, regions): a stroke, a drag (its rectangle) or a
// press joins the cells it covers into one room. A stroke that cuts a room in two leaves two rooms.

import type { Cell, GridSize } from '../../core/geometry.js';
import { isInside, makeGrid } from '../../core/geometry.js';
import type { Gesture } from '../../core/play.js';
import type { Regions } from '../../core/regions.js';
import { regionsFromLabels } from '../../core/regions.js';

/** Every cell a room of its own: the blank grid a setter starts from. */
export function separateRooms(size: GridSize): Regions {
  let next = 0;
  return makeGrid(size, () => next++);
}

/** The cells a room-drawing gesture covers, or undefined for a gesture that draws no room. */
export function roomGestureCells(gesture: Gesture): Cell[] | undefined {
  if (gesture.kind === 'stroke') return [...gesture.cells];
  if (gesture.kind === 'drag') return rectangle(gesture.from, gesture.to);
  if (gesture.kind === 'press' && gesture.target.kind === 'cell') return [gesture.target.cell];
  return undefined;
}

/** The rooms after `cells` are joined into one; undefined when no cell is inside the grid. */
export function withRoom(regions: readonly (readonly number[])[], cells: readonly Cell[]): Regions | undefined {
  const size = { rows: regions.length, columns: regions[0]?.length ?? 0 };
  const inside = cells.filter((cell) => isInside(size, cell));
  if (inside.length === 0) return undefined;
  const chosen = new Set(inside.map(({ row, column }) => `${row},${column}`));
  const labels = regions.map((line, row) => line.map((room, column) => (chosen.has(`${row},${column}`) ? 'new' : String(room))));
  return regionsFromLabels(labels);
}

function rectangle(from: Cell, to: Cell): Cell[] {
  const cells: Cell[] = [];
  for (let row = Math.min(from.row, to.row); row <= Math.max(from.row, to.row); row++) {
    for (let column = Math.min(from.column, to.column); column <= Math.max(from.column, to.column); column++) cells.push({ row, column });
  }
  return cells;
}
