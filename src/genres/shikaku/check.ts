// The Shikaku rule checker, independent of the model: the rectangles are the areas the borders close, read by a
// flood fill. In puz.link's order (bkNoNum, bkNumGe2, bkNotRect, bkSizeNe, bdDeadEnd): room-without-number,
// room-with-two-numbers, not-rectangle, wrong-area, dead-end-border.

import type { Cell } from '../../core/geometry.js';
import { cellName } from '../../core/geometry.js';
import type { Check } from '../../core/checks.js';
import { areasInReadingOrder, checker } from '../../core/checks.js';
import { wallBetween } from '../../core/regions.js';
import type { Violation } from '../../core/violation.js';
import { cellCount } from '../../core/violation.js';
import type { Borders } from '../../core/regions.js';
import type { ShikakuAnswer, ShikakuClue, ShikakuPuzzle } from './puzzle.js';
import { clueAt, clueName, shikakuSize } from './puzzle.js';

type ShikakuCheck = Check<ShikakuPuzzle, ShikakuAnswer>;

/** The areas the borders close, in reading order of their first cell, each with its numbers. */
function rooms(puzzle: ShikakuPuzzle, borders: ShikakuAnswer): { cells: Cell[]; numbers: { cell: Cell; clue: ShikakuClue }[] }[] {
  return areasInReadingOrder(shikakuSize(puzzle), () => true, (a, b) => !wallBetween(borders, a, b)).map((cells) => ({
    cells,
    numbers: cells.flatMap((cell) => {
      const clue = clueAt(puzzle, cell);
      return clue === null ? [] : [{ cell, clue }];
    }),
  }));
}

/** The smallest rectangle round some cells. */
function bounds(cells: readonly Cell[]): { height: number; width: number } {
  const rows = cells.map((cell) => cell.row);
  const columns = cells.map((cell) => cell.column);
  return { height: Math.max(...rows) - Math.min(...rows) + 1, width: Math.max(...columns) - Math.min(...columns) + 1 };
}

const withoutNumber: ShikakuCheck = {
  code: 'room-without-number',
  description: 'every rectangle holds a number (puz.link bkNoNum)',
  find: (puzzle, borders) =>
    rooms(puzzle, borders)
      .filter(({ numbers }) => numbers.length === 0)
      .map(({ cells }) => ({ code: 'room-without-number', message: `an area of ${cellCount(cells.length)} from ${cellName(cells[0]!)} holds no number`, cells })),
};

const twoNumbers: ShikakuCheck = {
  code: 'room-with-two-numbers',
  description: 'no rectangle holds two numbers (puz.link bkNumGe2)',
  find: (puzzle, borders) =>
    rooms(puzzle, borders)
      .filter(({ numbers }) => numbers.length > 1)
      .map(({ numbers }) => ({
        code: 'room-with-two-numbers',
        message: `one area holds ${numbers.length} numbers: ${numbers.map(({ cell, clue }) => clueName(clue, cell)).join(', ')}`,
        cells: numbers.map(({ cell }) => cell),
      })),
};

const notRectangle: ShikakuCheck = {
  code: 'not-rectangle',
  description: 'every area is a rectangle (puz.link bkNotRect)',
  find: (puzzle, borders) =>
    rooms(puzzle, borders)
      .filter(({ cells }) => {
        const { height, width } = bounds(cells);
        return height * width !== cells.length;
      })
      .map(({ cells }) => ({ code: 'not-rectangle', message: `the area of ${cellCount(cells.length)} from ${cellName(cells[0]!)} is not a rectangle`, cells })),
};

const wrongArea: ShikakuCheck = {
  code: 'wrong-area',
  description: "each number is its rectangle's area (puz.link bkSizeNe)",
  find: (puzzle, borders) =>
    rooms(puzzle, borders).flatMap(({ cells, numbers }) =>
      numbers
        .filter(({ clue }) => clue.kind === 'number' && clue.value !== cells.length)
        .map(({ cell, clue }) => ({ code: 'wrong-area', message: `${clueName(clue, cell)} has a rectangle of ${cellCount(cells.length)}`, cells })),
    ),
};

/** A border between two cells of one area closes nothing off: it ends inside the area. */
const deadEnd: ShikakuCheck = {
  code: 'dead-end-border',
  description: 'every border separates two rectangles (puz.link bdDeadEnd)',
  find(puzzle, borders) {
    const roomOf = new Map<string, number>();
    rooms(puzzle, borders).forEach(({ cells }, index) => cells.forEach((cell) => roomOf.set(`${cell.row},${cell.column}`, index)));
    const same = (a: Cell, b: Cell) => roomOf.get(`${a.row},${a.column}`) === roomOf.get(`${b.row},${b.column}`);
    const found: Cell[][] = [];
    borders.right.forEach((row, r) => row.forEach((border, c) => border && same({ row: r, column: c }, { row: r, column: c + 1 }) && found.push([{ row: r, column: c }, { row: r, column: c + 1 }])));
    borders.below.forEach((row, r) => row.forEach((border, c) => border && same({ row: r, column: c }, { row: r + 1, column: c }) && found.push([{ row: r, column: c }, { row: r + 1, column: c }])));
    return found.map((cells) => ({ code: 'dead-end-border', message: `the border between ${cellName(cells[0]!)} and ${cellName(cells[1]!)} ends inside an area`, cells }));
  },
};

export const shikakuChecker = checker<ShikakuPuzzle, ShikakuAnswer, ShikakuAnswer>({
  shape: {
    description: 'the answer has the borders of the grid',
    misfit(puzzle, answer) {
      const { rows, columns } = puzzle;
      const fits = answer.right.length === rows && answer.right.every((row) => row.length === columns - 1) && answer.below.length === rows - 1 && answer.below.every((row) => row.length === columns);
      return fits ? undefined : `the borders must be ${rows} rows of ${columns - 1} and ${rows - 1} rows of ${columns}`;
    },
  },
  board: (_puzzle, answer) => answer,
  checks: [withoutNumber, twoNumbers, notRectangle, wrongArea, deadEnd],
});

export const check = shikakuChecker.check;
export const checkCodes = shikakuChecker.checkCodes;

/** An edge in play: a border drawn, surely none (a cross), or open. */
export type BorderMark = 'line' | 'cross' | null;

/**
 * What a board in play breaks for good: drawing more borders only splits areas, so an area that open edges and
 * crosses join holds a number or never will; cells joined by crosses stay in one rectangle, which then holds their
 * numbers and at least their cells.
 */
export function brokenInPlay(puzzle: ShikakuPuzzle, marks: Borders<BorderMark>): Violation[] {
  const size = shikakuSize(puzzle);
  const markBetween = (a: Cell, b: Cell): BorderMark => (a.row === b.row ? marks.right[a.row]![Math.min(a.column, b.column)]! : marks.below[Math.min(a.row, b.row)]![a.column]!);
  const numbersIn = (cells: readonly Cell[]) => cells.flatMap((cell) => {
    const clue = clueAt(puzzle, cell);
    return clue === null ? [] : [{ cell, clue }];
  });
  const found: Violation[] = [];
  for (const cells of areasInReadingOrder(size, () => true, (a, b) => markBetween(a, b) !== 'line')) {
    const numbers = numbersIn(cells);
    if (numbers.length === 0) found.push({ code: 'room-without-number', message: `the borders close an area of ${cellCount(cells.length)} from ${cellName(cells[0]!)} without a number`, cells });
    for (const { cell, clue } of numbers) {
      if (clue.kind === 'number' && clue.value > cells.length) found.push({ code: 'wrong-area', message: `${clueName(clue, cell)} has at most ${cellCount(cells.length)} left`, cells });
    }
  }
  for (const cells of areasInReadingOrder(size, () => true, (a, b) => markBetween(a, b) === 'cross')) {
    if (cells.length === 1) continue;
    const numbers = numbersIn(cells);
    if (numbers.length > 1) {
      found.push({ code: 'room-with-two-numbers', message: `crosses join ${numbers.map(({ cell, clue }) => clueName(clue, cell)).join(' and ')} into one rectangle`, cells: numbers.map(({ cell }) => cell) });
    }
    const { height, width } = bounds(cells);
    for (const { cell, clue } of numbers) {
      if (clue.kind === 'number' && clue.value < height * width) found.push({ code: 'wrong-area', message: `crosses make ${clueName(clue, cell)} a rectangle of at least ${cellCount(height * width)}`, cells });
    }
  }
  return found;
}
