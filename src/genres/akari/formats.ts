// Akari formats: puzz.link URLs, Simon Tatham's Light Up game IDs, text grids; answers as JSON grids of 0/1.

import type { GridSize } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { CellEntry, Codec } from '../../core/formats/codec.js';
import { decimal, fourCells, letterRunCells } from '../../core/formats/codec.js';
import { symbolTable } from '../../core/formats/lines.js';
import { describeMarks, markAnswers } from '../../core/formats/answers.js';
import { puzzlinkFormat } from '../../core/formats/puzzlink.js';
import { textGridFormat } from '../../core/formats/text-grid.js';
import { gameIdFormat, setting, sizeParameters } from '../../core/formats/sgt.js';
import type { AkariPuzzle, AkariWall } from './puzzle.js';
import { akariSize, makeAkari, maximumAkariSize } from './puzzle.js';

/** The walls of a puzzle as one cell list, row by row: a number, `unknown` for a plain wall, null for a white cell. */
const entriesOf = (puzzle: AkariPuzzle): CellEntry[] =>
  puzzle.walls.flat().map((wall) => (wall === null ? null : wall.kind === 'wall' ? 'unknown' : wall.value));

function fromEntries(size: GridSize, entries: readonly CellEntry[]): AkariPuzzle {
  return makeAkari(
    size,
    makeGrid(size, ({ row, column }): AkariWall | null => {
      const entry = entries[row * size.columns + column] ?? null;
      return entry === null ? null : entry === 'unknown' ? { kind: 'wall' } : { kind: 'number', value: entry };
    }),
  );
}

/** puzz.link: the walls as a 4Cell list, `.` for a wall without a number (pid `lightup` and `bijutsukan` read too). */
export const urlFormat = puzzlinkFormat<AkariPuzzle, CellEntry[]>({
  pids: ['akari', 'lightup', 'bijutsukan'],
  genre: 'Akari',
  maximumSize: maximumAkariSize,
  body: (size) => fourCells(size.rows * size.columns),
  toPuzzle: fromEntries,
  fromPuzzle: (puzzle) => ({ size: akariSize(puzzle), body: entriesOf(puzzle) }),
});

/**
 * Light Up's parameters `W[xH][bB][sS][r][dD]` (black percentage, symmetry, difficulty: generator settings that a
 * game ID may carry and the grid does not need). Written short, `WxH`, as Light Up writes its IDs.
 */
const lightUpParameters = sizeParameters(setting('b', decimal), setting('s', decimal), setting('r'), setting('d', decimal));

/** Light Up's description: `0`-`4` a numbered wall, `B` a plain wall, `a`..`z` 1..26 white cells; row by row. */
function lightUpCells(count: number): Codec<CellEntry[]> {
  return letterRunCells<number | 'unknown'>(count, {
    read: (character) => (character >= '0' && character <= '4' ? Number(character) : character === 'B' ? 'unknown' : undefined),
    write: (entry) => (entry === 'unknown' ? 'B' : String(entry)),
    expected: '0-4, B or a-z',
    cells: 'cells',
    emptyCells: 'white cells',
    wanted: (read, total) => `cell ${read + 1} of ${total}`,
  });
}

/** Simon Tatham's Light Up: `WxH:` and the cells. */
export const lightUpFormat = gameIdFormat<AkariPuzzle, GridSize, CellEntry[]>({
  name: "Simon Tatham's Light Up game ID (7x7:bBn4b1b3a3bBb2n2b)",
  parameters: lightUpParameters,
  parametersHint: 'a Light Up parameter string like 7x7 or 10x10b20s2d1',
  size: (size) => size,
  maximumSize: maximumAkariSize,
  body: (size) => lightUpCells(size.rows * size.columns),
  toPuzzle: fromEntries,
  fromPuzzle: (puzzle) => ({ parameters: akariSize(puzzle), body: entriesOf(puzzle) }),
});

const headerLine = /^(akari|lightup|light up)$/i;
const gridLine = /^[.#0-4]+$/;

/**
 * A text grid, one line per row: `.` a white cell, `#` a wall, `0`-`4` a numbered wall. A first line `akari` (or
 * `lightup`) names the genre; it is needed only where the grid could be another genre's: a single row, or rows of
 * dots, 0s and 1s alone, which a Takuzu also writes.
 *
 *     ..#.
 *     .1..
 */
export const textFormat = textGridFormat<AkariPuzzle, AkariWall | null>({
  name: "text grid: one line per row, '.' white, '#' wall, 0-4 numbered wall (a first line 'akari' names the genre)",
  detect(text) {
    const lines = text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== '');
    if (headerLine.test(lines[0] ?? '')) return true;
    return lines.length >= 2 && lines.every((line) => gridLine.test(line)) && /[#2-4]/.test(text);
  },
  split: 'characters',
  symbols: symbolTable<AkariWall | null>([['.', null], ['#', { kind: 'wall' }], ...[0, 1, 2, 3, 4].map((value) => [String(value), { kind: 'number', value }] as const)], "'.', '#' or 0-4"),
  heading: { pattern: headerLine },
  toPuzzle: (rows) => makeAkari({ rows: rows.length, columns: rows[0]!.length }, rows),
  fromPuzzle(puzzle) {
    // Named only where the grid could be another genre's.
    const named = puzzle.rows < 2 || !puzzle.walls.flat().some((wall) => wall !== null && (wall.kind === 'wall' || wall.value >= 2));
    return { rows: puzzle.walls, heading: named ? 'akari' : undefined };
  },
});

export const { answerFromJson, answerToJson, partialToJson } = markAnswers(akariSize, 'no light', 'a light');
export const describeEntry = describeMarks('holds a light', 'holds no light', 'your light');
