// Aqre puzzles: rooms and the numbers in them, checked when built.

import type { Cell, GridSize } from '../../core/geometry.js';
import { cellName } from '../../core/geometry.js';
import type { Regions, Walls } from '../../core/regions.js';
import { wallsOf } from '../../core/regions.js';
import type { RoomNumber } from '../shared/room-numbers.js';
import { makeNumberedRooms, numbersByRoom } from '../shared/room-numbers.js';

export { roomCells } from '../shared/room-grid.js';
export { topCell } from '../shared/room-numbers.js';

/** A room's number, or a number the setter left unknown (puzz.link's `?`), which says nothing. */
export type AqreNumber = RoomNumber;

export interface AqrePuzzle {
  readonly rows: number;
  readonly columns: number;
  /** rooms[row][column]: the cell's room, numbered 0, 1, ... in reading order of their first cell. */
  readonly rooms: Regions;
  /** numbers[row][column]: the number written in that cell for its room, or null; at most one per room. */
  readonly numbers: readonly (readonly (AqreNumber | null)[])[];
  /**
   * Every wall, where some stand inside a room without closing it (puzz.link draws them and keeps them in its URL,
   * though they change no rule); absent when the walls are just the rooms' borders.
   */
  readonly walls?: Walls;
}

/** isShaded[row][column]. */
export type AqreAnswer = boolean[][];
/** What every solution agrees on: true shaded, false unshaded, null open. */
export type AqrePartial = (boolean | null)[][];

export const maximumAqreSize: GridSize = { rows: 60, columns: 60 };

/** Builds a puzzle from room labels and the numbers in cells, checked as every numbered-rooms genre is. */
export function makeAqre(
  labels: readonly (readonly (string | number)[])[],
  numbers: readonly (readonly (AqreNumber | null)[])[],
  /** The walls the rooms come from, some perhaps inside a room (a puzz.link URL's). */
  walls?: Walls,
): AqrePuzzle {
  return makeNumberedRooms({ name: 'Aqre', maximumSize: maximumAqreSize }, labels, numbers, walls);
}

/** The walls drawn: the rooms' borders and any wall inside a room. */
export const aqreWalls = (puzzle: AqrePuzzle): Walls => puzzle.walls ?? wallsOf(puzzle.rooms);

export const aqreSize = (puzzle: AqrePuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

/** The number of each room (null where it has none) and the cell it is written in, by room. */
export const roomNumbers = (puzzle: AqrePuzzle) => numbersByRoom(puzzle.rooms, puzzle.numbers);

/** The id of a room's number, the clue a hint cites and the generator takes away. */
export const clueId = (cell: Cell): string => `number ${cellName(cell)}`;
