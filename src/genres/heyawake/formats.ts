// Heyawake formats: puzz.link URLs and pzprv3 files; answers as JSON grids of 0/1.

import { inputError } from '../../core/errors.js';
import { shadingAnswers } from '../../core/formats/answers.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { emptyBlock, pzprv3Format } from '../../core/formats/pzprv3.js';
import type { CellEntry } from '../../core/formats/codec.js';
import { entryOfRoomNumber, numbersInTopCells, roomNumberFile, roomNumberOf, roomsAndNumbers } from '../shared/room-numbers.js';
import type { Regions, Walls } from '../../core/regions.js';
import type { HeyawakeNumber, HeyawakePuzzle } from './puzzle.js';
import { heyawakeSize, heyawakeWalls, makeHeyawake, maximumHeyawakeSize, roomNumbers } from './puzzle.js';

/**
 * puzz.link: the walls (the rooms they close, and any inside a room, kept), then a number (or `.` for an unknown one)
 * per room.
 */
export const urlFormat = puzzlinkFormat<HeyawakePuzzle, { rooms: Regions; numbers: CellEntry[]; walls?: Walls }>({
  pids: ['heyawake', 'heyawacky'],
  genre: 'Heyawake',
  maximumSize: maximumHeyawakeSize,
  body: roomsAndNumbers,
  toPuzzle: (_size, { rooms, numbers, walls }) => makeHeyawake(rooms, numbersInTopCells(rooms, numbers.map(roomNumberOf)), walls),
  fromPuzzle: (puzzle) => ({
    size: heyawakeSize(puzzle),
    body: { rooms: puzzle.rooms.map((row) => [...row]), numbers: roomNumbers(puzzle).map(({ number }) => entryOfRoomNumber(number)), walls: heyawakeWalls(puzzle) },
  }),
});

/**
 * puzz.link's pzprv3 file: the lines `pzprv3`, `heyawake`, the rows and the columns; the number of rooms and a row of
 * room numbers per grid row; then a row of numbers per grid row (`.` none, `-` unknown), each in its room. A
 * following block (the shading) is not read.
 *
 *     pzprv3
 *     heyawake
 *     2
 *     3
 *     2
 *     0 0 1
 *     0 0 1
 *     1 . .
 *     . . .
 */
export const fileFormat = pzprv3Format<HeyawakePuzzle, { rooms: Regions; numbers: (HeyawakeNumber | null)[][] }>({
  pids: ['heyawake', 'heyawacky'],
  genre: 'Heyawake',
  maximumSize: maximumHeyawakeSize,
  holds: "room count, room of each cell, then the numbers; '-' unknown, '.' none",
  body: (size) => roomNumberFile(size, 'room'),
  emptyAnswer: (size) => emptyBlock(size),
  toPuzzle: (_size, { rooms, numbers }) => makeHeyawake(rooms, numbers),
  fromPuzzle(puzzle) {
    if (puzzle.walls) inputError("a pzprv3 Heyawake file holds rooms, not walls inside a room; a puzz.link URL (format url) can", { field: 'format' });
    return { size: heyawakeSize(puzzle), body: { rooms: puzzle.rooms.map((row) => [...row]), numbers: puzzle.numbers.map((row) => [...row]) } };
  },
});

export const answers = shadingAnswers(heyawakeSize);
