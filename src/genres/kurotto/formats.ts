// Kurotto formats: puz.link URLs and pzprv3 files; answers as JSON grids of 0/1.

import { inputError } from '../../core/errors.js';
import type { GridSize } from '../../core/geometry.js';
import { cellIndex, makeGrid } from '../../core/geometry.js';
import type { Format } from '../../core/genre.js';
import type { CellEntry } from '../../core/formats/codec.js';
import { number16Cells } from '../../core/formats/codec.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { Pzprv3Reader, isPzprv3, pzprv3Row } from '../../core/formats/pzprv3.js';
import { partialShadingToJson, shadingFromJson, shadingToJson } from '../shared/shade-answers.js';
import type { KurottoAnswer, KurottoClue, KurottoPartial, KurottoPuzzle } from './puzzle.js';
import { kurottoSize, largestNumber, makeKurotto, maximumKurottoSize } from './puzzle.js';

const pids = ['kurotto'];

const clueOf = (entry: CellEntry): KurottoClue | null =>
  entry === null ? null : entry === 'unknown' ? { kind: 'unknown' } : { kind: 'number', value: entry };
const entryOf = (clue: KurottoClue | null): CellEntry => (clue === null ? null : clue.kind === 'unknown' ? 'unknown' : clue.value);

function cluesFromEntries(size: GridSize, entries: readonly CellEntry[]): (KurottoClue | null)[][] {
  return makeGrid(size, (position) => clueOf(entries[cellIndex(size, position)] ?? null));
}

/** puz.link: the circles as a Number16 cell list, `.` for a circle without a number. */
export const urlFormat = puzzlinkFormat<KurottoPuzzle, CellEntry[]>({
  pids,
  genre: 'Kurotto',
  maximumSize: maximumKurottoSize,
  body: (size) => number16Cells(size.rows * size.columns),
  toPuzzle: (size, cells) => makeKurotto(size, cluesFromEntries(size, cells)),
  fromPuzzle: (puzzle) => ({ size: kurottoSize(puzzle), body: puzzle.clues.flat().map(entryOf) }),
});

// ---------------------------------------------------------------------------------------------------------------
// puz.link's pzprv3 file: `pzprv3`, `kurotto`, the rows and the columns, a line of circle tokens per row (a number,
// `-` for a circle without one, `.` a plain cell), then a line of the player's marks per row (`#` shaded, `+` a dot,
// `.` nothing).

export const fileFormat: Format<KurottoPuzzle> = {
  id: 'text',
  name: "puzz.link's pzprv3 file (pzprv3, kurotto, rows, columns, then a line of circles per row: 3 a number, - a circle without one, . a plain cell)",
  detect: (text) => isPzprv3(text, pids),
  parse(text) {
    const file = new Pzprv3Reader(text, { pids, genre: 'Kurotto', maximumSize: maximumKurottoSize });
    const size = { rows: file.rows, columns: file.columns };
    const largest = largestNumber(size);
    // A file that ends after its size is a blank grid, as puz.link reads it.
    if (file.lines.length === 4) return makeKurotto(size, makeGrid(size, () => null));
    const clues = file.block(4, file.rows, file.columns, 'circles', (token, line, column): KurottoClue | null => {
      if (token === '.') return null;
      if (token === '-') return { kind: 'unknown' };
      if (!/^\d{1,3}$/.test(token)) inputError(`'${token}' is not a circle (a number, - for one without, or .)`, { line, column });
      const value = Number(token);
      if (value > largest) inputError(`the number ${value} is outside 0..${largest} (the other cells of the grid)`, { line, column });
      return { kind: 'number', value };
    });
    return makeKurotto(size, clues);
  },
  write(puzzle) {
    const token = (clue: KurottoClue | null) => (clue === null ? '.' : clue.kind === 'number' ? String(clue.value) : '-');
    const marks = puzzle.clues.map((row) => pzprv3Row(row.map(() => '.')));
    return ['pzprv3', 'kurotto', String(puzzle.rows), String(puzzle.columns), ...puzzle.clues.map((row) => pzprv3Row(row.map(token))), ...marks].join('\n') + '\n';
  },
};

/** The shading entered in a pzprv3 file's second block (`#` shaded), as puz.link's checker reads the board. */
export function pzprv3Shading(text: string, puzzle: KurottoPuzzle): boolean[][] {
  const file = new Pzprv3Reader(text, { pids, genre: 'Kurotto', maximumSize: maximumKurottoSize });
  if (file.lines.length <= 4 + puzzle.rows) return makeGrid(kurottoSize(puzzle), () => false);
  return file.block(4 + puzzle.rows, puzzle.rows, puzzle.columns, 'marks', (token, line, column) => {
    if (!['#', '+', '.'].includes(token)) inputError(`'${token}' is not a mark (# shaded, + a dot, . nothing)`, { line, column });
    return token === '#';
  });
}

export const answerFromJson = (puzzle: KurottoPuzzle, json: unknown): KurottoAnswer => shadingFromJson(kurottoSize(puzzle), json);
export const answerToJson = (answer: KurottoAnswer): unknown => shadingToJson(answer);
export const partialToJson = (partial: KurottoPartial): unknown => partialShadingToJson(partial);
