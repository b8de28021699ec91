// The Sashigane rule checker, independent of the model: the areas are what the borders close, read by a flood fill,
// and an area is an L when its cells are one full row and one full column of the rectangle round it. In puz.link's
// order (arBlkEdge, arNotPtCnr, ciNotOnCnr, bkSizeNe, bdDeadEnd, bkNotLshape): arrow-not-at-end,
// arrow-not-to-corner, circle-not-corner, wrong-area, dead-end-border, not-l-shape. A border that ends inside an
// area leaves a 2×2 block in it, which no L has: such an area is reported as the dead end alone, as puz.link reports it first.

import type { Cell, Direction } from '../../core/geometry.js';
import { cellName, move, sameCell } from '../../core/geometry.js';
import type { Check } from '../../core/checks.js';
import { areasInReadingOrder, checker } from '../../core/checks.js';
import { wallBetween } from '../../core/regions.js';
import type { Violation } from '../../core/violation.js';
import { cellCount } from '../../core/violation.js';
import type { BorderMarks } from '../shared/border-answers.js';
import type { SashiganeAnswer, SashiganeClue, SashiganePuzzle } from './puzzle.js';
import { clueAt, clueName, sashiganeSize } from './puzzle.js';

type SashiganeCheck = Check<SashiganePuzzle, SashiganeAnswer>;

/** An L: its corner and the last cells of its two arms. */
interface LParts {
  readonly corner: Cell;
  readonly ends: readonly [Cell, Cell];
}

/** The smallest rectangle round some cells. */
function bounds(cells: readonly Cell[]): { top: number; bottom: number; left: number; right: number } {
  const rows = cells.map((cell) => cell.row);
  const columns = cells.map((cell) => cell.column);
  return { top: Math.min(...rows), bottom: Math.max(...rows), left: Math.min(...columns), right: Math.max(...columns) };
}

/** The parts of an L of width one with arms of two cells or more, or undefined when the cells are no such L. */
export function lParts(cells: readonly Cell[]): LParts | undefined {
  const { top, bottom, left, right } = bounds(cells);
  if (top === bottom || left === right || cells.length !== bottom - top + (right - left) + 1) return undefined;
  for (const row of [top, bottom]) {
    for (const column of [left, right]) {
      if (cells.every((cell) => cell.row === row || cell.column === column)) {
        return { corner: { row, column }, ends: [{ row, column: column === left ? right : left }, { row: row === top ? bottom : top, column }] };
      }
    }
  }
  return undefined;
}

interface Area {
  readonly cells: Cell[];
  readonly shape: LParts | undefined;
  readonly symbols: { cell: Cell; clue: SashiganeClue }[];
}

function areas(puzzle: SashiganePuzzle, borders: SashiganeAnswer): Area[] {
  return areasInReadingOrder(sashiganeSize(puzzle), () => true, (a, b) => !wallBetween(borders, a, b)).map((cells) => ({
    cells,
    shape: lParts(cells),
    symbols: cells.flatMap((cell) => {
      const clue = clueAt(puzzle, cell);
      return clue === null ? [] : [{ cell, clue }];
    }),
  }));
}

/** The direction from one cell towards another in its row or column. */
const towards = (from: Cell, to: Cell): Direction => (from.row === to.row ? (to.column > from.column ? 'right' : 'left') : to.row > from.row ? 'down' : 'up');

/** Each arrow in an L, with whether it sits at an end of an arm and the way to the corner from there. */
const arrowsInLs = (puzzle: SashiganePuzzle, borders: SashiganeAnswer) =>
  areas(puzzle, borders).flatMap(({ cells, shape, symbols }) =>
    shape === undefined
      ? []
      : symbols.flatMap(({ cell, clue }) => {
          if (clue.kind !== 'arrow') return [];
          const atEnd = shape.ends.some((end) => sameCell(end, cell));
          return [{ cell, clue, direction: clue.direction, cells, atEnd, toCorner: towards(cell, shape.corner) }];
        }),
  );

const arrowNotAtEnd: SashiganeCheck = {
  code: 'arrow-not-at-end',
  description: 'an arrow lies at the end of an arm of its L (puz.link arBlkEdge)',
  find: (puzzle, borders) =>
    arrowsInLs(puzzle, borders)
      .filter(({ atEnd }) => !atEnd)
      .map(({ cell, clue, cells }) => ({ code: 'arrow-not-at-end', message: `${clueName(clue, cell)} is not at the end of an arm of its L`, cells })),
};

const arrowNotToCorner: SashiganeCheck = {
  code: 'arrow-not-to-corner',
  description: 'an arrow points along its arm to the corner (puz.link arNotPtCnr)',
  find: (puzzle, borders) =>
    arrowsInLs(puzzle, borders)
      .filter(({ atEnd, direction, toCorner }) => atEnd && direction !== toCorner)
      .map(({ cell, clue, cells, toCorner }) => ({ code: 'arrow-not-to-corner', message: `${clueName(clue, cell)} points away from its corner, which lies ${toCorner}`, cells })),
};

const circleNotCorner: SashiganeCheck = {
  code: 'circle-not-corner',
  description: 'a circle is the corner of its L (puz.link ciNotOnCnr)',
  find: (puzzle, borders) =>
    areas(puzzle, borders).flatMap(({ cells, shape, symbols }) =>
      shape === undefined
        ? []
        : symbols
            .filter(({ cell, clue }) => clue.kind === 'corner' && !sameCell(cell, shape.corner))
            .map(({ cell, clue }) => ({ code: 'circle-not-corner', message: `${clueName(clue, cell)} is not the corner of its L (${cellName(shape.corner)} is)`, cells })),
    ),
};

const wrongArea: SashiganeCheck = {
  code: 'wrong-area',
  description: "a circled number is its L's cell count (puz.link bkSizeNe)",
  find: (puzzle, borders) =>
    areas(puzzle, borders).flatMap(({ cells, symbols }) =>
      symbols
        .filter(({ clue }) => clue.kind === 'corner' && clue.size !== undefined && clue.size !== cells.length)
        .map(({ cell, clue }) => ({ code: 'wrong-area', message: `${clueName(clue, cell)} has an area of ${cellCount(cells.length)}`, cells })),
    ),
};

/** The borders between two cells of one area, each with the number of that area. */
function innerBorders(puzzle: SashiganePuzzle, borders: SashiganeAnswer): { cells: [Cell, Cell]; area: number }[] {
  const areaOf = new Map<string, number>();
  areas(puzzle, borders).forEach(({ cells }, index) => cells.forEach((cell) => areaOf.set(cellName(cell), index)));
  const found: { cells: [Cell, Cell]; area: number }[] = [];
  (['right', 'below'] as const).forEach((side) =>
    borders[side].forEach((row, r) =>
      row.forEach((border, c) => {
        const cell = { row: r, column: c };
        const other = move(cell, side === 'right' ? 'right' : 'down');
        const area = areaOf.get(cellName(cell))!;
        if (border && area === areaOf.get(cellName(other))) found.push({ cells: [cell, other], area });
      }),
    ),
  );
  return found;
}

/** A border between two cells of one area closes nothing off: it ends inside the area. */
const deadEnd: SashiganeCheck = {
  code: 'dead-end-border',
  description: 'every border separates two areas (puz.link bdDeadEnd)',
  find: (puzzle, borders) =>
    innerBorders(puzzle, borders).map(({ cells: [cell, other] }): Violation => ({ code: 'dead-end-border', message: `the border between ${cellName(cell)} and ${cellName(other)} ends inside an area`, cells: [cell, other] })),
};

const notL: SashiganeCheck = {
  code: 'not-l-shape',
  description: 'every area is an L of width one with two arms of two cells or more (puz.link bkNotLshape)',
  find: (puzzle, borders) => {
    const withDeadEnds = new Set(innerBorders(puzzle, borders).map(({ area }) => area));
    return areas(puzzle, borders)
      .filter(({ shape }, index) => shape === undefined && !withDeadEnds.has(index))
      .map(({ cells }) => ({ code: 'not-l-shape', message: `the area of ${cellCount(cells.length)} from ${cellName(cells[0]!)} is not an L of width one`, cells }));
  },
};

export const sashiganeChecker = checker<SashiganePuzzle, SashiganeAnswer, SashiganeAnswer>({
  shape: {
    description: 'the answer has the borders of the grid',
    misfit(puzzle, answer) {
      const { rows, columns } = puzzle;
      const fits = answer.right.length === rows && answer.right.every((row) => row.length === columns - 1) && answer.below.length === rows - 1 && answer.below.every((row) => row.length === columns);
      return fits ? undefined : `the borders must be ${rows} rows of ${columns - 1} and ${rows - 1} rows of ${columns}`;
    },
  },
  board: (_puzzle, answer) => answer,
  checks: [arrowNotAtEnd, arrowNotToCorner, circleNotCorner, wrongArea, deadEnd, notL],
});

export const check = sashiganeChecker.check;
export const checkCodes = sashiganeChecker.checkCodes;

/** Whether some cells could all lie in one L: they are one row and one column of the rectangle round them. */
function fitsAnL(cells: readonly Cell[]): boolean {
  const { top, bottom, left, right } = bounds(cells);
  return [top, bottom].some((row) => [left, right].some((column) => cells.every((cell) => cell.row === row || cell.column === column)));
}

/**
 * What a board in play breaks for good (`line` a border drawn, `cross` surely none): drawing more borders only splits
 * areas, so an area the drawn borders close that is smaller than an L, or than a circled number in it, stays so;
 * cells that crosses join stay in one L, which must hold them all and no more than a circled number among them.
 */
export function brokenInPlay(puzzle: SashiganePuzzle, marks: BorderMarks): Violation[] {
  const size = sashiganeSize(puzzle);
  const between = (a: Cell, b: Cell) => (a.row === b.row ? marks.right[a.row]![Math.min(a.column, b.column)]! : marks.below[Math.min(a.row, b.row)]![a.column]!);
  const numbers = (cells: readonly Cell[]) =>
    cells.flatMap((cell) => {
      const clue = clueAt(puzzle, cell);
      return clue?.kind === 'corner' && clue.size !== undefined ? [{ cell, clue, size: clue.size }] : [];
    });
  const found: Violation[] = [];
  for (const cells of areasInReadingOrder(size, () => true, (a, b) => between(a, b) !== 'line')) {
    if (cells.length < 3) found.push({ code: 'not-l-shape', message: `the borders close an area of ${cellCount(cells.length)} from ${cellName(cells[0]!)}, too small for an L`, cells });
    for (const { cell, clue, size: wanted } of numbers(cells)) {
      if (wanted > cells.length) found.push({ code: 'wrong-area', message: `${clueName(clue, cell)} has at most ${cellCount(cells.length)} left`, cells });
    }
  }
  for (const cells of areasInReadingOrder(size, () => true, (a, b) => between(a, b) === 'cross')) {
    if (cells.length === 1) continue;
    if (!fitsAnL(cells)) found.push({ code: 'not-l-shape', message: `crosses join ${cellCount(cells.length)} from ${cellName(cells[0]!)} that no L of width one holds`, cells });
    for (const { cell, clue, size: wanted } of numbers(cells)) {
      if (wanted < cells.length) found.push({ code: 'wrong-area', message: `crosses give ${clueName(clue, cell)} at least ${cellCount(cells.length)}`, cells });
    }
  }
  return found;
}
