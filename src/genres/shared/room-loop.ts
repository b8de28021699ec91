// Rooms that a loop through cell centres passes (Country Road's countries, Moon or Sun's rooms, Double Back's rooms):
// the loop crosses a room's border twice each time it passes the room, in and out.

import type { Cell, LinePosition } from '../../core/geometry.js';
import { adjacentPairs } from '../../core/geometry.js';
import { lineBetween } from '../../core/lines.js';
import type { Regions } from '../../core/regions.js';
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
