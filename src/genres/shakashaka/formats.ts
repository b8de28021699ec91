// Shakashaka formats: puzz.link URLs and pzprv3 files; answers as JSON grids of puz.link's triangle numbers.

import type { AnswerEntry, EntryWords } from '../../core/cells.js';
import { inputError } from '../../core/errors.js';
import type { GridSize } from '../../core/geometry.js';
import type { Format } from '../../core/genre.js';
import { cellName, makeGrid } from '../../core/geometry.js';
import type { CellEntry } from '../../core/formats/codec.js';
import { readAnswerGrid } from '../../core/formats/answers.js';
import { fourCells } from '../../core/formats/codec.js';
import { symbolTable, tokenRows } from '../../core/formats/lines.js';
import { emptyBlock, fileLines, pzprv3Format } from '../../core/formats/pzprv3.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import type { ShakashakaAnswer, ShakashakaBlack, ShakashakaPartial, ShakashakaPuzzle, Triangle } from './puzzle.js';
import { makeShakashaka, maximumShakashakaSize, shakashakaSize } from './puzzle.js';

/** The black cells as one cell list, row by row: a number, `unknown` for a plain black cell, null for a white cell. */
const entriesOf = (puzzle: ShakashakaPuzzle): CellEntry[] =>
  puzzle.blacks.flat().map((black) => (black === null ? null : black.kind === 'black' ? 'unknown' : black.value));

function fromEntries(size: GridSize, entries: readonly CellEntry[]): ShakashakaPuzzle {
  return makeShakashaka(
    size,
    makeGrid(size, ({ row, column }): ShakashakaBlack | null => {
      const entry = entries[row * size.columns + column] ?? null;
      return entry === null ? null : entry === 'unknown' ? { kind: 'black' } : { kind: 'number', value: entry };
    }),
  );
}

/** puzz.link: the black cells as a 4Cell list, `.` for a black cell without a number (as Akari's walls). */
export const urlFormat = puzzlinkFormat<ShakashakaPuzzle, CellEntry[]>({
  pids: ['shakashaka'],
  genre: 'Shakashaka',
  maximumSize: maximumShakashakaSize,
  body: (size) => fourCells(size.rows * size.columns),
  toPuzzle: fromEntries,
  fromPuzzle: (puzzle) => ({ size: shakashakaSize(puzzle), body: entriesOf(puzzle) }),
});

const blackTokens = symbolTable<ShakashakaBlack | null>(
  [['.', null], ['5', { kind: 'black' }], ...[0, 1, 2, 3, 4].map((value) => [String(value), { kind: 'number', value }] as const)],
  "a number 0-4, 5 (a black cell without a number) or '.'",
);

/**
 * puzz.link's pzprv3 file: `pzprv3`, `shakashaka`, the rows and the columns, a line per row of the black cells (0-4 a
 * number, 5 a black cell without one, `.` white), then the player's marks (2-5 a triangle, `+` a dot).
 */
const declaredFile = pzprv3Format<ShakashakaPuzzle, (ShakashakaBlack | null)[][]>({
  pids: ['shakashaka'],
  genre: 'Shakashaka',
  maximumSize: maximumShakashakaSize,
  holds: "then a line of black cells per row: 0-4 a number, 5 a black cell without one, '.' white",
  body: (size) => tokenRows(size.rows, size.columns, 'black cells', blackTokens, { cells: true }),
  emptyAnswer: (size) => emptyBlock(size),
  toPuzzle: (size, blacks) => makeShakashaka(size, blacks),
  fromPuzzle: (puzzle) => ({ size: shakashakaSize(puzzle), body: puzzle.blacks.map((row) => [...row]) }),
});

/** The file as declared; a file that ends after its size is a blank grid, as puz.link reads it (its test of no triangle). */
export const fileFormat: Format<ShakashakaPuzzle> = {
  ...declaredFile,
  parse(text) {
    const lines = fileLines(text);
    const [rows, columns] = [Number(lines[2]), Number(lines[3])];
    const fits = Number.isInteger(rows) && Number.isInteger(columns) && rows >= 1 && columns >= 1 && rows <= maximumShakashakaSize.rows && columns <= maximumShakashakaSize.columns;
    // A size out of range is refused by the declared file, which reads the size first.
    if (lines.length !== 4 || !fits) return declaredFile.parse(text);
    return declaredFile.parse([...lines, ...emptyBlock({ rows, columns })].join('\n'));
  },
};

/** puz.link's numbers for the triangles (its files and its checker): by the corner of the right angle. */
const triangleNumbers: Readonly<Record<Triangle, number>> = { 'bottom-left': 2, 'bottom-right': 3, 'top-right': 4, 'top-left': 5 };
const triangleOfNumber = new Map(Object.entries(triangleNumbers).map(([triangle, number]) => [number, triangle as Triangle]));

/** The triangles entered in a pzprv3 file's second block (2-5; `+`, `-` and `.` hold none), as puz.link reads the board. */
export function pzprv3Triangles(text: string, puzzle: ShakashakaPuzzle): ShakashakaAnswer {
  const lines = fileLines(text).filter((line) => line !== '');
  const marks = lines.slice(4 + puzzle.rows, 4 + 2 * puzzle.rows);
  if (marks.length < puzzle.rows) return makeGrid(shakashakaSize(puzzle), () => null);
  return marks.map((line, row) => {
    const tokens = line.split(/\s+/);
    if (tokens.length !== puzzle.columns) inputError(`row ${row + 1} of the marks has ${tokens.length} entries, not ${puzzle.columns}`, { line: 5 + puzzle.rows + row });
    return tokens.map((token, column) => {
      if (['+', '-', '.'].includes(token)) return null;
      const triangle = triangleOfNumber.get(Number(token));
      if (triangle === undefined) inputError(`'${token}' is not a mark (2-5 a triangle, + a dot, . nothing)`, { line: 5 + puzzle.rows + row, column: column + 1 });
      return triangle;
    });
  });
}

const triangleWords = (triangle: Triangle) => `a triangle in its ${triangle} corner`;

export function answerToJson(answer: ShakashakaAnswer): unknown {
  return answer.map((row) => row.map((triangle) => (triangle === null ? 0 : triangleNumbers[triangle])));
}

/** Reads rows of 0 (no triangle) and 2-5 (a triangle, as puz.link numbers them) of the puzzle's size. */
export function answerFromJson(puzzle: ShakashakaPuzzle, json: unknown): ShakashakaAnswer {
  return readAnswerGrid(shakashakaSize(puzzle), json, {
    read: (value) => (value === 0 ? null : typeof value === 'number' ? triangleOfNumber.get(value) : undefined),
    row: `must have ${shakashakaSize(puzzle).columns} entries`,
    entry: (place) => `the entry at ${place} must be 0 (no triangle), 2 (bottom-left), 3 (bottom-right), 4 (top-right) or 5 (top-left)`,
  });
}

/** What every solution agrees on: 0 surely no triangle, 2-5 a triangle, null open (and on black cells). */
export function partialToJson(partial: ShakashakaPartial): unknown {
  return partial.map((row) => row.map((entry) => (entry === null ? null : entry === 'none' ? 0 : triangleNumbers[entry])));
}

export function describeEntry(entry: AnswerEntry): EntryWords {
  const name = cellName(entry.cell);
  const triangle = typeof entry.value === 'number' ? triangleOfNumber.get(entry.value) : undefined;
  if (triangle === undefined) return { cells: [entry.cell], fact: `${name} holds no triangle`, placed: `your dot at ${name}` };
  return { cells: [entry.cell], fact: `${name} holds ${triangleWords(triangle)}`, placed: `your triangle at ${name}` };
}

export { triangleNumbers };

