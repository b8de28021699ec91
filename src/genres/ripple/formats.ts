// Ripple Effect formats: puz.link URLs and pzprv3 files; answers as JSON rows of digits.

import { clueRows, number16Cells, sequence, wallBits } from '../../core/formats/codec.js';
import { numberAnswers } from '../../core/formats/answers.js';
import { lineSequence, numberClueTokens, tokenRows } from '../../core/formats/lines.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { emptyBlock, pzprv3Format, wallRows } from '../../core/formats/pzprv3.js';
import type { Walls } from '../../core/regions.js';
import { wallsOf } from '../../core/regions.js';
import type { RippleGiven, RipplePuzzle } from './puzzle.js';
import { makeRipple, maximumRippleSize, rippleSize } from './puzzle.js';

const walls = (puzzle: RipplePuzzle): Walls => puzzle.walls ?? wallsOf(puzzle.rooms);

type Givens = readonly (readonly (RippleGiven | null)[])[];

/**
 * puz.link: `ripple/<columns>/<rows>/<room borders><givens>`, the givens a Number16 list over every cell (`.` unknown).
 * pzprjs knows the genre as `ripple` alone; `hakyuu`, its Japanese name, is read too.
 */
export const urlFormat = puzzlinkFormat<RipplePuzzle, [Walls, Givens]>({
  pids: ['ripple', 'hakyuu'],
  genre: 'Ripple Effect',
  maximumSize: maximumRippleSize,
  body: (size) => sequence<[Walls, Givens]>(wallBits(size), clueRows(size.columns, number16Cells(size.rows * size.columns))),
  toPuzzle: (size, [borders, givens]) => makeRipple(size, borders, givens),
  fromPuzzle: (puzzle) => ({ size: rippleSize(puzzle), body: [walls(puzzle), puzzle.givens] }),
});

/**
 * puz.link's pzprv3 file: the walls (a row of `0`/`1` between the columns per grid row, then one between each two
 * rows), then a row of givens per grid row (`.` none, `-` unknown). The player's digits after them are not read.
 */
export const fileFormat = pzprv3Format<RipplePuzzle, [Walls, Givens]>({
  pids: ['ripple', 'hakyuu'],
  genre: 'Ripple Effect',
  maximumSize: maximumRippleSize,
  holds: "then the walls, and the givens row by row; '-' unknown, '.' none",
  body: (size) => lineSequence<[Walls, Givens]>(wallRows(size), tokenRows(size.rows, size.columns, 'givens', numberClueTokens, { cells: true })),
  emptyAnswer: (size) => emptyBlock(size),
  toPuzzle: (size, [borders, givens]) => makeRipple(size, borders, givens),
  fromPuzzle: (puzzle) => ({ size: rippleSize(puzzle), body: [walls(puzzle), puzzle.givens] }),
});

/** The answer in JSON: rows of digits, every cell's. */
export const { answerFromJson, answerToJson, partialToJson } = numberAnswers(rippleSize);
