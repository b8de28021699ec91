// Kurodoko formats: puzz.link URLs, Range game IDs, board files; answers as JSON grids of 0/1.

import type { GridSize } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { Format } from '../../core/genre.js';
import { inputError } from '../../core/errors.js';
import { clueRows, knownNumbers, number16Cells, runLengthCells } from '../../core/formats/codec.js';
import { markAnswers } from '../../core/formats/answers.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { gameIdFormat, gridParameters } from '../../core/formats/sgt.js';
import type { KurodokoClue, KurodokoPuzzle } from './puzzle.js';
import { kurodokoSize, makeKurodoko, maximumKurodokoSize } from './puzzle.js';

function numbersOnly(puzzle: KurodokoPuzzle, formatName: string): (number | null)[] {
  return puzzle.clues.flat().map((clue) => {
    if (clue?.kind === 'unknown') inputError(`${formatName} cannot hold a clue with an unknown number`, { field: 'format' });
    return clue === null ? null : clue.value;
  });
}

/** puzz.link: the clues as a Number16 cell list, `.` for a clue whose number is unknown. */
type Clues = readonly (readonly (KurodokoClue | null)[])[];

export const urlFormat = puzzlinkFormat<KurodokoPuzzle, Clues>({
  pids: ['kurodoko'],
  genre: 'Kurodoko',
  maximumSize: maximumKurodokoSize,
  body: (size) => clueRows(size.columns, number16Cells(size.rows * size.columns)),
  toPuzzle: makeKurodoko,
  fromPuzzle: (puzzle) => ({ size: kurodokoSize(puzzle), body: puzzle.clues }),
});

/** Range: `WxH:` and the clues as a run-length list. */
export const rangeFormat = gameIdFormat<KurodokoPuzzle, GridSize, Clues>({
  name: "Simon Tatham's Range game ID (7x7:d7b3e8...)",
  parameters: gridParameters,
  parametersHint: 'a Range parameter string like 7x7',
  size: (size) => size,
  maximumSize: maximumKurodokoSize,
  body: (size) => clueRows(size.columns, knownNumbers(runLengthCells(size.rows * size.columns), 'a Range game ID cannot hold a clue with an unknown number')),
  toPuzzle: makeKurodoko,
  fromPuzzle: (puzzle) => ({ parameters: kurodokoSize(puzzle), body: puzzle.clues }),
});

/** Seed 002's board files: `w N`, `h N`, then `c ROW COLUMN VALUE` per numbered cell, 0-based. */
export const boardFormat: Format<KurodokoPuzzle> = {
  id: 'board',
  name: 'board file: lines "w WIDTH", "h HEIGHT", "c ROW COLUMN VALUE" (0-based)',
  // Spaces and tabs only, never line breaks, around the keyword: with '\s' the search was quadratic in blank lines.
  detect: (text) => /^[ \t]*[wh][ \t]+\d+[ \t]*\r?$/m.test(text),
  parse(text) {
    let width: number | undefined;
    let height: number | undefined;
    const clues: { row: number; column: number; value: number; line: number }[] = [];
    text.split(/\r?\n/).forEach((raw, index) => {
      const line = index + 1;
      const content = raw.replace(/#.*$/, '').trim();
      if (content === '') return;
      const fields = content.split(/\s+/);
      const numbers = fields.slice(1).map((field, position) => {
        if (!/^\d+$/.test(field)) inputError(`'${field}' is not a whole number`, { line, column: raw.indexOf(field) + 1 || position + 2 });
        return Number(field);
      });
      const keyword = fields[0]!;
      const expect = (count: number) => {
        if (numbers.length !== count) inputError(`'${keyword}' takes ${count} number(s), found ${numbers.length}`, { line });
      };
      if (keyword === 'w' || keyword === 'h') {
        expect(1);
        if (keyword === 'w') width = numbers[0];
        else height = numbers[0];
      } else if (keyword === 'c') {
        expect(3);
        clues.push({ row: numbers[0]!, column: numbers[1]!, value: numbers[2]!, line });
      } else {
        inputError(`unknown line '${keyword}' (expected w, h or c)`, { line, column: raw.indexOf(keyword) + 1 });
      }
    });
    if (width === undefined || height === undefined) inputError(`the board needs both a 'w' and an 'h' line`);
    if (width < 1 || height < 1) inputError(`the board is ${width}×${height}; both must be at least 1`);
    if (width > maximumKurodokoSize.columns || height > maximumKurodokoSize.rows) {
      inputError(`a ${width}×${height} board is larger than the supported ${maximumKurodokoSize.columns}×${maximumKurodokoSize.rows}`);
    }
    const grid: (KurodokoClue | null)[][] = makeGrid({ rows: height, columns: width }, () => null);
    for (const clue of clues) {
      if (clue.row >= height || clue.column >= width) {
        inputError(`the cell (${clue.row}, ${clue.column}) is outside the ${width}×${height} board`, { line: clue.line });
      }
      if (grid[clue.row]![clue.column] !== null) inputError(`the cell (${clue.row}, ${clue.column}) has two numbers`, { line: clue.line });
      if (clue.value < 1) inputError(`the number ${clue.value} is below 1 (a cell always sees itself)`, { line: clue.line });
      grid[clue.row]![clue.column] = { kind: 'number', value: clue.value };
    }
    return makeKurodoko({ rows: height, columns: width }, grid);
  },
  write(puzzle) {
    const numbers = numbersOnly(puzzle, 'a board file');
    const lines = [`w ${puzzle.columns}`, `h ${puzzle.rows}`];
    numbers.forEach((value, index) => {
      if (value !== null) lines.push(`c ${Math.floor(index / puzzle.columns)} ${index % puzzle.columns} ${value}`);
    });
    return lines.join('\n') + '\n';
  },
};

export const { answerFromJson, answerToJson, partialToJson } = markAnswers(kurodokoSize, 'unshaded', 'shaded');
