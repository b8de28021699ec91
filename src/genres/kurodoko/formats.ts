// Kurodoko formats: puzz.link URLs, Range game IDs, board files; answers as JSON grids of 0/1.

import type { GridSize } from '../../core/geometry.js';
import { cellIndex, makeGrid } from '../../core/geometry.js';
import type { Format } from '../../core/genre.js';
import { inputError } from '../../core/errors.js';
import type { Number16Entry } from '../../core/formats/puzzlink.js';
import { decodeNumber16, encodeNumber16, isPuzzlinkUrl, parsePuzzlinkUrl, puzzlinkPid, writePuzzlinkUrl } from '../../core/formats/puzzlink.js';
import { decodeRunLengthGrid, encodeRunLengthGrid, splitGameId } from '../../core/formats/sgt.js';
import type { KurodokoAnswer, KurodokoClue, KurodokoPartial, KurodokoPuzzle } from './puzzle.js';
import { makeKurodoko, maximumKurodokoSize } from './puzzle.js';

function cluesFromEntries(size: GridSize, entries: readonly (number | 'unknown' | null)[]): (KurodokoClue | null)[][] {
  return makeGrid(size, (position) => {
    const entry = entries[cellIndex(size, position)]!;
    if (entry === null) return null;
    return entry === 'unknown' ? { kind: 'unknown' } : { kind: 'number', value: entry };
  });
}

function numbersOnly(puzzle: KurodokoPuzzle, formatName: string): (number | null)[] {
  return puzzle.clues.flat().map((clue) => {
    if (clue?.kind === 'unknown') inputError(`${formatName} cannot hold a clue with an unknown number`, { part: '--format' });
    return clue === null ? null : clue.value;
  });
}

export const puzzlinkFormat: Format<KurodokoPuzzle> = {
  id: 'url',
  name: 'puzz.link URL (https://puzz.link/p?kurodoko/W/H/...)',
  detect: (text) => isPuzzlinkUrl(text) && puzzlinkPid(text) === 'kurodoko',
  parse(text) {
    const url = parsePuzzlinkUrl(text, maximumKurodokoSize);
    if (url.pid !== 'kurodoko') inputError(`this is a '${url.pid}' URL, not a Kurodoko`, { part: 'URL' });
    const size = { rows: url.rows, columns: url.columns };
    const { cells, end } = decodeNumber16(url.body, url.rows * url.columns);
    if (end < url.body.length) inputError(`unexpected text after the last cell: '${url.body.slice(end)}'`, { part: 'URL body', column: end + 1 });
    while (cells.length < url.rows * url.columns) cells.push(null);
    return makeKurodoko(size, cluesFromEntries(size, cells));
  },
  write(puzzle) {
    const entries: Number16Entry[] = puzzle.clues.flat().map((clue) => (clue === null ? null : clue.kind === 'unknown' ? 'unknown' : clue.value));
    return writePuzzlinkUrl('kurodoko', puzzle.columns, puzzle.rows, encodeNumber16(entries));
  },
};

export const rangeFormat: Format<KurodokoPuzzle> = {
  id: 'sgt',
  name: "Simon Tatham's Range game ID (7x7:d7b3e8...)",
  detect: (text) => /^\s*\d+x\d+:\S*\s*$/.test(text),
  parse(text) {
    const { parameters, description } = splitGameId(text);
    const match = /^(\d+)x(\d+)$/.exec(parameters);
    if (!match) inputError(`'${parameters}' is not a Range parameter string like 7x7`, { part: 'game ID parameters' });
    const size = { rows: Number(match[2]), columns: Number(match[1]) };
    if (size.rows > maximumKurodokoSize.rows || size.columns > maximumKurodokoSize.columns || size.rows < 1 || size.columns < 1) {
      inputError(`${parameters} is outside the supported sizes (1×1 to ${maximumKurodokoSize.columns}×${maximumKurodokoSize.rows})`, {
        part: 'game ID parameters',
      });
    }
    const { cells, end } = decodeRunLengthGrid(description, size.rows * size.columns);
    if (end < description.length) inputError(`unexpected text after the grid: '${description.slice(end)}'`, { part: 'game ID description', column: end + 1 });
    return makeKurodoko(size, cluesFromEntries(size, cells));
  },
  write: (puzzle) => `${puzzle.columns}x${puzzle.rows}:${encodeRunLengthGrid(numbersOnly(puzzle, 'a Range game ID'))}`,
};

/** Seed 002's board files: `w N`, `h N`, then `c ROW COLUMN VALUE` per numbered cell, 0-based. */
export const boardFormat: Format<KurodokoPuzzle> = {
  id: 'board',
  name: 'board file: lines "w WIDTH", "h HEIGHT", "c ROW COLUMN VALUE" (0-based)',
  // Spaces and tabs only, never line breaks, around the keyword: with '\s' the search was quadratic in blank lines.
  detect: (text) => /^[ \t]*[wh][ \t]+\d+[ \t]*\r?$/m.test(text),
  parse(text) {
    let width: number | undefined;
    let height: number | undefined;
    const clues: { row: number; column: number; value: number; line: number }[] = [];
    text.split(/\r?\n/).forEach((raw, index) => {
      const line = index + 1;
      const content = raw.replace(/#.*$/, '').trim();
      if (content === '') return;
      const fields = content.split(/\s+/);
      const numbers = fields.slice(1).map((field, position) => {
        if (!/^\d+$/.test(field)) inputError(`'${field}' is not a whole number`, { line, column: raw.indexOf(field) + 1 || position + 2 });
        return Number(field);
      });
      const keyword = fields[0]!;
      const expect = (count: number) => {
        if (numbers.length !== count) inputError(`'${keyword}' takes ${count} number(s), found ${numbers.length}`, { line });
      };
      if (keyword === 'w' || keyword === 'h') {
        expect(1);
        if (keyword === 'w') width = numbers[0];
        else height = numbers[0];
      } else if (keyword === 'c') {
        expect(3);
        clues.push({ row: numbers[0]!, column: numbers[1]!, value: numbers[2]!, line });
      } else {
        inputError(`unknown line '${keyword}' (expected w, h or c)`, { line, column: raw.indexOf(keyword) + 1 });
      }
    });
    if (width === undefined || height === undefined) inputError(`the board needs both a 'w' and an 'h' line`);
    if (width < 1 || height < 1) inputError(`the board is ${width}×${height}; both must be at least 1`);
    if (width > maximumKurodokoSize.columns || height > maximumKurodokoSize.rows) {
      inputError(`a ${width}×${height} board is larger than the supported ${maximumKurodokoSize.columns}×${maximumKurodokoSize.rows}`);
    }
    const grid: (KurodokoClue | null)[][] = makeGrid({ rows: height, columns: width }, () => null);
    for (const clue of clues) {
      if (clue.row >= height || clue.column >= width) {
        inputError(`the cell (${clue.row}, ${clue.column}) is outside the ${width}×${height} board`, { line: clue.line });
      }
      if (grid[clue.row]![clue.column] !== null) inputError(`the cell (${clue.row}, ${clue.column}) has two numbers`, { line: clue.line });
      if (clue.value < 1) inputError(`the number ${clue.value} is below 1 (a cell always sees itself)`, { line: clue.line });
      grid[clue.row]![clue.column] = { kind: 'number', value: clue.value };
    }
    return makeKurodoko({ rows: height, columns: width }, grid);
  },
  write(puzzle) {
    const numbers = numbersOnly(puzzle, 'a board file');
    const lines = [`w ${puzzle.columns}`, `h ${puzzle.rows}`];
    numbers.forEach((value, index) => {
      if (value !== null) lines.push(`c ${Math.floor(index / puzzle.columns)} ${index % puzzle.columns} ${value}`);
    });
    return lines.join('\n') + '\n';
  },
};

/** An answer in JSON: rows of 0 (unshaded) and 1 (shaded). */
export function answerFromJson(puzzle: KurodokoPuzzle, json: unknown): KurodokoAnswer {
  if (!Array.isArray(json) || json.length !== puzzle.rows) inputError(`the answer must be an array of ${puzzle.rows} rows`, { part: 'answer' });
  return json.map((row, r) => {
    if (!Array.isArray(row) || row.length !== puzzle.columns) inputError(`row ${r + 1} of the answer must have ${puzzle.columns} entries`, { part: 'answer' });
    return row.map((value, c) => {
      if (value !== 0 && value !== 1) inputError(`the entry at row ${r + 1}, column ${c + 1} must be 0 (unshaded) or 1 (shaded)`, { part: 'answer' });
      return value === 1;
    });
  });
}

export const answerToJson = (answer: KurodokoAnswer): unknown => answer.map((row) => row.map((isShaded) => (isShaded ? 1 : 0)));
export const partialToJson = (partial: KurodokoPartial): unknown => partial.map((row) => row.map((value) => (value === null ? null : value ? 1 : 0)));
