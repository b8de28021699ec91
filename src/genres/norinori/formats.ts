// Norinori formats: puzz.link URLs (the room borders, nothing else) and pzprv3 files; answers as JSON grids of 0/1.

import { wallBits } from '../../core/formats/codec.js';
import { shadingAnswers } from '../../core/formats/answers.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import type { Regions, Walls } from '../../core/regions.js';
import { regionsFromWalls, wallsOf } from '../../core/regions.js';
import { emptyBlock, pzprv3Format, pzprv3Rooms } from '../../core/formats/pzprv3.js';
import type { NorinoriPuzzle } from './puzzle.js';
import { makeNorinori, maximumNorinoriSize, norinoriSize } from './puzzle.js';

/** puzz.link: `norinori/<columns>/<rows>/<room borders>`. */
export const urlFormat = puzzlinkFormat<NorinoriPuzzle, Walls>({
  pids: ['norinori'],
  genre: 'Norinori',
  maximumSize: maximumNorinoriSize,
  body: wallBits,
  toPuzzle: (size, walls) => makeNorinori(regionsFromWalls(size, walls), walls),
  fromPuzzle: (puzzle) => ({ size: norinoriSize(puzzle), body: puzzle.walls ?? wallsOf(puzzle.rooms) }),
});

/**
 * puzz.link's pzprv3 file: version 0 (`pzprv3`) gives the room count and a row of room numbers per grid row;
 * version 1 (`pzprv3.1`) the walls, a row of `0`/`1` between the columns per grid row, then one between each two rows.
 * The answer block after them is not read.
 */
export const fileFormat = pzprv3Format<NorinoriPuzzle, { rooms: Regions; walls?: Walls }>({
  pids: ['norinori'],
  genre: 'Norinori',
  maximumSize: maximumNorinoriSize,
  holds: 'then the room count and the room of each cell, or with pzprv3.1 the walls',
  body: pzprv3Rooms,
  emptyAnswer: (size) => emptyBlock(size),
  toPuzzle: (_size, { rooms }) => makeNorinori(rooms),
  fromPuzzle: (puzzle) => ({ size: norinoriSize(puzzle), body: { rooms: puzzle.rooms } }),
});

export const answers = shadingAnswers(norinoriSize);
