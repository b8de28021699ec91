// Rooms that each carry at most one number (Heyawake, Country Road): puz.link writes the number in the room's top cell
// and, in a URL, as one list over the rooms after their borders.

import type { CellEntry, Codec } from '../../core/formats/codec.js';
import { number16Cells, roomBorders } from '../../core/formats/codec.js';
import type { Cell, GridSize } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { Regions } from '../../core/regions.js';
import { roomCells } from './room-grid.js';

/** A room's number, or a number the setter left unknown (puzz.link's `?`), which says nothing. */
export type RoomNumber = { readonly kind: 'number'; readonly value: number } | { readonly kind: 'unknown' };

/** The cell where puzz.link keeps a room's number: the smallest column, then the smallest row. */
export function topCell(cells: readonly Cell[]): Cell {
  return cells.reduce((best, cell) => (cell.column < best.column || (cell.column === best.column && cell.row < best.row) ? cell : best));
}

/** The number of each room (null where it has none) and the cell it is written in, by room. */
export function numbersByRoom(rooms: Regions, numbers: readonly (readonly (RoomNumber | null)[])[]): { number: RoomNumber | null; cell: Cell | null }[] {
  const result = roomCells(rooms).map(() => ({ number: null as RoomNumber | null, cell: null as Cell | null }));
  rooms.forEach((row, r) =>
    row.forEach((room, c) => {
      const entry = numbers[r]![c]!;
      if (entry !== null) result[room] = { number: entry, cell: { row: r, column: c } };
    }),
  );
  return result;
}

/** A grid with each room's number (or none) in the room's top cell. */
export function numbersInTopCells(rooms: Regions, byRoom: readonly (RoomNumber | null)[]): (RoomNumber | null)[][] {
  const cells = roomCells(rooms);
  const grid = makeGrid<RoomNumber | null>({ rows: rooms.length, columns: rooms[0]!.length }, () => null);
  byRoom.forEach((entry, room) => {
    const top = topCell(cells[room]!);
    grid[top.row]![top.column] = entry;
  });
  return grid;
}

export const roomNumberOf = (entry: CellEntry): RoomNumber | null =>
  entry === null ? null : entry === 'unknown' ? { kind: 'unknown' } : { kind: 'number', value: entry };
export const entryOfRoomNumber = (entry: RoomNumber | null): CellEntry => (entry === null ? null : entry.kind === 'unknown' ? 'unknown' : entry.value);

/** puz.link's body: the room borders, then the rooms' numbers as a Number16 list over rooms in reading order. */
export function roomsAndNumbers(size: GridSize): Codec<{ rooms: Regions; numbers: CellEntry[] }> {
  const borders = roomBorders(size);
  const count = (rooms: Regions) => roomCells(rooms).length;
  return {
    read(reader) {
      const rooms = borders.read(reader);
      return { rooms, numbers: number16Cells(count(rooms)).read(reader) };
    },
    write: ({ rooms, numbers }) => borders.write(rooms) + number16Cells(count(rooms)).write(numbers),
  };
}
