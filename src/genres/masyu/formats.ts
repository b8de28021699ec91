// Masyu formats: puzz.link URLs (`mashu`), Simon Tatham's Pearl game IDs and text grids; answers as JSON lines
// between cell centres.

import type { GridSize } from '../../core/geometry.js';
import { inputError } from '../../core/errors.js';
import type { Codec } from '../../core/formats/codec.js';
import { cellRows, circleCells, letterRunCells } from '../../core/formats/codec.js';
import { symbolTable } from '../../core/formats/lines.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { textGridFormat } from '../../core/formats/text-grid.js';
import { difficulty, gameIdFormat, setting, sizeParameters } from '../../core/formats/sgt.js';
import type { MasyuPuzzle, Pearl } from './puzzle.js';
import { makeMasyu, masyuSize, maximumMasyuSize } from './puzzle.js';

type Pearls = readonly (readonly (Pearl | null)[])[];

/** puzz.link: the pearls as a Circle list (pid `mashu`, also `masyu` and `pearl`). */
export const urlFormat = puzzlinkFormat<MasyuPuzzle, Pearls>({
  pids: ['mashu', 'masyu', 'pearl'],
  genre: 'Masyu',
  maximumSize: maximumMasyuSize,
  unsupportedFlags: { f: 'the loop visits every cell' },
  body: (size) => cellRows(size.columns, circleCells<Pearl>(size.rows * size.columns, ['white', 'black'], 'the pearls')),
  toPuzzle: makeMasyu,
  fromPuzzle: (puzzle) => ({ size: masyuSize(puzzle), body: puzzle.pearls }),
});

/** Pearl's parameters `WxH[dD][n]` (difficulty e or t; n: made without the solvability check). Written `WxH`. */
const pearlParameters = sizeParameters(difficulty('Pearl', 'et'), setting('n'));

/** Pearl's cells row by row: `W` a white pearl, `B` a black one, `a`..`z` 1..26 empty cells. */
function pearlCells(count: number): Codec<(Pearl | null)[]> {
  return letterRunCells<Pearl>(count, {
    read: (character) => (character === 'W' ? 'white' : character === 'B' ? 'black' : undefined),
    write: (pearl) => (pearl === 'white' ? 'W' : 'B'),
    expected: 'W, B or a-z',
  });
}

export const pearlFormat = gameIdFormat<MasyuPuzzle, GridSize, Pearls>({
  name: "Simon Tatham's Pearl game ID (6x6:aWWhW...)",
  parameters: pearlParameters,
  parametersHint: 'a Pearl parameter string like 8x8 or 10x10dt',
  size: (size) => size,
  minimumSize: { rows: 5, columns: 5 },
  maximumSize: maximumMasyuSize,
  body: (size) => cellRows(size.columns, pearlCells(size.rows * size.columns)),
  toPuzzle: makeMasyu,
  fromPuzzle(puzzle) {
    if (puzzle.rows < 5 || puzzle.columns < 5) inputError('a Pearl game ID needs a grid of at least 5×5', { field: 'format' });
    return { parameters: masyuSize(puzzle), body: puzzle.pearls };
  },
});

const textRow = /^[WBwb.○●]+$/;

/** Rows of `W` (white pearl, also ○), `B` (black, also ●) and `.` for an empty cell. */
export const textFormat = textGridFormat<MasyuPuzzle, Pearl | null>({
  name: 'text grid: one line per row, W a white pearl, B a black pearl, . an empty cell',
  detect(text) {
    const lines = text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== '');
    // The first row decides, so that a stray character further down is reported where it is.
    return lines.length >= 2 && textRow.test(lines[0]!) && /[WBwb○●]/.test(text);
  },
  split: 'characters',
  symbols: symbolTable<Pearl | null>([['W', 'white'], ['w', 'white'], ['○', 'white'], ['B', 'black'], ['b', 'black'], ['●', 'black'], ['.', null]], 'W, B or .'),
  toPuzzle: (rows) => makeMasyu({ rows: rows.length, columns: rows[0]!.length }, rows),
  fromPuzzle: (puzzle) => ({ rows: puzzle.pearls }),
});
