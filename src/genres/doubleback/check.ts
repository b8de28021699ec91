// The Double Back rule checker, in puzz.link's order: the loop kept out of black cells (puzz.link cannot draw there),
// no branch, no crossing, no dead end, one loop, no open cell left without the loop, each room entered exactly twice.
// One list of checks judges answers and, on a board in play, reports what no way of finishing can mend. Independent
// of the model.

import type { Check, LineBoard } from '../../core/checks.js';
import { lineChecker, loopAvoids, loopPasses, noBranch, noCrossing, noDeadEnd, oneLoop } from '../../core/checks.js';
import { cellName } from '../../core/geometry.js';
import type { LinePosition } from '../../core/lines.js';
import { lineEnd } from '../../core/lines.js';
import type { DoubleBackPuzzle } from './puzzle.js';
import { doubleBackSize, isBlack, openRooms, roomBorders, roomOf, roomWords } from './puzzle.js';

/** A line that may still be drawn: open, and between two open cells. */
const drawable = (puzzle: DoubleBackPuzzle, line: LinePosition) => !isBlack(puzzle, line.from) && !isBlack(puzzle, lineEnd(line));

const lineOnBlack = loopAvoids<DoubleBackPuzzle>('line-on-black', 'black', isBlack);

/** An open cell the loop does not pass (pzprjs ceNoLine); on a board in play, one with fewer than two ways left. */
const everyCellPassed = loopPasses<DoubleBackPuzzle>({ code: 'cell-without-line', description: 'the loop passes every cell that is not black' }, (puzzle, cell) => (isBlack(puzzle, cell) ? undefined : cellName(cell)), drawable);

/** Each room is entered twice (pzprjs bkNotPassTwice): four lines across its border; in play, too many or too few left. */
const roomTwice: Check<DoubleBackPuzzle, LineBoard> = {
  code: 'room-not-twice',
  description: 'the loop enters each room exactly twice',
  find(puzzle, board) {
    const borders = roomBorders(puzzle);
    return openRooms(puzzle).flatMap((cells) => {
      const border = borders[roomOf(puzzle, cells[0]!)]!;
      const drawn = border.filter((line) => board.at(line) === 'line').length;
      const open = border.filter((line) => board.at(line) === null).length;
      if (board.finished ? drawn === 4 : drawn <= 4 && drawn + open >= 4) return [];
      const message = board.finished
        ? `the loop enters ${roomWords(cells)} ${drawn / 2} times, not twice`
        : drawn > 4
          ? `the loop already enters ${roomWords(cells)} more than twice`
          : `the loop can no longer enter ${roomWords(cells)} twice`;
      return [{ code: 'room-not-twice', message, cells }];
    });
  },
};

export const doubleBackChecker = lineChecker('centres', doubleBackSize, [lineOnBlack, noBranch, noCrossing, noDeadEnd, oneLoop, everyCellPassed, roomTwice]);
