// Yajisan-Kazusan formats: puz.link URLs (`yajikazu`, its clues as an ArrowNumber16 list) and pzprv3 files; answers
// as JSON grids of 0/1.

import { inputError } from '../../core/errors.js';
import type { GridSize } from '../../core/geometry.js';
import { cellIndex, makeGrid } from '../../core/geometry.js';
import type { Format } from '../../core/genre.js';
import { markAnswers } from '../../core/formats/answers.js';
import { arrowNumberCells, directionCodes } from '../../core/formats/arrow-number.js';
import type { Symbols } from '../../core/formats/lines.js';
import { tokenRows } from '../../core/formats/lines.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { Pzprv3Reader, emptyBlock, fileLines, pzprv3Format } from '../../core/formats/pzprv3.js';
import type { YajikazuClue, YajikazuPuzzle } from './puzzle.js';
import { makeYajikazu, maximumYajikazuSize, yajikazuSize } from './puzzle.js';

const pids = ['yajikazu'];
const genre = 'Yajisan-Kazusan';

const fromCells = (size: GridSize, cells: readonly (YajikazuClue | null)[]) => makeYajikazu(size, makeGrid(size, (cell) => cells[cellIndex(size, cell)] ?? null));

/** puz.link: the clues as an ArrowNumber16 list (an arrow's digit 0-4 and the number, `.` for `?`). */
export const urlFormat = puzzlinkFormat<YajikazuPuzzle, (YajikazuClue | null)[]>({
  pids,
  genre,
  maximumSize: maximumYajikazuSize,
  body: (size) => arrowNumberCells(size.rows * size.columns),
  toPuzzle: fromCells,
  fromPuzzle: (puzzle) => ({ size: yajikazuSize(puzzle), body: puzzle.clues.flat() }),
});

/** A pzprv3 cell: `.` none, or `D,N`: the arrow's digit as in the URL (0 none) and the number (`-` for `?`). */
const clueTokens: Symbols<YajikazuClue | null> = {
  read(token) {
    if (token === '.') return null;
    const match = /^([0-4]),(-|\d{1,3})$/.exec(token);
    return match ? { direction: directionCodes[Number(match[1])]!, value: match[2] === '-' ? null : Number(match[2]) } : undefined;
  },
  write: (clue) => (clue === null ? '.' : `${directionCodes.indexOf(clue.direction)},${clue.value ?? '-'}`),
  expected: "'.' or a clue 'arrow,number' like 4,0 or 1,-",
};

const declaredFile = pzprv3Format<YajikazuPuzzle, (YajikazuClue | null)[][]>({
  pids,
  genre,
  maximumSize: maximumYajikazuSize,
  holds: 'then a row of clues per grid row: . none, arrow,number like 4,0 or 1,-',
  body: (size) => tokenRows(size.rows, size.columns, 'clues', clueTokens, { cells: true }),
  emptyAnswer: (size) => emptyBlock(size),
  toPuzzle: makeYajikazu,
  fromPuzzle: (puzzle) => ({ size: yajikazuSize(puzzle), body: puzzle.clues.map((row) => [...row]) }),
});

/**
 * puz.link's pzprv3 file: `pzprv3`, `yajikazu`, the rows and the columns, a row of clues per grid row (`.` none,
 * `4,0` an arrow's digit 0-4 as in the URL and the number, `-` for `?`), then a row of the player's marks per grid row
 * (not read). A file that ends after its size is a blank grid, as puz.link reads it.
 *
 *     pzprv3
 *     yajikazu
 *     1
 *     3
 *     4,1 . 1,-
 */
export const fileFormat: Format<YajikazuPuzzle> = {
  ...declaredFile,
  parse(text) {
    const lines = fileLines(text);
    if (lines.length === 4 && declaredFile.detect(text)) {
      const file = new Pzprv3Reader(text, { pids, genre, maximumSize: maximumYajikazuSize });
      return makeYajikazu(file, makeGrid(file, () => null));
    }
    return declaredFile.parse(text);
  },
};

/** The shading entered in a pzprv3 file's block after the clues (`#` shaded), as puz.link's checker reads the board. */
export function pzprv3Shading(text: string, puzzle: YajikazuPuzzle): boolean[][] {
  const file = new Pzprv3Reader(text, { pids, genre, maximumSize: maximumYajikazuSize });
  const first = 4 + puzzle.rows;
  if (file.lines.length <= first) return makeGrid(yajikazuSize(puzzle), () => false);
  return file.block(first, puzzle.rows, puzzle.columns, 'marks', (token, line, column) => {
    if (!['#', '+', '.'].includes(token)) inputError(`'${token}' is not a mark (# shaded, + a dot, . nothing)`, { line, column });
    return token === '#';
  });
}

export const { answerFromJson, answerToJson, partialToJson } = markAnswers(yajikazuSize, 'unshaded', 'shaded');
