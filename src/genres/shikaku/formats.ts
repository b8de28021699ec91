// Shikaku formats: puzz.link URLs and pzprv3 files, Rectangles game IDs; answers as JSON borders.

import { inputError } from '../../core/errors.js';
import type { GridSize } from '../../core/geometry.js';
import { cellIndex, makeGrid } from '../../core/geometry.js';
import type { Format } from '../../core/genre.js';
import type { CellEntry } from '../../core/formats/codec.js';
import { number16Cells, runLengthCells } from '../../core/formats/codec.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { isPzprv3, Pzprv3Reader, pzprv3Row } from '../../core/formats/pzprv3.js';
import { gameIdFormat, gridParameters } from '../../core/formats/sgt.js';
import { bordersFromJson, bordersToJson, partialBordersToJson } from '../shared/border-answers.js';
import type { ShikakuAnswer, ShikakuClue, ShikakuPartial, ShikakuPuzzle } from './puzzle.js';
import { makeShikaku, maximumShikakuSize, shikakuSize } from './puzzle.js';

const clueOf = (entry: CellEntry): ShikakuClue | null => (entry === null ? null : entry === 'unknown' ? { kind: 'unknown' } : { kind: 'number', value: entry });
const entryOf = (clue: ShikakuClue | null): CellEntry => (clue === null ? null : clue.kind === 'unknown' ? 'unknown' : clue.value);
const cluesFrom = (size: GridSize, entries: readonly CellEntry[]) => makeGrid(size, (cell) => clueOf(entries[cellIndex(size, cell)] ?? null));

/** puzz.link: the numbers as a Number16 cell list, `.` for one left unknown. */
export const urlFormat = puzzlinkFormat<ShikakuPuzzle, CellEntry[]>({
  pids: ['shikaku'],
  genre: 'Shikaku',
  maximumSize: maximumShikakuSize,
  body: (size) => number16Cells(size.rows * size.columns),
  toPuzzle: (size, cells) => makeShikaku(size, cluesFrom(size, cells)),
  fromPuzzle: (puzzle) => ({ size: shikakuSize(puzzle), body: puzzle.clues.flat().map(entryOf) }),
});

/** Rectangles: `WxH:` and the numbers as a run-length list (`a`..`z` empty cells, `_` between two numbers). */
const gameId = gameIdFormat<ShikakuPuzzle, GridSize, (number | null)[]>({
  name: "Simon Tatham's Rectangles game ID (7x7:a8j4d8...)",
  parameters: gridParameters,
  parametersHint: 'a Rectangles parameter string like 7x7',
  size: (size) => size,
  maximumSize: maximumShikakuSize,
  body: (size) => runLengthCells(size.rows * size.columns),
  toPuzzle: (size, cells) => makeShikaku(size, cluesFrom(size, cells)),
  fromPuzzle: (puzzle) => ({
    parameters: shikakuSize(puzzle),
    body: puzzle.clues.flat().map((clue) => {
      if (clue?.kind === 'unknown') inputError('a Rectangles game ID cannot hold an unknown number; a puzz.link URL (format url) can', { field: 'format' });
      return clue === null ? null : clue.value;
    }),
  }),
});

/**
 * A Rectangles ID is written as a Range ID is (Kurodoko): one is taken for Rectangles when its numbers add up to the
 * grid's area, as every division's do (or when it does not read, to say why). Told the genre, any ID is read.
 */
export const rectanglesFormat: Format<ShikakuPuzzle> = {
  ...gameId,
  detect(text) {
    if (!gameId.detect(text)) return false;
    let puzzle: ShikakuPuzzle;
    try {
      puzzle = gameId.parse(text);
    } catch {
      // Broken as a Rectangles ID: parsing says where.
      return true;
    }
    return puzzle.clues.flat().reduce((sum, clue) => sum + (clue?.kind === 'number' ? clue.value : 0), 0) === puzzle.rows * puzzle.columns;
  },
};

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
export const fileFormat: Format<ShikakuPuzzle> = {
  id: 'text',
  name: "puzz.link's pzprv3 file (pzprv3, shikaku, rows, columns, then the numbers; '-' unknown, '.' none)",
  detect: (text) => isPzprv3(text, ['shikaku']),
  parse(text) {
    const file = new Pzprv3Reader(text, { pids: ['shikaku'], genre: 'Shikaku', maximumSize: maximumShikakuSize });
    const clues = file.block(4, file.rows, file.columns, 'numbers', (token, line, column): ShikakuClue | null => {
      if (token === '.') return null;
      if (token === '-') return { kind: 'unknown' };
      if (!/^\d{1,4}$/.test(token)) inputError(`'${token}' in column ${column} is not a number, '-' or '.'`, { line });
      return { kind: 'number', value: Number(token) };
    });
    return file.atBlock(4, () => makeShikaku({ rows: file.rows, columns: file.columns }, clues));
  },
  write(puzzle) {
    const token = (clue: ShikakuClue | null) => (clue === null ? '.' : clue.kind === 'unknown' ? '-' : String(clue.value));
    return [
      'pzprv3',
      'shikaku',
      String(puzzle.rows),
      String(puzzle.columns),
      ...puzzle.clues.map((row) => pzprv3Row(row.map(token))),
      ...Array.from({ length: puzzle.rows }, () => pzprv3Row(new Array<string>(puzzle.columns - 1).fill('0'))),
      ...Array.from({ length: puzzle.rows - 1 }, () => pzprv3Row(new Array<string>(puzzle.columns).fill('0'))),
      '',
    ].join('\n');
  },
};

export const answerToJson = (answer: ShikakuAnswer): unknown => bordersToJson(answer);
export const partialToJson = (partial: ShikakuPartial): unknown => partialBordersToJson(partial);
/** Reads `answerToJson`'s form, naming the entry that is wrong. */
export const answerFromJson = (puzzle: ShikakuPuzzle, json: unknown): ShikakuAnswer => bordersFromJson(shikakuSize(puzzle), json);
