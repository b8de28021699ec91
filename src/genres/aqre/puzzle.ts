// Aqre puzzles: rooms and the numbers in them, checked when built.

import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, cellName } from '../../core/geometry.js';
import { inputError } from '../../core/errors.js';
import type { Regions, Walls } from '../../core/regions.js';
import { innerWalls, regionsFromLabels, wallsOf } from '../../core/regions.js';
import type { RoomNumber } from '../shared/room-numbers.js';
import { roomCells } from '../shared/room-grid.js';
import { numbersByRoom } from '../shared/room-numbers.js';

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

const where = ({ row, column }: Cell) => `row ${row + 1}, column ${column + 1}`;

/**
 * Builds a puzzle from room labels (one per cell; equal labels that touch are one room) and the numbers in cells,
 * checking it: the size, rooms in one piece, one number per room at most, and numbers no larger than their room.
 */
export function makeAqre(
  labels: readonly (readonly (string | number)[])[],
  numbers: readonly (readonly (AqreNumber | null)[])[],
  /** The walls the rooms come from, some perhaps inside a room (a puzz.link URL's). */
  walls?: Walls,
): AqrePuzzle {
  const rows = labels.length;
  const columns = labels[0]?.length ?? 0;
  if (rows < 1 || columns < 1) inputError('the grid is empty');
  if (rows > maximumAqreSize.rows || columns > maximumAqreSize.columns) {
    inputError(`a ${columns}×${rows} Aqre is larger than the supported ${maximumAqreSize.columns}×${maximumAqreSize.rows}`);
  }
  labels.forEach((row, r) => {
    if (row.length !== columns) inputError(`row ${r + 1} of the rooms has ${row.length} cells, not ${columns}`);
  });
  if (numbers.length !== rows || numbers.some((row) => row.length !== columns)) inputError(`the numbers must form a ${columns}×${rows} grid`);
  const seen = new Set<string | number>();
  const rooms = regionsFromLabels(labels, (label, cell) => {
    if (seen.has(label)) inputError(`room '${label}' is split into separate areas (again at ${where(cell)})`, { cell });
    seen.add(label);
  });
  const size = { rows, columns };
  const cellsOf = roomCells(rooms);
  const numbered = new Map<number, Cell>();
  for (const cell of allCells(size)) {
    const entry = numbers[cell.row]![cell.column]!;
    if (entry === null) continue;
    const room = rooms[cell.row]![cell.column]!;
    const other = numbered.get(room);
    if (other) inputError(`the room of ${cellName(other)} has two numbers (again at ${where(cell)})`);
    numbered.set(room, cell);
    const area = cellsOf[room]!.length;
    if (entry.kind === 'number' && (!Number.isInteger(entry.value) || entry.value < 0 || entry.value > area)) {
      inputError(`the number ${entry.value} at ${where(cell)} is outside 0..${area} (its room has ${area} cells)`);
    }
  }
  const copy = numbers.map((row) => row.map((entry) => (entry === null ? null : { ...entry })));
  return { rows, columns, rooms, numbers: copy, ...innerWalls(rooms, walls) };
}

/** The walls drawn: the rooms' borders and any wall inside a room. */
export const aqreWalls = (puzzle: AqrePuzzle): Walls => puzzle.walls ?? wallsOf(puzzle.rooms);

export const aqreSize = (puzzle: AqrePuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

/** The number of each room (null where it has none) and the cell it is written in, by room. */
export const roomNumbers = (puzzle: AqrePuzzle) => numbersByRoom(puzzle.rooms, puzzle.numbers);

/** The id of a room's number, the clue a hint cites and the generator takes away. */
export const clueId = (cell: Cell): string => `number ${cellName(cell)}`;
