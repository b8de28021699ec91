// The Ripple Effect rule checker, in puz.link's order (bkDupNum, nmSmallGap, ceNoNum), after the shape of the answer
// and the range of each digit. The board is the answer with the given digits in their cells; 0 is a cell still empty.

import type { Check, NumberBoard } from '../../core/checks.js';
import { checker, everyCellFilled, gridShape, noRepeatIn } from '../../core/checks.js';
import type { Cell } from '../../core/geometry.js';
import { allCells, cellName, pairsInLine } from '../../core/geometry.js';
import { roomCells } from '../shared/room-grid.js';
import type { RippleAnswer, RipplePuzzle } from './puzzle.js';
import { givenAt, rippleSize, roomSizes } from './puzzle.js';

type RippleCheck = Check<RipplePuzzle, NumberBoard>;

const digitAt = (board: NumberBoard, { row, column }: Cell) => board[row]![column]!;

const inRange: RippleCheck = {
  code: 'digit-out-of-range',
  description: "a cell holds a digit from 1 to its room's size, or nothing yet (0)",
  find(puzzle, board) {
    const largest = roomSizes(puzzle.rooms);
    const fits = (cell: Cell, digit: number) => Number.isInteger(digit) && digit >= 0 && digit <= largest(cell);
    return allCells(rippleSize(puzzle))
      .filter((cell) => !fits(cell, digitAt(board, cell)))
      .map((cell) => ({
        code: 'digit-out-of-range',
        message: `${cellName(cell)} holds ${digitAt(board, cell)}, not a digit 1..${largest(cell)} of its room`,
        cells: [cell],
      }));
  },
};

const noRepeat = noRepeatIn<RipplePuzzle>('repeated-digit', 'no digit twice in a room (puz.link bkDupNum)', (puzzle) =>
  roomCells(puzzle.rooms).map((cells) => ({ name: `the room of ${cellName(cells[0]!)}`, cells })),
);

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

export const rippleChecker = checker<RipplePuzzle, RippleAnswer, NumberBoard>({
  shape: gridShape(rippleSize),
  board: (puzzle, answer) =>
    answer.map((row, r) =>
      row.map((value, c) => {
        const given = givenAt(puzzle, { row: r, column: c });
        return given?.kind === 'number' ? given.value : value;
      }),
    ),
  checks: [inRange, noRepeat, farApart, everyCellFilled],
});

export const { check, checkCodes } = rippleChecker;
