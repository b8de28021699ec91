// Hitori formats: puzz.link URLs, Simon Tatham's Singles game IDs, pzprv3 files; answers as JSON grids of 0/1.

import type { GridSize } from '../../core/geometry.js';
import { inputError } from '../../core/errors.js';
import type { CellEntry, Codec } from '../../core/formats/codec.js';
import { clueRows } from '../../core/formats/codec.js';
import { numberClueTokens, tokenRows } from '../../core/formats/lines.js';
import { emptyBlock, pzprv3Format } from '../../core/formats/pzprv3.js';
import { markAnswers } from '../../core/formats/answers.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { difficulty, gameIdFormat, sizeParameters } from '../../core/formats/sgt.js';
import type { HitoriNumber, HitoriPuzzle } from './puzzle.js';
import { hitoriSize, largestHitoriNumber, makeHitori, maximumHitoriSize } from './puzzle.js';

type Numbers = readonly (readonly (HitoriNumber | null)[])[];

/**
 * puzz.link's Hitori cell list: one token per cell, row by row: a base-36 digit `0`-`z` is a number, `-` and two
 * base-36 digits a number from 36, `@` (or `%`) an unknown number, `.` an empty cell. A list that stops early leaves
 * the remaining cells empty.
 */
function hitoriCells(count: number): Codec<CellEntry[]> {
  return {
    read(reader) {
      const cells: CellEntry[] = [];
      while (cells.length < count && !reader.done) {
        const start = reader.position;
        const character = reader.next('a cell');
        if (/[0-9a-z]/.test(character)) cells.push(parseInt(character, 36));
        else if (character === '-') {
          const digits = reader.text.slice(reader.position, reader.position + 2);
          if (!/^[0-9a-z]{2}$/.test(digits)) reader.fail(`'-' must be followed by two base-36 digits, found '${digits}'`, start);
          reader.position += 2;
          cells.push(parseInt(digits, 36));
        } else if (character === '@' || character === '%') cells.push('unknown');
        else if (character === '.') cells.push(null);
        else reader.fail(`unexpected character '${character}' (expected 0-9, a-z, '-', '@' or '.')`, start);
      }
      while (cells.length < count) cells.push(null);
      return cells;
    },
    write: (cells) =>
      cells
        .map((entry) => {
          if (entry === null) return '.';
          if (entry === 'unknown') return '@';
          if (entry > largestHitoriNumber) inputError(`a puzz.link URL cannot hold the number ${entry} (1 to ${largestHitoriNumber})`, { field: 'format' });
          return entry < 36 ? entry.toString(36) : `-${entry.toString(36)}`;
        })
        .join(''),
  };
}

export const urlFormat = puzzlinkFormat<HitoriPuzzle, Numbers>({
  pids: ['hitori'],
  genre: 'Hitori',
  maximumSize: maximumHitoriSize,
  body: (size) => clueRows(size.columns, hitoriCells(size.rows * size.columns)),
  toPuzzle: makeHitori,
  fromPuzzle: (puzzle) => ({ size: hitoriSize(puzzle), body: puzzle.numbers }),
});

/** Singles' parameters `W[xH][dD]` (the difficulty is a generator setting the grid does not need); written `WxH`. */
const singlesParameters = sizeParameters(difficulty('Singles'));

const singlesDigits = '123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Singles' description: one character per cell, row by row: `1`-`9`, `a`-`z` for 10 to 35, `A`-`Z` for 36 to 61. */
function singlesCells(size: GridSize): Codec<CellEntry[]> {
  const count = size.rows * size.columns;
  const largest = Math.max(size.rows, size.columns);
  return {
    read(reader) {
      const cells: CellEntry[] = [];
      while (cells.length < count) {
        const start = reader.position;
        const character = reader.next(`cell ${cells.length + 1} of ${count}`);
        const value = singlesDigits.indexOf(character) + 1;
        if (value === 0) reader.fail(`unexpected character '${character}' (expected 1-9, a-z or A-Z)`, start);
        if (value > largest) reader.fail(`the number ${value} is larger than the grid's ${largest} (Singles numbers run from 1 to its width or height)`, start);
        cells.push(value);
      }
      return cells;
    },
    write(cells) {
      return cells
        .map((entry) => {
          if (entry === null || entry === 'unknown') {
            inputError(`a Singles game ID has a number in every cell; this grid has ${entry === null ? 'empty cells' : 'unknown numbers'} (write it as a puzz.link URL)`, {
              field: 'format',
            });
          }
          if (entry > largest) inputError(`a Singles game ID holds numbers 1 to ${largest} in this grid, not ${entry} (write it as a puzz.link URL)`, { field: 'format' });
          return singlesDigits[entry - 1]!;
        })
        .join('');
    },
  };
}

export const singlesFormat = gameIdFormat<HitoriPuzzle, GridSize, Numbers>({
  name: "Simon Tatham's Singles game ID (5x5:1534355153112542541542551)",
  parameters: singlesParameters,
  parametersHint: 'a Singles parameter string like 5x5 or 8x8dk',
  size: (size) => size,
  maximumSize: maximumHitoriSize,
  minimumSize: { rows: 2, columns: 2 },
  body: (size) => clueRows(size.columns, singlesCells(size)),
  toPuzzle: makeHitori,
  fromPuzzle: (puzzle) => ({ parameters: hitoriSize(puzzle), body: puzzle.numbers }),
});

/**
 * puzz.link's pzprv3 file: the lines `pzprv3`, `hitori`, the rows and the columns, then one line per row of numbers
 * (`-` an unknown number, `.` an empty cell), each followed by a space. Further blocks (the shading) are not read.
 *
 *     pzprv3
 *     hitori
 *     2
 *     2
 *     1 2
 *     2 1
 */
export const fileFormat = pzprv3Format<HitoriPuzzle, (HitoriNumber | null)[][]>({
  pids: ['hitori'],
  genre: 'Hitori',
  maximumSize: maximumHitoriSize,
  holds: "then the numbers row by row; '-' unknown, '.' empty",
  body: (size) => tokenRows(size.rows, size.columns, 'numbers', numberClueTokens, { cells: true }),
  emptyAnswer: (size) => emptyBlock(size),
  toPuzzle: makeHitori,
  fromPuzzle: (puzzle) => ({ size: hitoriSize(puzzle), body: puzzle.numbers.map((row) => [...row]) }),
});

export const { answerFromJson, answerToJson, partialToJson } = markAnswers(hitoriSize, 'unshaded', 'shaded');
