// Slant formats: puzz.link URLs (`gokigen`), Simon Tatham's Slant game IDs, and the text drawing of `render` (a line
// `slant`, then the corners with their numbers, and the diagonals between them when an answer is shown); answers as
// JSON rows of `/` and `\`.

import type { AnswerEntry, EntryWords } from '../../core/cells.js';
import type { GridSize } from '../../core/geometry.js';
import { cellName } from '../../core/geometry.js';
import { inputError } from '../../core/errors.js';
import { readAnswerGrid } from '../../core/formats/answers.js';
import { clueRows, fourCells, knownNumbers, letterRunDigits } from '../../core/formats/codec.js';
import { numberClues } from '../../core/formats/lines.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { difficulty, gameIdFormat, sizeParameters } from '../../core/formats/sgt.js';
import { textGridFormat } from '../../core/formats/text-grid.js';
import type { CornerClues as Clues } from '../shared/corner-clues.js';
import { cornerCount } from '../shared/corner-clues.js';
import { clueText } from '../shared/text-grid.js';
import type { Diagonal, SlantAnswer, SlantClue, SlantPartial, SlantPuzzle } from './puzzle.js';
import { makeSlant, maximumSlantSize, slantSize } from './puzzle.js';

/** puzz.link: the numbers as a 4Cross list over the corners, `.` for a number left unknown (pid `gokigen`). */
export const urlFormat = puzzlinkFormat<SlantPuzzle, Clues>({
  pids: ['gokigen'],
  genre: 'Slant',
  maximumSize: maximumSlantSize,
  body: (size) => clueRows(size.columns + 1, fourCells(cornerCount(size))),
  toPuzzle: makeSlant,
  fromPuzzle: (puzzle) => ({ size: slantSize(puzzle), body: puzzle.clues }),
});

/** Slant's parameters `WxH[dD]`: the difficulty the ID was made at is read and not kept. Written `WxH`. */
const slantParameters = sizeParameters(difficulty('Slant', 'eh'));

/** Slant's corners row by row: `0`-`4` a number, `a`..`z` 1..26 corners without one. */
const slantCorners = (count: number) =>
  letterRunDigits(count, 4, { cells: 'corners', emptyCells: 'corners without a number', wanted: (read, total) => `corner ${read + 1} of ${total}` });

export const slantIdFormat = gameIdFormat<SlantPuzzle, GridSize, Clues>({
  name: "Simon Tatham's Slant game ID (5x5:g21a1a1a21122e1b3d2a2a)",
  parameters: slantParameters,
  parametersHint: 'a Slant parameter string like 5x5 or 10x10dh',
  size: (size) => size,
  minimumSize: { rows: 2, columns: 2 },
  maximumSize: maximumSlantSize,
  body: (size) => clueRows(size.columns + 1, knownNumbers(slantCorners(cornerCount(size)), 'a Slant game ID cannot hold a number left unknown; the URL format can')),
  toPuzzle: makeSlant,
  fromPuzzle(puzzle) {
    if (puzzle.rows < 2 || puzzle.columns < 2) inputError('a Slant game ID needs a grid of at least 2×2', { field: 'format' });
    return { parameters: slantSize(puzzle), body: puzzle.clues };
  },
});

/** A row of diagonals between two rows of corners, as `render` draws an answer. */
const diagonalRow = (line: string) => /[/\\]/.test(line) && /^[ /\\.]*$/.test(line);
/** A corner's mark: `0`-`4` a number (a corner touches at most four cells), `?` an unknown one, `.` none. */
const numbers = numberClues('?', 1, '0-4, ? or .');
const cornerMarks: typeof numbers = { ...numbers, read: (token, cell) => (/^[5-9]$/.test(token) ? undefined : numbers.read(token, cell)) };

/**
 * The drawing `render` makes: a first line `slant`, then the rows of corners, their marks one space apart (`0`-`4` a
 * number, `?` an unknown one, `.` none); rows of diagonals between them, if any, are ignored.
 *
 *     slant
 *     . 1 . .
 *     . . 2 .
 *     0 . . .
 */
export const textFormat = textGridFormat<SlantPuzzle, SlantClue | null>({
  name: "text drawing: a line 'slant', then rows of corners like '. 1 . 0' (0-4 a number, ? unknown, . none)",
  split: 'tokens',
  symbols: cornerMarks,
  heading: { pattern: /^(slant|gokigen|gokigen naname)$/i, required: 'slant' },
  noun: 'corners',
  skip: diagonalRow,
  toPuzzle(rows) {
    if (rows.length < 2 || rows[0]!.length < 2) inputError('a Slant drawing needs at least two rows of at least two corners');
    return makeSlant({ rows: rows.length - 1, columns: rows[0]!.length - 1 }, rows);
  },
  fromPuzzle: (puzzle) => ({ rows: puzzle.clues, heading: 'slant' }),
});

/** The drawing the text format reads: the corners with their marks and, for an answer, its diagonals between them. */
export function render(puzzle: SlantPuzzle, answer?: SlantAnswer): string {
  const lines = ['slant'];
  puzzle.clues.forEach((row, r) => {
    lines.push(row.map(clueText).join(' '));
    const diagonals = answer?.[r];
    if (diagonals) lines.push(` ${diagonals.map((mark) => mark ?? ' ').join(' ')}`.trimEnd());
  });
  return lines.join('\n');
}

/** An answer in JSON: one string per row, `/` or `\` for each cell (`.` or a space reads as an empty cell). */
export function answerFromJson(puzzle: SlantPuzzle, json: unknown): SlantAnswer {
  return readAnswerGrid(slantSize(puzzle), json, {
    read: (mark): Diagonal | null | undefined => (mark === '/' || mark === '\\' ? mark : mark === '.' || mark === ' ' || mark === null ? null : undefined),
    row: `must be a string of ${puzzle.columns} diagonals, / or \\`,
    entry: (place, mark) => `the entry at ${place} must be / or \\, not ${JSON.stringify(mark)}`,
    strings: true,
  });
}

export const answerToJson = (answer: SlantAnswer): unknown => answer.map((row) => row.map((mark) => mark ?? '.').join(''));
export const partialToJson = (partial: SlantPartial): unknown => partial.map((row) => [...row]);

/** An entry of a partial answer in the words of the game: `r3c4 is /`. */
export function describeEntry(entry: AnswerEntry): EntryWords {
  const name = cellName(entry.cell);
  return { cells: [entry.cell], fact: `${name} is ${String(entry.value)}`, placed: `your ${String(entry.value)} in ${name}`, noun: 'diagonals' };
}
