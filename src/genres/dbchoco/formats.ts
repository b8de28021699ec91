// Double Choco formats: puzz.link URLs (`dbchoco`: the grey cells as bits, then the numbers) and pzprv3 files;
// answers as JSON borders.

import type { GridSize } from '../../core/geometry.js';
import { cellIndex, makeGrid } from '../../core/geometry.js';
import type { CellEntry } from '../../core/formats/codec.js';
import { bitCells, number16Cells, sequence } from '../../core/formats/codec.js';
import type { Symbols } from '../../core/formats/lines.js';
import { tokenRows } from '../../core/formats/lines.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { emptyBlock, pzprv3Format } from '../../core/formats/pzprv3.js';
import { bordersFromJson, bordersToJson, partialBordersToJson } from '../shared/border-answers.js';
import type { DoubleChocoAnswer, DoubleChocoClue, DoubleChocoPartial, DoubleChocoPuzzle } from './puzzle.js';
import { doubleChocoSize, makeDoubleChoco, maximumDoubleChocoSize } from './puzzle.js';

const clueOf = (entry: CellEntry): DoubleChocoClue | null => (entry === null ? null : entry === 'unknown' ? { kind: 'unknown' } : { kind: 'number', value: entry });
const entryOf = (clue: DoubleChocoClue | null): CellEntry => (clue === null ? null : clue.kind === 'unknown' ? 'unknown' : clue.value);

/** puzz.link: the grey cells as bits (five to a base-32 character, first cell highest), then the numbers as Number16. */
export const urlFormat = puzzlinkFormat<DoubleChocoPuzzle, [boolean[], CellEntry[]]>({
  pids: ['dbchoco'],
  genre: 'Double Choco',
  maximumSize: maximumDoubleChocoSize,
  body: (size) => sequence<[boolean[], CellEntry[]]>(bitCells(size.rows * size.columns, 'the grey cells'), number16Cells(size.rows * size.columns)),
  toPuzzle: (size, [grey, numbers]) =>
    makeDoubleChoco(
      size,
      makeGrid(size, (cell) => grey[cellIndex(size, cell)] === true),
      makeGrid(size, (cell) => clueOf(numbers[cellIndex(size, cell)] ?? null)),
    ),
  fromPuzzle: (puzzle) => ({ size: doubleChocoSize(puzzle), body: [puzzle.grey.flat(), puzzle.clues.flat().map(entryOf)] }),
});

interface FileCell {
  readonly grey: boolean;
  readonly clue: DoubleChocoClue | null;
}

/** A cell as puzz.link's file writes it: `-` first when grey, then its number (`0` unknown), `.` for a white cell alone. */
const cellTokens: Symbols<FileCell> = {
  read(token) {
    const match = /^(-?)(\d{0,4}|\.)$/.exec(token);
    if (!match || (match[1] === '' && match[2] === '') || (match[1] === '-' && match[2] === '.')) return undefined;
    const number = match[2] === '' || match[2] === '.' ? undefined : Number(match[2]);
    return { grey: match[1] === '-', clue: number === undefined ? null : number === 0 ? { kind: 'unknown' } : { kind: 'number', value: number } };
  },
  write: ({ grey, clue }) => `${grey ? '-' : ''}${clue === null ? (grey ? '' : '.') : clue.kind === 'unknown' ? '0' : clue.value}`,
  expected: "'.', a number, '-' (grey) or '-' and a number ('0' unknown)",
};

/**
 * puzz.link's pzprv3 file: the lines `pzprv3`, `dbchoco`, the rows and the columns, then a row of cells per grid row
 * (`-` before a grey cell's number, `-` alone a grey cell, `.` a white one, `0` an unknown number). The borders drawn
 * after that are the player's, not read.
 *
 *     pzprv3
 *     dbchoco
 *     2
 *     2
 *     -2 .
 *     - 2
 */
export const fileFormat = pzprv3Format<DoubleChocoPuzzle, FileCell[][]>({
  pids: ['dbchoco'],
  genre: 'Double Choco',
  maximumSize: maximumDoubleChocoSize,
  holds: "then the cells row by row; '-' grey, '.' white, a number, '0' unknown",
  body: (size) => tokenRows(size.rows, size.columns, 'cells', cellTokens, { cells: true }),
  emptyAnswer: (size) => [...emptyBlock(size, '0', size.rows, size.columns - 1), ...emptyBlock(size, '0', size.rows - 1, size.columns)],
  toPuzzle: (size: GridSize, cells) =>
    makeDoubleChoco(
      size,
      cells.map((row) => row.map((cell) => cell.grey)),
      cells.map((row) => row.map((cell) => cell.clue)),
    ),
  fromPuzzle: (puzzle) => ({ size: doubleChocoSize(puzzle), body: puzzle.grey.map((row, r) => row.map((grey, c) => ({ grey, clue: puzzle.clues[r]![c]! }))) }),
});

export const answerToJson = (answer: DoubleChocoAnswer): unknown => bordersToJson(answer);
export const partialToJson = (partial: DoubleChocoPartial): unknown => partialBordersToJson(partial);
export const answerFromJson = (puzzle: DoubleChocoPuzzle, json: unknown): DoubleChocoAnswer => bordersFromJson(doubleChocoSize(puzzle), json);
