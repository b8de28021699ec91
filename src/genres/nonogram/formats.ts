// Nonogram formats: puzz.link URLs and pzprv3 files, Simon Tatham's Pattern game IDs, and plain text (one line of
// block lengths per row, then per column); answers as JSON grids of 0/1.

import { inputError } from '../../core/errors.js';
import type { Format } from '../../core/genre.js';
import type { GridSize } from '../../core/geometry.js';
import type { CellEntry, Codec } from '../../core/formats/codec.js';
import { decimal, number16Cells } from '../../core/formats/codec.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import type { Margined, Symbols } from '../../core/formats/lines.js';
import { marginRows, symbolTable } from '../../core/formats/lines.js';
import { pzprv3Format } from '../../core/formats/pzprv3.js';
import { gameIdFormat } from '../../core/formats/sgt.js';
import { partialShadingToJson, shadingFromJson, shadingToJson } from '../shared/shade-answers.js';
import type { NonogramAnswer, NonogramClue, NonogramPartial, NonogramPuzzle } from './puzzle.js';
import { makeNonogram, maximumNonogramSize, nonogramSize } from './puzzle.js';

/** How many clue numbers puz.link keeps beside a line of n cells: at most ceil(n / 2) blocks fit. */
const places = (cells: number) => (cells + 1) >> 1;

// ---------------------------------------------------------------------------------------------------------------
// puzz.link: the numbers outside the grid as one Number16 list: for each column, left to right, its places above
// the grid from the nearest outwards, then for each row, top to bottom, its places left of the grid from the nearest
// outwards. puz.link writes a clue's numbers next to the grid (its last block nearest), so a line's list is its clue
// reversed, then empty places.

function placesOf(clue: NonogramClue, count: number): CellEntry[] {
  return [...[...clue].reverse(), ...Array.from({ length: count - clue.length }, () => null)];
}

function clueOfPlaces(entries: readonly CellEntry[], line: string): number[] {
  return entries
    .flatMap((entry) => {
      if (entry === 'unknown') inputError(`a '?' beside ${line} is not a Nonogram clue`, { part: 'URL body' });
      if (entry === 0) inputError(`a 0 beside ${line} is not a block length`, { part: 'URL body' });
      return entry === null ? [] : [entry];
    })
    .reverse();
}

function linesOfPlaces(entries: readonly CellEntry[], lines: number, count: number, kind: string): number[][] {
  return Array.from({ length: lines }, (_, index) => clueOfPlaces(entries.slice(index * count, (index + 1) * count), `${kind} ${index + 1}`));
}

export const urlFormat = puzzlinkFormat<NonogramPuzzle, CellEntry[]>({
  pids: ['nonogram'],
  genre: 'Nonogram',
  maximumSize: { rows: maximumNonogramSize, columns: maximumNonogramSize },
  body: ({ rows, columns }) => number16Cells(columns * places(rows) + rows * places(columns)),
  toPuzzle: ({ rows, columns }, entries) => {
    const above = columns * places(rows);
    return makeNonogram(linesOfPlaces(entries.slice(above), rows, places(columns), 'row'), linesOfPlaces(entries.slice(0, above), columns, places(rows), 'column'));
  },
  fromPuzzle: (puzzle) => {
    const { rows, columns } = nonogramSize(puzzle);
    return {
      size: { rows, columns },
      body: [...puzzle.columnClues.flatMap((clue) => placesOf(clue, places(rows))), ...puzzle.rowClues.flatMap((clue) => placesOf(clue, places(columns)))],
    };
  },
});

// ---------------------------------------------------------------------------------------------------------------
// Pattern game ID: `WxH:` then the clues of the columns (left to right) and of the rows (top to bottom), separated by
// `/`; a clue's block lengths are separated by `.`, and a line without blocks is left empty.

const patternParameters: Codec<GridSize> = {
  read(reader) {
    const columns = decimal.read(reader);
    const rows = reader.accept('x') ? decimal.read(reader) : columns;
    return { rows, columns };
  },
  write: ({ rows, columns }) => `${columns}x${rows}`,
};

function patternBody(size: GridSize): Codec<number[][]> {
  const count = size.columns + size.rows;
  return {
    read(reader) {
      const clues: number[][] = [];
      for (let index = 0; index < count; index++) {
        if (index > 0 && !reader.accept('/')) reader.fail(reader.done ? `describes ${index} clues, the grid has ${count}` : `expected '/', found '${reader.peek()}'`);
        const clue: number[] = [];
        while (/[0-9]/.test(reader.peek() ?? '')) {
          const start = reader.position;
          const length = decimal.read(reader);
          if (length === 0) reader.fail('a block of length 0 (Pattern leaves a line without blocks empty)', start);
          clue.push(length);
          if (!reader.accept('.')) break;
        }
        clues.push(clue);
      }
      if (reader.peek() === '/') reader.fail(`more than ${count} clues`);
      return clues;
    },
    write: (clues) => clues.map((clue) => clue.join('.')).join('/'),
  };
}

export const patternFormat = gameIdFormat<NonogramPuzzle, GridSize, number[][]>({
  name: "Simon Tatham's Pattern game ID (5x5:2/3/2/4/2/2/2/1.1/4/3: columns, then rows)",
  parameters: patternParameters,
  parametersHint: 'a Pattern parameter string like 10x10',
  size: (size) => size,
  maximumSize: { rows: maximumNonogramSize, columns: maximumNonogramSize },
  body: patternBody,
  toPuzzle: (size, clues) => makeNonogram(clues.slice(size.columns), clues.slice(0, size.columns)),
  fromPuzzle: (puzzle) => ({ parameters: nonogramSize(puzzle), body: [...puzzle.columnClues, ...puzzle.rowClues].map((clue) => [...clue]) }),
});

/** Reads a Pattern solve string (`S` then 0 or 1 per cell, row by row). */
export function parsePatternSolution(move: string, size: GridSize): NonogramAnswer {
  const bits = move.replace(/^S/, '');
  if (bits.length !== size.rows * size.columns || !/^[01]+$/.test(bits)) inputError(`'${move}' is not a Pattern solution of a ${size.columns}×${size.rows} grid`);
  return Array.from({ length: size.rows }, (_, row) => [...bits.slice(row * size.columns, (row + 1) * size.columns)].map((bit) => bit === '1'));
}

// ---------------------------------------------------------------------------------------------------------------
// Plain text: one line of block lengths per row (top to bottom), then one per column (left to right), the two parts
// apart by a blank line or headed `rows` and `columns` (as .non files have them, whose `width` and `height` lines
// are checked and whose `title` and similar lines are skipped). Lengths are apart by spaces or commas; 0 or - is a
// line without blocks. `#` starts a comment.

const skippedKeywords = /^(title|by|author|copyright|license|catalogue|color|colour)\b/i;

interface TextLine {
  readonly text: string;
  readonly number: number;
}

function parseClue(line: TextLine): number[] {
  const tokens = [...line.text.matchAll(/[^\s,]+/g)];
  if (tokens.length === 1 && (tokens[0]![0] === '0' || tokens[0]![0] === '-')) return [];
  return tokens.map((found) => {
    if (!/^\d+$/.test(found[0]) || Number(found[0]) < 1) inputError(`'${found[0]}' is not a block length (a whole number from 1 up; 0 or - alone for no blocks)`, { line: line.number, column: found.index + 1 });
    return Number(found[0]);
  });
}

function parseText(text: string): NonogramPuzzle {
  const parts: TextLine[][] = [[]];
  let headed: 'rows' | 'columns' | undefined;
  const declared: Partial<Record<'width' | 'height', { value: number; line: number }>> = {};
  text.split(/\r?\n/).forEach((raw, index) => {
    const number = index + 1;
    const text = raw.replace(/#.*$/, '').trim();
    if (text === '') {
      if (headed === undefined && parts.at(-1)!.length > 0) parts.push([]);
      return;
    }
    const keyword = /^(rows|columns|width|height)\b\s*:?\s*(.*)$/i.exec(text);
    if (keyword) {
      const word = keyword[1]!.toLowerCase();
      if (word === 'width' || word === 'height') {
        if (!/^\d+$/.test(keyword[2]!)) inputError(`'${word}' is followed by '${keyword[2]}', not a whole number`, { line: number });
        declared[word] = { value: Number(keyword[2]), line: number };
        return;
      }
      if (headed === undefined && parts.some((part) => part.length > 0)) inputError(`'${word}' heads a part, but clues come before it without a heading`, { line: number });
      headed = word === 'rows' ? 'rows' : 'columns';
      if (headed === 'rows' ? parts.length > 1 || parts[0]!.length > 0 : false) inputError("'rows' comes after other clues", { line: number });
      if (headed === 'columns' && parts.length === 1) parts.push([]);
      return;
    }
    if (skippedKeywords.test(text)) return;
    if (headed === 'rows' && parts.length > 1) inputError('clues after the columns were given', { line: number });
    parts.at(-1)!.push({ text, number });
  });
  const filled = parts.filter((part) => part.length > 0);
  if (filled.length !== 2) inputError(`expected two parts of clue lines (rows, then columns, apart by a blank line or headed 'rows' and 'columns'), found ${filled.length}`);
  const [rows, columns] = filled as [TextLine[], TextLine[]];
  const size = { width: columns.length, height: rows.length };
  for (const word of ['width', 'height'] as const) {
    const given = declared[word];
    if (given && given.value !== size[word]) inputError(`the ${word} is given as ${given.value}, but ${size[word]} ${word === 'width' ? 'column' : 'row'} clues follow`, { line: given.line });
  }
  return makeNonogram(rows.map(parseClue), columns.map(parseClue));
}

export const textFormat: Format<NonogramPuzzle> = {
  id: 'text',
  name: 'plain text: one line of block lengths per row, a blank line, then one per column (or headed rows and columns; 0 for a line without blocks)',
  detect: (text) => {
    const lines = text.split(/\r?\n/).map((line) => line.replace(/#.*$/, '').trim()).filter((line) => line !== '');
    // Lines that open with a length, or the headings: a stray character further on is reported where it is.
    return lines.length >= 2 && lines.every((line) => /^[\d-]/.test(line) || /^(rows|columns|width|height)\b/i.test(line) || skippedKeywords.test(line));
  },
  parse: parseText,
  write: (puzzle) => {
    const line = (clue: NonogramClue) => (clue.length === 0 ? '0' : clue.join(' '));
    return ['rows', ...puzzle.rowClues.map(line), '', 'columns', ...puzzle.columnClues.map(line)].join('\n') + '\n';
  },
};

/** A cell of a pzprv3 file's grid: the player's shading (`#`; `+`, a dot, is not). */
const fileCells = symbolTable<boolean>([['#', true], ['+', false], ['.', false]], "'#', '+' or '.' (a grid cell)");

/** A place beside the grid: a block length, `c3` one the player ticked off, `.` none. */
const filePlaces: Symbols<number | null> = {
  read(token) {
    if (token === '.' || !/^c?\d+$/.test(token)) return token === '.' ? null : undefined;
    const value = Number(token.replace('c', ''));
    return value < 1 ? inputError(`${value} is not a block length`) : value;
  },
  write: (value) => (value === null ? '.' : String(value)),
  expected: "a clue or '.'",
};

/** A clue in its places, nearest the grid last: empty places first. */
const padded = (clue: NonogramClue, count: number): (number | null)[] => [...Array.from({ length: count - clue.length }, () => null), ...clue];
const present = (values: readonly (number | null)[]): number[] => values.filter((value) => value !== null);

/**
 * puzz.link's pzprv3 file: `pzprv3`, `nonogram`, the rows and the columns, then ceil(rows / 2) + rows lines of
 * ceil(columns / 2) + columns tokens: the column clues stand above the grid and the row clues left of it, each
 * reading outwards-in to the grid (`c3` is a clue the player ticked off, `.` nothing). `#` and `+` in the grid are
 * the player's shading and dots, not part of the puzzle.
 */
export const fileFormat = pzprv3Format<NonogramPuzzle, Margined<boolean, number | null>>({
  pids: ['nonogram'],
  genre: 'Nonogram',
  id: 'file',
  maximumSize: { rows: maximumNonogramSize, columns: maximumNonogramSize },
  holds: 'then the column clues above the grid and the row clues left of it',
  body: ({ rows, columns }) => marginRows(rows, columns, { top: places(rows), bottom: 0, left: places(columns), right: 0 }, 'clues and grid', fileCells, filePlaces),
  toPuzzle: (_size, { top, left }) => makeNonogram(left.map(present), top[0]!.map((_, column) => present(top.map((line) => line[column]!)))),
  fromPuzzle(puzzle) {
    const { rows, columns } = nonogramSize(puzzle);
    const above = puzzle.columnClues.map((clue) => padded(clue, places(rows)));
    return {
      size: { rows, columns },
      body: {
        cells: puzzle.rowClues.map(() => Array.from({ length: columns }, () => false)),
        top: Array.from({ length: places(rows) }, (_, line) => above.map((column) => column[line]!)),
        bottom: [],
        left: puzzle.rowClues.map((clue) => padded(clue, places(columns))),
        right: [],
      },
    };
  },
});

/** The shading of a pzprv3 file's grid (`#`), as puz.link's checker would read the board. */
export const pzprv3Shading = (text: string): NonogramAnswer => fileFormat.blocks(text).body.cells.map((row) => [...row]);

export const answerFromJson = (puzzle: NonogramPuzzle, json: unknown): NonogramAnswer => shadingFromJson(nonogramSize(puzzle), json);
export const answerToJson: (answer: NonogramAnswer) => unknown = shadingToJson;
export const partialToJson: (partial: NonogramPartial) => unknown = partialShadingToJson;
