// Kurotto formats: puz.link URLs and pzprv3 files; answers as JSON grids of 0/1.

import { makeGrid } from '../../core/geometry.js';
import { clueRows, number16Cells } from '../../core/formats/codec.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { emptyBlock, pzprv3Format } from '../../core/formats/pzprv3.js';
import { cluesWithin, numberClues, tokenRows } from '../../core/formats/lines.js';
import { shadingAnswers } from '../../core/formats/answers.js';
import type { KurottoClue, KurottoPuzzle } from './puzzle.js';
import { kurottoSize, largestNumber, makeKurotto, maximumKurottoSize } from './puzzle.js';

const pids = ['kurotto'];

/** puz.link: the circles as a Number16 cell list, `.` for a circle without a number. */
export const urlFormat = puzzlinkFormat<KurottoPuzzle, readonly (readonly (KurottoClue | null)[])[]>({
  pids,
  genre: 'Kurotto',
  maximumSize: maximumKurottoSize,
  body: (size) => clueRows(size.columns, number16Cells(size.rows * size.columns)),
  toPuzzle: makeKurotto,
  fromPuzzle: (puzzle) => ({ size: kurottoSize(puzzle), body: puzzle.clues }),
});

const fileClues = numberClues('-', 3, 'a circle (a number, - for one without, or .)');

/**
 * puz.link's pzprv3 file: `pzprv3`, `kurotto`, the rows and the columns, a line of circles per row (a number, `-` for a
 * `?`, `.` a plain cell), then a line of the player's marks per row (`#` shaded, `+` a dot, `.` nothing).
 */
export const fileFormat = pzprv3Format<KurottoPuzzle, (KurottoClue | null)[][]>({
  pids,
  genre: 'Kurotto',
  maximumSize: maximumKurottoSize,
  holds: 'then a line of circles per row: 3 a number, - a circle without one, . a plain cell',
  body: (size) => tokenRows(size.rows, size.columns, 'circles', cluesWithin(fileClues, 0, largestNumber(size), 'the other cells of the grid'), { cells: true }),
  blank: (size) => makeGrid(size, () => null),
  emptyAnswer: (size) => emptyBlock(size),
  toPuzzle: makeKurotto,
  fromPuzzle: (puzzle) => ({ size: kurottoSize(puzzle), body: puzzle.clues.map((row) => [...row]) }),
});

/** The shading entered in a pzprv3 file's second block (`#` shaded), as puz.link's checker reads the board. */
export const pzprv3Shading = fileFormat.shading;

export const answers = shadingAnswers(kurottoSize);
