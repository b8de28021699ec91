// Fillomino formats: puz.link URLs and pzprv3 files, Filling game IDs; answers as JSON rows of numbers.

import { inputError } from '../../core/errors.js';
import type { GridSize } from '../../core/geometry.js';
import { cellIndex, makeGrid } from '../../core/geometry.js';
import type { Format } from '../../core/genre.js';
import type { CellEntry } from '../../core/formats/codec.js';
import { letterRunCells, number16Cells } from '../../core/formats/codec.js';
import { numberAnswers } from '../../core/formats/answers.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { numberClueTokens, tokenRows } from '../../core/formats/lines.js';
import { emptyBlock, pzprv3Format } from '../../core/formats/pzprv3.js';
import { gameIdFormat, gridParameters } from '../../core/formats/sgt.js';
import type { FillominoClue, FillominoPuzzle } from './puzzle.js';
import { fillominoSize, makeFillomino, maximumFillominoSize } from './puzzle.js';

const clueOf = (entry: CellEntry): FillominoClue | null => (entry === null ? null : entry === 'unknown' ? { kind: 'unknown' } : { kind: 'number', value: entry });
const entryOf = (clue: FillominoClue | null): CellEntry => (clue === null ? null : clue.kind === 'unknown' ? 'unknown' : clue.value);
const cluesFrom = (size: GridSize, entries: readonly (CellEntry | undefined)[]) => makeGrid(size, (cell) => clueOf(entries[cellIndex(size, cell)] ?? null));

/**
 * puz.link: the numbers as a Number16 cell list, `.` for one left unknown. puz.link may add borders the setter drew
 * (a variant); a URL with them does not read.
 */
export const urlFormat = puzzlinkFormat<FillominoPuzzle, CellEntry[]>({
  pids: ['fillomino'],
  genre: 'Fillomino',
  maximumSize: maximumFillominoSize,
  body: (size) => number16Cells(size.rows * size.columns),
  toPuzzle: (size, cells) => makeFillomino(size, cluesFrom(size, cells)),
  fromPuzzle: (puzzle) => ({ size: fillominoSize(puzzle), body: puzzle.clues.flat().map(entryOf) }),
});

/** Filling: `WxH:` and the cells in reading order, a digit 1..9 for a number, `a`..`z` for 1..26 empty cells. */
const fillingId = gameIdFormat<FillominoPuzzle, GridSize, (number | null)[]>({
  name: "Simon Tatham's Filling game ID (9x7:b3b6a7...)",
  parameters: gridParameters,
  parametersHint: 'a Filling parameter string like 9x7',
  size: (size) => size,
  maximumSize: maximumFillominoSize,
  body: (size) =>
    letterRunCells(size.rows * size.columns, {
      read: (character) => (character >= '1' && character <= '9' ? Number(character) : undefined),
      write: (value) => String(value),
      expected: '1-9 or a-z',
      cells: 'cells',
      emptyCells: 'empty cells',
      wanted: (read, count) => `the rest of the ${count} cells (${read} read)`,
    }),
  toPuzzle: (size, cells) => makeFillomino(size, cluesFrom(size, cells)),
  fromPuzzle: (puzzle) => ({
    parameters: fillominoSize(puzzle),
    body: puzzle.clues.flat().map((clue) => {
      if (clue?.kind === 'unknown') inputError('a Filling game ID cannot hold an unknown number; a puzz.link URL (format url) can', { field: 'format' });
      if (clue !== null && clue.value > 9) inputError(`a Filling game ID holds the numbers 1 to 9, not ${clue.value}; a puzz.link URL (format url) can`, { field: 'format' });
      return clue === null ? null : clue.value;
    }),
  }),
});

/**
 * A Filling ID is written as a Range ID (Kurodoko) or a Rectangles ID (Shikaku) may be, but those write `_` between
 * two numbers and read two digits together as one number: an ID is taken for Filling when it has two digits side by
 * side and no `_`, where the cell counts of the two readings cannot both fit, and some cell empty (a Singles ID is
 * all digits). Told the genre, any ID is read.
 */
export const fillingFormat: Format<FillominoPuzzle> = {
  ...fillingId,
  detect(text) {
    if (!/^\s*\d+x\d+:[^_]*$/.test(text)) return false;
    // Every cell a digit is a Singles ID (Hitori): a Filling puzzle leaves some cells empty.
    if (/^\s*\d+x\d+:[1-9]*\s*$/.test(text)) return false;
    if (/^\s*\d+x\d+:[a-z1-9]*[1-9]{2}[a-z1-9]*\s*$/.test(text)) return true;
    // Broken as a Filling ID (and no `_` of the others): parsing says where.
    try {
      fillingId.parse(text);
      return false;
    } catch {
      return true;
    }
  },
};

/**
 * puz.link's pzprv3 file: the lines `pzprv3`, `fillomino`, the rows and the columns, then a row of numbers per grid
 * row (`.` none, `-` unknown). The blocks after it (the numbers and borders a player entered) are not read; they are
 * written empty.
 */
export const fileFormat = pzprv3Format<FillominoPuzzle, (FillominoClue | null)[][]>({
  pids: ['fillomino'],
  genre: 'Fillomino',
  maximumSize: maximumFillominoSize,
  holds: "then the numbers; '-' unknown, '.' none",
  body: ({ rows, columns }) => tokenRows(rows, columns, 'numbers', numberClueTokens, { cells: true }),
  emptyAnswer: (size) => [...emptyBlock(size), ...emptyBlock(size, '0', size.rows, size.columns - 1), ...emptyBlock(size, '0', size.rows - 1)],
  toPuzzle: makeFillomino,
  fromPuzzle: (puzzle) => ({ size: fillominoSize(puzzle), body: puzzle.clues.map((row) => [...row]) }),
});

/** The answer in JSON: rows of numbers, every cell's. */
export const { answerFromJson, answerToJson, partialToJson } = numberAnswers(fillominoSize);
