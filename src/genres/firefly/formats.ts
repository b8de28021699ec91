// Hotaru Beam formats: puzz.link URLs (`firefly`, the fireflies as an ArrowNumber16 list) and pzprv3 files; answers
// as JSON lines between cell centres.

import { arrowNumberCells, arrowNumberTokens } from '../../core/formats/arrow-number.js';
import { cellRows } from '../../core/formats/codec.js';
import { tokenRows } from '../../core/formats/lines.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { pzprv3Format } from '../../core/formats/pzprv3.js';
import type { Firefly, FireflyPuzzle } from './puzzle.js';
import { fireflySize, makeFirefly, maximumFireflySize } from './puzzle.js';

/** puzz.link: the fireflies as one ArrowNumber16 list, the dot as its arrow, `.` for a firefly without a number (pid `firefly`). */
export const urlFormat = puzzlinkFormat<FireflyPuzzle, readonly (readonly (Firefly | null)[])[]>({
  pids: ['firefly'],
  genre: 'Hotaru Beam',
  maximumSize: maximumFireflySize,
  body: (size) => cellRows(size.columns, arrowNumberCells(size.rows * size.columns)),
  toPuzzle: makeFirefly,
  fromPuzzle: (puzzle) => ({ size: fireflySize(puzzle), body: puzzle.fireflies }),
});

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
export const fileFormat = pzprv3Format<FireflyPuzzle, (Firefly | null)[][]>({
  pids: ['firefly'],
  genre: 'Hotaru Beam',
  maximumSize: maximumFireflySize,
  holds: 'then the cells: . none, direction,number like 4,0 or 3,-',
  body: (size) => tokenRows(size.rows, size.columns, 'cells', arrowNumberTokens('a firefly'), { cells: true }),
  toPuzzle: makeFirefly,
  fromPuzzle: (puzzle) => ({ size: fireflySize(puzzle), body: puzzle.fireflies.map((row) => [...row]) }),
});
