// Koburin formats: puzz.link URLs (`koburin`, the numbers as a 4Cell list) and pzprv3 files; answers as JSON, the
// shaded cells as rows of 0/1 and the loop as lines between cell centres (as Yajilin's).

import { inputError } from '../../core/errors.js';
import type { CellEntry } from '../../core/formats/codec.js';
import { cellRows, fourCells } from '../../core/formats/codec.js';
import type { GridSize } from '../../core/geometry.js';
import type { LineCodec, Symbols } from '../../core/formats/lines.js';
import { tokenRows } from '../../core/formats/lines.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { pzprv3Format } from '../../core/formats/pzprv3.js';
import type { KoburinPuzzle } from './puzzle.js';
import { koburinSize, makeKoburin, maximumKoburinSize } from './puzzle.js';

export { answerFromJson, answerToJson, entries, partialToJson } from '../shared/shade-loop.js';

/** puzz.link: the numbers as a 4Cell list, `.` for a number left unknown (pid `koburin`). */
export const urlFormat = puzzlinkFormat<KoburinPuzzle, readonly (readonly CellEntry[])[]>({
  pids: ['koburin'],
  genre: 'Koburin',
  maximumSize: maximumKoburinSize,
  unsupportedFlags: { m: 'numbers count the shaded cells around them, diagonals too (minesweeper mode)' },
  body: (size) => cellRows(size.columns, fourCells(size.rows * size.columns)),
  toPuzzle: makeKoburin,
  fromPuzzle: (puzzle) => ({ size: koburinSize(puzzle), body: puzzle.clues }),
});

/** A pzprv3 cell: `.` none, `-` an unknown number, or the number. */
const cellTokens: Symbols<CellEntry> = {
  read: (token) => (token === '.' ? null : token === '-' ? 'unknown' : /^\d$/.test(token) ? Number(token) : undefined),
  write: (entry) => (entry === null ? '.' : entry === 'unknown' ? '-' : String(entry)),
  expected: "'.', '-' or a number 0-4",
};

/** The cells, refusing the minesweeper variant (a line `m` before them). */
function fileCells(size: GridSize): LineCodec<CellEntry[][]> {
  const rows = tokenRows(size.rows, size.columns, 'cells', cellTokens, { cells: true });
  return {
    read(reader) {
      if (reader.lines[reader.index] === 'm') inputError('the minesweeper variant of Koburin (numbers count diagonal neighbours too) is not supported', { line: reader.lineNumber() });
      return rows.read(reader);
    },
    write: rows.write,
  };
}

/**
 * puzz.link's pzprv3 file: `pzprv3`, `koburin`, the rows and the columns, then a row of cells per grid row (`.` none,
 * `-` an unknown number, or the number); the shading and lines drawn after that are the player's, not read. The
 * minesweeper variant (a line `m` before the cells) is refused.
 *
 *     pzprv3
 *     koburin
 *     2
 *     3
 *     2 . .
 *     . - .
 */
export const fileFormat = pzprv3Format<KoburinPuzzle, CellEntry[][]>({
  pids: ['koburin'],
  genre: 'Koburin',
  maximumSize: maximumKoburinSize,
  holds: 'then the cells: . none, - unknown, a number 0-4',
  body: fileCells,
  toPuzzle: makeKoburin,
  fromPuzzle: (puzzle) => ({ size: koburinSize(puzzle), body: puzzle.clues.map((row) => [...row]) }),
});
