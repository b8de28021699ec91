// The Koburin rule checker, in puzz.link's order: numbered cells left alone, no branch, no crossing, no line on a
// shaded cell, shaded cells apart, no dead end, the numbers, a loop at all, one loop, no cell left empty. One list of
// checks judges answers and, on a board in play, reports what no way of finishing can mend. Independent of the model.

import type { Check, LineBoard, ShadingBoard } from '../../core/checks.js';
import { checker, finishedLines, finishedShading, gridShape, lineExists, linesShape, noBranch, noCrossing, noDeadEnd, oneLoop, onPart, shadedApart } from '../../core/checks.js';
import type { Cell } from '../../core/geometry.js';
import { allCells, cellName, directions, neighbours } from '../../core/geometry.js';
import { lineToward } from '../shared/centre-loop.js';
import type { KoburinAnswer, KoburinPuzzle } from './puzzle.js';
import { clueAt, clueWords, koburinSize } from './puzzle.js';

/** A Koburin board: its shading and its loop. */
export interface KoburinBoard {
  readonly shading: ShadingBoard;
  readonly lines: LineBoard;
}

const shaded = (board: KoburinBoard, cell: Cell) => board.shading.at(cell) === 1;
const onLoop = (board: KoburinBoard, cell: Cell) =>
  directions.some((direction) => {
    const line = lineToward(board.lines.points, cell, direction);
    return line !== undefined && board.lines.at(line) === 'line';
  });
const isNumbered = (puzzle: KoburinPuzzle, cell: Cell) => clueAt(puzzle, cell) !== null;

/** A check that finds single cells. */
function cellCheck(check: { code: string; description: string; mendable?: boolean }, test: (puzzle: KoburinPuzzle, board: KoburinBoard, cell: Cell) => boolean, message: (cell: Cell) => string): Check<KoburinPuzzle, KoburinBoard> {
  return {
    ...check,
    find: (puzzle, board) => allCells(board.lines.points).filter((cell) => test(puzzle, board, cell)).map((cell) => ({ code: check.code, message: message(cell), cells: [cell] })),
  };
}

const shadedNumber = cellCheck({ code: 'shaded-clue', description: 'numbered cells are not shaded' }, (puzzle, board, cell) => isNumbered(puzzle, cell) && shaded(board, cell), (cell) => `the numbered cell ${cellName(cell)} is shaded`);
const lineOnNumber = cellCheck({ code: 'line-on-clue', description: 'the loop does not pass numbered cells' }, (puzzle, board, cell) => isNumbered(puzzle, cell) && onLoop(board, cell), (cell) => `the loop passes the numbered cell ${cellName(cell)}`);
const lineOnShaded = cellCheck({ code: 'line-on-shaded', description: 'the loop does not pass shaded cells' }, (_puzzle, board, cell) => shaded(board, cell) && onLoop(board, cell), (cell) => `the loop passes the shaded cell ${cellName(cell)}`);
const emptyCell = cellCheck(
  { code: 'empty-cell', description: 'every cell without a number is shaded or on the loop', mendable: true },
  (puzzle, board, cell) => !isNumbered(puzzle, cell) && !shaded(board, cell) && !onLoop(board, cell),
  (cell) => `${cellName(cell)} is neither shaded nor on the loop`,
);

/** A number counts the shaded cells beside it: in play, too many, or too few cells left that could be. */
const wrongCount: Check<KoburinPuzzle, KoburinBoard> = {
  code: 'wrong-count',
  description: 'each number counts the shaded cells orthogonally next to it',
  find: (puzzle, board) =>
    allCells(board.lines.points).flatMap((cell) => {
      const clue = clueAt(puzzle, cell);
      if (clue === null || clue === 'unknown') return [];
      const beside = neighbours(board.lines.points, cell);
      const found = beside.filter((next) => shaded(board, next));
      const count = found.length;
      const cells = [cell, ...found];
      if (board.shading.finished) return count === clue ? [] : [{ code: 'wrong-count', message: `${clueWords(clue, cell)} has ${count} shaded neighbour${count === 1 ? '' : 's'}`, cells }];
      // A cell may still be shaded when the player left it open, off the loop.
      const possible = count + beside.filter((next) => board.shading.at(next) === null && !isNumbered(puzzle, next) && !onLoop(board, next)).length;
      if (count > clue) return [{ code: 'wrong-count', message: `${clueWords(clue, cell)} already has ${count} shaded neighbours`, cells }];
      return possible < clue ? [{ code: 'wrong-count', message: `${clueWords(clue, cell)} can have at most ${possible} shaded neighbours`, cells: [cell] }] : [];
    }),
};

const lines = (board: KoburinBoard) => board.lines;

export const koburinChecker = checker<KoburinPuzzle, KoburinAnswer, KoburinBoard>({
  shape: {
    description: 'the answer has a shading entry for every cell and a line entry between every two neighbouring cells',
    misfit: (puzzle, answer) => {
      const size = koburinSize(puzzle);
      const misfit = gridShape(koburinSize).misfit(puzzle, answer.shaded) ?? linesShape('centres', koburinSize).misfit(puzzle, answer.lines);
      return misfit === undefined ? undefined : `the answer must shade and draw lines in a ${size.columns}×${size.rows} grid`;
    },
  },
  board: (puzzle, answer) => ({ shading: finishedShading(koburinSize(puzzle), answer.shaded), lines: finishedLines('centres', koburinSize(puzzle), answer.lines) }),
  checks: [
    shadedNumber,
    lineOnNumber,
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

export const { checkCodes, check } = koburinChecker;
