// Yajisan-Kazusan formats: puz.link URLs (`yajikazu`, its clues as an ArrowNumber16 list) and pzprv3 files; answers
// as JSON grids of 0/1.

import { makeGrid } from '../../core/geometry.js';
import { cellRows } from '../../core/formats/codec.js';
import { shadingAnswers } from '../../core/formats/answers.js';
import { arrowNumberCells, arrowNumberTokens } from '../../core/formats/arrow-number.js';
import { tokenRows } from '../../core/formats/lines.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { emptyBlock, pzprv3Format } from '../../core/formats/pzprv3.js';
import type { YajikazuClue, YajikazuPuzzle } from './puzzle.js';
import { makeYajikazu, maximumYajikazuSize, yajikazuSize } from './puzzle.js';

const pids = ['yajikazu'];
const genre = 'Yajisan-Kazusan';

/** puz.link: the clues as an ArrowNumber16 list (an arrow's digit 0-4 and the number, `.` for `?`). */
export const urlFormat = puzzlinkFormat<YajikazuPuzzle, readonly (readonly (YajikazuClue | null)[])[]>({
  pids,
  genre,
  maximumSize: maximumYajikazuSize,
  body: (size) => cellRows(size.columns, arrowNumberCells(size.rows * size.columns)),
  toPuzzle: makeYajikazu,
  fromPuzzle: (puzzle) => ({ size: yajikazuSize(puzzle), body: puzzle.clues }),
});

/**
 * puz.link's pzprv3 file: `pzprv3`, `yajikazu`, the rows and the columns, a row of clues per grid row (`.` none,
 * `4,0` an arrow's digit 0-4 as in the URL and the number, `-` for `?`), then a row of the player's marks per grid row
 * (not read). A file that ends after its size is a blank grid, as puz.link reads it.
 *
 *     pzprv3
 *     yajikazu
 *     1
 *     3
 *     4,1 . 1,-
 */
export const fileFormat = pzprv3Format<YajikazuPuzzle, (YajikazuClue | null)[][]>({
  pids,
  genre,
  maximumSize: maximumYajikazuSize,
  holds: 'then a row of clues per grid row: . none, arrow,number like 4,0 or 1,-',
  body: (size) => tokenRows(size.rows, size.columns, 'clues', arrowNumberTokens('a clue'), { cells: true }),
  blank: (size) => makeGrid(size, () => null),
  emptyAnswer: (size) => emptyBlock(size),
  toPuzzle: makeYajikazu,
  fromPuzzle: (puzzle) => ({ size: yajikazuSize(puzzle), body: puzzle.clues.map((row) => [...row]) }),
});

/** The shading entered in a pzprv3 file's block after the clues (`#` shaded), as puz.link's checker reads the board. */
export const pzprv3Shading = fileFormat.shading;

export const answers = shadingAnswers(yajikazuSize);
