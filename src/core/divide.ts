// Dividing a grid into rooms around a drawn answer (in the manner of Simon Tatham's divvy.c, but seeded from marked
// cells): grow regions from seeds, group neighbouring regions into rooms, move a cell to a neighbouring room without
// splitting its own, and two walks of such moves, one that repairs rooms while another solution exists and one that
// reshapes them towards a goal. Everything is drawn from the caller's seeded random.

import { distanceToLevel } from './construct.js';
import { TimeoutError } from './errors.js';
import type { Cell, GridSize } from './geometry.js';
import { allCells, cellIndex, directions, makeGrid, move, neighbours } from './geometry.js';
import type { Random } from './random.js';
import type { Difficulty, Rating, RatingScale } from './rating.js';
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

/** The room of `cell` split in two, grown a random cell at a time from `cell` and another of its cells. */
export function splitRoom(rooms: readonly (readonly number[])[], cell: Cell, random: Random): number[][] {
  const size = { rows: rooms.length, columns: rooms[0]!.length };
  const room = rooms[cell.row]![cell.column]!;
  const result = rooms.map((row) => [...row]);
  const label = Math.max(...rooms.flat()) + 1;
  const cells = allCells(size).filter((other) => rooms[other.row]![other.column] === room);
  const start = random.pick(cells.filter((other) => other.row !== cell.row || other.column !== cell.column));
  // Both parts grow from their seed; a cell joins the part it is first reached from.
  const owner = new Map<number, number>([[cellIndex(size, cell), label], [cellIndex(size, start), room]]);
  const frontier: Cell[] = [cell, start];
  while (frontier.length > 0) {
    const from = frontier.splice(random.below(frontier.length), 1)[0]!;
    for (const next of neighbours(size, from)) {
      if (rooms[next.row]![next.column] !== room || owner.has(cellIndex(size, next))) continue;
      owner.set(cellIndex(size, next), owner.get(cellIndex(size, from))!);
      frontier.push(next);
    }
  }
  for (const [index, part] of owner) result[Math.floor(index / size.columns)]![index % size.columns] = part;
  return result;
}

/** The room of `cell` joined with a neighbouring room, or undefined when it has none. */
export function joinNeighbour(rooms: readonly (readonly number[])[], cell: Cell, random: Random): number[][] | undefined {
  const size = { rows: rooms.length, columns: rooms[0]!.length };
  const room = rooms[cell.row]![cell.column]!;
  const cells = allCells(size).filter((other) => rooms[other.row]![other.column] === room);
  const around = [...new Set(cells.flatMap((inside) => neighbours(size, inside).map((next) => rooms[next.row]![next.column]!)))].filter((other) => other !== room);
  if (around.length === 0) return undefined;
  const joined = random.pick(around);
  return rooms.map((row) => row.map((label) => (label === joined ? room : label)));
}

/** The shortest path from `from` to `to` through the cells `inside` allows (both ends included; [] when none). */
export function shortestPath(size: GridSize, from: Cell, to: Cell, inside: (cell: Cell) => boolean): Cell[] {
  const previous = new Map<number, Cell | null>([[cellIndex(size, from), null]]);
  const queue = [from];
  for (let index = 0; index < queue.length && !previous.has(cellIndex(size, to)); index++) {
    for (const next of neighbours(size, queue[index]!)) {
      if (!inside(next) || previous.has(cellIndex(size, next))) continue;
      previous.set(cellIndex(size, next), queue[index]!);
      queue.push(next);
    }
  }
  if (!previous.has(cellIndex(size, to))) return [];
  const path: Cell[] = [];
  for (let cell: Cell | null | undefined = to; cell; cell = previous.get(cellIndex(size, cell))) path.unshift(cell);
  return path;
}

/**
 * Cells in no room (-1) join neighbouring rooms (where `mayJoin` allows) one at a time, each join kept when `accept`
 * takes the rooms. For rooms that only gain solutions as they grow (a cell in no room is ruled out): a room refused to
 * a cell stays refused, the cell with the fewest rooms left to try goes first, and a join that leaves an area of
 * roomless cells with no room to try is refused at once. The rooms, and the cells left in none.
 */
export function fillRooms(
  start: readonly (readonly number[])[],
  accept: (rooms: readonly (readonly number[])[]) => boolean,
  mayJoin: MayJoin,
  random: Random,
  shouldStop: () => boolean,
): { rooms: number[][]; left: Cell[] } {
  const size = { rows: start.length, columns: start[0]!.length };
  const rooms = start.map((row) => [...row]);
  const roomAt = (cell: Cell) => rooms[cell.row]![cell.column]!;
  const refused = makeGrid(size, () => new Set<number>());
  const mayTry = (cell: Cell, room: number) => !refused[cell.row]![cell.column]!.has(room) && mayJoin(cell, rooms, room);
  const options = (cell: Cell) => [...new Set(neighbours(size, cell).map(roomAt))].filter((room) => room >= 0 && mayTry(cell, room));
  // Whether a roomless area beside `joined` is left with a cell that has no room around the area to try.
  const strands = (joined: Cell) =>
    neighbours(size, joined).some((first) => {
      if (roomAt(first) >= 0) return false;
      const area = [first];
      const seen = new Set([cellIndex(size, first)]);
      for (let index = 0; index < area.length; index++) {
        for (const next of neighbours(size, area[index]!)) {
          if (roomAt(next) >= 0 || seen.has(cellIndex(size, next))) continue;
          seen.add(cellIndex(size, next));
          area.push(next);
        }
      }
      const around = new Set(area.flatMap((cell) => neighbours(size, cell).map(roomAt)).filter((room) => room >= 0));
      return area.some((cell) => ![...around].some((room) => mayTry(cell, room)));
    });
  for (;;) {
    if (shouldStop()) throw new TimeoutError('the generator was stopped');
    const frontier = allCells(size)
      .filter((cell) => roomAt(cell) < 0)
      .map((cell) => ({ cell, rooms: options(cell) }))
      .filter((entry) => entry.rooms.length > 0);
    if (frontier.length === 0) return { rooms, left: allCells(size).filter((cell) => roomAt(cell) < 0) };
    const fewest = Math.min(...frontier.map((entry) => entry.rooms.length));
    const { cell, rooms: choices } = random.pick(frontier.filter((entry) => entry.rooms.length === fewest));
    const room = random.pick(choices);
    rooms[cell.row]![cell.column] = room;
    if (strands(cell) || !accept(rooms)) {
      rooms[cell.row]![cell.column] = -1;
      refused[cell.row]![cell.column]!.add(room);
    }
  }
}

/** The cells leave their rooms (to -1), in turn, each where its room stays in one piece without it. */
export function loosenRooms(rooms: readonly (readonly number[])[], cells: readonly Cell[]): number[][] {
  const loosened = rooms.map((row) => [...row]);
  for (const cell of cells) if (leaves(loosened, cell)) loosened[cell.row]![cell.column] = -1;
  return loosened;
}

/**
 * Cells in no room join a neighbouring room (one `mayJoin` allows, where there is one); then, while `intruders` names
 * cells another solution marks, one of them moves to a neighbouring room `mayJoin` allows. Undefined after `steps`
 * moves, or when none can move.
 */
export function settleRooms(
  start: readonly (readonly number[])[],
  intruders: (rooms: Regions) => Cell[] | undefined,
  mayJoin: MayJoin,
  random: Random,
  steps: number,
  shouldStop: () => boolean,
): Regions | undefined {
  const size = { rows: start.length, columns: start[0]!.length };
  const rooms = start.map((row) => [...row]);
  const roomAt = (cell: Cell) => rooms[cell.row]![cell.column]!;
  for (let pending = allCells(size).filter((cell) => roomAt(cell) < 0); pending.length > 0; ) {
    for (const cell of pending.filter((cell) => neighbours(size, cell).some((next) => roomAt(next) >= 0))) {
      const around = [...new Set(neighbours(size, cell).map(roomAt))].filter((room) => room >= 0);
      const allowed = around.filter((room) => mayJoin(cell, rooms, room));
      rooms[cell.row]![cell.column] = random.pick(allowed.length > 0 ? allowed : around);
    }
    pending = pending.filter((cell) => roomAt(cell) < 0);
  }
  let current = regionsFromLabels(rooms);
  for (let step = 0; step <= steps; step++) {
    if (shouldStop()) throw new TimeoutError('the generator was stopped');
    const marked = intruders(current);
    if (!marked) return current;
    let moved: Regions | undefined;
    for (const cell of random.shuffle(marked)) {
      moved = moveCell(current, cell, random, mayJoin);
      if (moved) break;
    }
    if (!moved) return undefined;
    current = moved;
  }
  return undefined;
}

/** The rooms as lists of cells in reading order, in the order each room first appears (a cell labelled -1 is in none). */
export function roomLists(rooms: readonly (readonly number[])[]): Cell[][] {
  const lists = new Map<number, Cell[]>();
  rooms.forEach((line, row) => line.forEach((room, column) => room >= 0 && lists.set(room, [...(lists.get(room) ?? []), { row, column }])));
  return [...lists.values()];
}

/** What reshaping towards a level asks of the rooms drawn around an answer. */
export interface RoomJudge {
  /** The rating against the answer, stopped once the score passes `budget`; `complete` when it decided every cell. */
  rate(rooms: Regions, budget: number): { rating: Rating; complete: boolean };
  /** Whether the answer is the only solution. */
  unique(rooms: Regions): boolean | Promise<boolean>;
}

/**
 * Step 4 towards a level (see `reshapeRooms`): a move is kept when the rating comes no farther from the level and the
 * answer stays the only solution (a rating that decides every cell without guessing proves it; else `unique` is asked).
 * Below expert, ratings stop at a guess or past the expert cut-off: such rooms are too hard anyway.
 */
export async function reshapeToLevel(
  start: { rooms: Regions; rating: Rating },
  isMarked: (cell: Cell) => boolean,
  judge: RoomJudge,
  level: Difficulty,
  scale: RatingScale,
  random: Random,
  mayJoin?: MayJoin,
): Promise<{ rooms: Regions; rating: Rating }> {
  let rating = start.rating;
  const budget = level === 'expert' ? Infinity : scale.expert;
  const farther = (score: number) => distanceToLevel(score, level, scale) > distanceToLevel(rating.score, level, scale);
  const accept = async (candidate: Regions) => {
    const outcome = judge.rate(candidate, budget);
    if ((!outcome.complete && level !== 'expert') || farther(outcome.rating.score)) return false;
    if (!outcome.complete && !(await judge.unique(candidate))) return false;
    rating = outcome.rating;
    return true;
  };
  const steps = start.rooms.length * start.rooms[0]!.length;
  const rooms = await reshapeRooms(start.rooms, isMarked, accept, () => rating.level === level, random, steps, mayJoin);
  return { rooms, rating };
}

/**
 * Countries grown in the manner of the Satogaeri seed thesis: from the top-left-most free cell, each neighbour joins
 * with the chance `countrySize`, their neighbours with that chance squared, and so on; single cells left over join a
 * neighbouring country half of the time. Labels numbered in reading order.
 */
export function growCountries({ rows, columns }: GridSize, countrySize: number, random: Random): number[][] {
  const countries = Array.from({ length: rows }, () => new Array<number>(columns).fill(-1));
  const inside = (cell: Cell) => cell.row >= 0 && cell.row < rows && cell.column >= 0 && cell.column < columns;
  let count = 0;
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      if (countries[row]![column] !== -1) continue;
      const country = count++;
      countries[row]![column] = country;
      let layer: Cell[] = [{ row, column }];
      let chance = countrySize;
      while (layer.length > 0 && chance > 0.001) {
        const next: Cell[] = [];
        for (const cell of layer) {
          for (const direction of directions) {
            const neighbour = move(cell, direction);
            if (!inside(neighbour) || countries[neighbour.row]![neighbour.column] !== -1) continue;
            if (random.next() < chance) {
              countries[neighbour.row]![neighbour.column] = country;
              next.push(neighbour);
            }
          }
        }
        layer = next;
        chance *= chance;
      }
    }
  }
  // Single cells join a neighbouring country half of the time.
  const sizes = new Map<number, number>();
  for (const line of countries) for (const country of line) sizes.set(country, (sizes.get(country) ?? 0) + 1);
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const country = countries[row]![column]!;
      if (sizes.get(country) !== 1 || random.next() < 0.5) continue;
      const around = directions.map((direction) => move({ row, column }, direction)).filter(inside);
      const chosen = random.pick(around);
      const joined = countries[chosen.row]![chosen.column]!;
      countries[row]![column] = joined;
      sizes.set(country, 0);
      sizes.set(joined, (sizes.get(joined) ?? 0) + 1);
    }
  }
  // Number the countries 0, 1, ... again in reading order.
  const renumbered = new Map<number, number>();
  return countries.map((line) =>
    line.map((country) => {
      if (!renumbered.has(country)) renumbered.set(country, renumbered.size);
      return renumbered.get(country)!;
    }),
  );
}
