// The Numberlink rule checker, in puzz.link's order: a line at all, no branch, no crossing; then each piece of lines
// by the rule it breaks (three numbers, two different numbers, a line through a number); dead ends, pieces without a
// number, and numbers without a line. One list of checks judges answers and, on a board in play, reports what no
// more lines can mend. Independent of the model.

import type { Check, LineBoard } from '../../core/checks.js';
import { lineChecker, lineExists, noBranch, noCrossing } from '../../core/checks.js';
import type { Cell } from '../../core/geometry.js';
import { allCells, cellName } from '../../core/geometry.js';
import type { LinePosition } from '../../core/lines.js';
import { lineEnd } from '../../core/lines.js';
import type { NumberlinkPuzzle } from './puzzle.js';
import { clueAt, clueText, numberlinkSize, pairKey } from './puzzle.js';

/** The cells a piece of lines passes, each once. */
function cellsOf(piece: readonly LinePosition[]): Cell[] {
  const seen = new Map<string, Cell>();
  for (const line of piece) for (const cell of [line.from, lineEnd(line)]) seen.set(`${cell.row},${cell.column}`, cell);
  return [...seen.values()];
}

const named = (puzzle: NumberlinkPuzzle, cell: Cell) => `the ${clueText(clueAt(puzzle, cell)!)} at ${cellName(cell)}`;
const degree = (board: LineBoard, cell: Cell) => board.shape.degree[cell.row]![cell.column]!;

/** A check of each piece of lines without a branch or a crossing (those are reported as such), by its numbered cells. */
function pieceCheck(check: { code: string; description: string }, find: (puzzle: NumberlinkPuzzle, board: LineBoard, numbered: Cell[]) => { message: string; cells: Cell[] }[]): Check<NumberlinkPuzzle, LineBoard> {
  return {
    ...check,
    find: (puzzle, board) =>
      board.shape.pieces.map(cellsOf).flatMap((cells) => {
        if (cells.some((cell) => degree(board, cell) > 2)) return [];
        return find(puzzle, board, cells.filter((cell) => clueAt(puzzle, cell) !== null)).map((found) => ({ code: check.code, ...found }));
      }),
  };
}

const threeNumbers = pieceCheck({ code: 'three-numbers', description: 'a path joins two numbers, never three or more' }, (puzzle, _board, numbered) =>
  numbered.length >= 3 ? [{ message: `a path joins ${numbered.length} numbers (${numbered.map((cell) => clueText(clueAt(puzzle, cell)!)).join(', ')})`, cells: numbered }] : [],
);

const differentNumbers = pieceCheck({ code: 'different-numbers', description: 'a path joins two equal numbers' }, (puzzle, _board, numbered) =>
  numbered.length === 2 && pairKey(clueAt(puzzle, numbered[0]!)!) !== pairKey(clueAt(puzzle, numbered[1]!)!)
    ? [{ message: `a path joins ${named(puzzle, numbered[0]!)} and ${named(puzzle, numbered[1]!)}`, cells: numbered }]
    : [],
);

const lineThroughNumber = pieceCheck({ code: 'line-through-number', description: 'a path ends at its numbers and never passes through one' }, (puzzle, board, numbered) =>
  numbered.length >= 3 || (numbered.length === 2 && pairKey(clueAt(puzzle, numbered[0]!)!) !== pairKey(clueAt(puzzle, numbered[1]!)!))
    ? []
    : numbered.filter((cell) => degree(board, cell) >= 2).map((cell) => ({ message: `a line passes through ${named(puzzle, cell)}`, cells: [cell] })),
);

/** Whether a line end can go on no more (on a finished board, never). */
const stuck = (board: LineBoard, point: Cell) => board.finished || board.waysOn(point).length === 0;

const deadEnd: Check<NumberlinkPuzzle, LineBoard> = {
  code: 'dead-end',
  description: 'a path ends only at a number',
  find: (puzzle, board) =>
    board.shape.deadEnds
      .filter((cell) => clueAt(puzzle, cell) === null && stuck(board, cell))
      .map((cell) => ({ code: 'dead-end', message: board.finished ? `a line ends at ${cellName(cell)}, where there is no number` : `a line ends at ${cellName(cell)}, where every way on is crossed out`, cells: [cell] })),
};

/** A piece of lines joins no number: on a board in play, one that can grow no more (a closed loop). */
const isolatedLine: Check<NumberlinkPuzzle, LineBoard> = {
  code: 'isolated-line',
  description: 'every line belongs to a path between numbers',
  find: (puzzle, board) =>
    board.shape.pieces
      .map(cellsOf)
      .filter((cells) => cells.every((cell) => clueAt(puzzle, cell) === null && (degree(board, cell) !== 1 || stuck(board, cell))))
      .map((cells) => ({ code: 'isolated-line', message: `the lines through ${cellName(cells[0]!)} join no number`, cells })),
};

const numberUnconnected: Check<NumberlinkPuzzle, LineBoard> = {
  code: 'number-unconnected',
  description: 'every number is joined to another',
  find: (puzzle, board) =>
    allCells(board.points)
      .filter((cell) => clueAt(puzzle, cell) !== null && degree(board, cell) === 0 && stuck(board, cell))
      .map((cell) => ({ code: 'number-unconnected', message: board.finished ? `${named(puzzle, cell)} has no line` : `every way out of ${named(puzzle, cell)} is crossed out`, cells: [cell] })),
};

// Without any line, the numbers' own rule says nothing new.
export const numberlinkChecker = lineChecker('centres', numberlinkSize, [{ ...lineExists, alone: true }, noBranch, noCrossing, threeNumbers, differentNumbers, lineThroughNumber, deadEnd, isolatedLine, numberUnconnected]);
