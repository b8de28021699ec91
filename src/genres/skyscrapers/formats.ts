// Skyscrapers formats: puzz.link URLs and pzprv3 files, Simon Tatham's Towers game IDs; answers as JSON grids.

import { inputError } from '../../core/errors.js';
import type { CellEntry, Codec } from '../../core/formats/codec.js';
import { decimal, map, number16Cells, runLengthCells, separatedNumbers, sequence, unlessAllEmpty } from '../../core/formats/codec.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import type { Ringed, Symbols } from '../../core/formats/lines.js';
import { ringRows } from '../../core/formats/lines.js';
import { pzprv3Format } from '../../core/formats/pzprv3.js';
import { numberAnswers } from '../../core/formats/answers.js';
import { difficulty, gameIdFormat } from '../../core/formats/sgt.js';
import { sideClueList, sideCluesOf } from '../shared/side-clues.js';
import type { SkyscrapersPuzzle } from './puzzle.js';
import { makeSkyscrapers, maximumSkyscrapersSize, skyscrapersSize } from './puzzle.js';

const rowsOf = <T>(size: number, flat: readonly T[]): T[][] => Array.from({ length: size }, (_, row) => flat.slice(row * size, (row + 1) * size));

// ---------------------------------------------------------------------------------------------------------------
// puzz.link: the 4n clues outside the grid (top, bottom by column, left, right by row) as a Number16 list, then the
// givens as one, left out when there are none.

const clueOf = (entry: CellEntry): number | null => {
  if (entry === 'unknown') inputError("a '?' beside the grid is not a Skyscrapers clue", { part: 'URL body' });
  return entry;
};
// puz.link's '?' or 0 in a cell says nothing about its height: the cell is read as empty.
const givenOf = (entry: CellEntry): number | null => (entry === 'unknown' || entry === 0 ? null : entry);

// A URL without givens ends after the clues; whatever follows that is no cell list is ignored, as puz.link does.
const puzzlinkBody = (size: number): Codec<[CellEntry[], CellEntry[]]> => {
  const givens = unlessAllEmpty(size * size, number16Cells(size * size), (reader) => /[0-9a-z.+-]/.test(reader.peek() ?? ''));
  return sequence<[CellEntry[], CellEntry[]]>(number16Cells(4 * size), givens);
};

export const urlFormat = puzzlinkFormat<SkyscrapersPuzzle, [CellEntry[], CellEntry[]]>({
  pids: ['skyscrapers'],
  genre: 'Skyscrapers',
  maximumSize: { rows: maximumSkyscrapersSize, columns: maximumSkyscrapersSize },
  checkSize({ rows, columns }) {
    if (rows !== columns) inputError(`pencilsat's Skyscrapers is square; the URL says ${columns}×${rows}`, { part: 'URL size' });
  },
  body: ({ rows }) => puzzlinkBody(rows),
  toPuzzle: ({ rows }, [outside, inside]) => makeSkyscrapers(rows, sideCluesOf(rows, outside.map(clueOf)), rowsOf(rows, inside.map(givenOf))),
  fromPuzzle: (puzzle) => ({ size: skyscrapersSize(puzzle), body: [sideClueList(puzzle.clues), puzzle.givens.flat()] }),
});

// ---------------------------------------------------------------------------------------------------------------
// Towers game ID: `N[dX]:` then the 4n clues separated by `/` (empty for none), then optionally `,` and the givens:
// a..z skip 1..26 empty cells, a number is a given, `_` separates two numbers.

/** Towers' own limits (towers.c refuses other sizes). */
const towersSize = { minimum: 3, maximum: 9 };

const towersParameters: Codec<number> = map(
  sequence<[number, void]>(decimal, difficulty('Towers', 'ehxu')),
  ([size]) => size,
  (size): [number, void] => [size, undefined],
);

/** The clues, then `,` and the givens, left out when there are none. */
const towersBody = (size: number): Codec<[(number | null)[], (number | null)[]]> => {
  const givens = unlessAllEmpty(size * size, runLengthCells(size * size), (reader) => reader.accept(','), ',');
  return sequence<[(number | null)[], (number | null)[]]>(separatedNumbers(4 * size, '/', 'clues'), givens);
};

export const towersFormat = gameIdFormat<SkyscrapersPuzzle, number, [(number | null)[], (number | null)[]]>({
  name: "Simon Tatham's Towers game ID (5:1/2/3/3/2/...,c3zf)",
  parameters: towersParameters,
  parametersHint: 'a Towers parameter string like 5 or 6dh',
  size: (size) => ({ rows: size, columns: size }),
  maximumSize: { rows: towersSize.maximum, columns: towersSize.maximum },
  minimumSize: { rows: towersSize.minimum, columns: towersSize.minimum },
  body: towersBody,
  toPuzzle: (size, [clues, givens]) => makeSkyscrapers(size, sideCluesOf(size, clues), rowsOf(size, givens)),
  fromPuzzle(puzzle) {
    if (puzzle.size < towersSize.minimum || puzzle.size > towersSize.maximum) {
      inputError(`a Towers game ID holds 3×3 to 9×9 grids, not ${puzzle.size}×${puzzle.size}; a puzz.link URL (format url) can`, { field: 'format' });
    }
    return { parameters: puzzle.size, body: [sideClueList(puzzle.clues), puzzle.givens.flat()] };
  },
});

// ---------------------------------------------------------------------------------------------------------------
// puzz.link's pzprv3 file: `pzprv3`, `skyscrapers`, the rows and the columns, then n + 2 lines of n + 2 tokens, the
// grid inside a ring of clues: a clue is its number, a given `q` and its number, `.` nothing (and the corners). A
// height the player entered (a plain number inside, pencil marks in brackets) is an answer, not part of the puzzle.

const heightTokens = (size: number, written: (value: number) => string, pattern: RegExp, expected: string): Symbols<number | null> => ({
  read(token) {
    const value = token === '.' ? null : pattern.exec(token)?.[1];
    if (value === undefined || value === null) return value;
    if (Number(value) < 1 || Number(value) > size) inputError(`${value} is outside 1..${size}`);
    return Number(value);
  },
  write: (value) => (value === null ? '.' : written(value)),
  expected,
});

// An entered height or pencil marks (`3`, `.[1,2]`) inside are the player's, not the puzzle's: they read as empty.
const playerEntry = /^(\.|\d+)(\[[\d,]*\])?$|^\.\[/;

export const fileFormat = pzprv3Format<SkyscrapersPuzzle, Ringed<number | null, number | null>>({
  pids: ['skyscrapers'],
  genre: 'Skyscrapers',
  maximumSize: { rows: maximumSkyscrapersSize, columns: maximumSkyscrapersSize },
  holds: 'then the grid inside a ring of clues; q3 a given, . nothing',
  checkSize({ rows, columns }) {
    if (columns !== rows) inputError(`pencilsat's Skyscrapers is square; the file says ${columns}×${rows}`, { line: 3 });
  },
  body: ({ rows }) => {
    const givens = heightTokens(rows, (value) => `q${value}`, /^q(\d+)$/, "a height, q and a given, or '.'");
    const inside: Symbols<number | null> = { ...givens, read: (token, cell) => (playerEntry.test(token) ? null : givens.read(token, cell)) };
    return ringRows(rows, rows, 'grid and its clues', inside, heightTokens(rows, String, /^(\d+)$/, "a clue or '.'"));
  },
  toPuzzle: ({ rows }, { cells, ...clues }) => makeSkyscrapers(rows, clues, cells),
  fromPuzzle: (puzzle) => ({ size: skyscrapersSize(puzzle), body: { cells: puzzle.givens, ...puzzle.clues } }),
});

export const { answerFromJson, answerToJson, partialToJson } = numberAnswers(skyscrapersSize);
