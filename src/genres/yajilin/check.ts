// The Yajilin rule checker, in puzz.link's order: clue cells left alone, no branch, no crossing, no line on a shaded
// cell, shaded cells apart, no dead end, the numbers, a loop at all, one loop, no cell left empty. One list of checks
// judges answers and, on a board in play, reports what no way of finishing can mend. Independent of the model.

import type { Check, LineBoard, ShadingBoard } from '../../core/checks.js';
import { checker, finishedLines, finishedShading, gridShape, lineExists, linesShape, noBranch, noCrossing, noDeadEnd, oneLoop, onPart, shadedApart } from '../../core/checks.js';
import type { Cell } from '../../core/geometry.js';
import { allCells, cellName, directions, ray } from '../../core/geometry.js';
import { lineToward } from '../shared/centre-loop.js';
import type { YajilinAnswer, YajilinPuzzle } from './puzzle.js';
import { clueAt, clueWords, yajilinSize } from './puzzle.js';

/** A Yajilin board: its shading and its loop. */
export interface YajilinBoard {
  readonly shading: ShadingBoard;
  readonly lines: LineBoard;
}

const shaded = (board: YajilinBoard, cell: Cell) => board.shading.at(cell) === 1;
const onLoop = (board: YajilinBoard, cell: Cell) =>
  directions.some((direction) => {
    const line = lineToward(board.lines.points, cell, direction);
    return line !== undefined && board.lines.at(line) === 'line';
  });

/** A check that finds single cells. */
function cellCheck(check: { code: string; description: string; mendable?: boolean }, test: (puzzle: YajilinPuzzle, board: YajilinBoard, cell: Cell) => boolean, message: (cell: Cell) => string): Check<YajilinPuzzle, YajilinBoard> {
  return {
    ...check,
    find: (puzzle, board) => allCells(board.lines.points).filter((cell) => test(puzzle, board, cell)).map((cell) => ({ code: check.code, message: message(cell), cells: [cell] })),
  };
}

const isClue = (puzzle: YajilinPuzzle, cell: Cell) => clueAt(puzzle, cell) !== null;

const shadedClue = cellCheck({ code: 'shaded-clue', description: 'clue cells are not shaded' }, (puzzle, board, cell) => isClue(puzzle, cell) && shaded(board, cell), (cell) => `the clue cell ${cellName(cell)} is shaded`);
const lineOnClue = cellCheck({ code: 'line-on-clue', description: 'the loop does not pass clue cells' }, (puzzle, board, cell) => isClue(puzzle, cell) && onLoop(board, cell), (cell) => `the loop passes the clue cell ${cellName(cell)}`);
const lineOnShaded = cellCheck({ code: 'line-on-shaded', description: 'the loop does not pass shaded cells' }, (_puzzle, board, cell) => shaded(board, cell) && onLoop(board, cell), (cell) => `the loop passes the shaded cell ${cellName(cell)}`);
const emptyCell = cellCheck(
  { code: 'empty-cell', description: 'every cell that is not a clue is shaded or on the loop', mendable: true },
  (puzzle, board, cell) => !isClue(puzzle, cell) && !shaded(board, cell) && !onLoop(board, cell),
  (cell) => `${cellName(cell)} is neither shaded nor on the loop`,
);

/** A number counts the shaded cells its arrow points at: in play, too many, or too few cells left that could be. */
const wrongCount: Check<YajilinPuzzle, YajilinBoard> = {
  code: 'wrong-count',
  description: 'each number counts the shaded cells in the direction of its arrow',
  find: (puzzle, board) =>
    allCells(board.lines.points).flatMap((cell) => {
      const clue = clueAt(puzzle, cell);
      if (clue === null || clue.direction === null || clue.value === null) return [];
      const along = ray(board.lines.points, cell, clue.direction);
      const count = along.filter((next) => shaded(board, next)).length;
      const cells = [cell, ...along.filter((next) => shaded(board, next))];
      if (board.shading.finished) return count === clue.value ? [] : [{ code: 'wrong-count', message: `${clueWords(clue, cell)} sees ${count} shaded cell${count === 1 ? '' : 's'}`, cells }];
      // A cell may still be shaded when the player left it open, off the loop.
      const possible = count + along.filter((next) => board.shading.at(next) === null && !isClue(puzzle, next) && !onLoop(board, next)).length;
      if (count > clue.value) return [{ code: 'wrong-count', message: `${clueWords(clue, cell)} already sees ${count} shaded cells`, cells }];
      return possible < clue.value ? [{ code: 'wrong-count', message: `${clueWords(clue, cell)} can see at most ${possible} shaded cells`, cells: [cell] }] : [];
    }),
};

const lines = (board: YajilinBoard) => board.lines;

export const yajilinChecker = checker<YajilinPuzzle, YajilinAnswer, YajilinBoard>({
  shape: {
    description: 'the answer has a shading entry for every cell and a line entry between every two neighbouring cells',
    misfit: (puzzle, answer) => {
      const size = yajilinSize(puzzle);
      const misfit = gridShape(yajilinSize).misfit(puzzle, answer.shaded) ?? linesShape('centres', yajilinSize).misfit(puzzle, answer.lines);
      return misfit === undefined ? undefined : `the answer must shade and draw lines in a ${size.columns}×${size.rows} grid`;
    },
  },
  board: (puzzle, answer) => ({ shading: finishedShading(yajilinSize(puzzle), answer.shaded), lines: finishedLines('centres', yajilinSize(puzzle), answer.lines) }),
  checks: [
    shadedClue,
    lineOnClue,
    onPart(noBranch, lines),
    onPart(noCrossing, lines),
    lineOnShaded,
    onPart(shadedApart, (board) => board.shading),
    onPart(noDeadEnd, lines),
    wrongCount,
    onPart(lineExists, lines),
    onPart(oneLoop, lines),
    emptyCell,
  ],
});

export const { checkCodes, check } = yajilinChecker;
