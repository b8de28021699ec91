// Sudoku formats: puzz.link URLs, Solo game IDs, a line of digits, a text grid; answers as JSON grids.

import { makeGrid } from '../../core/geometry.js';
import type { Format } from '../../core/genre.js';
import { inputError } from '../../core/errors.js';
import type { CellEntry, Codec } from '../../core/formats/codec.js';
import { cellRows, decimal, flag, literal, number16Cells, runLengthCells } from '../../core/formats/codec.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { numberAnswers } from '../../core/formats/answers.js';
import { gameIdFormat } from '../../core/formats/sgt.js';
import { parseNumberRows } from '../shared/text-grid.js';
import type { SudokuPuzzle } from './puzzle.js';
import { defaultBox, makeSudoku, maximumSudokuSize, sudokuSize } from './puzzle.js';

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

/** True when the puzzle has the usual boxes of its size and no diagonals: what a plain grid of digits means. */
function plain(puzzle: SudokuPuzzle): boolean {
  const box = defaultBox(puzzle.size);
  return !puzzle.diagonals && box.boxWidth === puzzle.boxWidth && box.boxHeight === puzzle.boxHeight;
}

/** puzz.link: the givens as a Number16 cell list, for the sizes whose boxes puzz.link draws as a Sudoku's. */
export const urlFormat = puzzlinkFormat<SudokuPuzzle, readonly (readonly CellEntry[])[]>({
  pids: ['sudoku'],
  genre: 'Sudoku',
  maximumSize: { rows: maximumSudokuSize, columns: maximumSudokuSize },
  checkSize({ rows, columns }) {
    if (rows !== columns) inputError(`a Sudoku is square; the URL says ${columns}×${rows}`, { part: 'URL size' });
    if (puzzlinkBox(rows)) return;
    // puzz.link would draw boxes that cannot hold every digit: no Sudoku as puzz.link means it.
    const side = Math.floor(Math.sqrt(rows));
    const usual = defaultBox(rows);
    inputError(
      `puzz.link draws the boxes of ${aGrid(rows)} Sudoku as ${side}×${side} squares, which cannot each hold 1 to ${rows}; give it as a Solo game ID (e.g. ${usual.boxHeight}x${usual.boxWidth}:...)`,
      { part: 'URL size' },
    );
  },
  body: ({ rows, columns }) => cellRows(columns, number16Cells(rows * columns)),
  // A '?' says nothing about a digit: the cell is empty.
  toPuzzle: ({ rows }, cells) => makeSudoku(cells.map((row) => row.map((entry) => (entry === 'unknown' ? null : entry))), puzzlinkBox(rows)),
  fromPuzzle(puzzle) {
    const reason = notForPuzzlink(puzzle);
    if (reason) inputError(reason, { field: 'format' });
    return { size: sudokuSize(puzzle), body: puzzle.givens };
  },
});

interface SoloParameters {
  readonly boxWidth: number;
  readonly boxHeight: number;
  readonly diagonals: boolean;
}

/**
 * `CxR`: boxes R columns wide and C rows tall; `x` for the X variant; then letters and digits of how it was made
 * (symmetry, difficulty), unused here. Jigsaw (`9j`) and Killer (`k`) are other puzzles.
 */
const soloParameters: Codec<SoloParameters> = {
  read(reader) {
    const boxHeight = decimal.read(reader);
    if (reader.peek() === 'j') reader.fail('jigsaw Solo IDs are not supported yet');
    literal('x').read(reader);
    const boxWidth = decimal.read(reader);
    const diagonals = flag('x').read(reader);
    const rest = reader.position;
    while (/[a-z0-9]/.test(reader.peek() ?? '')) reader.position++;
    if (reader.text.slice(rest, reader.position).includes('k')) reader.fail('Killer Solo IDs are not supported', rest);
    return { boxWidth, boxHeight, diagonals };
  },
  write: ({ boxWidth, boxHeight, diagonals }) => `${boxHeight}x${boxWidth}${flag('x').write(diagonals)}`,
};

export const soloFormat = gameIdFormat<SudokuPuzzle, SoloParameters, readonly (readonly (number | null)[])[]>({
  name: "Simon Tatham's Solo game ID (3x3:..., 2x3:..., 3x3x: for X)",
  parameters: soloParameters,
  parametersHint: 'a Solo parameter string like 3x3',
  size: ({ boxWidth, boxHeight }) => ({ rows: boxWidth * boxHeight, columns: boxWidth * boxHeight }),
  minimumSize: { rows: 2, columns: 2 },
  maximumSize: { rows: maximumSudokuSize, columns: maximumSudokuSize },
  body: ({ boxWidth, boxHeight }) => cellRows(boxWidth * boxHeight, runLengthCells((boxWidth * boxHeight) ** 2)),
  toPuzzle: ({ boxWidth, boxHeight, diagonals }, givens) => makeSudoku(givens, { boxWidth, boxHeight }, diagonals),
  fromPuzzle: (puzzle) => ({
    parameters: { boxWidth: puzzle.boxWidth, boxHeight: puzzle.boxHeight, diagonals: puzzle.diagonals },
    body: puzzle.givens,
  }),
});

export const lineFormat: Format<SudokuPuzzle> = {
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
    if (![4, 6, 9].includes(puzzle.size) || !plain(puzzle)) {
      inputError(`one line of digits holds only a plain 4×4, 6×6 or 9×9 Sudoku with the usual boxes; ${soloCarries}`, { field: 'format' });
    }
    return puzzle.givens.flat().map((value) => (value === null ? '.' : String(value))).join('');
  },
};

export const gridFormat: Format<SudokuPuzzle> = {
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
    if (!plain(puzzle)) inputError(`a text grid holds only the usual boxes and no diagonals; ${soloCarries}`, { field: 'format' });
    return puzzle.givens.map((row) => row.map((value) => String(value ?? 0)).join(' ')).join('\n') + '\n';
  },
};

export const { answerFromJson, answerToJson, partialToJson } = numberAnswers(sudokuSize);
