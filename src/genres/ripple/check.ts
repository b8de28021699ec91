// The Ripple Effect rule checker, in puz.link's order (bkDupNum, nmSmallGap, ceNoNum), after the shape of the answer
// and the range of each digit. The board is the answer with the given digits in their cells; 0 is a cell still empty.

import type { Check } from '../../core/checks.js';
import { checker, gridShape } from '../../core/checks.js';
import type { Cell } from '../../core/geometry.js';
import { allCells, cellName, pairsInLine } from '../../core/geometry.js';
import { roomCells } from '../shared/room-grid.js';
import type { RippleAnswer, RipplePuzzle } from './puzzle.js';
import { givenAt, rippleSize, roomSizes } from './puzzle.js';

type Board = readonly (readonly number[])[];
type RippleCheck = Check<RipplePuzzle, Board>;

const digitAt = (board: Board, { row, column }: Cell) => board[row]![column]!;

const inRange: RippleCheck = {
  code: 'digit-out-of-range',
  description: "a cell holds a digit from 1 to its room's size, or nothing yet (0)",
  find(puzzle, board) {
    const largest = roomSizes(puzzle);
    return allCells(rippleSize(puzzle))
      .filter((cell) => !(Number.isInteger(digitAt(board, cell)) && digitAt(board, cell) >= 0 && digitAt(board, cell) <= largest(cell)))
      .map((cell) => ({ code: 'digit-out-of-range', message: `${cellName(cell)} holds ${digitAt(board, cell)}, not a digit 1..${largest(cell)} of its room`, cells: [cell] }));
  },
};

const noRepeat: RippleCheck = {
  code: 'repeated-digit',
  description: 'no digit twice in a room (puz.link bkDupNum)',
  find: (puzzle, board) =>
    roomCells(puzzle.rooms).flatMap((room) => {
      const byDigit = new Map<number, Cell[]>();
      for (const cell of room) if (digitAt(board, cell) > 0) byDigit.set(digitAt(board, cell), [...(byDigit.get(digitAt(board, cell)) ?? []), cell]);
      return [...byDigit]
        .filter(([, cells]) => cells.length > 1)
        .map(([digit, cells]) => ({ code: 'repeated-digit', message: `the room of ${cellName(room[0]!)} holds ${digit} more than once`, cells }));
    }),
};

const farApart: RippleCheck = {
  code: 'too-close',
  description: 'two equal digits N in one row or column have at least N cells between them (puz.link nmSmallGap)',
  find: (puzzle, board) =>
    pairsInLine(rippleSize(puzzle), Math.max(puzzle.rows, puzzle.columns))
      .filter(({ cells: [a, b], distance }) => digitAt(board, a) > 0 && digitAt(board, a) === digitAt(board, b) && distance <= digitAt(board, a))
      .map(({ cells: [a, b], distance }) => ({
        code: 'too-close',
        message: `the ${digitAt(board, a)}s at ${cellName(a)} and ${cellName(b)} have ${distance - 1} cell${distance === 2 ? '' : 's'} between them`,
        cells: [a, b],
      })),
};

const filled: RippleCheck = {
  code: 'empty-cell',
  description: 'every cell holds a digit (puz.link ceNoNum)',
  mendable: true,
  find(puzzle, board) {
    const empty = allCells(rippleSize(puzzle)).filter((cell) => digitAt(board, cell) === 0);
    return empty.length === 0 ? [] : [{ code: 'empty-cell', message: `${empty.length} cell${empty.length === 1 ? '' : 's'} still empty`, cells: empty }];
  },
};

export const rippleChecker = checker<RipplePuzzle, RippleAnswer, Board>({
  shape: gridShape(rippleSize),
  board: (puzzle, answer) =>
    answer.map((row, r) =>
      row.map((value, c) => {
        const given = givenAt(puzzle, { row: r, column: c });
        return given?.kind === 'number' ? given.value : value;
      }),
    ),
  checks: [inRange, noRepeat, farApart, filled],
});

export const { check, checkCodes } = rippleChecker;
