// The Aqre rule checker, in puz.link's order (csDivide, bkShadeNe, cs3, cu3): one list of checks that judges answers
// and, on a board in play, reports what no way of finishing can mend. Independent of the model.

import type { Check, ShadingBoard, Shade } from '../../core/checks.js';
import { shadedConnected, shadingChecker } from '../../core/checks.js';
import type { Cell } from '../../core/geometry.js';
import { cellName, columnCells, rowCells } from '../../core/geometry.js';
import type { Violation } from '../../core/genre.js';
import type { AqrePuzzle } from './puzzle.js';
import { aqreSize, roomCells, roomNumbers } from './puzzle.js';

/** The longest run a line may hold of one colour. */
const longestRun = 3;

/** A room's number counts its shaded cells: in play, too many shaded, or too few cells left that are not dotted. */
const wrongCount: Check<AqrePuzzle, ShadingBoard> = {
  code: 'wrong-count',
  description: 'a number in a room says how many of its cells are shaded',
  find(puzzle, board) {
    const rooms = roomCells(puzzle.rooms);
    return roomNumbers(puzzle).flatMap(({ number, cell }, room): Violation[] => {
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

/** The runs of more than three cells of one shade along the rows and columns (in play: shaded, or dotted). */
function longRuns(board: ShadingBoard, shade: Shade): Cell[][] {
  const { size } = board;
  const lines = [
    ...Array.from({ length: size.rows }, (_, row) => rowCells(size, row)),
    ...Array.from({ length: size.columns }, (_, column) => columnCells(size, column)),
  ];
  const runs: Cell[][] = [];
  for (const line of lines) {
    let run: Cell[] = [];
    for (const cell of [...line, undefined]) {
      if (cell && board.at(cell) === shade) {
        run.push(cell);
        continue;
      }
      if (run.length > longestRun) runs.push(run);
      run = [];
    }
  }
  return runs;
}

/** No four shaded cells in a row along a row or a column (pzprjs cs3). */
const shadedRun: Check<AqrePuzzle, ShadingBoard> = {
  code: 'shaded-run',
  description: 'no four shaded cells lie in a row along a row or a column',
  find: (_puzzle, board) => longRuns(board, 1).map((cells) => ({ code: 'shaded-run', message: `${cells.length} shaded cells in a row from ${cellName(cells[0]!)}`, cells })),
};

/** No four unshaded cells in a row along a row or a column (pzprjs cu3); in play, dotted ones. */
const unshadedRun: Check<AqrePuzzle, ShadingBoard> = {
  code: 'unshaded-run',
  description: 'no four unshaded cells lie in a row along a row or a column',
  find: (_puzzle, board) =>
    longRuns(board, 0).map((cells) => ({ code: 'unshaded-run', message: `${cells.length} ${board.finished ? 'unshaded' : 'dotted'} cells in a row from ${cellName(cells[0]!)}`, cells })),
};

export const aqreChecker = shadingChecker(aqreSize, [shadedConnected, wrongCount, shadedRun, unshadedRun]);
