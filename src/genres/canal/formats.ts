// Canal View formats: puz.link URLs and pzprv3 files; answers as JSON grids of 0/1.

import { inputError } from '../../core/errors.js';
import type { GridSize } from '../../core/geometry.js';
import { cellIndex, makeGrid } from '../../core/geometry.js';
import type { Format } from '../../core/genre.js';
import type { CellEntry } from '../../core/formats/codec.js';
import { number16Cells } from '../../core/formats/codec.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { Pzprv3Reader, isPzprv3, pzprv3Row } from '../../core/formats/pzprv3.js';
import { partialShadingToJson, shadingFromJson, shadingToJson } from '../shared/shade-answers.js';
import type { CanalAnswer, CanalClue, CanalPartial, CanalPuzzle } from './puzzle.js';
import { canalSize, largestCount, makeCanal, maximumCanalSize } from './puzzle.js';

const pids = ['canal'];

const clueOf = (entry: CellEntry): CanalClue | null =>
  entry === null ? null : entry === 'unknown' ? { kind: 'unknown' } : { kind: 'number', value: entry };
const entryOf = (clue: CanalClue | null): CellEntry => (clue === null ? null : clue.kind === 'unknown' ? 'unknown' : clue.value);

function cluesFromEntries(size: GridSize, entries: readonly CellEntry[]): (CanalClue | null)[][] {
  return makeGrid(size, (position) => clueOf(entries[cellIndex(size, position)] ?? null));
}

/** puz.link: the clues as a Number16 cell list, `.` for a clue whose number is unknown. */
export const urlFormat = puzzlinkFormat<CanalPuzzle, CellEntry[]>({
  pids,
  genre: 'Canal View',
  maximumSize: maximumCanalSize,
  body: (size) => number16Cells(size.rows * size.columns),
  toPuzzle: (size, cells) => makeCanal(size, cluesFromEntries(size, cells)),
  fromPuzzle: (puzzle) => ({ size: canalSize(puzzle), body: puzzle.clues.flat().map(entryOf) }),
});

// ---------------------------------------------------------------------------------------------------------------
// puz.link's pzprv3 file: `pzprv3`, `canal`, the rows and the columns, a line of clue tokens per row (a number, `-`
// for a `?`, `.` a plain cell), then a line of the player's marks per row (`#` shaded, `+` a dot, `c` a clue marked
// done, `.` nothing).

export const fileFormat: Format<CanalPuzzle> = {
  id: 'text',
  name: "puzz.link's pzprv3 file (pzprv3, canal, rows, columns, then a line of clues per row: 3 a number, - a ?, . a plain cell)",
  pids,
  detect: (text) => isPzprv3(text, pids),
  parse(text) {
    const file = new Pzprv3Reader(text, { pids, genre: 'Canal View', maximumSize: maximumCanalSize });
    const size = { rows: file.rows, columns: file.columns };
    const largest = largestCount(size);
    // A file that ends after its size is a blank grid, as puz.link reads it.
    if (file.lines.length === 4) return makeCanal(size, makeGrid(size, () => null));
    const clues = file.block(4, file.rows, file.columns, 'clues', (token, line, column): CanalClue | null => {
      if (token === '.') return null;
      if (token === '-') return { kind: 'unknown' };
      if (!/^\d{1,3}$/.test(token)) inputError(`'${token}' is not a clue (a number, - for ?, or .)`, { line, column });
      const value = Number(token);
      if (value > largest) inputError(`the number ${value} is outside 0..${largest} (a cell sees at most ${largest} cells)`, { line, column });
      return { kind: 'number', value };
    });
    return makeCanal(size, clues);
  },
  write(puzzle) {
    const token = (clue: CanalClue | null) => (clue === null ? '.' : clue.kind === 'number' ? String(clue.value) : '-');
    const marks = puzzle.clues.map((row) => pzprv3Row(row.map(() => '.')));
    return ['pzprv3', 'canal', String(puzzle.rows), String(puzzle.columns), ...puzzle.clues.map((row) => pzprv3Row(row.map(token))), ...marks].join('\n') + '\n';
  },
};

/** The shading entered in a pzprv3 file's second block (`#` shaded), as puz.link's checker reads the board. */
export function pzprv3Shading(text: string, puzzle: CanalPuzzle): boolean[][] {
  const file = new Pzprv3Reader(text, { pids, genre: 'Canal View', maximumSize: maximumCanalSize });
  if (file.lines.length <= 4 + puzzle.rows) return makeGrid(canalSize(puzzle), () => false);
  return file.block(4 + puzzle.rows, puzzle.rows, puzzle.columns, 'marks', (token, line, column) => {
    if (!['#', '+', 'c', '.'].includes(token)) inputError(`'${token}' is not a mark (# shaded, + a dot, c a clue done, . nothing)`, { line, column });
    return token === '#';
  });
}

export const answerFromJson = (puzzle: CanalPuzzle, json: unknown): CanalAnswer => shadingFromJson(canalSize(puzzle), json);
export const answerToJson = (answer: CanalAnswer): unknown => shadingToJson(answer);
export const partialToJson = (partial: CanalPartial): unknown => partialShadingToJson(partial);
