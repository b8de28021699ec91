// Dividing a grid into rooms around a drawn answer (in the manner of Simon Tatham's divvy.c, but seeded from marked
// cells): grow regions from seeds, group neighbouring regions into rooms, move a cell to a neighbouring room without
// splitting its own, and two walks of such moves, one that repairs rooms while another solution exists and one that
// reshapes them towards a goal. Everything is drawn from the caller's seeded random.

import type { Cell, GridSize } from './geometry.js';
import { allCells, cellIndex, makeGrid, neighbours } from './geometry.js';
import type { Random } from './random.js';
import type { Regions } from './regions.js';
import { regionsFromLabels } from './regions.js';

/**
 * Regions grown from seed cells (one region each), a random frontier cell at a time; -1 never remains. `claimed`
 * gives cells a region before growth starts (a genre's cells that must go with a seed), -1 for the rest.
 */
export function growRegions(size: GridSize, seeds: readonly Cell[], random: Random, claimed?: readonly (readonly number[])[]): number[][] {
  const regions = makeGrid(size, () => -1);
  const frontier: { cell: Cell; region: number }[] = [];
  const claim = (cell: Cell, region: number) => {
    regions[cell.row]![cell.column] = region;
    for (const next of neighbours(size, cell)) if (regions[next.row]![next.column] === -1) frontier.push({ cell: next, region });
  };
  seeds.forEach((seed, region) => claim(seed, region));
  if (claimed) for (const cell of allCells(size)) if (claimed[cell.row]![cell.column]! >= 0) regions[cell.row]![cell.column] = claimed[cell.row]![cell.column]!;
  if (claimed) for (const cell of allCells(size)) if (regions[cell.row]![cell.column]! >= 0) claim(cell, regions[cell.row]![cell.column]!);
  while (frontier.length > 0) {
    const index = random.below(frontier.length);
    const { cell, region } = frontier[index]!;
    frontier[index] = frontier[frontier.length - 1]!;
    frontier.pop();
    if (regions[cell.row]![cell.column] === -1) claim(cell, region);
  }
  return regions;
}

/**
 * The regions joined into connected groups of `perRoom` (numbered in reading order), or undefined when the random
 * search finds no such grouping. Regions with fewest free neighbours are grouped first, as in a matching. `apart`
 * names pairs of regions that may not share a group.
 */
export function groupRegions(
  regions: readonly (readonly number[])[],
  perRoom: number,
  random: Random,
  apart: (a: number, b: number) => boolean = () => false,
): Regions | undefined {
  const count = Math.max(...regions.flat()) + 1;
  if (count % perRoom !== 0) return undefined;
  const size = { rows: regions.length, columns: regions[0]!.length };
  const adjacent = Array.from({ length: count }, () => new Set<number>());
  for (const cell of allCells(size)) {
    for (const next of neighbours(size, cell)) {
      const a = regions[cell.row]![cell.column]!;
      const b = regions[next.row]![next.column]!;
      if (a !== b && !apart(a, b)) adjacent[a]!.add(b);
    }
  }
  const group = new Array<number>(count).fill(-1);
  let groups = 0;
  const free = (region: number) => [...adjacent[region]!].filter((other) => group[other] === -1);
  for (;;) {
    const left = group.flatMap((value, region) => (value === -1 ? [region] : []));
    if (left.length === 0) break;
    const fewest = Math.min(...left.map((region) => free(region).length));
    const start = random.pick(left.filter((region) => free(region).length === fewest));
    // A connected group grown from the start, one free neighbour of the group at a time.
    const members = [start];
    group[start] = groups;
    while (members.length < perRoom) {
      const options = [...new Set(members.flatMap(free))];
      if (options.length === 0) return undefined;
      const chosen = random.pick(options);
      group[chosen] = groups;
      members.push(chosen);
    }
    groups++;
  }
  return regionsFromLabels(regions.map((row) => row.map((region) => group[region]!)));
}

/** Whether the room of `cell` stays connected (and not empty) without it. */
export function leaves(rooms: readonly (readonly number[])[], cell: Cell): boolean {
  const size = { rows: rooms.length, columns: rooms[0]!.length };
  const room = rooms[cell.row]![cell.column]!;
  const mates = neighbours(size, cell).filter((next) => rooms[next.row]![next.column] === room);
  if (mates.length === 0) return false;
  const seen = new Set([cellIndex(size, cell), cellIndex(size, mates[0]!)]);
  const stack = [mates[0]!];
  while (stack.length > 0) {
    const current = stack.pop()!;
    for (const next of neighbours(size, current)) {
      const index = cellIndex(size, next);
      if (seen.has(index) || rooms[next.row]![next.column] !== room) continue;
      seen.add(index);
      stack.push(next);
    }
  }
  return mates.every((mate) => seen.has(cellIndex(size, mate)));
}

/** A genre's rule for where a cell may go (Norinori: not into a room where it would let a domino slide). */
export type MayJoin = (cell: Cell, rooms: Regions, room: number) => boolean;

/**
 * The rooms with `cell` moved to a random neighbouring room (one `mayJoin` allows), or undefined when it cannot leave
 * its own.
 */
export function moveCell(rooms: Regions, cell: Cell, random: Random, mayJoin: MayJoin = () => true): Regions | undefined {
  const size = { rows: rooms.length, columns: rooms[0]!.length };
  const room = rooms[cell.row]![cell.column]!;
  const others = [...new Set(neighbours(size, cell).map((next) => rooms[next.row]![next.column]!))].filter(
    (other) => other !== room && mayJoin(cell, rooms, other),
  );
  if (others.length === 0 || !leaves(rooms, cell)) return undefined;
  const target = random.pick(others);
  return regionsFromLabels(rooms.map((line, row) => line.map((value, column) => (row === cell.row && column === cell.column ? target : value))));
}

/**
 * Step 3: moves cells that other solutions mark until the solution is the only one. `other` gives the cells other
 * solutions mark and ours does not, or undefined when there is no other solution. When none of those cells
 * can leave its room, another unmarked cell of the same room moves instead. Undefined after `steps` moves, or when
 * nothing can move.
 */
export async function repairRooms(
  rooms: Regions,
  isMarked: (cell: Cell) => boolean,
  other: (rooms: Regions) => Promise<Cell[] | undefined>,
  random: Random,
  steps: number,
): Promise<Regions | undefined> {
  const size = { rows: rooms.length, columns: rooms[0]!.length };
  let current = rooms;
  for (let step = 0; step <= steps; step++) {
    const intruders = await other(current);
    if (!intruders) return current;
    const roomsHit = new Set(intruders.map((cell) => current[cell.row]![cell.column]!));
    const fallback = allCells(size).filter((cell) => !isMarked(cell) && roomsHit.has(current[cell.row]![cell.column]!));
    let moved: Regions | undefined;
    for (const cell of [...random.shuffle(intruders), ...random.shuffle(fallback)]) {
      moved = moveCell(current, cell, random);
      if (moved) break;
    }
    if (!moved) return undefined;
    current = moved;
  }
  return undefined;
}

/**
 * Step 4: random moves of unmarked border cells (where `mayJoin` allows), each kept when `judge` accepts the new rooms
 * (unique, and a rating no farther from the target); stops when `done` says so or after `steps` tries.
 */
export async function reshapeRooms(
  rooms: Regions,
  isMarked: (cell: Cell) => boolean,
  judge: (rooms: Regions) => Promise<boolean>,
  done: () => boolean,
  random: Random,
  steps: number,
  mayJoin?: MayJoin,
): Promise<Regions> {
  const size = { rows: rooms.length, columns: rooms[0]!.length };
  let current = rooms;
  for (let step = 0; step < steps && !done(); step++) {
    const border = allCells(size).filter(
      (cell) => !isMarked(cell) && neighbours(size, cell).some((next) => current[next.row]![next.column] !== current[cell.row]![cell.column]),
    );
    if (border.length === 0) break;
    const moved = moveCell(current, random.pick(border), random, mayJoin);
    if (moved && (await judge(moved))) current = moved;
  }
  return current;
}
