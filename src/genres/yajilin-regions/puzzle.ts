// Regional Yajilin puzzles: a grid divided into rooms, some holding a number, checked when built. Every cell is shaded
// or on the loop through cell centres; a room's number counts its shaded cells.

import type { Cell, GridSize } from '../../core/geometry.js';
import { cellName } from '../../core/geometry.js';
import type { NumberedRooms, RoomNumber } from '../shared/room-numbers.js';
import { numberedRoomsMaker, numbersByRoom, topCell } from '../shared/room-numbers.js';
import type { ShadeLoopAnswer, ShadeLoopPartial } from '../shared/shade-loop.js';
import { roomCells } from '../shared/room-grid.js';

export { roomCells } from '../shared/room-grid.js';

/** A room's number, or a number the setter left unknown (puzz.link's `?`), which says nothing. */
export type RegionalYajilinNumber = RoomNumber;

export type RegionalYajilinPuzzle = NumberedRooms;

/** The shaded cells and the loop's lines between cell centres. */
export type RegionalYajilinAnswer = ShadeLoopAnswer;
/** What every solution agrees on: null where open. */
export type RegionalYajilinPartial = ShadeLoopPartial;

export const maximumRegionalYajilinSize: GridSize = { rows: 60, columns: 60 };

/**
 * Builds a puzzle from room labels, the numbers in cells and perhaps the walls the rooms come from (some inside a
 * room: a puzz.link URL's), checked as every numbered-rooms genre is.
 */
export const makeRegionalYajilin = numberedRoomsMaker({ name: 'Regional Yajilin', maximumSize: maximumRegionalYajilinSize });

export const regionalYajilinSize = (puzzle: RegionalYajilinPuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

/** The number of each room (null where it has none) and the cell it is written in, by room. */
export const roomNumbers = (puzzle: RegionalYajilinPuzzle) => numbersByRoom(puzzle.rooms, puzzle.numbers);

/** The id of a room's number, the clue a hint cites and the generator takes away. */
export const clueId = (cell: Cell): string => `number ${cellName(cell)}`;

/** A room in words, by its number: `the room of 2 at r1c3`. */
export function roomWords(puzzle: RegionalYajilinPuzzle, room: number): string {
  const cells = roomCells(puzzle.rooms)[room]!;
  const { number } = roomNumbers(puzzle)[room]!;
  return number?.kind === 'number' ? `the room of ${number.value} at ${cellName(topCell(cells))}` : `the room of ${cellName(topCell(cells))}`;
}
