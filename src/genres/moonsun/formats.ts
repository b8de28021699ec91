// Moon or Sun formats: puzz.link URLs (`moonsun`: the rooms as walls, then the marks as a Circle list, 1 a sun and
// 2 a moon) and pzprv3 files; answers as JSON lines between cell centres.

import type { Codec } from '../../core/formats/codec.js';
import { circleCells, wallBits } from '../../core/formats/codec.js';
import { lineSequence, mapLines, symbolTable, tokenRows } from '../../core/formats/lines.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { emptyBlock, pzprv3Format, pzprv3Rooms } from '../../core/formats/pzprv3.js';
import type { Regions, Walls } from '../../core/regions.js';
import { regionsFromWalls, wallsOf } from '../../core/regions.js';
import type { Mark, MoonSunPuzzle } from './puzzle.js';
import { makeMoonSun, maximumMoonSunSize, moonSunSize } from './puzzle.js';

interface Body {
  readonly rooms: Regions;
  readonly marks: (Mark | null)[];
  readonly walls?: Walls;
}

/** puz.link's body: the walls (some perhaps inside a room), then the marks as a Circle list over the cells. */
function wallsAndMarks(size: { rows: number; columns: number }): Codec<Body> {
  const walls = wallBits(size);
  const marks = circleCells<Mark>(size.rows * size.columns, ['sun', 'moon'], 'the moons and suns');
  return {
    read(reader) {
      const read = walls.read(reader);
      return { rooms: regionsFromWalls(size, read), walls: read, marks: marks.read(reader) };
    },
    write: (body) => walls.write(body.walls ?? wallsOf(body.rooms)) + marks.write(body.marks),
  };
}

export const urlFormat = puzzlinkFormat<MoonSunPuzzle, Body>({
  pids: ['moonsun'],
  genre: 'Moon or Sun',
  maximumSize: maximumMoonSunSize,
  body: wallsAndMarks,
  toPuzzle: ({ columns }, { rooms, marks, walls }) => makeMoonSun(rooms, rooms.map((row, r) => row.map((_, c) => marks[r * columns + c] ?? null)), walls),
  fromPuzzle: (puzzle) => ({
    size: moonSunSize(puzzle),
    body: { rooms: puzzle.rooms.map((row) => [...row]), marks: puzzle.marks.flat(), ...(puzzle.walls ? { walls: puzzle.walls } : {}) },
  }),
});

const markTokens = symbolTable<Mark | null>(
  [
    ['1', 'sun'],
    ['2', 'moon'],
    ['.', null],
  ],
  "a sun (1), a moon (2) or none (.)",
);

/**
 * puzz.link's pzprv3 file: the lines `pzprv3`, `moonsun`, the rows and the columns; the rooms (version 0: their count
 * and a row of room numbers per grid row; version 1 and later: the walls); a row of marks per grid row (`1` a sun,
 * `2` a moon, `.` none); then the lines and the player's marks, which are not read.
 *
 *     pzprv3
 *     moonsun
 *     2
 *     3
 *     2
 *     0 0 1
 *     0 0 1
 *     1 . 2
 *     . 2 .
 */
export const fileFormat = pzprv3Format<MoonSunPuzzle, { rooms: Regions; walls?: Walls; marks: (Mark | null)[][] }>({
  pids: ['moonsun'],
  genre: 'Moon or Sun',
  maximumSize: maximumMoonSunSize,
  holds: "the rooms, then the marks; '1' a sun, '2' a moon, '.' none",
  body: (size, version) =>
    mapLines(
      lineSequence<[{ readonly rooms: Regions; readonly walls?: Walls }, (Mark | null)[][]]>(pzprv3Rooms(size, version), tokenRows(size.rows, size.columns, 'marks', markTokens, { cells: true })),
      ([{ rooms, walls }, marks]) => ({ rooms, marks, ...(walls ? { walls } : {}) }),
      ({ rooms, walls, marks }): [{ readonly rooms: Regions; readonly walls?: Walls }, (Mark | null)[][]] => [{ rooms, ...(walls ? { walls } : {}) }, marks],
    ),
  // The lines across, the lines down and the cell marks of an empty board.
  emptyAnswer: (size) => [...emptyBlock(size, '0', size.rows, size.columns - 1), ...emptyBlock(size, '0', size.rows - 1), ...emptyBlock(size, '0')],
  toPuzzle: (_size, { rooms, walls, marks }) => makeMoonSun(rooms, marks, walls),
  fromPuzzle: (puzzle) => ({ size: moonSunSize(puzzle), body: { rooms: puzzle.rooms.map((row) => [...row]), marks: puzzle.marks.map((row) => [...row]) } }),
});
