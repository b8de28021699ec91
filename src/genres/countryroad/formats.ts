// Country Road formats: puzz.link URLs (`country`) and pzprv3 files; answers as JSON lines between cell centres.

import { makeGrid } from '../../core/geometry.js';
import type { Format } from '../../core/genre.js';
import { inputError } from '../../core/errors.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { isPzprv3, Pzprv3Reader } from '../../core/formats/pzprv3.js';
import type { CellEntry } from '../../core/formats/codec.js';
import { entryOfRoomNumber, numbersInTopCells, roomNumberOf, roomsAndNumbers } from '../shared/room-numbers.js';
import type { Regions, Walls } from '../../core/regions.js';
import type { CountryNumber, CountryRoadPuzzle } from './puzzle.js';
import { countryRoadSize, makeCountryRoad, maximumCountryRoadSize, roomCells, roomNumbers, topCell } from './puzzle.js';

/** puzz.link: the countries as the walls between them, then a number (or `.` for an unknown one) per country. */
export const urlFormat = puzzlinkFormat<CountryRoadPuzzle, { rooms: Regions; numbers: CellEntry[]; walls?: Walls }>({
  pids: ['country', 'countryroad'],
  genre: 'Country Road',
  maximumSize: maximumCountryRoadSize,
  unsupportedFlags: { e: 'countries may be left unvisited, and a number may be 0' },
  body: roomsAndNumbers,
  toPuzzle: (_size, { rooms, numbers, walls }) => makeCountryRoad(rooms, numbersInTopCells(rooms, numbers.map(roomNumberOf)), walls),
  fromPuzzle: (puzzle) => ({
    size: countryRoadSize(puzzle),
    body: { rooms: puzzle.rooms.map((row) => [...row]), numbers: roomNumbers(puzzle).map(({ number }) => entryOfRoomNumber(number)), ...(puzzle.walls ? { walls: puzzle.walls } : {}) },
  }),
});

const filePids = ['country', 'countryroad'];

/**
 * puzz.link's pzprv3 file (version 0): the lines `pzprv3`, `country`, the rows and the columns; the number of
 * countries and a row of country numbers per grid row; a row of numbers per grid row (`.` none, `-` unknown), each
 * in its country; then the lines across, the lines down and the cell marks, which are not read.
 *
 *     pzprv3
 *     country
 *     2
 *     3
 *     2
 *     0 0 1
 *     0 0 1
 *     3 . 2
 *     . . .
 */
export const fileFormat: Format<CountryRoadPuzzle> = {
  id: 'text',
  name: "puzz.link's pzprv3 file (pzprv3, country, rows, columns, country count, country of each cell, then the numbers; '-' unknown, '.' none)",
  detect: (text) => isPzprv3(text, filePids),
  parse(text) {
    const file = new Pzprv3Reader(text, { pids: filePids, genre: 'Country Road', maximumSize: maximumCountryRoadSize });
    if (file.version !== 0) inputError(`only version 0 of the pzprv3 file is read (the countries as numbers), not '${file.lines[0]}'`, { line: 1 });
    const { rows, columns } = file;
    const labels = file.roomLabels('country');
    const numbers = file.block(5 + rows, rows, columns, 'numbers', (token, line, column): CountryNumber | null => {
      if (token === '.') return null;
      if (token === '-') return { kind: 'unknown' };
      if (!/^\d{1,4}$/.test(token)) inputError(`'${token}' in column ${column} is not a number, '-' or '.'`, { line });
      return { kind: 'number', value: Number(token) };
    });
    return file.atBlock(5, () => makeCountryRoad(labels, numbers));
  },
  write(puzzle) {
    const row = (entries: readonly (string | number)[]) => entries.map((entry) => `${entry} `).join('');
    const rooms = roomCells(puzzle.rooms);
    const numbers = makeGrid<string>(countryRoadSize(puzzle), () => '.');
    roomNumbers(puzzle).forEach(({ number }, room) => {
      if (number === null) return;
      const top = topCell(rooms[room]!);
      numbers[top.row]![top.column] = number.kind === 'unknown' ? '-' : String(number.value);
    });
    const zeros = (length: number) => row(new Array<number>(length).fill(0));
    return [
      'pzprv3',
      'country',
      String(puzzle.rows),
      String(puzzle.columns),
      String(rooms.length),
      ...puzzle.rooms.map(row),
      ...numbers.map(row),
      ...Array.from({ length: puzzle.rows }, () => zeros(puzzle.columns - 1)),
      ...Array.from({ length: puzzle.rows - 1 }, () => zeros(puzzle.columns)),
      ...Array.from({ length: puzzle.rows }, () => zeros(puzzle.columns)),
      '',
    ].join('\n');
  },
};
