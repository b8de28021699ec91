// Creek formats: puz.link URLs and pzprv3 files; answers as JSON grids of 0/1.

import { inputError } from '../../core/errors.js';
import { makeGrid } from '../../core/geometry.js';
import type { CellEntry, Codec } from '../../core/formats/codec.js';
import { clueRows, fourCells } from '../../core/formats/codec.js';
import { numberClueTokens, tokenRows } from '../../core/formats/lines.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { emptyBlock, pzprv3Format } from '../../core/formats/pzprv3.js';
import { markAnswers } from '../../core/formats/answers.js';
import type { CornerClues as Clues } from '../shared/corner-clues.js';
import { cornerCount } from '../shared/corner-clues.js';
import type { CreekPuzzle } from './puzzle.js';
import { cornerPoints, creekSize, makeCreek, maximumCreekSize } from './puzzle.js';

const pids = ['creek'];

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
  body: (size, flags) => clueRows(size.columns + 1, flags.includes('d') ? oldCorners(cornerCount(size)) : fourCells(cornerCount(size))),
  toPuzzle: makeCreek,
  fromPuzzle: (puzzle) => ({ size: creekSize(puzzle), body: puzzle.clues }),
});

/**
 * puz.link's pzprv3 file: `pzprv3`, `creek`, the rows and the columns, a line of corner tokens per row of corners (a
 * number, `-` for a `?`, `.` none), then a line of the player's marks per row of cells (`#` shaded, `+` a dot).
 */
export const fileFormat = pzprv3Format<CreekPuzzle, Clues>({
  pids,
  genre: 'Creek',
  maximumSize: maximumCreekSize,
  holds: "then the (rows + 1) × (columns + 1) corners row by row; a number, '-' unknown, '.' none",
  body: (size) => tokenRows(size.rows + 1, size.columns + 1, 'numbers', numberClueTokens),
  // A file that ends after its size is a blank grid, as puz.link reads it.
  blank: (size) => makeGrid(cornerPoints(size), () => null),
  emptyAnswer: (size) => emptyBlock(size),
  toPuzzle: makeCreek,
  fromPuzzle: (puzzle) => ({ size: creekSize(puzzle), body: puzzle.clues }),
});

/** The shading entered in a pzprv3 file's block after the corners (`#` shaded), as puz.link's checker reads the board. */
export const pzprv3Shading = fileFormat.shading;

export const { answerFromJson, answerToJson, partialToJson } = markAnswers(creekSize, 'unshaded', 'shaded');
