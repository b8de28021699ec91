// Heyawake puzzles: rooms and the numbers in them, checked when built.

import type { Cell, GridSize } from '../../core/geometry.js';
import { cellName, columnCells, rowCells } from '../../core/geometry.js';
import type { Regions, Walls } from '../../core/regions.js';
import { wallBetween, wallsOf } from '../../core/regions.js';
import type { RoomNumber } from '../shared/room-numbers.js';
import { makeNumberedRooms, numbersByRoom } from '../shared/room-numbers.js';

export { roomCells } from '../shared/room-grid.js';
export { topCell } from '../shared/room-numbers.js';

/** A room's number, or a number the setter left unknown (puzz.link's `?`), which says nothing. */
export type HeyawakeNumber = RoomNumber;

export interface HeyawakePuzzle {
  readonly rows: number;
  readonly columns: number;
  /** rooms[row][column]: the cell's room, numbered 0, 1, ... in reading order of their first cell. */
  readonly rooms: Regions;
  /** numbers[row][column]: the number written in that cell for its room, or null; at most one per room. */
  readonly numbers: readonly (readonly (HeyawakeNumber | null)[])[];
  /**
   * Every wall, where some stand inside a room without closing it (puzz.link draws them, and an unshaded line counts
   * them as it counts room borders); absent when the walls are just the rooms' borders.
   */
  readonly walls?: Walls;
}

/** isShaded[row][column]. */
export type HeyawakeAnswer = boolean[][];
/** What every solution agrees on: true shaded, false unshaded, null open. */
export type HeyawakePartial = (boolean | null)[][];

export const maximumHeyawakeSize: GridSize = { rows: 60, columns: 60 };

/** Builds a puzzle from room labels and the numbers in cells, checked as every numbered-rooms genre is. */
export function makeHeyawake(
  labels: readonly (readonly (string | number)[])[],
  numbers: readonly (readonly (HeyawakeNumber | null)[])[],
  /** The walls the rooms come from, some perhaps inside a room (a puzz.link URL's). */
  walls?: Walls,
): HeyawakePuzzle {
  return makeNumberedRooms({ name: 'Heyawake', maximumSize: maximumHeyawakeSize }, labels, numbers, walls);
}

/** The walls an unshaded line counts: the rooms' borders and any wall inside a room. */
export const heyawakeWalls = (puzzle: HeyawakePuzzle): Walls => puzzle.walls ?? wallsOf(puzzle.rooms);

export const heyawakeSize = (puzzle: HeyawakePuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

/** The number of each room (null where it has none) and the cell it is written in, by room. */
export const roomNumbers = (puzzle: HeyawakePuzzle) => numbersByRoom(puzzle.rooms, puzzle.numbers);

/**
 * The stretches of cells that a line of unshaded cells may not fill: in each row and column, from the cell before one
 * wall (a room border, or a wall inside a room) to the cell after the next, so that a run of unshaded cells crosses at
 * most one wall.
 */
export function borderSpans(puzzle: HeyawakePuzzle): Cell[][] {
  const size = heyawakeSize(puzzle);
  const lines = [
    ...Array.from({ length: size.rows }, (_, row) => rowCells(size, row)),
    ...Array.from({ length: size.columns }, (_, column) => columnCells(size, column)),
  ];
  const walls = heyawakeWalls(puzzle);
  const spans: Cell[][] = [];
  for (const line of lines) {
    // borders[k]: a wall lies between cells before[k] and before[k] + 1.
    const before: number[] = [];
    for (let index = 0; index + 1 < line.length; index++) if (wallBetween(walls, line[index]!, line[index + 1]!)) before.push(index);
    for (let k = 0; k + 1 < before.length; k++) spans.push(line.slice(before[k], before[k + 1]! + 2));
  }
  return spans;
}

/** The id of a room's number, the clue a hint cites and the generator takes away. */
export const clueId = (cell: Cell): string => `number ${cellName(cell)}`;
