// Creek formats: puz.link URLs and pzprv3 files; answers as JSON grids of 0/1.

import { inputError } from '../../core/errors.js';
import type { GridSize } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { CellEntry, Codec } from '../../core/formats/codec.js';
import { clueRows, fourCells } from '../../core/formats/codec.js';
import type { LineCodec } from '../../core/formats/lines.js';
import { numberClueTokens, tokenRows } from '../../core/formats/lines.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { Pzprv3Reader, emptyBlock, pzprv3Format } from '../../core/formats/pzprv3.js';
import { partialShadingToJson, shadingFromJson, shadingToJson } from '../shared/shade-answers.js';
import type { CreekAnswer, CreekClue, CreekPartial, CreekPuzzle } from './puzzle.js';
import { cornerPoints, creekSize, makeCreek, maximumCreekSize } from './puzzle.js';

type Clues = readonly (readonly (CreekClue | null)[])[];

const pids = ['creek'];
const pointCount = (size: GridSize) => (size.rows + 1) * (size.columns + 1);

/** The old form pzprjs still reads after the option `d`: one character per corner, 0-4 a number, any other none. */
function oldCorners(count: number): Codec<CellEntry[]> {
  return {
    read(reader) {
      const entries: CellEntry[] = [];
      while (entries.length < count && !reader.done) {
        const character = reader.next('a corner');
        entries.push(/^[0-4]$/.test(character) ? Number(character) : null);
      }
      while (entries.length < count) entries.push(null);
      return entries;
    },
    write: (entries) =>
      entries.map((entry) => (entry === 'unknown' ? inputError("the old form of the URL cannot hold a '?'; the current one can", { field: 'format' }) : entry === null ? '.' : String(entry))).join(''),
  };
}

/** puz.link: the numbers as a 4Cross list over the corners, `.` for a number left unknown (or the old form after `d`). */
export const urlFormat = puzzlinkFormat<CreekPuzzle, Clues>({
  pids,
  genre: 'Creek',
  maximumSize: maximumCreekSize,
  flags: { d: 'the old form: one character per corner' },
  body: (size, flags) => clueRows(size.columns + 1, flags.includes('d') ? oldCorners(pointCount(size)) : fourCells(pointCount(size))),
  toPuzzle: makeCreek,
  fromPuzzle: (puzzle) => ({ size: creekSize(puzzle), body: puzzle.clues }),
});

/** The numbers on the corners, a row of tokens per row of corners; a file that ends after its size is a blank grid, as puz.link reads it. */
function cornerRows(size: GridSize): LineCodec<Clues> {
  const points = cornerPoints(size);
  const rows = tokenRows(points.rows, points.columns, 'numbers', numberClueTokens);
  return {
    read: (reader) => (reader.index >= reader.lines.length ? makeGrid(points, () => null) : rows.read(reader)),
    write: (clues) => rows.write(clues.map((row) => [...row])),
  };
}

/**
 * puz.link's pzprv3 file: `pzprv3`, `creek`, the rows and the columns, a line of corner tokens per row of corners (a
 * number, `-` for a `?`, `.` none), then a line of the player's marks per row of cells (`#` shaded, `+` a dot).
 */
export const fileFormat = pzprv3Format<CreekPuzzle, Clues>({
  pids,
  genre: 'Creek',
  maximumSize: maximumCreekSize,
  holds: "then the (rows + 1) × (columns + 1) corners row by row; a number, '-' unknown, '.' none",
  body: cornerRows,
  emptyAnswer: (size) => emptyBlock(size),
  toPuzzle: makeCreek,
  fromPuzzle: (puzzle) => ({ size: creekSize(puzzle), body: puzzle.clues }),
});

/** The shading entered in a pzprv3 file's block after the corners (`#` shaded), as puz.link's checker reads the board. */
export function pzprv3Shading(text: string, puzzle: CreekPuzzle): boolean[][] {
  const file = new Pzprv3Reader(text, { pids, genre: 'Creek', maximumSize: maximumCreekSize });
  const first = 4 + puzzle.rows + 1;
  if (file.lines.length <= first) return makeGrid(creekSize(puzzle), () => false);
  return file.block(first, puzzle.rows, puzzle.columns, 'marks', (token, line, column) => {
    if (!['#', '+', '.'].includes(token)) inputError(`'${token}' is not a mark (# shaded, + a dot, . nothing)`, { line, column });
    return token === '#';
  });
}

export const answerFromJson = (puzzle: CreekPuzzle, json: unknown): CreekAnswer => shadingFromJson(creekSize(puzzle), json);
export const answerToJson = (answer: CreekAnswer): unknown => shadingToJson(answer);
export const partialToJson = (partial: CreekPartial): unknown => partialShadingToJson(partial);
