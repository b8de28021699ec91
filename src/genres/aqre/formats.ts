// Aqre formats: puzz.link URLs and pzprv3 files; answers as JSON grids of 0/1.

import { inputError } from '../../core/errors.js';
import { shadingAnswers } from '../../core/formats/answers.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { emptyBlock, pzprv3Format } from '../../core/formats/pzprv3.js';
import type { CellEntry } from '../../core/formats/codec.js';
import { entryOfRoomNumber, numbersInTopCells, roomNumberFile, roomNumberOf, roomsAndNumbers } from '../shared/room-numbers.js';
import type { Regions, Walls } from '../../core/regions.js';
import type { AqreNumber, AqrePuzzle } from './puzzle.js';
import { aqreSize, aqreWalls, makeAqre, maximumAqreSize, roomNumbers } from './puzzle.js';

/**
 * puzz.link: the walls (the rooms they close, and any inside a room, kept), then a number (or `.` for an unknown one)
 * per room, as Heyawake's.
 */
export const urlFormat = puzzlinkFormat<AqrePuzzle, { rooms: Regions; numbers: CellEntry[]; walls?: Walls }>({
  pids: ['aqre'],
  genre: 'Aqre',
  maximumSize: maximumAqreSize,
  body: roomsAndNumbers,
  toPuzzle: (_size, { rooms, numbers, walls }) => makeAqre(rooms, numbersInTopCells(rooms, numbers.map(roomNumberOf)), walls),
  fromPuzzle: (puzzle) => ({
    size: aqreSize(puzzle),
    body: { rooms: puzzle.rooms.map((row) => [...row]), numbers: roomNumbers(puzzle).map(({ number }) => entryOfRoomNumber(number)), walls: aqreWalls(puzzle) },
  }),
});

/**
 * puzz.link's pzprv3 file: the lines `pzprv3`, `aqre`, the rows and the columns; the number of rooms and a row of
 * room numbers per grid row; then a row of numbers per grid row (`.` none, `-` unknown), each in its room. A
 * following block (the shading) is not read.
 *
 *     pzprv3
 *     aqre
 *     2
 *     3
 *     2
 *     0 0 1
 *     0 0 1
 *     1 . .
 *     . . .
 */
export const fileFormat = pzprv3Format<AqrePuzzle, { rooms: Regions; numbers: (AqreNumber | null)[][] }>({
  pids: ['aqre'],
  genre: 'Aqre',
  maximumSize: maximumAqreSize,
  holds: "room count, room of each cell, then the numbers; '-' unknown, '.' none",
  body: (size) => roomNumberFile(size, 'room'),
  emptyAnswer: (size) => emptyBlock(size),
  toPuzzle: (_size, { rooms, numbers }) => makeAqre(rooms, numbers),
  fromPuzzle(puzzle) {
    if (puzzle.walls) inputError("a pzprv3 Aqre file holds rooms, not walls inside a room; a puzz.link URL (format url) can", { field: 'format' });
    return { size: aqreSize(puzzle), body: { rooms: puzzle.rooms.map((row) => [...row]), numbers: puzzle.numbers.map((row) => [...row]) } };
  },
});

/** The shading entered in a pzprv3 file's block after the numbers (`#` shaded), as puz.link's checker reads the board. */
export const pzprv3Shading = fileFormat.shading;

export const answers = shadingAnswers(aqreSize);
