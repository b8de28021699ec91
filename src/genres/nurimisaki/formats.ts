// Nurimisaki formats: puz.link URLs and pzprv3 files; answers as JSON grids of 0/1.

import { inputError } from '../../core/errors.js';
import { clueRows, number16Cells } from '../../core/formats/codec.js';
import { numberClueTokens, tokenRows } from '../../core/formats/lines.js';
import { Pzprv3Reader, emptyBlock, pzprv3Format } from '../../core/formats/pzprv3.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { makeGrid } from '../../core/geometry.js';
import { partialShadingToJson, shadingFromJson, shadingToJson } from '../shared/shade-answers.js';
import type { NurimisakiAnswer, NurimisakiClue, NurimisakiPartial, NurimisakiPuzzle } from './puzzle.js';
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
export function pzprv3Shading(text: string, puzzle: NurimisakiPuzzle): boolean[][] {
  const file = new Pzprv3Reader(text, { pids, genre: 'Nurimisaki', maximumSize: maximumNurimisakiSize });
  if (file.lines.length <= 4 + puzzle.rows) return makeGrid(nurimisakiSize(puzzle), () => false);
  return file.block(4 + puzzle.rows, puzzle.rows, puzzle.columns, 'marks', (token, line, column) => {
    if (!['#', '+', '.'].includes(token)) inputError(`'${token}' is not a mark (# shaded, + a dot, . nothing)`, { line, column });
    return token === '#';
  });
}

export const answerFromJson = (puzzle: NurimisakiPuzzle, json: unknown): NurimisakiAnswer => shadingFromJson(nurimisakiSize(puzzle), json);
export const answerToJson = (answer: NurimisakiAnswer): unknown => shadingToJson(answer);
export const partialToJson = (partial: NurimisakiPartial): unknown => partialShadingToJson(partial);
