// Double Back formats: puzz.link URLs (`doubleback`: the walls, then the black cells as bits) and pzprv3 files;
// answers as JSON lines between cell centres.

import type { GridSize } from '../../core/geometry.js';
import type { Codec } from '../../core/formats/codec.js';
import { bitCells, cellRows, sequence, wallBits } from '../../core/formats/codec.js';
import type { LineCodec } from '../../core/formats/lines.js';
import { lineSequence, mapLines, symbolTable, tokenRows } from '../../core/formats/lines.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { emptyBlock, pzprv3Format, pzprv3Rooms } from '../../core/formats/pzprv3.js';
import type { Walls } from '../../core/regions.js';
import { regionsFromWalls, wallsOf } from '../../core/regions.js';
import type { DoubleBackPuzzle } from './puzzle.js';
import { doubleBackSize, makeDoubleBack, maximumDoubleBackSize } from './puzzle.js';

type Black = readonly (readonly boolean[])[];

/**
 * puzz.link's black cells: five to a base-32 character, first cell highest; a grid without one writes nothing, so
 * text after the walls that is no base-32 digit is left, as puzz.link leaves it.
 */
function blackBits(count: number): Codec<boolean[]> {
  const bits = bitCells(count, 'the black cells');
  return {
    read: (reader) => (/^[0-9a-v]$/.test(reader.peek() ?? '') ? bits.read(reader) : new Array<boolean>(count).fill(false)),
    write: (cells) => (cells.some((cell) => cell) ? bits.write(cells) : ''),
  };
}

/** puzz.link: the walls (as Country Road's), then the black cells as bits. */
export const urlFormat = puzzlinkFormat<DoubleBackPuzzle, [Walls, Black]>({
  pids: ['doubleback'],
  genre: 'Double Back',
  maximumSize: maximumDoubleBackSize,
  body: (size) => sequence<[Walls, Black]>(wallBits(size), cellRows(size.columns, blackBits(size.rows * size.columns))),
  toPuzzle: (size, [walls, black]) => makeDoubleBack(size, walls, black),
  fromPuzzle: (puzzle) => ({ size: doubleBackSize(puzzle), body: [puzzle.walls, puzzle.black] }),
});

const cellTokens = symbolTable<boolean>(
  [
    ['*', true],
    ['.', false],
  ],
  "'*' (black) or '.' (open)",
);

/**
 * The walls as a file gives them: version 2 lists them, version 0 numbers each cell's room (it cannot hold a wall
 * inside a room; the files written are version 2).
 */
const fileWalls = (size: GridSize, version: number): LineCodec<Walls> =>
  mapLines(pzprv3Rooms(size, version), ({ rooms, walls }) => walls ?? wallsOf(rooms), (walls) => ({ rooms: regionsFromWalls(size, walls), walls }));

/**
 * puzz.link's pzprv3 file: the lines `pzprv3.2`, `doubleback`, the rows and the columns; the walls (a row of `0`/`1`
 * between the columns per grid row, then one between each two rows; version 0 gives instead the number of rooms and a
 * row of room numbers per grid row); a row of cells per grid row (`*` black, `.` open); then the lines across, the
 * lines down and the cell marks, which are not read.
 *
 *     pzprv3.2
 *     doubleback
 *     2
 *     3
 *     0 1
 *     0 1
 *     0 0 0
 *     . . .
 *     * . .
 */
export const fileFormat = pzprv3Format<DoubleBackPuzzle, [Walls, boolean[][]]>({
  pids: ['doubleback'],
  genre: 'Double Back',
  maximumSize: maximumDoubleBackSize,
  holds: "then the walls (or in version 0 the rooms) and the cells row by row; '*' black, '.' open",
  versions: [0, 2],
  body: (size, version) => lineSequence<[Walls, boolean[][]]>(fileWalls(size, version), tokenRows(size.rows, size.columns, 'cells', cellTokens, { cells: true })),
  // The lines across, the lines down and the cell marks of an empty board.
  emptyAnswer: (size) => [...emptyBlock(size, '0', size.rows, size.columns - 1), ...emptyBlock(size, '0', size.rows - 1), ...emptyBlock(size, '0')],
  toPuzzle: (size, [walls, black]) => makeDoubleBack(size, walls, black),
  fromPuzzle: (puzzle) => ({ size: doubleBackSize(puzzle), body: [puzzle.walls, puzzle.black.map((row) => [...row])], version: 2 }),
});
