// Yin-Yang formats: puzz.link URLs and pzprv3 files; answers as JSON grids of 1 (black), 0 (white) and null (empty).

import { inputError } from '../../core/errors.js';
import type { GridSize } from '../../core/geometry.js';
import { cellIndex, makeGrid } from '../../core/geometry.js';
import type { Format } from '../../core/genre.js';
import { circleCells } from '../../core/formats/codec.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { Pzprv3Reader, isPzprv3, pzprv3Row } from '../../core/formats/pzprv3.js';
import type { Circle, YinYangAnswer, YinYangPartial, YinYangPuzzle } from './puzzle.js';
import { makeYinYang, maximumYinYangSize, yinYangSize } from './puzzle.js';

const givensFromList = (size: GridSize, list: readonly (Circle | null)[]) => makeYinYang(size, makeGrid(size, (cell) => list[cellIndex(size, cell)] ?? null));

/** puzz.link: the given circles as a Circle list (1 white, 2 black). */
export const urlFormat = puzzlinkFormat<YinYangPuzzle, (Circle | null)[]>({
  pids: ['yinyang'],
  genre: 'Yin-Yang',
  maximumSize: maximumYinYangSize,
  body: (size) => circleCells<Circle>(size.rows * size.columns, ['white', 'black']),
  toPuzzle: givensFromList,
  fromPuzzle: (puzzle) => ({ size: yinYangSize(puzzle), body: puzzle.givens.flat() }),
});

// ---------------------------------------------------------------------------------------------------------------
// puz.link's pzprv3 file: `pzprv3`, `yinyang`, the rows and the columns, then a block of the given circles (`1`
// white, `2` black, `.` none) and a block of the player's (the same, or `+n` for a mark puz.link keeps aside).

const pids = ['yinyang'];
const codes: Record<string, Circle> = { '1': 'white', '2': 'black' };

function givenOfToken(token: string, line: number, column: number): Circle | null {
  if (token === '.') return null;
  const circle = codes[token];
  if (circle === undefined) inputError(`'${token}' is not a given circle (1 white, 2 black, . none)`, { line, column });
  return circle;
}

function enteredOfToken(token: string, line: number, column: number): Circle | null {
  if (token === '.' || /^\+\d+$/.test(token)) return null;
  const circle = codes[token];
  if (circle === undefined) inputError(`'${token}' is not a circle (1 white, 2 black, . none)`, { line, column });
  return circle;
}

const reader = (text: string) => new Pzprv3Reader(text, { pids, genre: 'Yin-Yang', maximumSize: maximumYinYangSize });

/** Whether the file goes on past the given circles with the player's block (a test string's last `/` adds nothing). */
const hasEntered = (file: Pzprv3Reader): boolean => (file.lines[4 + file.rows] ?? '') !== '';

export const fileFormat: Format<YinYangPuzzle> = {
  id: 'text',
  name: "puzz.link's pzprv3 file (pzprv3, yinyang, rows, columns, then a line per row: 1 a white circle, 2 a black one, . none)",
  detect: (text) => isPzprv3(text, pids),
  parse(text) {
    const file = reader(text);
    const size = { rows: file.rows, columns: file.columns };
    // A file that ends after its size is a blank grid, as puz.link reads it.
    const givens = file.lines.length === 4 ? makeGrid(size, () => null) : file.block(4, file.rows, file.columns, 'given circles', givenOfToken);
    // The player's block, when there is one, must read too.
    if (hasEntered(file)) file.block(4 + file.rows, file.rows, file.columns, "player's circles", enteredOfToken);
    return makeYinYang(size, givens);
  },
  write(puzzle) {
    const token = (circle: Circle | null) => (circle === null ? '.' : circle === 'white' ? '1' : '2');
    const given = puzzle.givens.map((row) => pzprv3Row(row.map(token)));
    const entered = puzzle.givens.map((row) => pzprv3Row(row.map(() => '.')));
    return ['pzprv3', 'yinyang', String(puzzle.rows), String(puzzle.columns), ...given, ...entered].join('\n') + '\n';
  },
};

/** The board of a pzprv3 file as puz.link's checker reads it: a given circle, else the player's, else empty. */
export function pzprv3Board(text: string, puzzle: YinYangPuzzle): YinYangAnswer {
  const file = reader(text);
  const entered = hasEntered(file) ? file.block(4 + file.rows, puzzle.rows, puzzle.columns, "player's circles", enteredOfToken) : undefined;
  return makeGrid(yinYangSize(puzzle), ({ row, column }) => {
    const circle = puzzle.givens[row]![column] ?? entered?.[row]![column] ?? null;
    return circle === null ? null : circle === 'black';
  });
}

/** An answer in JSON: rows of 1 (black), 0 (white) or null (an empty cell, which the checker reports). */
export function answerFromJson(puzzle: YinYangPuzzle, json: unknown): YinYangAnswer {
  const { rows, columns } = yinYangSize(puzzle);
  if (!Array.isArray(json) || json.length !== rows) inputError(`the answer must be an array of ${rows} rows`, { part: 'answer' });
  return json.map((row: unknown, r) => {
    if (!Array.isArray(row) || row.length !== columns) inputError(`row ${r + 1} of the answer must have ${columns} entries`, { part: 'answer' });
    return row.map((value: unknown, c) => {
      if (value !== 0 && value !== 1 && value !== null) inputError(`the entry at row ${r + 1}, column ${c + 1} must be 1 (black), 0 (white) or null (empty)`, { part: 'answer' });
      return value === null ? null : value === 1;
    });
  });
}

const entryToJson = (value: boolean | null): 0 | 1 | null => (value === null ? null : value ? 1 : 0);
export const answerToJson = (answer: YinYangAnswer): unknown => answer.map((row) => row.map(entryToJson));
export const partialToJson = (partial: YinYangPartial): unknown => partial.map((row) => row.map(entryToJson));
