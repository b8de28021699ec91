// Hotaru Beam formats: puzz.link URLs (`firefly`, the fireflies as an ArrowNumber16 list) and pzprv3 files; answers
// as JSON lines between cell centres.

import type { GridSize } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { Format } from '../../core/genre.js';
import { inputError } from '../../core/errors.js';
import type { ArrowNumber } from '../../core/formats/arrow-number.js';
import { arrowNumberCells, directionCodes } from '../../core/formats/arrow-number.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { isPzprv3, Pzprv3Reader, pzprv3Row } from '../../core/formats/pzprv3.js';
import type { Firefly, FireflyPuzzle } from './puzzle.js';
import { fireflySize, makeFirefly, maximumFireflySize } from './puzzle.js';

const fromCells = (size: GridSize, cells: readonly (ArrowNumber | null)[]) => makeFirefly(size, makeGrid(size, ({ row, column }) => cells[row * size.columns + column] ?? null));

/** puzz.link: the fireflies as one ArrowNumber16 list, the dot as its arrow, `.` for a firefly without a number (pid `firefly`). */
export const urlFormat = puzzlinkFormat<FireflyPuzzle, (ArrowNumber | null)[]>({
  pids: ['firefly'],
  genre: 'Hotaru Beam',
  maximumSize: maximumFireflySize,
  body: (size) => arrowNumberCells(size.rows * size.columns),
  toPuzzle: fromCells,
  fromPuzzle: (puzzle) => ({ size: fireflySize(puzzle), body: puzzle.fireflies.flat() }),
});

const pids = ['firefly'];

/** A pzprv3 cell: `.` none, or `D,N`: the dot's direction digit and the number (`-` none). */
function readFileCell(token: string, line: number, column: number): Firefly | null {
  if (token === '.') return null;
  const match = /^([0-4]),(-|\d{1,4})$/.exec(token);
  if (!match) inputError(`'${token}' is not '.' or a firefly 'direction,number' like 4,0 or 3,-`, { line, column });
  return { direction: directionCodes[Number(match[1])]!, value: match[2] === '-' ? null : Number(match[2]) };
}

/**
 * puzz.link's pzprv3 file: `pzprv3`, `firefly`, the rows and the columns, then a row of cells per grid row (`.`
 * none, `4,0` a firefly: its dot's direction 0-4 as in the URL, its number or `-`); the lines drawn after that are
 * the player's, not read.
 *
 *     pzprv3
 *     firefly
 *     1
 *     3
 *     4,0 . 1,-
 */
export const fileFormat: Format<FireflyPuzzle> = {
  id: 'text',
  name: "puzz.link's pzprv3 file (pzprv3, firefly, rows, columns, then the cells: . none, direction,number like 4,0 or 3,-)",
  detect: (text) => isPzprv3(text, pids),
  parse(text) {
    const file = new Pzprv3Reader(text, { pids, genre: 'Hotaru Beam', maximumSize: maximumFireflySize });
    const cells = file.block(4, file.rows, file.columns, 'cells', readFileCell);
    return file.atBlock(4, () => makeFirefly(file, cells));
  },
  write: (puzzle) =>
    [
      'pzprv3',
      'firefly',
      String(puzzle.rows),
      String(puzzle.columns),
      ...puzzle.fireflies.map((row) => pzprv3Row(row.map((firefly) => (firefly === null ? '.' : `${directionCodes.indexOf(firefly.direction)},${firefly.value ?? '-'}`)))),
    ].join('\n') + '\n',
};
