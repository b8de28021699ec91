// puzz.link's pzprv3 file for genres whose only givens are rooms (LITS, Norinori).

import { inputError } from '../../core/errors.js';
import type { GridSize } from '../../core/geometry.js';
import type { Format } from '../../core/genre.js';
import type { Regions } from '../../core/regions.js';
import { regionsFromWalls } from '../../core/regions.js';
import { roomCells } from './room-grid.js';

const fileHeader = /^pzprv3(?:\.(\d+))?$/;

/** The lines of a file: real files break lines, test strings and links separate them with `/`. */
export function fileLines(text: string): string[] {
  const trimmed = text.trim();
  return (trimmed.includes('\n') ? trimmed.split(/\r?\n/) : trimmed.split('/')).map((line) => line.trim());
}

export interface RoomFileSettings<Puzzle> {
  /** puzz.link's name of the genre, the file's second line. */
  readonly pid: string;
  /** The genre's name, for messages. */
  readonly genre: string;
  readonly maximumSize: GridSize;
  /** The puzzle from its rooms (it checks them). */
  readonly make: (rooms: Regions) => Puzzle;
  readonly rooms: (puzzle: Puzzle) => Regions;
}

/**
 * The lines `pzprv3`, the pid, the rows and the columns, then the rooms. Version 0 (the header `pzprv3`) gives the
 * number of rooms and a row of room numbers per grid row; version 1 (`pzprv3.1`) gives the walls, a row of `0`/`1`
 * between the columns per grid row, then one between each two rows. A following block (the answer) is not read.
 * Written in version 0, with an empty answer block:
 *
 *     pzprv3
 *     norinori
 *     2
 *     3
 *     2
 *     0 0 1
 *     0 1 1
 *     . . .
 *     . . .
 */
export function roomFileFormat<Puzzle>(settings: RoomFileSettings<Puzzle>): Format<Puzzle> {
  const { pid, genre, maximumSize, make } = settings;
  return {
    id: 'text',
    name: `puzz.link's pzprv3 file (pzprv3, ${pid}, rows, columns, then the room count and the room of each cell, or with pzprv3.1 the walls)`,
    detect(text) {
      const lines = fileLines(text);
      return fileHeader.test(lines[0] ?? '') && lines[1] === pid;
    },
    parse(text) {
      const lines = fileLines(text);
      const header = fileHeader.exec(lines[0] ?? '');
      if (!header || lines[1] !== pid) inputError(`a pzprv3 file opens with the lines 'pzprv3' and '${pid}'`, { line: 1 });
      const whole = (index: number, what: string): number => {
        const field = lines[index] ?? '';
        if (!/^\d{1,4}$/.test(field)) inputError(`the ${what} '${field}' is not a whole number`, { line: index + 1 });
        return Number(field);
      };
      const rows = whole(2, 'row count');
      const columns = whole(3, 'column count');
      if (rows < 1 || columns < 1 || rows > maximumSize.rows || columns > maximumSize.columns) {
        inputError(`a ${columns}×${rows} ${genre} is outside the supported 1×1 to ${maximumSize.columns}×${maximumSize.rows}`, { line: 3 });
      }
      /** `count` lines of `width` tokens from line index `first`, each token checked by `read`. */
      const block = <T>(first: number, count: number, width: number, what: string, read: (token: string, line: number, column: number) => T): T[][] =>
        Array.from({ length: count }, (_, row) => {
          const index = first + row;
          const line = lines[index];
          if (line === undefined) inputError(`the file ends before row ${row + 1} of the ${what}`, { line: index + 1 });
          const tokens = line.split(/\s+/).filter((token) => token !== '');
          if (tokens.length !== width) inputError(`row ${row + 1} of the ${what} has ${tokens.length} entries, not ${width}`, { line: index + 1 });
          return tokens.map((token, column) => read(token, index + 1, column + 1));
        });
      if (Number(header[1] ?? 0) >= 1) {
        const wall = (token: string, line: number, column: number): boolean => {
          if (token !== '0' && token !== '1') inputError(`'${token}' in column ${column} is not a wall (1) or none (0)`, { line });
          return token === '1';
        };
        const right = block(4, rows, columns - 1, 'walls between columns', wall);
        const below = block(4 + rows, rows - 1, columns, 'walls between rows', wall);
        return make(regionsFromWalls({ rows, columns }, { right, below }));
      }
      const roomCount = whole(4, 'room count');
      const labels = block(5, rows, columns, 'rooms', (token, line, column) => {
        if (!/^\d{1,4}$/.test(token) || Number(token) >= roomCount) inputError(`'${token}' in column ${column} is not a room from 0 to ${roomCount - 1}`, { line });
        return Number(token);
      });
      return make(labels);
    },
    write(puzzle) {
      const rooms = settings.rooms(puzzle);
      const row = (entries: readonly string[]) => entries.map((entry) => `${entry} `).join('');
      return [
        'pzprv3',
        pid,
        String(rooms.length),
        String(rooms[0]?.length ?? 0),
        String(roomCells(rooms).length),
        ...rooms.map((labels) => row(labels.map(String))),
        ...rooms.map((labels) => row(labels.map(() => '.'))),
        '',
      ].join('\n');
    },
  };
}
