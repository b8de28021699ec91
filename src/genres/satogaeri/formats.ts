// Satogaeri formats: the puzz.link / pzv.jp URL, the plain-text .pzl file and JSON. Each reads what it writes.

import { inputError, parseJson } from '../../core/errors.js';
import type { Format } from '../../core/genre.js';
import type { CellEntry } from '../../core/formats/codec.js';
import { number16Cells, roomBorders, sequence } from '../../core/formats/codec.js';
import type { Symbols } from '../../core/formats/lines.js';
import { sections, textRows } from '../../core/formats/lines.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { lineFileFormat } from '../../core/formats/text-grid.js';
import type { Regions } from '../../core/regions.js';
import type { AnswerEntry, EntryWords } from '../../core/cells.js';
import type { Cell } from '../../core/geometry.js';
import { cellName, sameCell } from '../../core/geometry.js';
import type { Move, SatogaeriAnswer, SatogaeriCircle, SatogaeriPartial, SatogaeriPuzzle } from './puzzle.js';
import { countryCount, makeSatogaeri, maximumSatogaeriSize } from './puzzle.js';

const pids = ['satogaeri', 'sato'];
/**
 * puzz.link: `https://puzz.link/p?satogaeri/<cols>/<rows>/<borders><circles>`: the countries as the walls between
 * them, then the circles as a Number16 cell list (a number, `.` for a circle without one).
 */
export const urlFormat = puzzlinkFormat<SatogaeriPuzzle, [Regions, CellEntry[]]>({
  pids,
  genre: 'Satogaeri',
  maximumSize: maximumSatogaeriSize,
  body: (size) => sequence<[Regions, CellEntry[]]>(roomBorders(size), number16Cells(size.rows * size.columns)),
  toPuzzle({ columns }, [countries, cells]) {
    const circles: SatogaeriCircle[] = [];
    cells.forEach((entry, index) => {
      if (entry !== null) circles.push({ row: Math.floor(index / columns), column: index % columns, number: entry === 'unknown' ? null : entry });
    });
    return makeSatogaeri(countries, circles);
  },
  fromPuzzle(puzzle) {
    const cells: CellEntry[] = new Array<CellEntry>(puzzle.rows * puzzle.columns).fill(null);
    for (const circle of puzzle.circles) cells[circle.row * puzzle.columns + circle.column] = circle.number ?? 'unknown';
    return { size: { rows: puzzle.rows, columns: puzzle.columns }, body: [puzzle.countries.map((row) => [...row]), cells] };
  },
});

/**
 * The .pzl text file: a `countries` block of one label per cell (letters or digits, separated by spaces; equal
 * labels form one country), then a `circles` block with a number for a numbered circle, `o` for a circle without
 * a number and `.` for no circle. Lines starting with `#` are comments.
 *
 *     # Satogaeri
 *     countries
 *     A A A
 *     B C A
 *     B C C
 *     circles
 *     o . 0
 *     . . .
 *     2 . .
 */
const countryLabel: Symbols<string> = {
  read: (token) => (/^[A-Za-z0-9]+$/.test(token) ? token : inputError(`'${token}' is not a country label (letters and digits)`)),
  write: String,
  expected: 'a country label',
};

const circle: Symbols<CellEntry> = {
  read: (token) =>
    token === '.' ? null : ['o', 'O', '?'].includes(token) ? 'unknown' : /^\d+$/.test(token) ? Number(token) : inputError(`'${token}' is not a circle (a number, o for no number, . for none)`),
  write: (entry) => (entry === null ? '.' : entry === 'unknown' ? 'o' : String(entry)),
  expected: 'a circle',
};

export const pzlFormat = lineFileFormat<SatogaeriPuzzle, { countries: string[][]; circles: CellEntry[][] }>({
  id: 'pzl',
  name: '.pzl text: a "countries" block of labels and a "circles" block (number, o = circle without number, . = none)',
  // Spaces and tabs only, never line breaks, around a heading: with '\s' the search was quadratic in blank lines.
  detect: (text) => /^[ \t]*countries[ \t]*\r?$/im.test(text) && /^[ \t]*circles[ \t]*\r?$/im.test(text),
  comment: '#',
  body: sections({
    countries: textRows(countryLabel, 'tokens', { align: 'left', empty: "the file has no 'countries' grid" }),
    circles: textRows(circle, 'tokens', { align: 'left', empty: "the file has no 'circles' grid" }),
  }),
  toPuzzle({ countries, circles }) {
    if (circles.length !== countries.length) inputError(`the circles grid has ${circles.length} rows, the countries grid ${countries.length}`);
    if (circles[0]!.length !== countries[0]!.length) inputError(`the circles grid has ${circles[0]!.length} columns, the countries grid ${countries[0]!.length}`);
    const found = circles.flatMap((row, r) => row.flatMap((entry, column) => (entry === null ? [] : [{ row: r, column, number: entry === 'unknown' ? null : entry }])));
    return makeSatogaeri(countries, found);
  },
  fromPuzzle(puzzle) {
    const names = countryLabels(countryCount(puzzle));
    const circles = puzzle.countries.map((row) => row.map((): CellEntry => null));
    for (const { row, column, number } of puzzle.circles) circles[row]![column] = number ?? 'unknown';
    return { preamble: [`# Satogaeri ${puzzle.columns}x${puzzle.rows}`], body: { countries: puzzle.countries.map((row) => row.map((country) => names[country]!)), circles } };
  },
});

/** Country labels: A..Z then a..z; with more than 52 countries every label has two (or more) of those letters. */
function countryLabels(count: number): string[] {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  let width = 1;
  while (alphabet.length ** width < count) width++;
  return Array.from({ length: count }, (_, country) => {
    let label = '';
    for (let k = 0, rest = country; k < width; k++, rest = Math.floor(rest / alphabet.length)) label = alphabet[rest % alphabet.length] + label;
    return label;
  });
}

/**
 * JSON: the puzzle object itself, with its genre: `{"genre": "satogaeri", "rows", "columns", "countries": [[0, 0, 1],
 * ...], "circles": [{"row", "column", "number": 2 | null}, ...]}`.
 */
export const jsonFormat: Format<SatogaeriPuzzle> = {
  id: 'json',
  name: 'JSON {"genre": "satogaeri", "rows", "columns", "countries": [[...]], "circles": [{"row", "column", "number"}]}',
  detect: (text) => text.trim().startsWith('{') && /"genre"\s*:\s*"satogaeri"/.test(text),
  parse(text) {
    const json = parseJson(text, { part: 'JSON' });
    if (json === null || typeof json !== 'object' || Array.isArray(json)) inputError('expected a JSON object', { part: 'JSON' });
    const record = json as Record<string, unknown>;
    const { rows, columns, countries, circles } = record;
    if (typeof rows !== 'number' || typeof columns !== 'number' || !Number.isInteger(rows) || !Number.isInteger(columns)) {
      inputError('"rows" and "columns" must be whole numbers', { part: 'JSON' });
    }
    if (!Array.isArray(countries) || countries.length !== rows) inputError(`"countries" must be a list of ${rows} rows`, { part: 'JSON countries' });
    countries.forEach((row: unknown, r: number) => {
      if (!Array.isArray(row) || row.length !== columns || row.some((value) => !Number.isInteger(value))) {
        inputError(`row ${r + 1} of "countries" must be ${columns} whole numbers`, { part: 'JSON countries' });
      }
    });
    if (!Array.isArray(circles)) inputError('"circles" must be a list', { part: 'JSON circles' });
    const parsed = circles.map((circle: unknown, k: number): SatogaeriCircle => {
      const entry = circle as Record<string, unknown> | null;
      if (entry === null || typeof entry !== 'object' || !Number.isInteger(entry.row) || !Number.isInteger(entry.column)) {
        inputError(`circle ${k + 1} needs whole-number "row" and "column"`, { part: 'JSON circles' });
      }
      if (entry.number !== null && entry.number !== undefined && !Number.isInteger(entry.number)) {
        inputError(`circle ${k + 1} has a "number" that is neither a whole number nor null`, { part: 'JSON circles' });
      }
      return { row: entry.row as number, column: entry.column as number, number: (entry.number as number | null | undefined) ?? null };
    });
    return makeSatogaeri(countries as number[][], parsed);
  },
  write: (puzzle) =>
    JSON.stringify({ genre: 'satogaeri', rows: puzzle.rows, columns: puzzle.columns, countries: puzzle.countries, circles: puzzle.circles }),
};

/** The seed thesis's 3×3 example (section 4 and appendix A), in the .pzl format. */
export const thesisExample = `# Satogaeri 3x3 (the example of sections 4 and 5)
countries
A A A
B C A
B C C
circles
o . 0
. . .
2 . .
`;

// ---- Answers and partial answers in JSON: moves {"from": [row, column], "to": [row, column]} (0-based). ----

function cellFromJson(value: unknown, what: string): Cell {
  if (Array.isArray(value) && value.length === 2 && value.every((entry) => Number.isInteger(entry))) {
    return { row: value[0] as number, column: value[1] as number };
  }
  if (value !== null && typeof value === 'object' && Number.isInteger((value as Cell).row) && Number.isInteger((value as Cell).column)) {
    return { row: (value as Cell).row, column: (value as Cell).column };
  }
  return inputError(`${what} must be a cell [row, column] (0-based)`, { part: 'answer' });
}

/** Moves in JSON, in any order; a circle left out stays where it is. */
export function answerFromJson(puzzle: SatogaeriPuzzle, json: unknown): SatogaeriAnswer {
  if (!Array.isArray(json)) inputError('the answer must be a list of moves {"from": [row, column], "to": [row, column]}', { part: 'answer' });
  const index = new Map(puzzle.circles.map((circle, k) => [circle.row * puzzle.columns + circle.column, k]));
  const moves: Move[] = puzzle.circles.map((circle) => ({ from: { row: circle.row, column: circle.column }, to: { row: circle.row, column: circle.column } }));
  const given = new Set<number>();
  json.forEach((entry: unknown, k: number) => {
    if (entry === null || typeof entry !== 'object') inputError(`move ${k + 1} must be an object {"from", "to"}`, { part: 'answer' });
    const from = cellFromJson((entry as { from?: unknown }).from, `"from" of move ${k + 1}`);
    const to = cellFromJson((entry as { to?: unknown }).to, `"to" of move ${k + 1}`);
    const circle = index.get(from.row * puzzle.columns + from.column);
    const inside = from.row >= 0 && from.row < puzzle.rows && from.column >= 0 && from.column < puzzle.columns;
    if (!inside || circle === undefined) inputError(`move ${k + 1} starts at [${from.row}, ${from.column}], where there is no circle`, { part: 'answer' });
    if (given.has(circle)) inputError(`the circle at [${from.row}, ${from.column}] moves twice`, { part: 'answer' });
    given.add(circle);
    moves[circle] = { from, to };
  });
  return moves;
}

export const answerToJson = (answer: SatogaeriAnswer): unknown =>
  answer.map((move) => ({ from: [move.from.row, move.from.column], to: [move.to.row, move.to.column] }));

/** A partial answer: every circle's move, `to` null while it is open. */
export const partialToJson = (partial: SatogaeriPartial): unknown =>
  partial.map((entry) => ({ from: [entry.from.row, entry.from.column], to: entry.to ? [entry.to.row, entry.to.column] : null }));

/** A cell written as `[row, column]`, or undefined. */
function cellOf(value: unknown): Cell | undefined {
  return Array.isArray(value) && value.length === 2 && value.every(Number.isInteger) ? { row: value[0] as number, column: value[1] as number } : undefined;
}

/** The decided moves of a partial answer: each belongs to its circle's start cell, and its value is where it ends. */
export function entries(partialJson: unknown): AnswerEntry[] {
  if (!Array.isArray(partialJson)) return [];
  return partialJson.flatMap((move: unknown) => {
    if (move === null || typeof move !== 'object') return [];
    const from = cellOf((move as { from?: unknown }).from);
    const to = (move as { to?: unknown }).to;
    return from && to !== null && to !== undefined ? [{ cell: from, value: to }] : [];
  });
}

/** A move in words: `the circle at r3c1 moves to r2c1` or `... stays where it is`; it covers both its ends. */
export function describeEntry(entry: AnswerEntry): EntryWords {
  const to = cellOf(entry.value);
  if (!to) return { cells: [entry.cell] };
  const from = cellName(entry.cell);
  if (sameCell(to, entry.cell)) {
    return { cells: [entry.cell], fact: `the circle at ${from} stays where it is`, placed: `your circle staying at ${from}`, noun: 'moves' };
  }
  return { cells: [entry.cell, to], fact: `the circle at ${from} moves to ${cellName(to)}`, placed: `your move ${from} to ${cellName(to)}`, noun: 'moves' };
}
