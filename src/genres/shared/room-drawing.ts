// Drawing rooms in the editor, for every genre with rooms (countries, regions). As in puz.link, the setter starts
// from one room and draws borders: a drag along the cells' sides from corner to corner draws them (or erases them,
// when its first side had one, or with the other button), a press on a side turns it on or off. A border that closes
// nothing off yet is kept, so a room can be drawn side by side. Satogaeri's editor joins cells instead: a stroke, a
// drag (its rectangle) or a press joins the cells it covers into one room.

import type { Cell, GridSize } from '../../core/geometry.js';
import { isInside, makeGrid } from '../../core/geometry.js';
import type { Gesture, InputMode } from '../../core/play.js';
import type { Regions, Walls } from '../../core/regions.js';
import { regionsFromLabels, regionsFromWalls, wallsOf } from '../../core/regions.js';

/** The editor's mode for drawing borders, in the genre's word for a room. */
export const borderMode = (word: string): InputMode => ({ id: 'room', label: `Draw ${word} borders`, key: 'r', traces: 'corners' });

/** One room over the whole grid: the blank grid a setter starts from. */
export function oneRoom(size: GridSize): Regions {
  return makeGrid(size, () => 0);
}

/** A puzzle's rooms with the borders a drawing gesture leaves, or undefined for a gesture that draws none. */
export function roomsAfterBorders(puzzle: { readonly rooms: Regions; readonly walls?: Walls }, gesture: Gesture): { rooms: Regions; walls: Walls } | undefined {
  const size = { rows: puzzle.rooms.length, columns: puzzle.rooms[0]?.length ?? 0 };
  const before = puzzle.walls ?? wallsOf(puzzle.rooms);
  const sides =
    gesture.kind === 'trace'
      ? gesture.points.slice(1).map((point, index) => innerSide(size, gesture.points[index]!, point))
      : gesture.kind === 'press' && gesture.target.kind === 'line'
        ? [innerSide(size, gesture.target.from, gesture.target.to)]
        : undefined;
  const inside = sides?.filter((side) => side !== undefined);
  if (!inside || inside.length === 0) return undefined;
  const has = (side: Side) => before[side.kind][side.row]![side.column]!;
  // A press turns its side over; a drag draws, or erases when its first side had a border or with the other button.
  const drawn = gesture.kind === 'press' ? !has(inside[0]!) : gesture.kind === 'trace' && gesture.button === 'primary' && !has(inside[0]!);
  const walls = { right: before.right.map((row) => [...row]), below: before.below.map((row) => [...row]) };
  for (const side of inside) walls[side.kind][side.row]![side.column] = drawn;
  return { rooms: regionsFromWalls(size, walls), walls };
}

/** A side between two cells: `right` of the cell at row, column, or `below` it. */
interface Side {
  readonly kind: 'right' | 'below';
  readonly row: number;
  readonly column: number;
}

/** The side between two neighbouring corners, or undefined on the grid's frame (not a border one can draw). */
function innerSide(size: GridSize, from: Cell, to: Cell): Side | undefined {
  if (from.row === to.row && Math.abs(from.column - to.column) === 1) {
    const row = from.row - 1;
    const column = Math.min(from.column, to.column);
    return row >= 0 && row < size.rows - 1 && column >= 0 && column < size.columns ? { kind: 'below', row, column } : undefined;
  }
  if (from.column === to.column && Math.abs(from.row - to.row) === 1) {
    const row = Math.min(from.row, to.row);
    const column = from.column - 1;
    return column >= 0 && column < size.columns - 1 && row >= 0 && row < size.rows ? { kind: 'right', row, column } : undefined;
  }
  return undefined;
}

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
