// The Double Back rule checker, in puzz.link's order: the loop kept out of black cells (puzz.link cannot draw there),
// no branch, no crossing, no dead end, one loop, no open cell left without the loop, each room entered exactly twice.
// One list of checks judges answers and, on a board in play, reports what no way of finishing can mend. Independent
// of the model.

import type { Check, LineBoard } from '../../core/checks.js';
import { checker, finishedLines, linesShape, noBranch, noCrossing, noDeadEnd, oneLoop } from '../../core/checks.js';
import type { Cell } from '../../core/geometry.js';
import { adjacentPairs, allCells, cellName, directions } from '../../core/geometry.js';
import type { LinePosition } from '../../core/lines.js';
import { lineBetween, lineEnd } from '../../core/lines.js';
import { lineToward } from '../shared/centre-loop.js';
import type { DoubleBackAnswer, DoubleBackPuzzle } from './puzzle.js';
import { doubleBackSize, isBlack, openRooms, roomOf, roomWords } from './puzzle.js';

/** The lines at a cell marked `mark` (drawn, or still open). */
const linesAt = (board: LineBoard, cell: Cell, mark: 'line' | null): LinePosition[] =>
  directions.flatMap((direction) => {
    const line = lineToward(board.points, cell, direction);
    return line !== undefined && board.at(line) === mark ? [line] : [];
  });

/** A line that may still be drawn: open, and between two open cells. */
const drawable = (puzzle: DoubleBackPuzzle, line: LinePosition) => !isBlack(puzzle, line.from) && !isBlack(puzzle, lineEnd(line));

const lineOnBlack: Check<DoubleBackPuzzle, LineBoard> = {
  code: 'line-on-black',
  description: 'the loop does not pass black cells',
  find: (puzzle, board) =>
    allCells(board.points)
      .filter((cell) => isBlack(puzzle, cell) && linesAt(board, cell, 'line').length > 0)
      .map((cell) => ({ code: 'line-on-black', message: `the loop passes the black cell ${cellName(cell)}`, cells: [cell], lines: linesAt(board, cell, 'line') })),
};

/** An open cell the loop does not pass (pzprjs ceNoLine); on a board in play, one with fewer than two ways left. */
const everyCellPassed: Check<DoubleBackPuzzle, LineBoard> = {
  code: 'cell-without-line',
  description: 'the loop passes every cell that is not black',
  find: (puzzle, board) =>
    allCells(board.points)
      .filter((cell) => {
        if (isBlack(puzzle, cell) || linesAt(board, cell, 'line').length > 0) return false;
        return board.finished || linesAt(board, cell, null).filter((line) => drawable(puzzle, line)).length < 2;
      })
      .map((cell) => ({ code: 'cell-without-line', message: board.finished ? `the loop does not pass ${cellName(cell)}` : `the loop can no longer pass ${cellName(cell)}`, cells: [cell] })),
};

/** Each room is entered twice (pzprjs bkNotPassTwice): four lines across its border; in play, too many or too few left. */
const roomTwice: Check<DoubleBackPuzzle, LineBoard> = {
  code: 'room-not-twice',
  description: 'the loop enters each room exactly twice',
  find: (puzzle, board) =>
    openRooms(puzzle).flatMap((cells) => {
      const room = roomOf(puzzle, cells[0]!);
      const border = adjacentPairs(board.points)
        .filter(([a, b]) => !isBlack(puzzle, a) && !isBlack(puzzle, b) && roomOf(puzzle, a) !== roomOf(puzzle, b) && (roomOf(puzzle, a) === room || roomOf(puzzle, b) === room))
        .map(([a, b]) => lineBetween(a, b)!);
      const drawn = border.filter((line) => board.at(line) === 'line').length;
      const open = border.filter((line) => board.at(line) === null).length;
      if (board.finished ? drawn === 4 : drawn <= 4 && drawn + open >= 4) return [];
      const message = board.finished
        ? `the loop enters ${roomWords(cells)} ${drawn / 2} times, not twice`
        : drawn > 4
          ? `the loop already enters ${roomWords(cells)} more than twice`
          : `the loop can no longer enter ${roomWords(cells)} twice`;
      return [{ code: 'room-not-twice', message, cells }];
    }),
};

export const doubleBackChecker = checker<DoubleBackPuzzle, DoubleBackAnswer, LineBoard>({
  shape: linesShape('centres', doubleBackSize),
  board: (puzzle, answer) => finishedLines('centres', doubleBackSize(puzzle), answer),
  checks: [lineOnBlack, noBranch, noCrossing, noDeadEnd, oneLoop, everyCellPassed, roomTwice],
});

export const { checkCodes, check } = doubleBackChecker;
