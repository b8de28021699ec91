// Generating puzzles whose clues are rooms numbered with their shaded cells (Heyawake, Aqre), around a shading drawn
// first (see core/construct.ts):
//   1. the genre draws a shading and lays rooms over the grid;
//   2. every room is numbered with its shaded cells; while a second solution exists, a room where it differs is split
//      as the genre allows (a split only adds numbers and borders, so the shading stays a solution and others only go
//      away), or where no such room can be split, a cell shaded here and not there becomes a room of its own;
//   3. where the genre steers to a level: towards an easier puzzle a room is split (one more number), towards a harder
//      one two rooms side by side join;
//   4. numbers are taken away one at a time, in random order, while the shading stays the only solution; any prefix of
//      that sequence is unique too, and the requested level is found along it with the core's rating.

import type { Construction } from '../../core/construct.js';
import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, cellIndex, makeGrid, neighbours } from '../../core/geometry.js';
import type { GenerateRequest } from '../../core/genre.js';
import type { PuzzleModel } from '../../core/model.js';
import type { Random } from '../../core/random.js';
import type { RatingScale } from '../../core/rating.js';
import type { Regions, Walls } from '../../core/regions.js';
import { regionsFromLabels } from '../../core/regions.js';
import { isolateCell } from '../../core/room-cuts.js';
import { roomCells } from './room-grid.js';
import type { RoomNumber, RoomNumbers } from './room-numbers.js';
import { topCell } from './room-numbers.js';

export type Shading = readonly (readonly boolean[])[];
export type Rooms = readonly (readonly number[])[];
type Make<Puzzle> = (rooms: Rooms, numbers: RoomNumbers, walls?: Walls) => Puzzle;

/** What a genre of rooms numbered with their shaded cells tells the shared generator. */
export interface ShadedRoomsGenre<Puzzle> {
  /** The genre's id and name, for the seeded random's key and for messages. */
  readonly id: string;
  readonly name: string;
  readonly scale: RatingScale;
  /** Drafts drawn before giving up, and mending rounds for each (the cell count when absent). */
  readonly attempts: number;
  readonly mendRounds?: number;
  /** Step 1: a shading (undefined, or one without a shaded cell, to draw again), and rooms over it. */
  shading(random: Random, request: GenerateRequest): Shading | undefined;
  rooms(size: GridSize, shading: Shading, random: Random): Rooms;
  /** The room of one of `cells` (drawn at random) split in two as the genre allows, or undefined where none can be. */
  split(rooms: Rooms, cells: readonly Cell[], shading: Shading, random: Random): Rooms | undefined;
  /** The room of `cell` split, for steering to a level before numbers are taken away (without it, no steering). */
  splitAt?(rooms: Rooms, cell: Cell, shading: Shading, random: Random): Rooms | undefined;
  make: Make<Puzzle>;
  model(puzzle: Puzzle): PuzzleModel<unknown, unknown>;
}

/** A puzzle under construction: the shading that is its solution, and the rooms around it. */
export interface ShadedRoomsDraft {
  readonly shading: Shading;
  readonly rooms: Rooms;
}

const count = (cells: readonly Cell[], shading: Shading) => cells.filter((cell) => shading[cell.row]![cell.column]).length;

/** Every room (or those kept, by index in reading order) numbered with its shaded cells, in its top cell. */
export function numberedRooms<Puzzle>(make: Make<Puzzle>, rooms: Rooms, shading: Shading, kept?: ReadonlySet<number>): Puzzle {
  // `make` numbers the rooms in reading order; kept indexes need that order first.
  const ordered = kept ? regionsFromLabels(rooms) : rooms;
  const numbers = makeGrid<RoomNumber | null>({ rows: rooms.length, columns: rooms[0]!.length }, () => null);
  roomCells(ordered).forEach((cells, room) => {
    const top = topCell(cells);
    if (!kept || kept.has(room)) numbers[top.row]![top.column] = { kind: 'number', value: count(cells, shading) };
  });
  return make(ordered, numbers);
}

/** Every room numbered with its shaded cells, numbers already there kept (the clues `explain` may suggest adding). */
export function withAllRoomNumbers<Puzzle extends { readonly rooms: Regions; readonly numbers: RoomNumbers; readonly walls?: Walls }>(
  make: Make<Puzzle>,
  puzzle: Puzzle,
  answer: Shading,
): Puzzle {
  const numbers = puzzle.numbers.map((row) => [...row]);
  for (const cells of roomCells(puzzle.rooms)) {
    if (cells.some((cell) => puzzle.numbers[cell.row]![cell.column] !== null)) continue;
    const top = topCell(cells);
    numbers[top.row]![top.column] = { kind: 'number', value: count(cells, answer) };
  }
  return make(puzzle.rooms, numbers, puzzle.walls);
}

/** The constructive generator's settings for such a genre. */
export function shadedRoomsConstruction<Puzzle>(genre: ShadedRoomsGenre<Puzzle>, request: GenerateRequest): Construction<ShadedRoomsDraft, Puzzle> {
  const size = { rows: request.rows, columns: request.columns };
  const cells = allCells(size);
  const numbered = (draft: ShadedRoomsDraft, kept?: ReadonlySet<number>) => numberedRooms(genre.make, draft.rooms, draft.shading, kept);
  const splitAt = genre.splitAt?.bind(genre);
  return {
    name: genre.name,
    scale: genre.scale,
    attempts: genre.attempts,
    randomKey: ({ columns, rows, difficulty, seed }) => `${genre.id}/${columns}x${rows}/${difficulty ?? 'any'}/${seed}`,
    draw(random) {
      const shading = genre.shading(random, request);
      return shading?.flat().some(Boolean) ? { shading, rooms: genre.rooms(size, shading, random) } : undefined;
    },
    read(draft) {
      const puzzle = numbered(draft);
      return { puzzle, model: genre.model(puzzle), answer: draft.shading.flat() };
    },
    mend({ shading, rooms }, other, random) {
      const differing = cells.filter((cell) => other[cellIndex(size, cell)] !== shading[cell.row]![cell.column]);
      const split = genre.split(rooms, differing, shading, random);
      if (split) return { shading, rooms: split };
      // A cell shaded here and not there, made a room of its own, rules that solution out; its new borders touch only
      // a shaded cell, so no line of unshaded cells crosses them.
      const alone = differing.filter((cell) => shading[cell.row]![cell.column]);
      return alone.length > 0 ? { shading, rooms: isolateCell(rooms, random.pick(alone)) } : undefined;
    },
    mendRounds: () => genre.mendRounds ?? cells.length,
    steer: splitAt
      ? {
          change({ shading, rooms }, harder, random) {
            const cell = random.pick(cells);
            const room = rooms[cell.row]![cell.column]!;
            if (!harder) {
              const split = splitAt(rooms, cell, shading, random);
              return split && { shading, rooms: split };
            }
            const beside = neighbours(size, cell).find((next) => rooms[next.row]![next.column] !== room);
            if (!beside) return undefined;
            const other = rooms[beside.row]![beside.column]!;
            return { shading, rooms: rooms.map((row) => row.map((label) => (label === other ? room : label))) };
          },
          steps: () => cells.length,
        }
      : undefined,
    keep: (draft, kept) => numbered(draft, new Set(kept)),
  };
}
