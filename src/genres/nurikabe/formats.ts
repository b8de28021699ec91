// Nurikabe formats: puzz.link URLs and text grids; answers as JSON grids of 0/1.

import type { GridSize } from '../../core/geometry.js';
import { cellIndex, makeGrid } from '../../core/geometry.js';
import type { Format } from '../../core/genre.js';
import { inputError } from '../../core/errors.js';
import type { CellEntry } from '../../core/formats/codec.js';
import { number16Cells } from '../../core/formats/codec.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import type { NurikabeAnswer, NurikabeClue, NurikabePartial, NurikabePuzzle } from './puzzle.js';
import { makeNurikabe, maximumNurikabeSize, nurikabeSize } from './puzzle.js';

const clueOf = (entry: CellEntry): NurikabeClue | null =>
  entry === null ? null : entry === 'unknown' ? { kind: 'unknown' } : { kind: 'number', value: entry };
const entryOf = (clue: NurikabeClue | null): CellEntry => (clue === null ? null : clue.kind === 'unknown' ? 'unknown' : clue.value);

function cluesFromEntries(size: GridSize, entries: readonly CellEntry[]): (NurikabeClue | null)[][] {
  return makeGrid(size, (position) => clueOf(entries[cellIndex(size, position)] ?? null));
}

/** puzz.link: the numbers as a Number16 cell list, `.` for a number left unknown. */
export const urlFormat = puzzlinkFormat<NurikabePuzzle, CellEntry[]>({
  pids: ['nurikabe'],
  genre: 'Nurikabe',
  maximumSize: maximumNurikabeSize,
  body: (size) => number16Cells(size.rows * size.columns),
  toPuzzle: (size, cells) => makeNurikabe(size, cluesFromEntries(size, cells)),
  fromPuzzle: (puzzle) => ({ size: nurikabeSize(puzzle), body: puzzle.clues.flat().map(entryOf) }),
});

const header = /^nurikabe$/i;

/**
 * A text grid under a first line `nurikabe` (rows of numbers and dots are also a Sudoku's), one line per row of
 * cells separated by spaces: `.` a plain cell, a number, `?` a number left unknown.
 *
 *     nurikabe
 *     . 5 . . .
 *     . . 2 . .
 */
export const textFormat: Format<NurikabePuzzle> = {
  id: 'text',
  name: "text grid: a first line 'nurikabe', then one line per row: '.' a plain cell, a number, '?' an unknown number",
  detect: (text) => header.test(text.split(/\r?\n/).find((line) => line.trim() !== '')?.trim() ?? ''),
  parse(text) {
    const rows: (NurikabeClue | null)[][] = [];
    let named = false;
    text.split(/\r?\n/).forEach((raw, index) => {
      const line = raw.trim();
      if (line === '') return;
      if (!named) {
        named = true;
        return;
      }
      const row: (NurikabeClue | null)[] = [];
      for (const match of raw.matchAll(/\S+/g)) {
        const token = match[0];
        const place = { line: index + 1, column: match.index + 1 };
        if (token === '.') row.push(null);
        else if (token === '?') row.push({ kind: 'unknown' });
        else if (/^\d{1,6}$/.test(token)) row.push({ kind: 'number', value: Number(token) });
        else inputError(`unexpected '${token}' (expected '.', a number or '?')`, place);
      }
      if (rows.length > 0 && row.length !== rows[0]!.length) inputError(`this row has ${row.length} cells, the first has ${rows[0]!.length}`, { line: index + 1 });
      rows.push(row);
    });
    if (rows.length === 0) inputError('no grid found under the first line');
    return makeNurikabe({ rows: rows.length, columns: rows[0]!.length }, rows);
  },
  write(puzzle) {
    const tokens = puzzle.clues.map((row) => row.map((clue) => (clue === null ? '.' : clue.kind === 'unknown' ? '?' : String(clue.value))));
    const width = Math.max(...tokens.flat().map((token) => token.length));
    return `nurikabe\n${tokens.map((row) => row.map((token) => token.padStart(width)).join(' ')).join('\n')}\n`;
  },
};

/** An answer in JSON: rows of 0 (unshaded) and 1 (shaded). */
export function answerFromJson(puzzle: NurikabePuzzle, json: unknown): NurikabeAnswer {
  if (!Array.isArray(json) || json.length !== puzzle.rows) inputError(`the answer must be an array of ${puzzle.rows} rows`, { part: 'answer' });
  return json.map((row: unknown, r) => {
    if (!Array.isArray(row) || row.length !== puzzle.columns) inputError(`row ${r + 1} of the answer must have ${puzzle.columns} entries`, { part: 'answer' });
    return row.map((value: unknown, c) => {
      if (value !== 0 && value !== 1) inputError(`the entry at row ${r + 1}, column ${c + 1} must be 0 (unshaded) or 1 (shaded)`, { part: 'answer' });
      return value === 1;
    });
  });
}

export const answerToJson = (answer: NurikabeAnswer): unknown => answer.map((row) => row.map((isShaded) => (isShaded ? 1 : 0)));
export const partialToJson = (partial: NurikabePartial): unknown => partial.map((row) => row.map((value) => (value === null ? null : value ? 1 : 0)));
