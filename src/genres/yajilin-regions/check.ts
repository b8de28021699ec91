// The Regional Yajilin rule checker, in puz.link's order: no branch, no crossing, no line on a shaded cell, shaded
// cells apart, no dead end, the rooms' numbers, one loop, no cell left empty. One list of checks judges answers and,
// on a board in play, reports what no way of finishing can mend. Independent of the model.

import type { Check } from '../../core/checks.js';
import { noBranch, noCrossing, noDeadEnd, oneLoop, onPart, shadedApart } from '../../core/checks.js';
import { cellName } from '../../core/geometry.js';
import type { RegionalYajilinPuzzle } from './puzzle.js';
import { regionalYajilinSize, roomCells, roomNumbers } from './puzzle.js';
import type { ShadeLoopBoard } from '../shared/shade-loop-check.js';
import { isShadedOn, lineOnShaded, loopOf, noEmptyCell, onLoop, shadeLoopChecker } from '../shared/shade-loop-check.js';

/** A room's number counts its shaded cells: in play, too many, or too few cells left that could be shaded. */
const wrongCount: Check<RegionalYajilinPuzzle, ShadeLoopBoard> = {
  code: 'wrong-count',
  description: 'a number in a room says how many of its cells are shaded',
  find(puzzle, board) {
    const rooms = roomCells(puzzle.rooms);
    return roomNumbers(puzzle).flatMap(({ number, cell }, room) => {
      if (number?.kind !== 'number' || cell === null) return [];
      const cells = rooms[room]!;
      const count = cells.filter((next) => isShadedOn(board, next)).length;
      const where = `the ${number.value} at ${cellName(cell)}`;
      if (board.shading.finished) return count === number.value ? [] : [{ code: 'wrong-count', message: `${where} has ${count} shaded cell${count === 1 ? '' : 's'} in its room`, cells }];
      // A cell may still be shaded while the player left it open, off the loop.
      const possible = count + cells.filter((next) => board.shading.at(next) === null && !onLoop(board, next)).length;
      if (count > number.value) return [{ code: 'wrong-count', message: `${where} already has ${count} shaded cells in its room`, cells }];
      return possible < number.value ? [{ code: 'wrong-count', message: `${where} can have at most ${possible} shaded cells in its room`, cells }] : [];
    });
  },
};

export const regionalYajilinChecker = shadeLoopChecker(regionalYajilinSize, [
  onPart(noBranch, loopOf),
  onPart(noCrossing, loopOf),
  lineOnShaded,
  onPart(shadedApart, (board) => board.shading),
  onPart(noDeadEnd, loopOf),
  wrongCount,
  onPart(oneLoop, loopOf),
  noEmptyCell('every cell is shaded or on the loop'),
]);
