// Rooms that each carry at most one number (Heyawake, Aqre, Country Road): puz.link writes the number in the room's top cell
// and, in a URL, as one list over the rooms after their borders. The editor draws the rooms and types their numbers.

import type { CellEntry, Codec } from '../../core/formats/codec.js';
import { number16Cells, wallBits } from '../../core/formats/codec.js';
import { inputError } from '../../core/errors.js';
import type { LineCodec } from '../../core/formats/lines.js';
import { lineSequence, mapLines, numberClueTokens, tokenRows } from '../../core/formats/lines.js';
import { roomNumberRows } from '../../core/formats/pzprv3.js';
import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, cellName, makeGrid } from '../../core/geometry.js';
import type { EditRules } from '../../core/play.js';
import { gridSizeRules, typedNumber } from '../../core/play.js';
import type { Regions, Walls } from '../../core/regions.js';
import { innerWalls, regionsFromLabels, regionsFromWalls, wallsOf } from '../../core/regions.js';
import { cluePad, setCell, steppedClue } from './number-play.js';
import { borderMode, oneRoom, roomsAfterBorders } from './room-drawing.js';
import { roomCells } from './room-grid.js';

/** A room's number, or a number the setter left unknown (puzz.link's `?`), which says nothing. */
export type RoomNumber = { readonly kind: 'number'; readonly value: number } | { readonly kind: 'unknown' };

/** numbers[row][column]: the number written in that cell for its room, or null. */
export type RoomNumbers = readonly (readonly (RoomNumber | null)[])[];

/** The cell where puzz.link keeps a room's number: the smallest column, then the smallest row. */
export function topCell(cells: readonly Cell[]): Cell {
  return cells.reduce((best, cell) => (cell.column < best.column || (cell.column === best.column && cell.row < best.row) ? cell : best));
}

/** The number of each room (null where it has none) and the cell it is written in, by room. */
export function numbersByRoom(rooms: Regions, numbers: RoomNumbers): { number: RoomNumber | null; cell: Cell | null }[] {
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

/**
 * pzprv3's rooms with their numbers: the rooms (`pzprv3Rooms`, version 0), then a row of numbers per grid row
 * (`.` none, `-` unknown), each room's in its top cell.
 */
export function roomNumberFile(size: GridSize, room: string): LineCodec<{ rooms: Regions; numbers: (RoomNumber | null)[][] }> {
  return mapLines(
    lineSequence<[Regions, (RoomNumber | null)[][]]>(roomNumberRows(size, room), tokenRows(size.rows, size.columns, 'numbers', numberClueTokens)),
    ([rooms, numbers]) => ({ rooms, numbers }),
    ({ rooms, numbers }): [Regions, (RoomNumber | null)[][]] => [rooms, numbersInTopCells(rooms, numbersByRoom(rooms, numbers).map(({ number }) => number))],
  );
}

export const roomNumberOf = (entry: CellEntry): RoomNumber | null =>
  entry === null ? null : entry === 'unknown' ? { kind: 'unknown' } : { kind: 'number', value: entry };
export const entryOfRoomNumber = (entry: RoomNumber | null): CellEntry => (entry === null ? null : entry.kind === 'unknown' ? 'unknown' : entry.value);

/**
 * puz.link's body: the walls, then the rooms' numbers as a Number16 list over rooms in reading order. The rooms are
 * the areas the walls close; `walls` is every wall read, some perhaps inside a room (written back as they were).
 */
export function roomsAndNumbers(size: GridSize): Codec<{ rooms: Regions; numbers: CellEntry[]; walls?: Walls }> {
  const wallCodec = wallBits(size);
  const count = (rooms: Regions) => roomCells(rooms).length;
  return {
    read(reader) {
      const walls = wallCodec.read(reader);
      const rooms = regionsFromWalls(size, walls);
      return { rooms, numbers: number16Cells(count(rooms)).read(reader), walls };
    },
    write: ({ rooms, numbers, walls }) => wallCodec.write(walls ?? wallsOf(rooms)) + number16Cells(count(rooms)).write(numbers),
  };
}

/**
 * The numbers kept once the rooms are redrawn: a room that ends up with two keeps the first in reading order, and a
 * room cut smaller than its number loses it (the number counts cells of the room, so it could never be met).
 */
export function numbersForRooms(rooms: Regions, numbers: RoomNumbers): (RoomNumber | null)[][] {
  const area = roomCells(rooms).map((cells) => cells.length);
  const numbered = new Set<number>();
  return numbers.map((row, r) =>
    row.map((entry, c) => {
      if (entry === null) return null;
      const room = rooms[r]![c]!;
      if (numbered.has(room) || (entry.kind === 'number' && entry.value > area[room]!)) return null;
      numbered.add(room);
      return entry;
    }),
  );
}

/** The numbers with one typed into a cell; it replaces its room's number wherever that was written. */
export function withRoomNumber(rooms: Regions, numbers: RoomNumbers, cell: Cell, entry: RoomNumber | null): (RoomNumber | null)[][] {
  const room = rooms[cell.row]![cell.column]!;
  const cleared = numbers.map((row, r) => row.map((old, c) => (rooms[r]![c] === room ? null : old)));
  return setCell(cleared, cell, entry);
}

/** What the editor needs of a genre whose puzzle is rooms with at most one number each. */
export interface RoomNumberGenre<Puzzle> {
  /** The genre's name, for errors ("a Heyawake grid is ..."). */
  readonly name: string;
  /** What a room is called in the genre (room, country). */
  readonly room: string;
  /** The shortest side of a grid, and the largest grid. */
  readonly smallest: number;
  readonly largest: GridSize;
  /** The smallest number a room can hold (the largest is its cell count). */
  readonly least: number;
  /** Builds and checks a puzzle, as reading one does (`walls`: the borders drawn, some perhaps inside a room). */
  make(rooms: Regions, numbers: RoomNumbers, walls?: Walls): Puzzle;
}

/**
 * The editor: a blank grid of one room, borders drawn between cells, and numbers typed into rooms (digits, `?` for an
 * unknown number, Backspace or Delete to erase) or stepped by a press.
 */
export function roomNumberEdit<Puzzle extends { readonly rows: number; readonly columns: number; readonly rooms: Regions; readonly numbers: RoomNumbers; readonly walls?: Walls }>(
  genre: RoomNumberGenre<Puzzle>,
): EditRules<Puzzle> {
  const { name, room: word, smallest, largest, least } = genre;
  // A room's number sits in its top cell, where puz.link writes it, whichever cell it was typed in.
  const make = (rooms: Regions, numbers: RoomNumbers, walls?: Walls) => genre.make(rooms, numbersInTopCells(rooms, numbersByRoom(rooms, numbers).map(({ number }) => number)), walls);
  const withNumber = (puzzle: Puzzle, cell: Cell, entry: RoomNumber | null) => make(puzzle.rooms, withRoomNumber(puzzle.rooms, puzzle.numbers, cell, entry), puzzle.walls);
  return {
    // One room; drawing borders divides it.
    ...gridSizeRules({ name, largest, smallest, initial: 10, maximum: 40 }, (size) => genre.make(oneRoom(size), makeGrid(size, () => null))),
    modes: [
      borderMode(word),
      { id: 'number', label: 'Numbers', key: 'n' },
    ],
    pad: () => cluePad(9),
    edit(puzzle, gesture, mode) {
      if (mode === 'room') {
        const drawn = roomsAfterBorders(puzzle, gesture);
        return drawn && make(drawn.rooms, numbersForRooms(drawn.rooms, puzzle.numbers), drawn.walls);
      }
      const cellsOf = (cell: Cell) => roomCells(puzzle.rooms)[puzzle.rooms[cell.row]![cell.column]!]!;
      const areaOf = (cell: Cell) => cellsOf(cell).length;
      // A press on the selected cell steps its room's number (mouse and touch); keys type it.
      if (gesture.kind === 'press' && gesture.again && gesture.target.kind === 'cell') {
        const cell = gesture.target.cell;
        const present = cellsOf(cell).map((inRoom) => puzzle.numbers[inRoom.row]![inRoom.column]!).find((entry) => entry !== null) ?? null;
        return withNumber(puzzle, cell, steppedClue(present, { smallest: least, largest: areaOf(cell) }, gesture.button));
      }
      if (gesture.kind !== 'key' || gesture.target.kind !== 'cell') return undefined;
      const cell = gesture.target.cell;
      const present = puzzle.numbers[cell.row]![cell.column]!;
      const roomHas = cellsOf(cell).some((inRoom) => puzzle.numbers[inRoom.row]![inRoom.column] !== null);
      if (gesture.key === 'Backspace' || gesture.key === 'Delete') return roomHas ? withNumber(puzzle, cell, null) : undefined;
      if (gesture.key === '?') return withNumber(puzzle, cell, { kind: 'unknown' });
      if (!/^[0-9]$/.test(gesture.key)) return undefined;
      // A number counts cells of its room; a digit typed right after another extends it if it fits.
      const area = areaOf(cell);
      const value = typedNumber(gesture, present?.kind === 'number' ? present.value : null, area);
      if (value < least || value > area) inputError(`this ${word} has ${area} cell${area === 1 ? '' : 's'}, so its number is ${least} to ${area}, not ${value}`);
      return withNumber(puzzle, cell, { kind: 'number', value });
    },
  };
}

/** A grid of rooms, each with at most one number, and the walls they come from where some stand inside a room. */
export interface NumberedRooms {
  readonly rows: number;
  readonly columns: number;
  /** rooms[row][column]: the cell's room, numbered 0, 1, ... in reading order of their first cell. */
  readonly rooms: Regions;
  /** numbers[row][column]: the number written in that cell for its room, or null; at most one per room. */
  readonly numbers: RoomNumbers;
  /** Every wall, where some stand inside a room without closing it; absent when the walls are just the rooms' borders. */
  readonly walls?: Walls;
}

const where = ({ row, column }: Cell) => `row ${row + 1}, column ${column + 1}`;

/** A numbered-rooms genre, as `makeNumberedRooms` names it and checks its numbers. */
export interface NumberedRoomsGenre {
  readonly name: string;
  readonly maximumSize: GridSize;
  /** The genre's word for a room and for rooms (Country Road's country); absent: room, rooms. */
  readonly room?: { readonly one: string; readonly many: string };
  /** The smallest number a room may hold (absent: 0), and why, said after its area ("and the loop visits every country"). */
  readonly smallest?: { readonly value: number; readonly why: string };
}

/**
 * Builds a puzzle from room labels (one per cell; equal labels that touch are one room) and the numbers in cells,
 * checking it: the size, rooms in one piece, one number per room at most, and numbers no larger than their room.
 */
export function makeNumberedRooms(
  genre: NumberedRoomsGenre,
  labels: readonly (readonly (string | number)[])[],
  numbers: RoomNumbers,
  /** The walls the rooms come from, some perhaps inside a room (a puzz.link URL's). */
  walls?: Walls,
): NumberedRooms {
  const rows = labels.length;
  const columns = labels[0]?.length ?? 0;
  const { maximumSize, room: { one, many } = { one: 'room', many: 'rooms' } } = genre;
  const smallest = genre.smallest?.value ?? 0;
  const why = genre.smallest ? `, ${genre.smallest.why}` : '';
  if (rows < 1 || columns < 1) inputError('the grid is empty');
  if (rows > maximumSize.rows || columns > maximumSize.columns) {
    inputError(`a ${columns}×${rows} ${genre.name} is larger than the supported ${maximumSize.columns}×${maximumSize.rows}`);
  }
  labels.forEach((row, r) => {
    if (row.length !== columns) inputError(`row ${r + 1} of the ${many} has ${row.length} cells, not ${columns}`);
  });
  if (numbers.length !== rows || numbers.some((row) => row.length !== columns)) inputError(`the numbers must form a ${columns}×${rows} grid`);
  const seen = new Set<string | number>();
  const rooms = regionsFromLabels(labels, (label, cell) => {
    if (seen.has(label)) inputError(`${one} '${label}' is split into separate areas (again at ${where(cell)})`, { cell });
    seen.add(label);
  });
  const cellsOf = roomCells(rooms);
  const numbered = new Map<number, Cell>();
  for (const cell of allCells({ rows, columns })) {
    const entry = numbers[cell.row]![cell.column]!;
    if (entry === null) continue;
    const room = rooms[cell.row]![cell.column]!;
    const other = numbered.get(room);
    if (other) inputError(`the ${one} of ${cellName(other)} has two numbers (again at ${where(cell)})`);
    numbered.set(room, cell);
    const area = cellsOf[room]!.length;
    if (entry.kind === 'number' && (!Number.isInteger(entry.value) || entry.value < smallest || entry.value > area)) {
      inputError(`the number ${entry.value} at ${where(cell)} is outside ${smallest}..${area} (its ${one} has ${area} cells${why})`);
    }
  }
  const copy = numbers.map((row) => row.map((entry) => (entry === null ? null : { ...entry })));
  return { rows, columns, rooms, numbers: copy, ...innerWalls(rooms, walls) };
}

/** A genre's maker of numbered rooms: `makeNumberedRooms` with its name and largest size. */
export function numberedRoomsMaker(genre: NumberedRoomsGenre) {
  return (labels: readonly (readonly (string | number)[])[], numbers: RoomNumbers, walls?: Walls): NumberedRooms => makeNumberedRooms(genre, labels, numbers, walls);
}

/** The walls a puzzle of rooms draws: the rooms' borders and any wall inside a room. */
export const roomWalls = (puzzle: { readonly rooms: Regions; readonly walls?: Walls }): Walls => puzzle.walls ?? wallsOf(puzzle.rooms);
