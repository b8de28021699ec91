// Kakurasu: shade some cells of the grid. A row's clue is the sum of the column numbers (1, 2, 3, ... from the left)
// of its shaded cells; a column's clue is the sum of the row numbers (from the top) of its shaded cells. A missing
// clue (`-` or `.`) leaves its line free. Example (row clues, then column clues):   . . # #  7
//   7 8 4 0                                                                         # . # #  8
//   2 0 3 6                                                                         . . . #  4
//                                                                                   . . . .  0
//                                                                                   2 0 3 6

import type { Cell, GridSize } from '../../core/geometry.js';
import { columnCells, makeGrid, rowCells } from '../../core/geometry.js';
import type { Format, Genre, Violation } from '../../core/genre.js';
import { inputError, parseJson } from '../../core/errors.js';
import type { Literal } from '../../core/model.js';
import { Model } from '../../core/model.js';
import { kakurasuEdit, kakurasuPlay } from './play.js';
import { kakurasuGenerator } from './generate.js';
import { collection } from './collection.js';

/** A clue: the required sum, or null when the line is unconstrained. */
export type KakurasuClue = number | null;

export interface KakurasuPuzzle {
  /** One clue per row, top to bottom: the sum of the 1-based column numbers of the row's shaded cells. */
  readonly rowClues: readonly KakurasuClue[];
  /** One clue per column, left to right: the sum of the 1-based row numbers of the column's shaded cells. */
  readonly columnClues: readonly KakurasuClue[];
}

/** rows of 0/1, 1 = shaded. */
export type KakurasuAnswer = number[][];
/** 1 shaded, 0 unshaded, null not determined. */
export type KakurasuPartial = (number | null)[][];

export const maximumKakurasuSize = 40;

const sumTo = (count: number) => (count * (count + 1)) / 2;

export function makeKakurasu(rowClues: readonly KakurasuClue[], columnClues: readonly KakurasuClue[]): KakurasuPuzzle {
  const rows = rowClues.length;
  const columns = columnClues.length;
  if (rows === 0 || columns === 0) inputError('a Kakurasu needs at least one row clue and one column clue');
  if (rows > maximumKakurasuSize || columns > maximumKakurasuSize) {
    inputError(`a ${columns}×${rows} Kakurasu is larger than the supported ${maximumKakurasuSize}×${maximumKakurasuSize}`);
  }
  const checkClues = (clues: readonly KakurasuClue[], line: 'row' | 'column', cells: number) =>
    clues.forEach((clue, index) => {
      if (clue === null) return;
      if (!Number.isInteger(clue) || clue < 0) inputError(`the clue ${clue} of ${line} ${index + 1} is not a whole number`);
      if (clue > sumTo(cells)) inputError(`the clue ${clue} of ${line} ${index + 1} is more than its ${cells} cells can make (${sumTo(cells)})`);
    });
  checkClues(rowClues, 'row', columns);
  checkClues(columnClues, 'column', rows);
  return { rowClues: [...rowClues], columnClues: [...columnClues] };
}

const sizeOf = (puzzle: KakurasuPuzzle): GridSize => ({ rows: puzzle.rowClues.length, columns: puzzle.columnClues.length });
const cellName = ({ row, column }: Cell) => `r${row + 1}c${column + 1}`;

/** Clue ids: a row's sum and a column's sum. */
export const rowClueId = (row: number): string => `row ${row + 1}`;
export const columnClueId = (column: number): string => `column ${column + 1}`;

function buildModel(puzzle: KakurasuPuzzle) {
  const model = new Model();
  const shaded: Literal[][] = makeGrid(sizeOf(puzzle), (position) => model.bool(cellName(position)));
  const size = sizeOf(puzzle);
  // A row's clue is the sum of the column numbers of its shaded cells.
  puzzle.rowClues.forEach((clue, row) => {
    if (clue === null) return;
    const label = { id: rowClueId(row), description: `the sum ${clue} of row ${row + 1}`, cells: rowCells(size, row) };
    model.clue(label, () => model.linear(shaded[row]!.map((literal, column) => ({ literal, weight: column + 1 })), '=', clue));
  });
  // A column's clue is the sum of the row numbers of its shaded cells.
  puzzle.columnClues.forEach((clue, column) => {
    if (clue === null) return;
    const label = { id: columnClueId(column), description: `the sum ${clue} of column ${column + 1}`, cells: columnCells(size, column) };
    model.clue(label, () => model.linear(shaded.map((line, row) => ({ literal: line[column]!, weight: row + 1 })), '=', clue));
  });
  return {
    model,
    observed: shaded.flat(),
    decode: (value: (literal: Literal) => boolean): KakurasuAnswer => shaded.map((line) => line.map((literal) => (value(literal) ? 1 : 0))),
    decodePartial: (value: (literal: Literal) => boolean | undefined): KakurasuPartial =>
      shaded.map((line) =>
        line.map((literal) => {
          const known = value(literal);
          return known === undefined ? null : known ? 1 : 0;
        }),
      ),
  };
}

function check(puzzle: KakurasuPuzzle, answer: KakurasuAnswer): Violation[] {
  const { rows, columns } = sizeOf(puzzle);
  if (answer.length !== rows || answer.some((line) => line.length !== columns)) {
    return [{ code: 'wrong-size', message: `the answer must be ${rows} rows of ${columns} cells`, cells: [] }];
  }
  const violations: Violation[] = [];
  answer.forEach((line, row) =>
    line.forEach((value, column) => {
      if (value !== 0 && value !== 1) violations.push({ code: 'not-binary', message: `a cell holds ${value}, not 0 or 1`, cells: [{ row, column }] });
    }),
  );
  puzzle.rowClues.forEach((clue, row) => {
    if (clue === null) return;
    const cells = answer[row]!.flatMap((value, column) => (value === 1 ? [{ row, column }] : []));
    const sum = cells.reduce((total, cell) => total + cell.column + 1, 0);
    if (sum !== clue) violations.push({ code: 'row-sum', message: `row ${row + 1} should add up to ${clue}, its shaded cells make ${sum}`, cells });
  });
  puzzle.columnClues.forEach((clue, column) => {
    if (clue === null) return;
    const cells = answer.flatMap((line, row) => (line[column] === 1 ? [{ row, column }] : []));
    const sum = cells.reduce((total, cell) => total + cell.row + 1, 0);
    if (sum !== clue) violations.push({ code: 'column-sum', message: `column ${column + 1} should add up to ${clue}, its shaded cells make ${sum}`, cells });
  });
  return violations;
}

function render(puzzle: KakurasuPuzzle, answer?: KakurasuAnswer): string {
  const clueText = (clue: KakurasuClue) => (clue === null ? '-' : String(clue));
  const width = Math.max(1, ...puzzle.columnClues.map((clue) => clueText(clue).length));
  const lines = puzzle.rowClues.map((clue, row) =>
    [...puzzle.columnClues.map((_, column) => (answer === undefined ? '.' : answer[row]![column] === 1 ? '#' : '.').padStart(width)), ` ${clueText(clue)}`].join(' '),
  );
  lines.push(puzzle.columnClues.map((clue) => clueText(clue).padStart(width)).join(' '));
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// Formats.

function parseClueLine(line: string, lineNumber: number): KakurasuClue[] {
  return [...line.matchAll(/\S+/g)].map((found) => {
    const token = found[0];
    if (token === '-' || token === '.') return null;
    if (!/^\d+$/.test(token)) inputError(`'${token}' is not a clue (a whole number, or - or . for none)`, { line: lineNumber, column: found.index! + 1 });
    return Number(token);
  });
}

/** The lines that carry clues: not blank, not `#` comments. */
function clueLines(text: string): { text: string; number: number }[] {
  return text
    .split(/\r?\n/)
    .map((line, index) => ({ text: line, number: index + 1 }))
    .filter((line) => line.text.trim() !== '' && !line.text.trim().startsWith('#'));
}

const textFormat: Format<KakurasuPuzzle> = {
  id: 'text',
  name: 'two lines: the row clues top to bottom, then the column clues left to right (- or . for no clue)',
  detect: (text) => {
    const lines = clueLines(text);
    // Two lines that start with a clue: a stray character further on is reported where it is.
    return lines.length === 2 && lines.every((line) => /^\s*(\d+|-|\.)(\s|$)/.test(line.text));
  },
  parse(text) {
    const lines = clueLines(text);
    if (lines.length !== 2) inputError(`expected two lines of clues (rows, then columns), found ${lines.length}`);
    return makeKakurasu(parseClueLine(lines[0]!.text, lines[0]!.number), parseClueLine(lines[1]!.text, lines[1]!.number));
  },
  write: (puzzle) =>
    [puzzle.rowClues, puzzle.columnClues].map((clues) => clues.map((clue) => (clue === null ? '-' : String(clue))).join(' ')).join('\n') + '\n',
};

function cluesFromJson(value: unknown, field: string): KakurasuClue[] {
  if (!Array.isArray(value)) inputError(`"${field}" must be an array of clues`, { part: 'JSON' });
  return value.map((clue, index) => {
    if (clue === null || clue === '-' || clue === '.') return null;
    if (typeof clue !== 'number' || !Number.isInteger(clue)) inputError(`"${field}"[${index}] is not a whole number or null`, { part: 'JSON' });
    return clue;
  });
}

const jsonFormat: Format<KakurasuPuzzle> = {
  id: 'json',
  name: 'JSON: {"rowClues": [...], "columnClues": [...]} with null for no clue ("colClues" is read too)',
  detect: (text) => text.trim().startsWith('{') && /"rowClues"/.test(text),
  parse(text) {
    const json = parseJson(text, { part: 'JSON' });
    if (json === null || typeof json !== 'object' || Array.isArray(json)) inputError('expected an object with "rowClues" and "columnClues"', { part: 'JSON' });
    const record = json as Record<string, unknown>;
    const columnField = 'colClues' in record && !('columnClues' in record) ? 'colClues' : 'columnClues';
    return makeKakurasu(cluesFromJson(record.rowClues, 'rowClues'), cluesFromJson(record[columnField], columnField));
  },
  write: (puzzle) => JSON.stringify({ rowClues: puzzle.rowClues, columnClues: puzzle.columnClues }) + '\n',
};

function binaryGridFromJson(puzzle: KakurasuPuzzle, json: unknown): KakurasuAnswer {
  const { rows, columns } = sizeOf(puzzle);
  if (!Array.isArray(json) || json.length !== rows) inputError(`the answer must be an array of ${rows} rows`, { part: 'answer' });
  return json.map((line, row) => {
    if (!Array.isArray(line) || line.length !== columns) inputError(`row ${row + 1} of the answer must have ${columns} cells`, { part: 'answer' });
    return line.map((value, column) => {
      if (value === true || value === 1) return 1;
      if (value === false || value === 0) return 0;
      return inputError(`the value at row ${row + 1}, column ${column + 1} is not 0 or 1`, { part: 'answer' });
    });
  });
}

export const kakurasu: Genre<KakurasuPuzzle, KakurasuAnswer, KakurasuPartial> = {
  id: 'kakurasu',
  name: 'Kakurasu',
  aliases: [],
  rules:
    'Shade some cells. Each row clue is the sum of the column numbers (1, 2, 3, ... from the left) of the shaded cells ' +
    'in that row; each column clue is the sum of the row numbers (from the top) of the shaded cells in that column. ' +
    'A line without a clue may hold any shading.',
  formats: [textFormat, jsonFormat],
  defaultFormat: 'text',
  examples: ['7 8 4 0\n2 0 3 6\n', '3 9 9 6 7\n6 - 10 - 7\n', '{"rowClues":[null,7,7,4,12],"columnClues":[8,9,2,14,6,1]}'],
  maximumSize: { rows: maximumKakurasuSize, columns: maximumKakurasuSize },
  size: sizeOf,
  model: buildModel,
  check,
  render,
  answerToJson: (answer) => answer,
  answerFromJson: binaryGridFromJson,
  partialToJson: (partial) => partial,
  play: kakurasuPlay,
  edit: kakurasuEdit,
  generator: kakurasuGenerator(() => kakurasu),
  collection,
};
