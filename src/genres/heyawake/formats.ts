// Heyawake formats: puzz.link URLs and pzprv3 files; answers as JSON grids of 0/1.

import { makeGrid } from '../../core/geometry.js';
import type { Format } from '../../core/genre.js';
import { inputError } from '../../core/errors.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { isPzprv3, Pzprv3Reader } from '../../core/formats/pzprv3.js';
import type { CellEntry } from '../../core/formats/codec.js';
import { entryOfRoomNumber, numbersInTopCells, roomNumberOf, roomsAndNumbers } from '../shared/room-numbers.js';
import type { Regions, Walls } from '../../core/regions.js';
import { partialShadingToJson, shadingFromJson, shadingToJson } from '../shared/shade-answers.js';
import type { HeyawakeAnswer, HeyawakeNumber, HeyawakePartial, HeyawakePuzzle } from './puzzle.js';
import { heyawakeSize, heyawakeWalls, makeHeyawake, maximumHeyawakeSize, roomCells, roomNumbers, topCell } from './puzzle.js';

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
export const fileFormat: Format<HeyawakePuzzle> = {
  id: 'text',
  name: "puzz.link's pzprv3 file (pzprv3, heyawake, rows, columns, room count, room of each cell, then the numbers; '-' unknown, '.' none)",
  detect: (text) => isPzprv3(text, ['heyawake', 'heyawacky']),
  parse(text) {
    const file = new Pzprv3Reader(text, { pids: ['heyawake', 'heyawacky'], genre: 'Heyawake', maximumSize: maximumHeyawakeSize });
    const { rows, columns } = file;
    const labels = file.roomLabels('room');
    const numbers = file.block(5 + rows, rows, columns, 'numbers', (token, line, column): HeyawakeNumber | null => {
      if (token === '.') return null;
      if (token === '-') return { kind: 'unknown' };
      if (!/^\d{1,4}$/.test(token)) inputError(`'${token}' in column ${column} is not a number, '-' or '.'`, { line });
      return { kind: 'number', value: Number(token) };
    });
    return file.atBlock(5, () => makeHeyawake(labels, numbers));
  },
  write(puzzle) {
    if (puzzle.walls) inputError("a pzprv3 Heyawake file holds rooms, not walls inside a room; a puzz.link URL (format url) can");
    const row = (entries: readonly string[]) => entries.map((entry) => `${entry} `).join('');
    const rooms = roomCells(puzzle.rooms);
    const numbers = makeGrid<string>(heyawakeSize(puzzle), () => '.');
    roomNumbers(puzzle).forEach(({ number }, room) => {
      if (number === null) return;
      const top = topCell(rooms[room]!);
      numbers[top.row]![top.column] = number.kind === 'unknown' ? '-' : String(number.value);
    });
    return [
      'pzprv3',
      'heyawake',
      String(puzzle.rows),
      String(puzzle.columns),
      String(rooms.length),
      ...puzzle.rooms.map((labels) => row(labels.map(String))),
      ...numbers.map(row),
      ...puzzle.rooms.map((labels) => row(labels.map(() => '.'))),
      '',
    ].join('\n');
  },
};

export const answerFromJson = (puzzle: HeyawakePuzzle, json: unknown): HeyawakeAnswer => shadingFromJson(heyawakeSize(puzzle), json);
export const answerToJson: (answer: HeyawakeAnswer) => unknown = shadingToJson;
export const partialToJson: (partial: HeyawakePartial) => unknown = partialShadingToJson;
