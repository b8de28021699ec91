// The Heyawake rule checker, in puz.link's order (brNoShade, csAdjacent, cuDivideRB, bkShadeNe, bkUnshadeConsecGt3):
// one list of checks that judges answers and, on a board in play, reports what no way of finishing can mend.
// Independent of the model.

import type { Check, ShadingBoard } from '../../core/checks.js';
import { shadedApart, shadingChecker, someShaded, unshadedConnected } from '../../core/checks.js';
import type { Cell } from '../../core/geometry.js';
import { cellName, columnCells, rowCells } from '../../core/geometry.js';
import type { HeyawakePuzzle } from './puzzle.js';
import { heyawakeSize, heyawakeWalls, roomCells, roomNumbers } from './puzzle.js';
import { wallBetween } from '../../core/regions.js';

/** A room's number counts its shaded cells: in play, too many shaded, or too few cells left that are not dotted. */
const wrongCount: Check<HeyawakePuzzle, ShadingBoard> = {
  code: 'wrong-count',
  description: 'a number in a room says how many of its cells are shaded',
  find(puzzle, board) {
    const rooms = roomCells(puzzle.rooms);
    return roomNumbers(puzzle).flatMap(({ number, cell }, room) => {
      if (number?.kind !== 'number' || cell === null) return [];
      const cells = rooms[room]!;
      const shaded = cells.filter((next) => board.at(next) === 1).length;
      const possible = cells.filter((next) => board.at(next) !== 0).length;
      if (board.finished) return shaded === number.value ? [] : [{ code: 'wrong-count', message: `the ${number.value} at ${cellName(cell)} has ${shaded} shaded cells in its room`, cells }];
      if (shaded > number.value) return [{ code: 'wrong-count', message: `a room of ${number.value} already has ${shaded} shaded cells`, cells }];
      if (possible < number.value) return [{ code: 'wrong-count', message: `a room of ${number.value} has only ${possible} cells left to shade`, cells }];
      return [];
    });
  },
};

/** Each maximal run of unshaded (in play: dotted) cells along a row or a column crosses at most one wall. */
const longRun: Check<HeyawakePuzzle, ShadingBoard> = {
  code: 'long-run',
  description: 'no straight line of unshaded cells crosses two walls (room borders, or walls inside a room)',
  find(puzzle, board) {
    const walls = heyawakeWalls(puzzle);
    const { size } = board;
    const lines = [
      ...Array.from({ length: size.rows }, (_, row) => rowCells(size, row)),
      ...Array.from({ length: size.columns }, (_, column) => columnCells(size, column)),
    ];
    const kind = board.finished ? 'unshaded' : 'dotted';
    return lines.flatMap((line) => {
      const found = [];
      let run: Cell[] = [];
      for (const cell of [...line, undefined]) {
        if (cell && board.at(cell) === 0) {
          run.push(cell);
          continue;
        }
        const borders = run.slice(1).filter((next, index) => wallBetween(walls, run[index]!, next)).length;
        if (borders > 1) found.push({ code: 'long-run', message: `a line of ${kind} cells crosses ${borders} walls`, cells: run });
        run = [];
      }
      return found;
    });
  },
};

export const heyawakeChecker = shadingChecker(heyawakeSize, [someShaded, shadedApart, unshadedConnected, wrongCount, longRun]);

export const { checkCodes, check } = heyawakeChecker;
