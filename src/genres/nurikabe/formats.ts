// Nurikabe formats: puzz.link URLs and text grids; answers as JSON grids of 0/1.

import { clueRows, number16Cells } from '../../core/formats/codec.js';
import { numberClues } from '../../core/formats/lines.js';
import { markAnswers } from '../../core/formats/answers.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { textGridFormat } from '../../core/formats/text-grid.js';
import type { NurikabeClue, NurikabePuzzle } from './puzzle.js';
import { makeNurikabe, maximumNurikabeSize, nurikabeSize } from './puzzle.js';

/** puzz.link: the numbers as a Number16 cell list, `.` for a number left unknown. */
export const urlFormat = puzzlinkFormat<NurikabePuzzle, readonly (readonly (NurikabeClue | null)[])[]>({
  pids: ['nurikabe'],
  genre: 'Nurikabe',
  maximumSize: maximumNurikabeSize,
  body: (size) => clueRows(size.columns, number16Cells(size.rows * size.columns)),
  toPuzzle: makeNurikabe,
  fromPuzzle: (puzzle) => ({ size: nurikabeSize(puzzle), body: puzzle.clues }),
});

/**
 * A text grid under a first line `nurikabe` (rows of numbers and dots are also a Sudoku's), one line per row of
 * cells separated by spaces: `.` a plain cell, a number, `?` a number left unknown.
 *
 *     nurikabe
 *     . 5 . . .
 *     . . 2 . .
 */
export const textFormat = textGridFormat<NurikabePuzzle, NurikabeClue | null>({
  name: "text grid: a first line 'nurikabe', then one line per row: '.' a plain cell, a number, '?' an unknown number",
  split: 'tokens',
  symbols: numberClues('?', 6, "'.', a number or '?'"),
  align: 'right',
  heading: { pattern: /^nurikabe$/i, required: 'nurikabe' },
  toPuzzle: (rows) => makeNurikabe({ rows: rows.length, columns: rows[0]!.length }, rows),
  fromPuzzle: (puzzle) => ({ rows: puzzle.clues, heading: 'nurikabe' }),
});

export const { answerFromJson, answerToJson, partialToJson } = markAnswers(nurikabeSize, 'unshaded', 'shaded');
