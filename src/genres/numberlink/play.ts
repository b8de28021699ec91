// Playing and entering Numberlink in the studio: lines between cell centres, drawn by dragging from cell to cell or
// by a click between two cells (see the shared line play). The editor types numbers into cells.

import { inputError } from '../../core/errors.js';
import type { Cell } from '../../core/geometry.js';
import { allCells, cellName, makeGrid, move, neighbours } from '../../core/geometry.js';
import type { Violation } from '../../core/genre.js';
import type { LineGrid } from '../../core/lines.js';
import { lineAt, lineBetween, lineEnd, lineShape, makeLines } from '../../core/lines.js';
import type { EditRules, PlayRules } from '../../core/play.js';
import type { LineMark, LineMove, LineState } from '../shared/line-play.js';
import { linePlay } from '../shared/line-play.js';
import { setCell } from '../shared/number-play.js';
import type { NumberlinkClue, NumberlinkPuzzle } from './puzzle.js';
import { clueAt, clueText, makeNumberlink, maximumNumberlinkSize, numberlinkSize, pairKey } from './puzzle.js';

export const numberlinkPlay: PlayRules<NumberlinkPuzzle, LineState, LineMove, LineGrid, LineGrid<boolean | null>> = linePlay({
  size: numberlinkSize,
  points: 'centres',
  cellView(puzzle, cell) {
    const clue = clueAt(puzzle, cell);
    return clue === null ? {} : { value: { text: clueText(clue), kind: 'given' } };
  },
  cellsOfLine: (_size, line) => [line.from, move(line.from, line.orientation === 'horizontal' ? 'right' : 'down')],
  drawing: 'paths',
  ends: (puzzle, point) => clueAt(puzzle, point) !== null,
  brokenForGood,
});

/**
 * The rules no more lines can mend: a number passed through (two lines at it), a piece of lines that already joins
 * three numbers or two different ones, a closed loop, and a number without a line whose every way out is crossed.
 */
function brokenForGood(puzzle: NumberlinkPuzzle, marks: LineGrid<LineMark>): Violation[] {
  const size = numberlinkSize(puzzle);
  const shape = lineShape(size, makeLines(size, (line) => lineAt(marks, line) === 'line'));
  const degree = (cell: Cell) => shape.degree[cell.row]![cell.column]!;
  const named = (cell: Cell) => `the ${clueText(clueAt(puzzle, cell)!)} at ${cellName(cell)}`;
  const broken: Violation[] = [];
  for (const cell of allCells(size)) {
    if (clueAt(puzzle, cell) === null) continue;
    if (degree(cell) >= 2) broken.push({ code: 'line-through-number', message: `a line passes through ${named(cell)}`, cells: [cell] });
    const ways = neighbours(size, cell).map((next) => lineAt(marks, lineBetween(cell, next)!));
    if (degree(cell) === 0 && ways.every((mark) => mark === 'cross')) broken.push({ code: 'number-unconnected', message: `every way out of ${named(cell)} is crossed out`, cells: [cell] });
  }
  for (const piece of shape.pieces) {
    const cells = [...new Map(piece.flatMap((line) => [line.from, lineEnd(line)]).map((cell) => [`${cell.row},${cell.column}`, cell])).values()];
    const numbered = cells.filter((cell) => clueAt(puzzle, cell) !== null);
    if (numbered.length >= 3) broken.push({ code: 'three-numbers', message: `a path joins ${numbered.length} numbers`, cells: numbered });
    else if (numbered.length === 2 && pairKey(clueAt(puzzle, numbered[0]!)!) !== pairKey(clueAt(puzzle, numbered[1]!)!)) {
      broken.push({ code: 'different-numbers', message: `a path joins ${named(numbered[0]!)} and ${named(numbered[1]!)}`, cells: numbered });
    }
    if (cells.every((cell) => degree(cell) === 2)) broken.push({ code: 'isolated-line', message: `the lines through ${cellName(cells[0]!)} close a loop`, cells });
  }
  return broken;
}

export const numberlinkEdit: EditRules<NumberlinkPuzzle> = {
  parameters: [
    { id: 'columns', label: 'Width', minimum: 2, maximum: 40, initial: 7 },
    { id: 'rows', label: 'Height', minimum: 2, maximum: 40, initial: 7 },
  ],
  modes: [{ id: 'number', label: 'Numbers' }],
  blank({ rows = 7, columns = 7 }) {
    if (!Number.isInteger(rows) || !Number.isInteger(columns) || rows < 1 || columns < 1 || rows > maximumNumberlinkSize.rows || columns > maximumNumberlinkSize.columns) {
      inputError(`a Numberlink grid is 1×1 to ${maximumNumberlinkSize.columns}×${maximumNumberlinkSize.rows}, not ${columns}×${rows}`);
    }
    return makeNumberlink({ rows, columns }, makeGrid({ rows, columns }, () => null));
  },
  parametersOf: (puzzle) => ({ rows: puzzle.rows, columns: puzzle.columns }),
  // Digits build a number: a digit typed on a number appends to it (up to two digits), Delete clears, ? is unknown.
  edit(puzzle, gesture) {
    if (gesture.kind !== 'key' || gesture.target.kind !== 'cell') return undefined;
    const cell = gesture.target.cell;
    const present = clueAt(puzzle, cell);
    let clue: NumberlinkClue | null;
    if (['Backspace', 'Delete', '.', '-'].includes(gesture.key)) clue = null;
    else if (gesture.key === '?') clue = { kind: 'unknown' };
    else if (/^[0-9]$/.test(gesture.key)) {
      const digit = Number(gesture.key);
      const joined = present?.kind === 'number' && present.value > 0 && present.value < 10 ? present.value * 10 + digit : digit;
      clue = { kind: 'number', value: joined };
    } else return undefined;
    if (JSON.stringify(present) === JSON.stringify(clue)) return undefined;
    return makeNumberlink(numberlinkSize(puzzle), setCell(puzzle.clues, cell, clue));
  },
};
