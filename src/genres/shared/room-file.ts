// puzz.link's pzprv3 file for genres whose only givens are rooms (LITS, Norinori).

import { inputError } from '../../core/errors.js';
import type { GridSize } from '../../core/geometry.js';
import { isPzprv3, Pzprv3Reader, pzprv3Row } from '../../core/formats/pzprv3.js';
import type { Format } from '../../core/genre.js';
import type { Regions, Walls } from '../../core/regions.js';
import { regionsFromWalls } from '../../core/regions.js';
import { roomCells } from './room-grid.js';

export interface RoomFileSettings<Puzzle> {
  /** puzz.link's name of the genre, the file's second line. */
  readonly pid: string;
  /** The genre's name, for messages. */
  readonly genre: string;
  readonly maximumSize: GridSize;
  /** The puzzle from its rooms (it checks them), and from the walls where a file gives them. */
  readonly make: (rooms: Regions, walls?: Walls) => Puzzle;
  readonly rooms: (puzzle: Puzzle) => Regions;
  /** Walls inside rooms, for a genre whose rules count them: written in version 1, which can hold them. */
  readonly innerWalls?: (puzzle: Puzzle) => Walls | undefined;
}

/**
 * The lines `pzprv3`, the pid, the rows and the columns, then the rooms. Version 0 (the header `pzprv3`) gives the
 * number of rooms and a row of room numbers per grid row; version 1 (`pzprv3.1`) gives the walls, a row of `0`/`1`
 * between the columns per grid row, then one between each two rows. A following block (the answer) is not read.
 * Written in version 0 (version 1 when walls stand inside rooms), with an empty answer block:
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
    detect: (text) => isPzprv3(text, [pid]),
    parse(text) {
      const file = new Pzprv3Reader(text, { pids: [pid], genre, maximumSize });
      const { rows, columns } = file;
      if (file.version >= 1) {
        const wall = (token: string, line: number, column: number): boolean => {
          if (token !== '0' && token !== '1') inputError(`'${token}' in column ${column} is not a wall (1) or none (0)`, { line });
          return token === '1';
        };
        const right = file.block(4, rows, columns - 1, 'walls between columns', wall);
        const below = file.block(4 + rows, rows - 1, columns, 'walls between rows', wall);
        return make(regionsFromWalls({ rows, columns }, { right, below }), { right, below });
      }
      const labels = file.roomLabels();
      return file.atBlock(5, () => make(labels));
    },
    write(puzzle) {
      const rooms = settings.rooms(puzzle);
      const walls = settings.innerWalls?.(puzzle);
      if (walls) {
        const bits = (row: readonly boolean[]) => pzprv3Row(row.map((wall) => (wall ? '1' : '0')));
        return ['pzprv3.1', pid, String(rooms.length), String(rooms[0]?.length ?? 0), ...walls.right.map(bits), ...walls.below.map(bits), ...rooms.map((labels) => pzprv3Row(labels.map(() => '.'))), ''].join('\n');
      }
      return [
        'pzprv3',
        pid,
        String(rooms.length),
        String(rooms[0]?.length ?? 0),
        String(roomCells(rooms).length),
        ...rooms.map((labels) => pzprv3Row(labels)),
        ...rooms.map((labels) => pzprv3Row(labels.map(() => '.'))),
        '',
      ].join('\n');
    },
  };
}
