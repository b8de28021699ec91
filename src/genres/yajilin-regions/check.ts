// The Regional Yajilin rule checker, in puz.link's order: no branch, no crossing, no line on a shaded cell, shaded
// cells apart, no dead end, the rooms' numbers, one loop, no cell left empty. One list of checks judges answers and,
// on a board in play, reports what no way of finishing can mend. Independent of the model.

import type { Check, LineBoard, ShadingBoard } from '../../core/checks.js';
import { checker, finishedLines, finishedShading, gridShape, linesShape, noBranch, noCrossing, noDeadEnd, oneLoop, onPart, shadedApart } from '../../core/checks.js';
import type { Cell } from '../../core/geometry.js';
import { allCells, cellName, directions } from '../../core/geometry.js';
import { lineToward } from '../shared/centre-loop.js';
import type { RegionalYajilinAnswer, RegionalYajilinPuzzle } from './puzzle.js';
import { regionalYajilinSize, roomCells, roomNumbers } from './puzzle.js';

/** A Regional Yajilin board: its shading and its loop. */
export interface RegionalYajilinBoard {
  readonly shading: ShadingBoard;
  readonly lines: LineBoard;
}

const shaded = (board: RegionalYajilinBoard, cell: Cell) => board.shading.at(cell) === 1;
const onLoop = (board: RegionalYajilinBoard, cell: Cell) =>
  directions.some((direction) => {
    const line = lineToward(board.lines.points, cell, direction);
    return line !== undefined && board.lines.at(line) === 'line';
  });

const lineOnShaded: Check<RegionalYajilinPuzzle, RegionalYajilinBoard> = {
  code: 'line-on-shaded',
  description: 'the loop does not pass shaded cells',
  find: (_puzzle, board) =>
    allCells(board.lines.points)
      .filter((cell) => shaded(board, cell) && onLoop(board, cell))
      .map((cell) => ({ code: 'line-on-shaded', message: `the loop passes the shaded cell ${cellName(cell)}`, cells: [cell] })),
};

/** A room's number counts its shaded cells: in play, too many, or too few cells left that could be shaded. */
const wrongCount: Check<RegionalYajilinPuzzle, RegionalYajilinBoard> = {
  code: 'wrong-count',
  description: 'a number in a room says how many of its cells are shaded',
  find(puzzle, board) {
    const rooms = roomCells(puzzle.rooms);
    return roomNumbers(puzzle).flatMap(({ number, cell }, room) => {
      if (number?.kind !== 'number' || cell === null) return [];
      const cells = rooms[room]!;
      const count = cells.filter((next) => shaded(board, next)).length;
      const where = `the ${number.value} at ${cellName(cell)}`;
      if (board.shading.finished) return count === number.value ? [] : [{ code: 'wrong-count', message: `${where} has ${count} shaded cell${count === 1 ? '' : 's'} in its room`, cells }];
      // A cell may still be shaded while the player left it open, off the loop.
      const possible = count + cells.filter((next) => board.shading.at(next) === null && !onLoop(board, next)).length;
      if (count > number.value) return [{ code: 'wrong-count', message: `${where} already has ${count} shaded cells in its room`, cells }];
      return possible < number.value ? [{ code: 'wrong-count', message: `${where} can have at most ${possible} shaded cells in its room`, cells }] : [];
    });
  },
};

const emptyCell: Check<RegionalYajilinPuzzle, RegionalYajilinBoard> = {
  code: 'empty-cell',
  description: 'every cell is shaded or on the loop',
  mendable: true,
  find: (_puzzle, board) =>
    allCells(board.lines.points)
      .filter((cell) => !shaded(board, cell) && !onLoop(board, cell))
      .map((cell) => ({ code: 'empty-cell', message: `${cellName(cell)} is neither shaded nor on the loop`, cells: [cell] })),
};

const lines = (board: RegionalYajilinBoard) => board.lines;

export const regionalYajilinChecker = checker<RegionalYajilinPuzzle, RegionalYajilinAnswer, RegionalYajilinBoard>({
  shape: {
    description: 'the answer has a shading entry for every cell and a line entry between every two neighbouring cells',
    misfit: (puzzle, answer) => {
      const size = regionalYajilinSize(puzzle);
      const misfit = gridShape(regionalYajilinSize).misfit(puzzle, answer.shaded) ?? linesShape('centres', regionalYajilinSize).misfit(puzzle, answer.lines);
      return misfit === undefined ? undefined : `the answer must shade and draw lines in a ${size.columns}×${size.rows} grid`;
    },
  },
  board: (puzzle, answer) => ({ shading: finishedShading(regionalYajilinSize(puzzle), answer.shaded), lines: finishedLines('centres', regionalYajilinSize(puzzle), answer.lines) }),
  checks: [onPart(noBranch, lines), onPart(noCrossing, lines), lineOnShaded, onPart(shadedApart, (board) => board.shading), onPart(noDeadEnd, lines), wrongCount, onPart(oneLoop, lines), emptyCell],
});

export const { checkCodes, check } = regionalYajilinChecker;
