// Nurikabe formats: puzz.link URLs and text grids; answers as JSON grids of 0/1.

import type { GridSize } from '../../core/geometry.js';
import { cellIndex, makeGrid } from '../../core/geometry.js';
import type { CellEntry } from '../../core/formats/codec.js';
import { number16Cells } from '../../core/formats/codec.js';
import { numberClues } from '../../core/formats/lines.js';
import { markAnswers } from '../../core/formats/answers.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { textGridFormat } from '../../core/formats/text-grid.js';
import type { NurikabeClue, NurikabePuzzle } from './puzzle.js';
import { makeNurikabe, maximumNurikabeSize, nurikabeSize } from './puzzle.js';

const clueOf = (entry: CellEntry): NurikabeClue | null =>
  entry === null ? null : entry === 'unknown' ? { kind: 'unknown' } : { kind: 'number', value: entry };
const entryOf = (clue: NurikabeClue | null): CellEntry => (clue === null ? null : clue.kind === 'unknown' ? 'unknown' : clue.value);

function cluesFromEntries(size: GridSize, entries: readonly CellEntry[]): (NurikabeClue | null)[][] {
  return makeGrid(size, (position) => clueOf(entries[cellIndex(size, position)] ?? null));
}

/** puzz.link: the numbers as a Number16 cell list, `.` for a number left unknown. */
export const urlFormat = puzzlinkFormat<NurikabePuzzle, CellEntry[]>({
  pids: ['nurikabe'],
  genre: 'Nurikabe',
  maximumSize: maximumNurikabeSize,
  body: (size) => number16Cells(size.rows * size.columns),
  toPuzzle: (size, cells) => makeNurikabe(size, cluesFromEntries(size, cells)),
  fromPuzzle: (puzzle) => ({ size: nurikabeSize(puzzle), body: puzzle.clues.flat().map(entryOf) }),
});

const header = /^nurikabe$/i;

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
  detect: (text) => header.test(text.split(/\r?\n/).find((line) => line.trim() !== '')?.trim() ?? ''),
  split: 'tokens',
  symbols: numberClues('?', 6, "'.', a number or '?'"),
  align: 'right',
  heading: { pattern: header, required: 'nurikabe' },
  toPuzzle: (rows) => makeNurikabe({ rows: rows.length, columns: rows[0]!.length }, rows),
  fromPuzzle: (puzzle) => ({ rows: puzzle.clues, heading: 'nurikabe' }),
});

export const { answerFromJson, answerToJson, partialToJson } = markAnswers(nurikabeSize, 'unshaded', 'shaded');
