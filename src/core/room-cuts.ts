// Rooms made smaller, for generators that mend a draft by adding borders (a border only adds clues, so the drawn
// answer stays a solution and others only go away): a room split in two by growth from two of its cells, a
// rectangular room cut straight across, a grid cut down into small rooms, a cell made a room of its own. Everything is
// drawn from the caller's seeded random; rooms are grids of labels, never changed in place.

import { connectedAreas } from './checks.js';
import type { Cell, GridSize } from './geometry.js';
import { cellIndex, makeGrid, neighbours, sameCell } from './geometry.js';
import type { Random } from './random.js';
import type { Regions } from './regions.js';

type Rooms = readonly (readonly number[])[];

const sizeOf = (rooms: Rooms): GridSize => ({ rows: rooms.length, columns: rooms[0]!.length });
const nextLabel = (rooms: Rooms) => Math.max(...rooms.flat()) + 1;
function cellsOf(rooms: Rooms, room: number): Cell[] {
  const cells: Cell[] = [];
  rooms.forEach((line, row) => line.forEach((label, column) => label === room && cells.push({ row, column })));
  return cells;
}

/**
 * The room of `from` split in two, grown a random cell at a time from `from` and from another of its cells (`from`
 * keeps the room's label); undefined for a room of one cell.
 */
export function splitRoom(rooms: Rooms, from: Cell, random: Random): number[][] | undefined {
  const size = sizeOf(rooms);
  const room = rooms[from.row]![from.column]!;
  const others = cellsOf(rooms, room).filter((cell) => !sameCell(cell, from));
  if (others.length === 0) return undefined;
  const label = nextLabel(rooms);
  const other = random.pick(others);
  const result = rooms.map((line) => [...line]);
  const owned = new Set([cellIndex(size, from), cellIndex(size, other)]);
  const frontier: { cell: Cell; label: number }[] = [];
  const claim = (cell: Cell, part: number) => {
    owned.add(cellIndex(size, cell));
    result[cell.row]![cell.column] = part;
    for (const next of neighbours(size, cell)) if (rooms[next.row]![next.column] === room && !owned.has(cellIndex(size, next))) frontier.push({ cell: next, label: part });
  };
  claim(from, room);
  claim(other, label);
  while (frontier.length > 0) {
    const index = random.below(frontier.length);
    const { cell, label: part } = frontier[index]!;
    frontier[index] = frontier[frontier.length - 1]!;
    frontier.pop();
    if (!owned.has(cellIndex(size, cell))) claim(cell, part);
  }
  return result;
}

/**
 * One of the rectangular rooms `candidates` (tried in random order) cut in two by a straight cut across it, at a random
 * place where `allowed` takes the rooms (cuts across the longer side first, as rooms are seldom long and thin);
 * undefined when no cut is allowed.
 */
export function cutRectangle(rooms: Rooms, candidates: readonly number[], random: Random, allowed: (rooms: Rooms) => boolean): number[][] | undefined {
  for (const room of random.shuffle([...new Set(candidates)])) {
    const cut = cutAcross(rooms, room, random, allowed);
    if (cut) return cut;
  }
  return undefined;
}

function cutAcross(rooms: Rooms, room: number, random: Random, allowed: (rooms: Rooms) => boolean): number[][] | undefined {
  const cells = cellsOf(rooms, room);
  const top = Math.min(...cells.map((cell) => cell.row));
  const bottom = Math.max(...cells.map((cell) => cell.row));
  const left = Math.min(...cells.map((cell) => cell.column));
  const right = Math.max(...cells.map((cell) => cell.column));
  const label = nextLabel(rooms);
  const cuts = [
    ...Array.from({ length: bottom - top }, (_, k) => ({ across: true, at: top + k + 1 })),
    ...Array.from({ length: right - left }, (_, k) => ({ across: false, at: left + k + 1 })),
  ];
  const longer = bottom - top >= right - left;
  const ordered = [...random.shuffle(cuts.filter((cut) => cut.across === longer)), ...random.shuffle(cuts.filter((cut) => cut.across !== longer))];
  // One copy, cut and put back in place for each place tried.
  const cut = rooms.map((line) => [...line]);
  for (const { across, at } of ordered) {
    const moved = cells.filter((cell) => (across ? cell.row >= at : cell.column >= at));
    for (const cell of moved) cut[cell.row]![cell.column] = label;
    if (allowed(cut)) return cut;
    for (const cell of moved) cut[cell.row]![cell.column] = room;
  }
  return undefined;
}

/**
 * The grid as one room, cut down by `cut` (a room in two, or undefined when it cannot be) until each room is no
 * larger than its target, drawn by `target` for each room when it is first looked at.
 */
export function cutDown(size: GridSize, target: () => number, cut: (rooms: Rooms, room: number) => number[][] | undefined): number[][] {
  let rooms = makeGrid(size, () => 0);
  const pending = [0];
  const targets = new Map<number, number>();
  while (pending.length > 0) {
    const room = pending.pop()!;
    if (!targets.has(room)) targets.set(room, target());
    if (cellsOf(rooms, room).length <= targets.get(room)!) continue;
    const label = nextLabel(rooms);
    const next = cut(rooms, room);
    if (!next) continue;
    rooms = next;
    pending.push(room, label);
  }
  return rooms;
}

/** The cell made a room of its own; what is left of its room, if it falls apart, becomes one room per piece. */
export function isolateCell(rooms: Rooms, cell: Cell): Regions {
  const room = rooms[cell.row]![cell.column]!;
  const result = rooms.map((line) => [...line]);
  let label = nextLabel(rooms);
  result[cell.row]![cell.column] = label++;
  for (const piece of connectedAreas(sizeOf(rooms), (other) => result[other.row]![other.column] === room).slice(1)) {
    for (const other of piece) result[other.row]![other.column] = label;
    label++;
  }
  return result;
}
