// Regional Yajilin formats: puzz.link URLs (`yajilin-regions`: the walls, then a number per room) and pzprv3 files;
// answers as JSON, the shaded cells as rows of 0/1 and the loop as lines between cell centres (as Yajilin's).

import { inputError } from '../../core/errors.js';
import type { CellEntry } from '../../core/formats/codec.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { emptyBlock, pzprv3Format } from '../../core/formats/pzprv3.js';
import type { Regions, Walls } from '../../core/regions.js';
import { entryOfRoomNumber, numbersInTopCells, roomNumberFile, roomNumberOf, roomsAndNumbers, roomWalls } from '../shared/room-numbers.js';
import type { RegionalYajilinNumber, RegionalYajilinPuzzle } from './puzzle.js';
import { makeRegionalYajilin, maximumRegionalYajilinSize, regionalYajilinSize, roomNumbers } from './puzzle.js';


const pids = ['yajilin-regions', 'yajirin-regions'];

/** puzz.link: the walls (the rooms they close, and any inside a room, kept), then a number (`.` unknown) per room. */
export const urlFormat = puzzlinkFormat<RegionalYajilinPuzzle, { rooms: Regions; numbers: CellEntry[]; walls?: Walls }>({
  pids,
  genre: 'Regional Yajilin',
  maximumSize: maximumRegionalYajilinSize,
  body: roomsAndNumbers,
  toPuzzle: (_size, { rooms, numbers, walls }) => makeRegionalYajilin(rooms, numbersInTopCells(rooms, numbers.map(roomNumberOf)), walls),
  fromPuzzle: (puzzle) => ({
    size: regionalYajilinSize(puzzle),
    body: { rooms: puzzle.rooms.map((row) => [...row]), numbers: roomNumbers(puzzle).map(({ number }) => entryOfRoomNumber(number)), walls: roomWalls(puzzle) },
  }),
});

/**
 * puzz.link's pzprv3 file: the lines `pzprv3`, `yajilin-regions`, the rows and the columns; the number of rooms and a
 * row of room numbers per grid row; a row of numbers per grid row (`.` none, `-` unknown), each in its room; then the
 * shading, the lines across and the lines down, which are the player's and not read.
 *
 *     pzprv3
 *     yajilin-regions
 *     2
 *     3
 *     2
 *     0 0 1
 *     0 0 1
 *     1 . .
 *     . . .
 */
export const fileFormat = pzprv3Format<RegionalYajilinPuzzle, { rooms: Regions; numbers: (RegionalYajilinNumber | null)[][] }>({
  pids,
  genre: 'Regional Yajilin',
  maximumSize: maximumRegionalYajilinSize,
  holds: "room count, room of each cell, then the numbers; '-' unknown, '.' none",
  body: (size) => roomNumberFile(size, 'room'),
  // The shading, the lines across and the lines down of an empty board.
  emptyAnswer: (size) => [...emptyBlock(size), ...emptyBlock(size, '0', size.rows, size.columns - 1), ...emptyBlock(size, '0', size.rows - 1)],
  toPuzzle: (_size, { rooms, numbers }) => makeRegionalYajilin(rooms, numbers),
  fromPuzzle(puzzle) {
    if (puzzle.walls) inputError('a pzprv3 Regional Yajilin file holds rooms, not walls inside a room; a puzz.link URL (format url) can', { field: 'format' });
    return { size: regionalYajilinSize(puzzle), body: { rooms: puzzle.rooms.map((row) => [...row]), numbers: puzzle.numbers.map((row) => [...row]) } };
  },
});
