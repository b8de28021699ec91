// Nurimisaki formats: puz.link URLs and pzprv3 files; answers as JSON grids of 0/1.

import { clueRows, number16Cells } from '../../core/formats/codec.js';
import { numberClueTokens, tokenRows } from '../../core/formats/lines.js';
import { emptyBlock, pzprv3Format } from '../../core/formats/pzprv3.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { shadingAnswers } from '../../core/formats/answers.js';
import type { NurimisakiClue, NurimisakiPuzzle } from './puzzle.js';
import { makeNurimisaki, maximumNurimisakiSize, nurimisakiSize } from './puzzle.js';

const pids = ['nurimisaki'];

const body = (puzzle: NurimisakiPuzzle): (NurimisakiClue | null)[][] => puzzle.clues.map((row) => [...row]);

/** puz.link: the circles as a Number16 cell list, `.` for a circle without a number. */
export const urlFormat = puzzlinkFormat<NurimisakiPuzzle, readonly (readonly (NurimisakiClue | null)[])[]>({
  pids,
  genre: 'Nurimisaki',
  maximumSize: maximumNurimisakiSize,
  body: (size) => clueRows(size.columns, number16Cells(size.rows * size.columns)),
  toPuzzle: makeNurimisaki,
  fromPuzzle: (puzzle) => ({ size: nurimisakiSize(puzzle), body: body(puzzle) }),
});

/** puz.link's file: the circles row by row (a number, `-` a circle without one, `.` a plain cell), then the marks. */
export const fileFormat = pzprv3Format<NurimisakiPuzzle, (NurimisakiClue | null)[][]>({
  pids,
  genre: 'Nurimisaki',
  maximumSize: maximumNurimisakiSize,
  holds: "then the circles row by row: 3 a number, - a circle without one, . a plain cell",
  body: (size) => tokenRows(size.rows, size.columns, 'circles', numberClueTokens, { cells: true }),
  emptyAnswer: (size) => emptyBlock(size),
  toPuzzle: makeNurimisaki,
  fromPuzzle: (puzzle) => ({ size: nurimisakiSize(puzzle), body: body(puzzle) }),
});

/** The shading entered in a pzprv3 file's second block (`#` shaded, `+` a dot), as puz.link's checker reads the board. */
export const pzprv3Shading = fileFormat.shading;

export const answers = shadingAnswers(nurimisakiSize);
