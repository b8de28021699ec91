// Fillomino formats: puz.link URLs and pzprv3 files, Filling game IDs; answers as JSON rows of numbers.

import type { GridSize } from '../../core/geometry.js';
import { clueRows, digitRunCells, knownNumbers, number16Cells } from '../../core/formats/codec.js';
import { numberAnswers } from '../../core/formats/answers.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { numberClueTokens, tokenRows } from '../../core/formats/lines.js';
import { emptyBlock, pzprv3Format } from '../../core/formats/pzprv3.js';
import { distinguishedGameId, gameIdFormat, gridParameters } from '../../core/formats/sgt.js';
import type { FillominoClue, FillominoPuzzle } from './puzzle.js';
import { fillominoSize, makeFillomino, maximumFillominoSize } from './puzzle.js';

type Clues = readonly (readonly (FillominoClue | null)[])[];

/** Where a Filling game ID cannot hold a puzzle, a puzz.link URL can. */
const urlCan = 'a puzz.link URL (format url) can';

/**
 * puz.link: the numbers as a Number16 cell list, `.` for one left unknown. puz.link may add borders the setter drew
 * (a variant); a URL with them does not read.
 */
export const urlFormat = puzzlinkFormat<FillominoPuzzle, Clues>({
  pids: ['fillomino'],
  genre: 'Fillomino',
  maximumSize: maximumFillominoSize,
  body: (size) => clueRows(size.columns, number16Cells(size.rows * size.columns)),
  toPuzzle: makeFillomino,
  fromPuzzle: (puzzle) => ({ size: fillominoSize(puzzle), body: puzzle.clues }),
});

/** Filling: `WxH:` and the cells in reading order, a digit 1..9 for a number, `a`..`z` for 1..26 empty cells. */
const fillingDigits = { game: 'Filling', smallest: 1, largest: 9, cells: 'cells', emptyCells: 'empty cells', elsewhere: urlCan };
const unknownRefused = `a Filling game ID cannot hold an unknown number; ${urlCan}`;

const fillingId = gameIdFormat<FillominoPuzzle, GridSize, Clues>({
  name: "Simon Tatham's Filling game ID (9x7:b3b6a7...)",
  parameters: gridParameters,
  parametersHint: 'a Filling parameter string like 9x7',
  size: (size) => size,
  maximumSize: maximumFillominoSize,
  body: (size) => clueRows(size.columns, knownNumbers(digitRunCells(size.rows * size.columns, fillingDigits), unknownRefused)),
  toPuzzle: makeFillomino,
  fromPuzzle: (puzzle) => ({ parameters: fillominoSize(puzzle), body: puzzle.clues }),
});

/**
 * A Filling ID is written as a Range ID (Kurodoko) or a Rectangles ID (Shikaku) may be, but those write `_` between
 * two numbers and read two digits together as one number: an ID is taken for Filling when it has two digits side by
 * side and no `_`, where the cell counts of the two readings cannot both fit, and some cell empty (a Singles ID is
 * all digits). Told the genre, any ID is read.
 */
export const fillingFormat = distinguishedGameId(
  fillingId,
  // Every cell a digit is a Singles ID (Hitori): a Filling puzzle leaves some cells empty.
  (text) => /^\s*\d+x\d+:[^_]*$/.test(text) && !/^\s*\d+x\d+:[1-9]*\s*$/.test(text),
  (_puzzle, text) => /^\s*\d+x\d+:[a-z1-9]*[1-9]{2}[a-z1-9]*\s*$/.test(text),
);

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
