// The checks of the genres that shade cells beside a loop through cell centres (Yajilin, Koburin, Regional Yajilin):
// the board as its shading and its loop, the answer's shape, and the rules they share in puz.link's words.

import type { Check, Checker, LineBoard, ShadingBoard } from '../../core/checks.js';
import { checker, finishedLines, finishedShading, gridShape, linesOn, linesShape } from '../../core/checks.js';
import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, cellName } from '../../core/geometry.js';
import type { ShadeLoopAnswer } from './shade-loop.js';

/** A board of these genres: its shading and its loop. */
export interface ShadeLoopBoard {
  readonly shading: ShadingBoard;
  readonly lines: LineBoard;
}

export const isShadedOn = (board: ShadeLoopBoard, cell: Cell): boolean => board.shading.at(cell) === 1;
export const onLoop = (board: ShadeLoopBoard, cell: Cell): boolean => linesOn(board.lines, cell).length > 0;
/** The loop part of a board, for the loop checks (`onPart(noBranch, loopOf)`). */
export const loopOf = (board: ShadeLoopBoard): LineBoard => board.lines;

/** The checker from its list: a shading and lines for the grid, then the checks on both. */
export function shadeLoopChecker<Puzzle>(size: (puzzle: Puzzle) => GridSize, checks: readonly Check<Puzzle, ShadeLoopBoard>[]): Checker<Puzzle, ShadeLoopAnswer, ShadeLoopBoard> {
  return checker({
    shape: {
      description: 'the answer has a shading entry for every cell and a line entry between every two neighbouring cells',
      misfit: (puzzle, answer) => {
        const { rows, columns } = size(puzzle);
        const misfit = gridShape(size).misfit(puzzle, answer.shaded) ?? linesShape('centres', size).misfit(puzzle, answer.lines);
        return misfit === undefined ? undefined : `the answer must shade and draw lines in a ${columns}×${rows} grid`;
      },
    },
    board: (puzzle, answer) => ({ shading: finishedShading(size(puzzle), answer.shaded), lines: finishedLines('centres', size(puzzle), answer.lines) }),
    checks,
  });
}

/** A check that finds single cells. */
export function cellCheck<Puzzle>(
  check: { readonly code: string; readonly description: string; readonly mendable?: boolean },
  test: (puzzle: Puzzle, board: ShadeLoopBoard, cell: Cell) => boolean,
  message: (cell: Cell) => string,
): Check<Puzzle, ShadeLoopBoard> {
  return {
    ...check,
    find: (puzzle, board) => allCells(board.lines.points).filter((cell) => test(puzzle, board, cell)).map((cell) => ({ code: check.code, message: message(cell), cells: [cell] })),
  };
}

/** Clue cells are neither shaded nor passed by the loop; `kind` names them (`clue`, `numbered`). */
export function clueCellsLeftAlone<Puzzle>(kind: string, isClue: (puzzle: Puzzle, cell: Cell) => boolean): Check<Puzzle, ShadeLoopBoard>[] {
  return [
    cellCheck({ code: 'shaded-clue', description: `${kind} cells are not shaded` }, (puzzle, board, cell) => isClue(puzzle, cell) && isShadedOn(board, cell), (cell) => `the ${kind} cell ${cellName(cell)} is shaded`),
    cellCheck({ code: 'line-on-clue', description: `the loop does not pass ${kind} cells` }, (puzzle, board, cell) => isClue(puzzle, cell) && onLoop(board, cell), (cell) => `the loop passes the ${kind} cell ${cellName(cell)}`),
  ];
}

export const lineOnShaded: Check<unknown, ShadeLoopBoard> = cellCheck(
  { code: 'line-on-shaded', description: 'the loop does not pass shaded cells' },
  (_puzzle, board, cell) => isShadedOn(board, cell) && onLoop(board, cell),
  (cell) => `the loop passes the shaded cell ${cellName(cell)}`,
);

/** Every cell but the clue cells is shaded or on the loop: `description` says which cells count. */
export function noEmptyCell<Puzzle>(description: string, isClue: (puzzle: Puzzle, cell: Cell) => boolean = () => false): Check<Puzzle, ShadeLoopBoard> {
  return cellCheck(
    { code: 'empty-cell', description, mendable: true },
    (puzzle, board, cell) => !isClue(puzzle, cell) && !isShadedOn(board, cell) && !onLoop(board, cell),
    (cell) => `${cellName(cell)} is neither shaded nor on the loop`,
  );
}

/** A number of these genres: its count, the cells it counts shaded cells among, and how it reads (`the 2 at r3c4`). */
export interface CountClue {
  readonly value: number;
  readonly seen: readonly Cell[];
  readonly words: string;
}

/**
 * Each number counts the shaded cells among those it sees: in play, too many, or too few cells left that could be.
 * `say` words the messages: `has`, `have` and `noun` (`sees`, `see`, `shaded cell`: `the 2 ... sees 1 shaded cell`).
 */
export function wrongCount<Puzzle>(
  description: string,
  isClue: (puzzle: Puzzle, cell: Cell) => boolean,
  countAt: (puzzle: Puzzle, cell: Cell, size: GridSize) => CountClue | undefined,
  say: { readonly has: string; readonly have: string; readonly noun: string },
): Check<Puzzle, ShadeLoopBoard> {
  const { has, have, noun } = say;
  return {
    code: 'wrong-count',
    description,
    find: (puzzle, board) =>
      allCells(board.lines.points).flatMap((cell) => {
        const clue = countAt(puzzle, cell, board.lines.points);
        if (clue === undefined) return [];
        const { value, seen, words } = clue;
        const found = seen.filter((next) => isShadedOn(board, next));
        const count = found.length;
        const cells = [cell, ...found];
        if (board.shading.finished) return count === value ? [] : [{ code: 'wrong-count', message: `${words} ${has} ${count} ${noun}${count === 1 ? '' : 's'}`, cells }];
        // A cell may still be shaded when the player left it open, off the loop.
        const possible = count + seen.filter((next) => board.shading.at(next) === null && !isClue(puzzle, next) && !onLoop(board, next)).length;
        if (count > value) return [{ code: 'wrong-count', message: `${words} already ${has} ${count} ${noun}s`, cells }];
        return possible < value ? [{ code: 'wrong-count', message: `${words} can ${have} at most ${possible} ${noun}s`, cells: [cell] }] : [];
      }),
  };
}
