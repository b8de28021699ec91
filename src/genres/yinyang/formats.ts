// Yin-Yang formats: puzz.link URLs and pzprv3 files; answers as JSON grids of 1 (black), 0 (white) and null (empty).

import type { GridSize } from '../../core/geometry.js';
import { cellIndex, makeGrid } from '../../core/geometry.js';
import { openMarkAnswers } from '../../core/formats/answers.js';
import { circleCells } from '../../core/formats/codec.js';
import { lineSequence, optionalLines, symbolTable, tokenRows } from '../../core/formats/lines.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { emptyBlock, pzprv3Format } from '../../core/formats/pzprv3.js';
import type { Circle, YinYangAnswer, YinYangPuzzle } from './puzzle.js';
import { makeYinYang, maximumYinYangSize, yinYangSize } from './puzzle.js';

const givensFromList = (size: GridSize, list: readonly (Circle | null)[]) => makeYinYang(size, makeGrid(size, (cell) => list[cellIndex(size, cell)] ?? null));

type Circles = (Circle | null)[][];

const circleTokens = (what: string) => symbolTable<Circle | null>([['1', 'white'], ['2', 'black'], ['.', null]], `${what} (1 white, 2 black, . none)`);
/** The player's circles: `+n` is a mark puz.link keeps aside, read as no circle. */
const entered = circleTokens('a circle');

/** puzz.link: the given circles as a Circle list (1 white, 2 black). */
export const urlFormat = puzzlinkFormat<YinYangPuzzle, (Circle | null)[]>({
  pids: ['yinyang'],
  genre: 'Yin-Yang',
  maximumSize: maximumYinYangSize,
  body: (size) => circleCells<Circle>(size.rows * size.columns, ['white', 'black']),
  toPuzzle: givensFromList,
  fromPuzzle: (puzzle) => ({ size: yinYangSize(puzzle), body: puzzle.givens.flat() }),
});

/**
 * puz.link's pzprv3 file: `pzprv3`, `yinyang`, the rows and the columns, then a block of the given circles (`1`
 * white, `2` black, `.` none) and, when the file goes on, a block of the player's (the same, or `+n` for a mark
 * puz.link keeps aside).
 */
export const fileFormat = pzprv3Format<YinYangPuzzle, [Circles, Circles | undefined]>({
  pids: ['yinyang'],
  genre: 'Yin-Yang',
  maximumSize: maximumYinYangSize,
  holds: 'then a line per row: 1 a white circle, 2 a black one, . none',
  body: ({ rows, columns }) =>
    lineSequence<[Circles, Circles | undefined]>(
      tokenRows(rows, columns, 'given circles', circleTokens('a given circle'), { cells: true }),
      optionalLines(tokenRows(rows, columns, "player's circles", { ...entered, read: (token, cell) => (/^\+\d+$/.test(token) ? null : entered.read(token, cell)) })),
    ),
  // A file that ends after its size is a blank grid, as puz.link reads it.
  blank: (size) => [makeGrid(size, () => null), undefined],
  emptyAnswer: (size) => emptyBlock(size),
  toPuzzle: (size, [givens]) => makeYinYang(size, givens),
  fromPuzzle: (puzzle) => ({ size: yinYangSize(puzzle), body: [puzzle.givens.map((row) => [...row]), undefined] }),
});

/** The board of a pzprv3 file as puz.link's checker reads it: a given circle, else the player's, else empty. */
export function pzprv3Board(text: string, puzzle: YinYangPuzzle): YinYangAnswer {
  const [, entered] = fileFormat.blocks(text).body;
  return makeGrid(yinYangSize(puzzle), ({ row, column }) => {
    const circle = puzzle.givens[row]![column] ?? entered?.[row]?.[column] ?? null;
    return circle === null ? null : circle === 'black';
  });
}

/** An answer in JSON: rows of 1 (black), 0 (white) or null (an empty cell, which the checker reports). */
export const { answerFromJson, answerToJson, partialToJson } = openMarkAnswers(yinYangSize, 'white', 'black', 'empty');
