// Sudoku: fill an n×n grid so that every row, every column and every box holds each of 1..n exactly once.
// Boxes are rectangles (2×2 in a 4×4, 3 wide × 2 tall in a 6×6, 3×3 in a 9×9, ...). Solo's X variant adds both
// main diagonals. Example (4×4, puzz.link `sudoku/4/4/g1k23k3g`):   . 1 . .      2 1 4 3
//                                                                      . . . .  ->  4 3 1 2
//                                                                      . . 2 3      3 4 2 1
//                                                                      . . 3 .      1 2 3 4

import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, makeGrid } from '../../core/geometry.js';
import type { Format, Genre, Violation } from '../../core/genre.js';
import { inputError } from '../../core/errors.js';
import type { IntegerVariable } from '../../core/model.js';
import { Model, literalOf, valueOf } from '../../core/model.js';
import { decodeNumber16, encodeNumber16, isPuzzlinkUrl, parsePuzzlinkUrl, puzzlinkPid, writePuzzlinkUrl } from '../../core/formats/puzzlink.js';
import { decodeRunLengthGrid, encodeRunLengthGrid, splitGameId } from '../../core/formats/sgt.js';
import { numberGridFromJson, parseNumberRows, renderNumberGrid } from '../shared/text-grid.js';
import { sudokuEdit, sudokuPlay } from './play.js';
import { sudokuGenerator } from './generate.js';
import { collection } from './collection.js';

export interface SudokuPuzzle {
  /** n: the grid is n×n and holds 1..n. */
  readonly size: number;
  readonly boxWidth: number;
  readonly boxHeight: number;
  /** givens[row][column]: a digit, or null for an empty cell. */
  readonly givens: readonly (readonly (number | null)[])[];
  /** Solo's X variant: both main diagonals also hold 1..n. */
  readonly diagonals: boolean;
}

export type SudokuAnswer = number[][];
export type SudokuPartial = (number | null)[][];

export const maximumSudokuSize = 36;

/** The usual box for an n×n grid: as square as possible, wider than tall. */
export function defaultBox(size: number): { boxWidth: number; boxHeight: number } {
  let boxHeight = Math.floor(Math.sqrt(size));
  while (size % boxHeight !== 0) boxHeight--;
  return { boxWidth: size / boxHeight, boxHeight };
}

export function makeSudoku(
  givens: readonly (readonly (number | null)[])[],
  box?: { boxWidth: number; boxHeight: number },
  diagonals = false,
): SudokuPuzzle {
  const size = givens.length;
  if (size < 1) inputError('the grid is empty');
  if (size > maximumSudokuSize) inputError(`a ${size}×${size} Sudoku is larger than the supported ${maximumSudokuSize}×${maximumSudokuSize}`);
  const { boxWidth, boxHeight } = box ?? defaultBox(size);
  if (boxWidth * boxHeight !== size) inputError(`boxes of ${boxWidth}×${boxHeight} do not fit a ${size}×${size} grid`);
  givens.forEach((row, rowIndex) => {
    if (row.length !== size) inputError(`row ${rowIndex + 1} has ${row.length} cells, expected ${size}`, { line: rowIndex + 1 });
    row.forEach((value, column) => {
      if (value !== null && (!Number.isInteger(value) || value < 1 || value > size)) {
        inputError(`the digit ${value} is outside 1..${size}`, { line: rowIndex + 1, column: column + 1 });
      }
    });
  });
  return { size, boxWidth, boxHeight, givens: givens.map((row) => [...row]), diagonals };
}

/** The houses (rows, columns, boxes, diagonals) as lists of cells: each must hold 1..n once. */
export function houses(puzzle: SudokuPuzzle): { name: string; cells: Cell[] }[] {
  const n = puzzle.size;
  const result: { name: string; cells: Cell[] }[] = [];
  for (let index = 0; index < n; index++) {
    result.push({ name: `row ${index + 1}`, cells: Array.from({ length: n }, (_, column) => ({ row: index, column })) });
    result.push({ name: `column ${index + 1}`, cells: Array.from({ length: n }, (_, row) => ({ row, column: index })) });
    const top = Math.floor(index / (n / puzzle.boxWidth)) * puzzle.boxHeight;
    const left = (index % (n / puzzle.boxWidth)) * puzzle.boxWidth;
    const box: Cell[] = [];
    for (let row = top; row < top + puzzle.boxHeight; row++) {
      for (let column = left; column < left + puzzle.boxWidth; column++) box.push({ row, column });
    }
    result.push({ name: `box ${index + 1}`, cells: box });
  }
  if (puzzle.diagonals) {
    result.push({ name: 'main diagonal', cells: Array.from({ length: n }, (_, k) => ({ row: k, column: k })) });
    result.push({ name: 'anti-diagonal', cells: Array.from({ length: n }, (_, k) => ({ row: k, column: n - 1 - k })) });
  }
  return result;
}

/** The id of the clue that gives a cell's digit. */
export const givenId = ({ row, column }: Cell): string => `given r${row + 1}c${column + 1}`;

function buildModel(puzzle: SudokuPuzzle) {
  const n = puzzle.size;
  const model = new Model();
  const digits = Array.from({ length: n }, (_, k) => k + 1);
  const cells: IntegerVariable[][] = makeGrid({ rows: n, columns: n }, ({ row, column }) =>
    model.integer(`r${row + 1}c${column + 1}`, digits),
  );
  // Each house holds every digit once.
  for (const house of houses(puzzle)) model.distinct(house.cells.map(({ row, column }) => cells[row]![column]!));
  // Givens stay.
  puzzle.givens.forEach((row, r) =>
    row.forEach((value, c) => {
      if (value === null) return;
      const label = { id: givenId({ row: r, column: c }), description: `the given ${value} at r${r + 1}c${c + 1}`, cells: [{ row: r, column: c }] };
      model.clue(label, () => model.equals(cells[r]![c]!, value));
    }),
  );
  return {
    model,
    observed: cells.flat().flatMap((variable) => variable.literals),
    decode: (value: (literal: number) => boolean): SudokuAnswer => cells.map((row) => row.map((variable) => valueOf(variable, value))),
    decodePartial: (value: (literal: number) => boolean | undefined): SudokuPartial =>
      cells.map((row) =>
        row.map((variable) => {
          const digit = variable.values.find((candidate) => value(literalOf(variable, candidate)!) === true);
          return digit ?? null;
        }),
      ),
  };
}

function check(puzzle: SudokuPuzzle, answer: SudokuAnswer): Violation[] {
  const n = puzzle.size;
  const violations: Violation[] = [];
  if (answer.length !== n || answer.some((row) => row.length !== n)) {
    return [{ code: 'wrong-size', message: `the answer must be ${n}×${n}`, cells: [] }];
  }
  for (const position of allCells({ rows: n, columns: n })) {
    const value = answer[position.row]![position.column]!;
    const given = puzzle.givens[position.row]![position.column];
    if (!Number.isInteger(value) || value < 1 || value > n) {
      violations.push({ code: 'empty-cell', message: `a cell holds ${value}, not a digit 1..${n}`, cells: [position] });
    } else if (given !== null && given !== undefined && given !== value) {
      violations.push({ code: 'given-changed', message: `the given ${given} was changed to ${value}`, cells: [position] });
    }
  }
  for (const house of houses(puzzle)) {
    const seen = new Map<number, Cell[]>();
    for (const position of house.cells) {
      const value = answer[position.row]![position.column]!;
      if (!Number.isInteger(value) || value < 1 || value > n) continue;
      seen.set(value, [...(seen.get(value) ?? []), position]);
    }
    for (const [value, cells] of seen) {
      if (cells.length > 1) violations.push({ code: 'repeated-digit', message: `${house.name} holds ${value} more than once`, cells });
    }
  }
  return violations;
}

function render(puzzle: SudokuPuzzle, answer?: SudokuAnswer): string {
  const grid = answer ?? puzzle.givens;
  return renderNumberGrid(grid, { boxWidth: puzzle.boxWidth, boxHeight: puzzle.boxHeight });
}

/**
 * The boxes puzz.link draws for an n×n Sudoku: squares of ⌊√n⌋, except 6×6 with boxes 3 wide and 2 tall. Only where
 * they make a Sudoku (n a square, or 6) does a URL mean one; undefined for the other sizes.
 */
export function puzzlinkBox(size: number): { boxWidth: number; boxHeight: number } | undefined {
  if (size === 6) return { boxWidth: 3, boxHeight: 2 };
  const side = Math.floor(Math.sqrt(size));
  return side * side === size ? { boxWidth: side, boxHeight: side } : undefined;
}

const soloCarries = "Simon Tatham's Solo game ID (format sgt) can";

/** `a 9×9`, `an 8×8`. */
const aGrid = (n: number): string => `${[8, 11, 18].includes(n) ? 'an' : 'a'} ${n}×${n}`;

/** Why a puzz.link URL cannot hold this Sudoku, or undefined when it can. */
function notForPuzzlink(puzzle: SudokuPuzzle): string | undefined {
  const n = puzzle.size;
  if (puzzle.diagonals) return `puzz.link Sudoku URLs cannot express the X variant (both diagonals); ${soloCarries}`;
  const box = puzzlinkBox(n);
  if (!box) {
    const side = Math.floor(Math.sqrt(n));
    return `puzz.link draws the boxes of ${aGrid(n)} Sudoku as ${side}×${side} squares, not ${puzzle.boxWidth} wide and ${puzzle.boxHeight} tall; ${soloCarries}`;
  }
  if (box.boxWidth !== puzzle.boxWidth || box.boxHeight !== puzzle.boxHeight) {
    return `puzz.link draws the boxes of ${aGrid(n)} Sudoku ${box.boxWidth} wide and ${box.boxHeight} tall, not ${puzzle.boxWidth} wide and ${puzzle.boxHeight} tall; ${soloCarries}`;
  }
  return undefined;
}

const puzzlinkFormat: Format<SudokuPuzzle> = {
  id: 'url',
  name: 'puzz.link URL (https://puzz.link/p?sudoku/9/9/...)',
  detect: (text) => isPuzzlinkUrl(text) && puzzlinkPid(text) === 'sudoku',
  parse(text) {
    const url = parsePuzzlinkUrl(text, { rows: maximumSudokuSize, columns: maximumSudokuSize });
    if (url.pid !== 'sudoku') inputError(`this is a '${url.pid}' URL, not a Sudoku`, { part: 'URL' });
    if (url.rows !== url.columns) inputError(`a Sudoku is square; the URL says ${url.columns}×${url.rows}`, { part: 'URL size' });
    const box = puzzlinkBox(url.rows);
    if (!box) {
      // puzz.link would draw boxes that cannot hold every digit: not a Sudoku pencilsat can take as puzz.link means it.
      const side = Math.floor(Math.sqrt(url.rows));
      inputError(
        `puzz.link draws the boxes of ${aGrid(url.rows)} Sudoku as ${side}×${side} squares, which cannot each hold 1 to ${url.rows}; give it as a Solo game ID (e.g. ${defaultBox(url.rows).boxHeight}x${defaultBox(url.rows).boxWidth}:...)`,
        { part: 'URL size' },
      );
    }
    const { cells, end } = decodeNumber16(url.body, url.rows * url.columns);
    if (end < url.body.length) inputError(`unexpected text after the last cell: '${url.body.slice(end)}'`, { part: 'URL body', column: end + 1 });
    while (cells.length < url.rows * url.columns) cells.push(null);
    const givens = makeGrid({ rows: url.rows, columns: url.columns }, ({ row, column }) => {
      const entry = cells[row * url.columns + column]!;
      if (entry === 'unknown') return null;
      return entry;
    });
    return makeSudoku(givens, box);
  },
  write(puzzle) {
    const reason = notForPuzzlink(puzzle);
    if (reason) inputError(reason, { part: '--format' });
    return writePuzzlinkUrl('sudoku', puzzle.size, puzzle.size, encodeNumber16(puzzle.givens.flat()));
  },
};

const gameIdPattern = /^\s*(\d+)x(\d+)(x?)(?:[a-z0-9]*)?:/;

const soloFormat: Format<SudokuPuzzle> = {
  id: 'sgt',
  name: "Simon Tatham's Solo game ID (3x3:..., 2x3:..., 3x3x: for X)",
  detect: (text) => gameIdPattern.test(text) && !text.includes('\n'),
  parse(text) {
    const { parameters, description } = splitGameId(text);
    const match = /^(\d+)x(\d+)(x?)([a-z0-9]*)$/.exec(parameters);
    if (!match) {
      if (/^\d+j/.test(parameters)) inputError('jigsaw Solo IDs are not supported yet', { part: 'game ID parameters' });
      inputError(`'${parameters}' is not a Solo parameter string like 3x3`, { part: 'game ID parameters' });
    }
    if (match[4]!.includes('k')) inputError('Killer Solo IDs are not supported', { part: 'game ID parameters' });
    // CxR: boxes are R columns wide and C rows tall.
    const boxHeight = Number(match[1]);
    const boxWidth = Number(match[2]);
    const n = boxWidth * boxHeight;
    if (n < 2 || n > maximumSudokuSize) inputError(`a ${n}×${n} grid is outside the supported sizes`, { part: 'game ID parameters' });
    const { cells, end } = decodeRunLengthGrid(description, n * n);
    if (end < description.length) inputError(`unexpected text after the grid: '${description.slice(end)}'`, { part: 'game ID description', column: end + 1 });
    return makeSudoku(
      makeGrid({ rows: n, columns: n }, ({ row, column }) => cells[row * n + column]!),
      { boxWidth, boxHeight },
      match[3] === 'x',
    );
  },
  write: (puzzle) => `${puzzle.boxHeight}x${puzzle.boxWidth}${puzzle.diagonals ? 'x' : ''}:${encodeRunLengthGrid(puzzle.givens.flat())}`,
};

const lineFormat: Format<SudokuPuzzle> = {
  id: 'line',
  name: 'one line of digits, . or 0 for empty (81 characters for 9×9; also 16 and 36)',
  detect: (text) => /^[0-9.]+$/.test(text.trim()) && [16, 36, 81].includes(text.trim().length),
  parse(text) {
    const line = text.trim();
    const n = Math.round(Math.sqrt(line.length));
    if (![4, 6, 9].includes(n) || n * n !== line.length) inputError(`a line of ${line.length} characters is not a 4×4, 6×6 or 9×9 grid`);
    const bad = /[^0-9.]/.exec(line);
    if (bad) inputError(`unexpected character '${bad[0]}'`, { column: bad.index + 1 });
    return makeSudoku(
      makeGrid({ rows: n, columns: n }, ({ row, column }) => {
        const character = line[row * n + column]!;
        if (character === '.' || character === '0') return null;
        const value = Number(character);
        if (value > n) inputError(`the digit ${value} is outside 1..${n}`, { column: row * n + column + 1 });
        return value;
      }),
    );
  },
  write(puzzle) {
    const box = defaultBox(puzzle.size);
    if (![4, 6, 9].includes(puzzle.size) || puzzle.diagonals || box.boxWidth !== puzzle.boxWidth || box.boxHeight !== puzzle.boxHeight) {
      inputError(`one line of digits holds only a plain 4×4, 6×6 or 9×9 Sudoku with the usual boxes; ${soloCarries}`, { part: '--format' });
    }
    return puzzle.givens.flat().map((value) => (value === null ? '.' : String(value))).join('');
  },
};

const gridFormat: Format<SudokuPuzzle> = {
  id: 'text',
  name: 'text grid: n lines of n numbers separated by spaces, 0 or . for empty',
  // Lines of numbers: the first line decides, so that a stray character further down is reported where it is, and
  // other genres' files (a Satogaeri .pzl) are not taken for a grid.
  detect: (text) => text.trim().includes('\n') && /^[\d.]+(\s+[\d.]+)*$/.test(text.trim().split(/\r?\n/)[0]!.trim()),
  parse(text) {
    const rows = parseNumberRows(text);
    return makeSudoku(rows.map((row) => row.map((value) => (value === 0 ? null : value))));
  },
  write(puzzle) {
    const box = defaultBox(puzzle.size);
    if (puzzle.diagonals || box.boxWidth !== puzzle.boxWidth || box.boxHeight !== puzzle.boxHeight) {
      inputError(`a text grid holds only the usual boxes and no diagonals; ${soloCarries}`, { part: '--format' });
    }
    return puzzle.givens.map((row) => row.map((value) => String(value ?? 0)).join(' ')).join('\n') + '\n';
  },
};

export const sudoku: Genre<SudokuPuzzle, SudokuAnswer, SudokuPartial> = {
  id: 'sudoku',
  name: 'Sudoku',
  aliases: ['solo', 'number-place'],
  rules:
    'Fill the grid with digits so that every row, every column and every box holds each digit from 1 to n exactly once. ' +
    'In the X variant both main diagonals do too.',
  formats: [puzzlinkFormat, soloFormat, lineFormat, gridFormat],
  defaultFormat: 'url',
  examples: ['https://puzz.link/p?sudoku/4/4/g1k23k3g', '2x3:2b3b5_3h5b4h6_1b2b3'],
  maximumSize: { rows: maximumSudokuSize, columns: maximumSudokuSize },
  size: (puzzle): GridSize => ({ rows: puzzle.size, columns: puzzle.size }),
  model: buildModel,
  check,
  render,
  answerToJson: (answer) => answer,
  answerFromJson: (puzzle, json) => numberGridFromJson(json, puzzle.size, puzzle.size),
  partialToJson: (partial) => partial,
  play: sudokuPlay,
  edit: sudokuEdit,
  generator: sudokuGenerator(() => sudoku),
  collection,
  ratingScale: { medium: 2, hard: 8, expert: 15 },
};
