// Canal View formats: puz.link URLs and pzprv3 files; answers as JSON grids of 0/1.

import { makeGrid } from '../../core/geometry.js';
import { clueRows, number16Cells } from '../../core/formats/codec.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { emptyBlock, pzprv3Format } from '../../core/formats/pzprv3.js';
import { cluesWithin, numberClues, tokenRows } from '../../core/formats/lines.js';
import { shadingAnswers } from '../../core/formats/answers.js';
import type { CanalClue, CanalPuzzle } from './puzzle.js';
import { canalSize, largestCount, makeCanal, maximumCanalSize } from './puzzle.js';

const pids = ['canal'];

/** puz.link: the clues as a Number16 cell list, `.` for a clue whose number is unknown. */
export const urlFormat = puzzlinkFormat<CanalPuzzle, readonly (readonly (CanalClue | null)[])[]>({
  pids,
  genre: 'Canal View',
  maximumSize: maximumCanalSize,
  body: (size) => clueRows(size.columns, number16Cells(size.rows * size.columns)),
  toPuzzle: makeCanal,
  fromPuzzle: (puzzle) => ({ size: canalSize(puzzle), body: puzzle.clues }),
});

const fileClues = numberClues('-', 3, 'a clue (a number, - for ?, or .)');

/**
 * puz.link's pzprv3 file: `pzprv3`, `canal`, the rows and the columns, a line of clues per row (a number, `-` for a
 * `?`, `.` a plain cell), then a line of the player's marks per row (`#` shaded, `+` a dot, `c` a clue marked done, `.` nothing).
 */
export const fileFormat = pzprv3Format<CanalPuzzle, (CanalClue | null)[][]>({
  pids,
  genre: 'Canal View',
  maximumSize: maximumCanalSize,
  holds: 'then a line of clues per row: 3 a number, - a ?, . a plain cell',
  body: (size) => tokenRows(size.rows, size.columns, 'clues', cluesWithin(fileClues, 0, largestCount(size), `a cell sees at most ${largestCount(size)} cells`), { cells: true }),
  blank: (size) => makeGrid(size, () => null),
  emptyAnswer: (size) => emptyBlock(size),
  marks: [['c', 'a clue done']],
  toPuzzle: makeCanal,
  fromPuzzle: (puzzle) => ({ size: canalSize(puzzle), body: puzzle.clues.map((row) => [...row]) }),
});

/** The shading entered in a pzprv3 file's second block (`#` shaded), as puz.link's checker reads the board. */
export const pzprv3Shading = fileFormat.shading;

export const answers = shadingAnswers(canalSize);
