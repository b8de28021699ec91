// Hitori formats: puzz.link URLs, Simon Tatham's Singles game IDs, pzprv3 files; answers as JSON grids of 0/1.

import type { GridSize } from '../../core/geometry.js';
import { base36Cells, clueRows } from '../../core/formats/codec.js';
import { numberClueTokens, tokenRows } from '../../core/formats/lines.js';
import { emptyBlock, pzprv3Format } from '../../core/formats/pzprv3.js';
import { shadingAnswers } from '../../core/formats/answers.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { characterNumbers, difficulty, gameIdFormat, sizeParameters } from '../../core/formats/sgt.js';
import type { HitoriNumber, HitoriPuzzle } from './puzzle.js';
import { hitoriSize, makeHitori, maximumHitoriSize } from './puzzle.js';

type Numbers = readonly (readonly (HitoriNumber | null)[])[];

/** puzz.link: the numbers as a base-36 cell list, `@` for an unknown number and `.` for an empty cell. */
export const urlFormat = puzzlinkFormat<HitoriPuzzle, Numbers>({
  pids: ['hitori'],
  genre: 'Hitori',
  maximumSize: maximumHitoriSize,
  body: (size) => clueRows(size.columns, base36Cells(size.rows * size.columns, 1)),
  toPuzzle: makeHitori,
  fromPuzzle: (puzzle) => ({ size: hitoriSize(puzzle), body: puzzle.numbers }),
});

/** Singles' parameters `W[xH][dD]` (the difficulty is a generator setting the grid does not need); written `WxH`. */
const singlesParameters = sizeParameters(difficulty('Singles'));

export const singlesFormat = gameIdFormat<HitoriPuzzle, GridSize, Numbers>({
  name: "Simon Tatham's Singles game ID (5x5:1534355153112542541542551)",
  parameters: singlesParameters,
  parametersHint: 'a Singles parameter string like 5x5 or 8x8dk',
  size: (size) => size,
  maximumSize: maximumHitoriSize,
  minimumSize: { rows: 2, columns: 2 },
  body: (size) => {
    const largest = Math.max(size.rows, size.columns);
    const list = { game: 'Singles', largest, range: 'its width or height', elsewhere: 'write it as a puzz.link URL' };
    return clueRows(size.columns, characterNumbers(size.rows * size.columns, list));
  },
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

export const answers = shadingAnswers(hitoriSize);
