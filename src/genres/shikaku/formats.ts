// Shikaku formats: puzz.link URLs and pzprv3 files, Rectangles game IDs; answers as JSON borders.

import type { GridSize } from '../../core/geometry.js';
import { clueRows, knownNumbers, number16Cells, runLengthCells } from '../../core/formats/codec.js';
import { numberClueTokens, tokenRows } from '../../core/formats/lines.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { emptyBlock, pzprv3Format } from '../../core/formats/pzprv3.js';
import { distinguishedGameId, gameIdFormat, gridParameters } from '../../core/formats/sgt.js';
import { bordersFromJson, bordersToJson, partialBordersToJson } from '../shared/border-answers.js';
import type { ShikakuAnswer, ShikakuClue, ShikakuPartial, ShikakuPuzzle } from './puzzle.js';
import { makeShikaku, maximumShikakuSize, shikakuSize } from './puzzle.js';

type Clues = readonly (readonly (ShikakuClue | null)[])[];

/** puzz.link: the numbers as a Number16 cell list, `.` for one left unknown. */
export const urlFormat = puzzlinkFormat<ShikakuPuzzle, Clues>({
  pids: ['shikaku'],
  genre: 'Shikaku',
  maximumSize: maximumShikakuSize,
  body: (size) => clueRows(size.columns, number16Cells(size.rows * size.columns)),
  toPuzzle: makeShikaku,
  fromPuzzle: (puzzle) => ({ size: shikakuSize(puzzle), body: puzzle.clues }),
});

/** Rectangles: `WxH:` and the numbers as a run-length list (`a`..`z` empty cells, `_` between two numbers). */
const gameId = gameIdFormat<ShikakuPuzzle, GridSize, Clues>({
  name: "Simon Tatham's Rectangles game ID (7x7:a8j4d8...)",
  parameters: gridParameters,
  parametersHint: 'a Rectangles parameter string like 7x7',
  size: (size) => size,
  maximumSize: maximumShikakuSize,
  body: (size) => clueRows(size.columns, knownNumbers(runLengthCells(size.rows * size.columns), 'a Rectangles game ID cannot hold an unknown number; a puzz.link URL (format url) can')),
  toPuzzle: makeShikaku,
  fromPuzzle: (puzzle) => ({ parameters: shikakuSize(puzzle), body: puzzle.clues }),
});

/**
 * A Rectangles ID is written as a Range ID is (Kurodoko): one is taken for Rectangles when its numbers add up to the
 * grid's area, as every division's do (or when it does not read, to say why). Told the genre, any ID is read.
 */
export const rectanglesFormat = distinguishedGameId(gameId, gameId.detect, (puzzle) =>
  puzzle.clues.flat().reduce((sum, clue) => sum + (clue?.kind === 'number' ? clue.value : 0), 0) === puzzle.rows * puzzle.columns,
);

/**
 * puzz.link's pzprv3 file: the lines `pzprv3`, `shikaku`, the rows and the columns, then a row of numbers per grid
 * row (`.` none, `-` unknown). A following block (the borders drawn) is not read; it is written empty.
 *
 *     pzprv3
 *     shikaku
 *     2
 *     3
 *     . 4 .
 *     . . 2
 */
export const fileFormat = pzprv3Format<ShikakuPuzzle, (ShikakuClue | null)[][]>({
  pids: ['shikaku'],
  genre: 'Shikaku',
  maximumSize: maximumShikakuSize,
  holds: "then the numbers; '-' unknown, '.' none",
  body: (size) => tokenRows(size.rows, size.columns, 'numbers', numberClueTokens, { cells: true }),
  emptyAnswer: (size) => [...emptyBlock(size, '0', size.rows, size.columns - 1), ...emptyBlock(size, '0', size.rows - 1, size.columns)],
  toPuzzle: makeShikaku,
  fromPuzzle: (puzzle) => ({ size: shikakuSize(puzzle), body: puzzle.clues.map((row) => [...row]) }),
});

export const answerToJson = (answer: ShikakuAnswer): unknown => bordersToJson(answer);
export const partialToJson = (partial: ShikakuPartial): unknown => partialBordersToJson(partial);
/** Reads `answerToJson`'s form, naming the entry that is wrong. */
export const answerFromJson = (puzzle: ShikakuPuzzle, json: unknown): ShikakuAnswer => bordersFromJson(shikakuSize(puzzle), json);
