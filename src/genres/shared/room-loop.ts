// Rooms that a loop through cell centres passes (Country Road's countries, Moon or Sun's rooms, Double Back's rooms):
// the loop crosses a room's border twice each time it passes the room, in and out.

import type { Cell, LinePosition } from '../../core/geometry.js';
import { adjacentPairs } from '../../core/geometry.js';
import { lineBetween } from '../../core/lines.js';
import type { Regions, Walls } from '../../core/regions.js';
import type { LinePlayRules } from './line-play.js';
import { roomCells } from './room-grid.js';

/**
 * The lines across each room's border, by room (a line between two rooms is in both lists), in reading order;
 * `crossable` leaves out the lines no loop can draw (Double Back's into a black cell).
 */
export function borderLines(rooms: Regions, crossable: (a: Cell, b: Cell) => boolean = () => true): LinePosition[][] {
  const roomOf = (cell: Cell) => rooms[cell.row]![cell.column]!;
  const lines = roomCells(rooms).map((): LinePosition[] => []);
  for (const [a, b] of adjacentPairs({ rows: rooms.length, columns: rooms[0]?.length ?? 0 })) {
    if (roomOf(a) === roomOf(b) || !crossable(a, b)) continue;
    lines[roomOf(a)]!.push(lineBetween(a, b)!);
    lines[roomOf(b)]!.push(lineBetween(a, b)!);
  }
  return lines;
}

/** A loop genre's play with the rooms and their walls (any inside a room too) drawn under the lines. */
export function overRooms<Puzzle extends { readonly rooms: Regions; readonly walls?: Walls }>(lines: LinePlayRules<Puzzle>): LinePlayRules<Puzzle> {
  return { ...lines, view: (puzzle, state, options) => ({ ...lines.view(puzzle, state, options), regions: puzzle.rooms, ...(puzzle.walls ? { walls: puzzle.walls } : {}) }) };
}
