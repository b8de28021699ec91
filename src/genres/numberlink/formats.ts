// Numberlink formats: puzz.link URLs (`numlin`) and the text grid of `render`; answers as JSON lines between cell
// centres, as Masyu's.

import type { GridSize } from '../../core/geometry.js';
import { cellIndex, makeGrid } from '../../core/geometry.js';
import type { Format } from '../../core/genre.js';
import { inputError } from '../../core/errors.js';
import type { CellEntry } from '../../core/formats/codec.js';
import { number16Cells } from '../../core/formats/codec.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import type { NumberlinkClue, NumberlinkPuzzle } from './puzzle.js';
import { clueText, makeNumberlink, maximumNumberlinkSize, numberlinkSize } from './puzzle.js';

const clueOf = (entry: CellEntry): NumberlinkClue | null =>
  entry === null ? null : entry === 'unknown' ? { kind: 'unknown' } : { kind: 'number', value: entry };
const entryOf = (clue: NumberlinkClue | null): CellEntry => (clue === null ? null : clue.kind === 'unknown' ? 'unknown' : clue.value);

/** puzz.link: the numbers as a Number16 cell list, `.` for a number left unknown (pid `numlin`, also `numberlink`). */
export const urlFormat = puzzlinkFormat<NumberlinkPuzzle, CellEntry[]>({
  pids: ['numlin', 'numberlink'],
  genre: 'Numberlink',
  maximumSize: maximumNumberlinkSize,
  body: (size) => number16Cells(size.rows * size.columns),
  toPuzzle: (size: GridSize, cells) => makeNumberlink(size, makeGrid(size, (cell) => clueOf(cells[cellIndex(size, cell)] ?? null))),
  fromPuzzle: (puzzle) => ({ size: numberlinkSize(puzzle), body: puzzle.clues.flat().map(entryOf) }),
});

const headerLine = /^(numberlink|numlin)$/i;

/**
 * A text grid after a first line `numberlink`: one line per row, cells apart by spaces, a number, `?` for one left
 * unknown, `.` for an empty cell.
 *
 *     numberlink
 *     1 . 2
 *     . . .
 *     2 . 1
 */
export const textFormat: Format<NumberlinkPuzzle> = {
  id: 'text',
  name: "text grid: a line 'numberlink', then one line per row, cells apart by spaces (a number, ? unknown, . empty)",
  detect: (text) => headerLine.test(text.split(/\r?\n/).find((line) => line.trim() !== '')?.trim() ?? ''),
  parse(text) {
    const rows: (NumberlinkClue | null)[][] = [];
    let named = false;
    text.split(/\r?\n/).forEach((raw, index) => {
      if (raw.trim() === '') return;
      if (!named) {
        named = true;
        return;
      }
      const row: (NumberlinkClue | null)[] = [];
      for (const match of raw.matchAll(/\S+/g)) {
        const token = match[0];
        if (token === '.') row.push(null);
        else if (token === '?') row.push({ kind: 'unknown' });
        else if (/^\d{1,4}$/.test(token)) row.push({ kind: 'number', value: Number(token) });
        else inputError(`unexpected '${token}' (expected a number, ? or .)`, { line: index + 1, column: match.index + 1 });
      }
      if (rows.length > 0 && row.length !== rows[0]!.length) inputError(`this row has ${row.length} cells, the first has ${rows[0]!.length}`, { line: index + 1 });
      rows.push(row);
    });
    if (rows.length === 0) inputError('no grid found after the line numberlink');
    return makeNumberlink({ rows: rows.length, columns: rows[0]!.length }, rows);
  },
  write(puzzle) {
    const width = Math.max(1, ...puzzle.clues.flat().map((clue) => (clue ? clueText(clue).length : 1)));
    const rows = puzzle.clues.map((row) => row.map((clue) => (clue ? clueText(clue) : '.').padStart(width)).join(' ').trimEnd());
    return `numberlink\n${rows.join('\n')}\n`;
  },
};
