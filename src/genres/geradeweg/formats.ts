// Geradeweg formats: puzz.link URLs (`geradeweg`, the numbers as a Number16 cell list) and pzprv3 files; answers as
// JSON lines between cell centres.

import { clueRows, number16Cells } from '../../core/formats/codec.js';
import { numberClueTokens, tokenRows } from '../../core/formats/lines.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { emptyBlock, pzprv3Format } from '../../core/formats/pzprv3.js';
import type { GeradewegClue, GeradewegPuzzle } from './puzzle.js';
import { geradewegSize, makeGeradeweg, maximumGeradewegSize } from './puzzle.js';

type Clues = readonly (readonly (GeradewegClue | null)[])[];

/** puzz.link: the numbers as a Number16 cell list, `.` for a `?` (pid `geradeweg`). */
export const urlFormat = puzzlinkFormat<GeradewegPuzzle, Clues>({
  pids: ['geradeweg'],
  genre: 'Geradeweg',
  maximumSize: maximumGeradewegSize,
  body: (size) => clueRows(size.columns, number16Cells(size.rows * size.columns)),
  toPuzzle: makeGeradeweg,
  fromPuzzle: (puzzle) => ({ size: geradewegSize(puzzle), body: puzzle.clues }),
});

/**
 * puzz.link's pzprv3 file: the lines `pzprv3`, `geradeweg`, the rows and the columns, then one line per row of cells
 * (a number, `-` for a `?`, `.` for none), each token followed by a space. The lines drawn after that are the
 * player's, not read.
 *
 *     pzprv3
 *     geradeweg
 *     2
 *     3
 *     2 . -
 *     . . .
 */
export const fileFormat = pzprv3Format<GeradewegPuzzle, Clues>({
  pids: ['geradeweg'],
  genre: 'Geradeweg',
  maximumSize: maximumGeradewegSize,
  holds: "then the numbers row by row; '-' a ?, '.' none",
  body: (size) => tokenRows(size.rows, size.columns, 'numbers', numberClueTokens, { cells: true }),
  emptyAnswer: (size) => [...emptyBlock(size, '0', size.rows, size.columns - 1), ...emptyBlock(size, '0', size.rows - 1, size.columns)],
  toPuzzle: makeGeradeweg,
  fromPuzzle: (puzzle) => ({ size: geradewegSize(puzzle), body: puzzle.clues }),
});
