// Koburin formats: puzz.link URLs (`koburin`, the numbers as a 4Cell list) and pzprv3 files; answers as JSON, the
// shaded cells as rows of 0/1 and the loop as lines between cell centres (as Yajilin's).

import type { Format } from '../../core/genre.js';
import { inputError } from '../../core/errors.js';
import type { CellEntry } from '../../core/formats/codec.js';
import { fourCells } from '../../core/formats/codec.js';
import { makeGrid } from '../../core/geometry.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { isPzprv3, Pzprv3Reader, pzprv3Row } from '../../core/formats/pzprv3.js';
import type { KoburinPuzzle } from './puzzle.js';
import { koburinSize, makeKoburin, maximumKoburinSize } from './puzzle.js';

export { answerFromJson, answerToJson, entries, partialToJson } from '../shared/shade-loop.js';


/** puzz.link: the numbers as a 4Cell list, `.` for a number left unknown (pid `koburin`). */
export const urlFormat = puzzlinkFormat<KoburinPuzzle, CellEntry[]>({
  pids: ['koburin'],
  genre: 'Koburin',
  maximumSize: maximumKoburinSize,
  unsupportedFlags: { m: 'numbers count the shaded cells around them, diagonals too (minesweeper mode)' },
  body: (size) => fourCells(size.rows * size.columns),
  toPuzzle: (size, cells) => makeKoburin(size, makeGrid(size, ({ row, column }) => cells[row * size.columns + column] ?? null)),
  fromPuzzle: (puzzle) => ({ size: koburinSize(puzzle), body: puzzle.clues.flat() }),
});

const pids = ['koburin'];

function readFileCell(token: string, line: number, column: number): CellEntry {
  if (token === '.') return null;
  if (token === '-') return 'unknown';
  if (!/^\d$/.test(token)) inputError(`'${token}' is not '.', '-' or a number 0-4`, { line, column });
  return Number(token);
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
export const fileFormat: Format<KoburinPuzzle> = {
  id: 'text',
  name: "puzz.link's pzprv3 file (pzprv3, koburin, rows, columns, then the cells: . none, - unknown, a number 0-4)",
  detect: (text) => isPzprv3(text, pids),
  parse(text) {
    const file = new Pzprv3Reader(text, { pids, genre: 'Koburin', maximumSize: maximumKoburinSize });
    if (file.lines[4]?.trim() === 'm') inputError('the minesweeper variant of Koburin (numbers count diagonal neighbours too) is not supported', { line: 5 });
    const cells = file.block(4, file.rows, file.columns, 'cells', readFileCell);
    return file.atBlock(4, () => makeKoburin(file, cells));
  },
  write: (puzzle) =>
    ['pzprv3', 'koburin', String(puzzle.rows), String(puzzle.columns), ...puzzle.clues.map((row) => pzprv3Row(row.map((clue) => (clue === null ? '.' : clue === 'unknown' ? '-' : String(clue)))))].join('\n') +
    '\n',
};
