// The Norinori rule checker, independent of the model: it measures the groups of shaded cells and counts them in
// rooms (puz.link's checks, in order: csGt2, bkShadeGt2, csLt2, bkShadeLt2, bkNoShade). One list of checks judges
// answers and, on a board in play, reports what no way of finishing can mend.

import type { Cell } from '../../core/geometry.js';
import { neighbours } from '../../core/geometry.js';
import type { Check, ShadingBoard } from '../../core/checks.js';
import { connectedAreas, shadingChecker } from '../../core/checks.js';
import { roomCells } from '../shared/room-grid.js';
import type { NorinoriPuzzle } from './puzzle.js';
import { norinoriSize, shadedPerRoom } from './puzzle.js';

const shadedWord = (count: number): string => (count === 1 ? '1 shaded cell' : `${count} shaded cells`);

/** The groups of shaded cells that touch. */
const groupsOf = (board: ShadingBoard) => connectedAreas(board.size, (cell) => board.at(cell) === 1);

/** An open cell can still be shaded when it touches no finished pair and no two shaded cells (never on a finished board). */
function free(board: ShadingBoard, cell: Cell): boolean {
  if (board.at(cell) !== null) return false;
  const shadedAround = neighbours(board.size, cell).filter((next) => board.at(next) === 1);
  return shadedAround.length <= 1 && shadedAround.every((next) => neighbours(board.size, next).every((other) => board.at(other) !== 1));
}

/** Each room with its shaded cells and the most it can still hold. */
const roomsOf = (puzzle: NorinoriPuzzle, board: ShadingBoard) =>
  roomCells(puzzle.rooms).map((cells) => {
    const count = cells.filter((cell) => board.at(cell) === 1).length;
    return { cells, count, possible: count + cells.filter((cell) => free(board, cell)).length };
  });

const shadedOverTwo: Check<NorinoriPuzzle, ShadingBoard> = {
  code: 'shaded-over-two',
  description: 'no more than two shaded cells touch (each shaded cell has one shaded neighbour)',
  find: (_puzzle, board) => groupsOf(board).filter((group) => group.length > 2).map((group) => ({ code: 'shaded-over-two', message: `${group.length} shaded cells touch, not two`, cells: group })),
};

const roomOver: Check<NorinoriPuzzle, ShadingBoard> = {
  code: 'room-over',
  description: 'no room holds more than two shaded cells',
  find: (puzzle, board) =>
    roomsOf(puzzle, board)
      .filter(({ count }) => count > shadedPerRoom)
      .map(({ cells, count }) => ({ code: 'room-over', message: `a room ${board.finished ? 'holds' : 'already holds'} ${shadedWord(count)}, not two`, cells })),
};

/** A shaded cell pairs with a neighbour: in play, one alone with no open neighbour to pair with. */
const shadedAlone: Check<NorinoriPuzzle, ShadingBoard> = {
  code: 'shaded-alone',
  description: 'every shaded cell has a shaded neighbour',
  find: (_puzzle, board) =>
    groupsOf(board)
      .filter((group) => group.length === 1 && !neighbours(board.size, group[0]!).some((cell) => free(board, cell)))
      .map((group) => ({ code: 'shaded-alone', message: board.finished ? 'a shaded cell has no shaded neighbour' : 'a shaded cell has no shaded neighbour and no open one to pair with', cells: group })),
};

/** Too few shaded cells possible in a room, in words that fit the numbers (not "at most 1 shaded cell" for a room holding it). */
const underWords = (count: number, possible: number): string =>
  count === 0 ? `a room has only ${possible} cell left to shade, not two` : `a room holds ${shadedWord(count)} and has no cell left to shade for a second`;

/** A room holds two shaded cells: in play, one that can reach at most one (with every free cell shaded). */
const roomUnder: Check<NorinoriPuzzle, ShadingBoard> = {
  code: 'room-under',
  description: 'no room holds just one shaded cell',
  find: (puzzle, board) =>
    roomsOf(puzzle, board)
      .filter(({ count, possible }) => possible < shadedPerRoom && !(count === 0 && possible === 0))
      .map(({ cells, count, possible }) => ({ code: 'room-under', message: board.finished ? 'a room holds 1 shaded cell, not two' : underWords(count, possible), cells })),
};

const roomEmpty: Check<NorinoriPuzzle, ShadingBoard> = {
  code: 'room-empty',
  description: 'every room holds shaded cells',
  find: (puzzle, board) =>
    roomsOf(puzzle, board)
      .filter(({ possible }) => possible === 0)
      .map(({ cells }) => ({ code: 'room-empty', message: board.finished ? 'a room holds no shaded cell' : 'a room has no cell left to shade', cells })),
};

export const norinoriChecker = shadingChecker(norinoriSize, [shadedOverTwo, roomOver, shadedAlone, roomUnder, roomEmpty]);
