// LITS formats: puzz.link URLs (the room borders; the old `d` form with one character per cell is read too) and
// pzprv3 files; answers as JSON grids of 0/1.

import type { GridSize } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { Codec } from '../../core/formats/codec.js';
import { map, wallBits } from '../../core/formats/codec.js';
import { shadingAnswers } from '../../core/formats/answers.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import type { Regions, Walls } from '../../core/regions.js';
import { regionsFromLabels, regionsFromWalls, wallsOf } from '../../core/regions.js';
import { emptyBlock, pzprv3Format, pzprv3Rooms } from '../../core/formats/pzprv3.js';
import { roomCells } from '../shared/room-grid.js';
import type { LitsPuzzle } from './puzzle.js';
import { litsSize, litsWalls, makeLits, maximumLitsSize } from './puzzle.js';

const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * puzz.link's old LITS body (the `d` option): one character per cell in reading order, a wall between neighbours whose
 * characters differ. Written with the fewest letters that keep touching rooms apart.
 */
function roomLetters(size: GridSize): Codec<Regions> {
  const count = size.rows * size.columns;
  return {
    read(reader) {
      const left = reader.text.length - reader.position;
      if (left < count) reader.fail(`the old LITS form of a ${size.columns}×${size.rows} grid has ${count} characters, one per cell, but only ${left} are left`);
      const text = reader.text.slice(reader.position, reader.position + count);
      reader.position += count;
      return regionsFromLabels(makeGrid(size, (cell) => text[cell.row * size.columns + cell.column]!));
    },
    write(regions) {
      // Rooms take letters in turn, each the first that no touching room has.
      const letterOf: number[] = [];
      roomCells(regions).forEach((cells, room) => {
        const taken = new Set<number>();
        for (const { row, column } of cells) {
          for (const [r, c] of [[row - 1, column], [row + 1, column], [row, column - 1], [row, column + 1]] as const) {
            const other = regions[r]?.[c];
            if (other !== undefined && other !== room && letterOf[other] !== undefined) taken.add(letterOf[other]);
          }
        }
        let letter = 0;
        while (taken.has(letter)) letter++;
        letterOf[room] = letter;
      });
      return regions.flatMap((row) => row.map((room) => letters[letterOf[room]! % letters.length]!)).join('');
    },
  };
}

/**
 * puzz.link: the walls (the rooms they close, and any inside a room, kept), or with the old `d` option the rooms as one
 * character per cell.
 */
export const urlFormat = puzzlinkFormat<LitsPuzzle, Walls>({
  pids: ['lits'],
  genre: 'LITS',
  maximumSize: maximumLitsSize,
  flags: { d: 'the old form: one character per cell, rooms where neighbours differ' },
  body: (size, flags) => (flags.includes('d') ? map(roomLetters(size), wallsOf, (walls) => regionsFromWalls(size, walls)) : wallBits(size)),
  toPuzzle: (size, walls) => makeLits(regionsFromWalls(size, walls), walls),
  fromPuzzle: (puzzle) => ({ size: litsSize(puzzle), body: litsWalls(puzzle) }),
});

/**
 * puzz.link's pzprv3 file: version 0 (`pzprv3`) gives the room count and a row of room numbers per grid row;
 * version 1 (`pzprv3.1`) the walls, a row of `0`/`1` between the columns per grid row, then one between each two rows.
 * The answer block after them is not read.
 */
export const fileFormat = pzprv3Format<LitsPuzzle, { rooms: Regions; walls?: Walls }>({
  pids: ['lits'],
  genre: 'LITS',
  maximumSize: maximumLitsSize,
  holds: 'then the room count and the room of each cell, or with pzprv3.1 the walls',
  body: pzprv3Rooms,
  emptyAnswer: (size) => emptyBlock(size),
  toPuzzle: (_size, { rooms, walls }) => makeLits(rooms, walls),
  fromPuzzle: (puzzle) => ({ size: litsSize(puzzle), body: { rooms: puzzle.rooms, walls: puzzle.walls }, version: puzzle.walls ? 1 : 0 }),
});

export const answers = shadingAnswers(litsSize);
