// Heyawake puzzles, rooms drawn around a shading (in the manner of the Satogaeri generator):
//   1. a random shading: cells in random order are shaded, some of the time, when no shaded cell touches them and
//      the unshaded cells stay connected;
//   2. rooms are cut out of the grid: a rectangle is cut in two by a straight cut across it, at a random place where
//      no line of unshaded cells then crosses two borders, until it is small enough;
//   3. every room is numbered with its shaded cells; while a second solution exists, a room where it differs is cut
//      again, or, where no cut keeps to the rule of lines, a shaded cell where it differs becomes a room of its own
//      (a cut only adds numbers and borders, so the shading stays a solution and others only go away);
//   4. numbers are taken away one at a time, in random order, while the shading stays the only solution; any prefix
//      of that sequence is unique too, and the requested level is found along it with the core's rating.

import type { Construction, GridConstructed } from '../../core/construct.js';
import { constructGrid } from '../../core/construct.js';
import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, cellIndex, columnCells, makeGrid, neighbours, rowCells } from '../../core/geometry.js';
import type { GenerateRequest, Generator } from '../../core/genre.js';
import type { Random } from '../../core/random.js';
import type { RatingScale } from '../../core/rating.js';
import { defaultScale } from '../../core/rating.js';
import { connectedAreas } from '../shared/areas.js';
import { buildModel } from './model.js';
import type { HeyawakeAnswer, HeyawakeNumber, HeyawakePuzzle } from './puzzle.js';
import { makeHeyawake, roomCells, topCell } from './puzzle.js';

/** The rating's default cut-offs: no outside program rates Heyawake by level to calibrate against. */
export const heyawakeScale: RatingScale = defaultScale;

const shadeChance = 0.6;

/** A random shading: shaded cells apart, the rest connected. */
function randomShading(size: GridSize, random: Random): HeyawakeAnswer {
  const shaded = makeGrid(size, () => false);
  const isShaded = (cell: Cell) => shaded[cell.row]![cell.column]!;
  for (const cell of random.shuffle(allCells(size))) {
    if (random.next() > shadeChance || neighbours(size, cell).some(isShaded)) continue;
    shaded[cell.row]![cell.column] = true;
    if (connectedAreas(size, (other) => !isShaded(other)).length > 1) shaded[cell.row]![cell.column] = false;
  }
  return shaded;
}

/** Whether every line of unshaded cells crosses at most one border between the rooms. */
function runsHold(rooms: readonly (readonly number[])[], shading: HeyawakeAnswer): boolean {
  const size = { rows: rooms.length, columns: rooms[0]!.length };
  const lines = [
    ...Array.from({ length: size.rows }, (_, row) => rowCells(size, row)),
    ...Array.from({ length: size.columns }, (_, column) => columnCells(size, column)),
  ];
  for (const line of lines) {
    let borders = 0;
    for (let index = 0; index < line.length; index++) {
      const cell = line[index]!;
      if (shading[cell.row]![cell.column]) {
        borders = 0;
        continue;
      }
      const previous = line[index - 1];
      if (previous && !shading[previous.row]![previous.column] && rooms[previous.row]![previous.column] !== rooms[cell.row]![cell.column] && ++borders > 1) return false;
    }
  }
  return true;
}

/**
 * Cuts a room (a rectangle) in two across at a random place where the shading keeps to the rule of lines; false when
 * no cut does.
 */
function cutRoom(rooms: number[][], room: number, shading: HeyawakeAnswer, random: Random): boolean {
  const cells = roomCells(rooms)[room]!;
  const top = Math.min(...cells.map((cell) => cell.row));
  const bottom = Math.max(...cells.map((cell) => cell.row));
  const left = Math.min(...cells.map((cell) => cell.column));
  const right = Math.max(...cells.map((cell) => cell.column));
  const label = Math.max(...rooms.flat()) + 1;
  const cuts = [
    ...Array.from({ length: bottom - top }, (_, k) => ({ across: true, at: top + k + 1 })),
    ...Array.from({ length: right - left }, (_, k) => ({ across: false, at: left + k + 1 })),
  ];
  // Cuts across the longer side first, as rooms are usually not long and thin.
  const longer = bottom - top >= right - left;
  const ordered = [...random.shuffle(cuts.filter((cut) => cut.across === longer)), ...random.shuffle(cuts.filter((cut) => cut.across !== longer))];
  for (const { across, at } of ordered) {
    const moved = cells.filter((cell) => (across ? cell.row >= at : cell.column >= at));
    for (const cell of moved) rooms[cell.row]![cell.column] = label;
    if (runsHold(rooms, shading)) return true;
    for (const cell of moved) rooms[cell.row]![cell.column] = room;
  }
  return false;
}

/** The cell becomes a room of its own; what is left of its room, if it falls apart, becomes one room per piece. */
function isolate(rooms: number[][], cell: Cell): void {
  const size = { rows: rooms.length, columns: rooms[0]!.length };
  const room = rooms[cell.row]![cell.column]!;
  let label = Math.max(...rooms.flat()) + 1;
  rooms[cell.row]![cell.column] = label++;
  const pieces = connectedAreas(size, (other) => rooms[other.row]![other.column] === room);
  for (const piece of pieces.slice(1)) {
    for (const other of piece) rooms[other.row]![other.column] = label;
    label++;
  }
}

/** Rooms cut out around the shading until each has at most a random 2 to 9 cells (or can be cut no more). */
function roomsAround(size: GridSize, shading: HeyawakeAnswer, random: Random): number[][] {
  const rooms = makeGrid(size, () => 0);
  const pending = [0];
  const target = new Map<number, number>();
  while (pending.length > 0) {
    const room = pending.pop()!;
    const area = roomCells(rooms)[room]!.length;
    if (!target.has(room)) target.set(room, 2 + random.below(8));
    if (area <= target.get(room)!) continue;
    const before = Math.max(...rooms.flat());
    if (cutRoom(rooms, room, shading, random)) pending.push(room, before + 1);
  }
  return rooms;
}

function numbered(rooms: number[][], shading: HeyawakeAnswer, kept?: ReadonlySet<number>): HeyawakePuzzle {
  const numbers = makeGrid<HeyawakeNumber | null>({ rows: rooms.length, columns: rooms[0]!.length }, () => null);
  roomCells(rooms).forEach((cells, room) => {
    if (kept && !kept.has(room)) return;
    const top = topCell(cells);
    numbers[top.row]![top.column] = { kind: 'number', value: cells.filter((cell) => shading[cell.row]![cell.column]).length };
  });
  return makeHeyawake(rooms, numbers);
}

/** A puzzle under construction: the shading that is its solution, and the rooms cut around it. */
interface Draft {
  readonly shading: HeyawakeAnswer;
  readonly rooms: number[][];
}

const construction: Construction<Draft, HeyawakePuzzle> = {
  name: 'Heyawake',
  scale: heyawakeScale,
  attempts: 100,
  randomKey: (request) => `heyawake/${request.columns}x${request.rows}/${request.difficulty ?? 'any'}/${request.seed}`,
  draw(random, request) {
    const shading = randomShading({ rows: request.rows, columns: request.columns }, random);
    if (!shading.flat().some(Boolean)) return undefined;
    return { shading, rooms: roomsAround({ rows: request.rows, columns: request.columns }, shading, random) };
  },
  read({ shading, rooms }) {
    const puzzle = numbered(rooms, shading);
    return { puzzle, model: buildModel(puzzle), answer: shading.flat() };
  },
  // A room where the other solution differs is cut again (a cut only adds numbers and borders, so the shading stays
  // a solution and others only go away); where no straight cut keeps to the rule of lines, a cell shaded here and not
  // there becomes a room of its own (the borders of a shaded cell lie in no line of unshaded cells).
  mend({ shading, rooms }, other, random) {
    const size = { rows: rooms.length, columns: rooms[0]!.length };
    const cut = rooms.map((row) => [...row]);
    const differing = allCells(size).filter((cell) => other[cellIndex(size, cell)] !== shading[cell.row]![cell.column]);
    const candidates = random.shuffle([...new Set(differing.map((cell) => cut[cell.row]![cell.column]!))]);
    if (!candidates.some((room) => cutRoom(cut, room, shading, random))) isolate(cut, random.pick(differing.filter((cell) => shading[cell.row]![cell.column])));
    return { shading, rooms: cut };
  },
  mendRounds: () => 40,
  // Rooms renumbered in reading order: the model's clues are the rooms' numbers, in that order.
  keep: ({ shading, rooms }, kept) => numbered(numbered(rooms, shading).rooms.map((row) => [...row]), shading, new Set(kept)),
};

export type GeneratedHeyawake = GridConstructed<HeyawakePuzzle>;

/** Generates a puzzle with its solution and rating (the Generator interface returns just the puzzle). */
export const generateHeyawake = (request: GenerateRequest, scale: RatingScale = heyawakeScale): GeneratedHeyawake => constructGrid({ ...construction, scale }, request);

/** Every room numbered with its shaded cells, numbers already there kept (the clues `explain` may suggest adding). */
function withAllNumbers(puzzle: HeyawakePuzzle, answer: HeyawakeAnswer): HeyawakePuzzle {
  const numbers = puzzle.numbers.map((row) => [...row]);
  for (const cells of roomCells(puzzle.rooms)) {
    if (cells.some((cell) => puzzle.numbers[cell.row]![cell.column] !== null)) continue;
    const top = topCell(cells);
    numbers[top.row]![top.column] = { kind: 'number', value: cells.filter((cell) => answer[cell.row]![cell.column]).length };
  }
  return makeHeyawake(puzzle.rooms, numbers);
}

export const heyawakeGenerator: Generator<HeyawakePuzzle, HeyawakeAnswer> = {
  options: [],
  defaultSize: { rows: 10, columns: 10 },
  minimumSize: { rows: 3, columns: 3 },
  maximumSize: { rows: 30, columns: 30 },
  generate: async (request) => generateHeyawake(request).puzzle,
  withAllClues: withAllNumbers,
};
