// Country Road formats: puzz.link URLs (`country`) and pzprv3 files; answers as JSON lines between cell centres.

import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { emptyBlock, pzprv3Format } from '../../core/formats/pzprv3.js';
import type { CellEntry } from '../../core/formats/codec.js';
import { entryOfRoomNumber, numbersInTopCells, roomNumberFile, roomNumberOf, roomsAndNumbers } from '../shared/room-numbers.js';
import type { Regions, Walls } from '../../core/regions.js';
import type { CountryNumber, CountryRoadPuzzle } from './puzzle.js';
import { countryRoadSize, makeCountryRoad, maximumCountryRoadSize, roomNumbers } from './puzzle.js';

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
export const fileFormat = pzprv3Format<CountryRoadPuzzle, { rooms: Regions; numbers: (CountryNumber | null)[][] }>({
  pids: filePids,
  genre: 'Country Road',
  maximumSize: maximumCountryRoadSize,
  holds: "country count, country of each cell, then the numbers; '-' unknown, '.' none",
  versions: [0],
  body: (size) => roomNumberFile(size, 'country'),
  // The lines across, the lines down and the cell marks of an empty board.
  emptyAnswer: (size) => [...emptyBlock(size, '0', size.rows, size.columns - 1), ...emptyBlock(size, '0', size.rows - 1), ...emptyBlock(size, '0')],
  toPuzzle: (_size, { rooms, numbers }) => makeCountryRoad(rooms, numbers),
  fromPuzzle: (puzzle) => ({ size: countryRoadSize(puzzle), body: { rooms: puzzle.rooms.map((row) => [...row]), numbers: puzzle.numbers.map((row) => [...row]) } }),
});
