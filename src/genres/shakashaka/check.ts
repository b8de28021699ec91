// The Shakashaka rule checker, in puz.link's order (brNoTriangle, nmTriangleGt, cuNotRectx, nmTriangleLt), independent
// of the model: it cuts every cell into four quarters along both diagonals, joins the white quarters into areas, and
// measures each area against the rectangles round it, upright and turned. One list of checks judges answers and, on a
// board in play, reports what no way of finishing can mend.

import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, cellName, neighbours } from '../../core/geometry.js';
import type { Check } from '../../core/checks.js';
import { checker, gridShape } from '../../core/checks.js';
import type { CellSide } from '../../core/rectangles.js';
import type { ShakashakaAnswer, ShakashakaPuzzle, Triangle } from './puzzle.js';
import { coveredSides, isWhite, numberAt, shakashakaSize } from './puzzle.js';

/** A board as the checks read it: each white cell's triangle, `none`, or null while it is open in play. */
export interface TriangleBoard {
  readonly size: GridSize;
  readonly finished: boolean;
  at(cell: Cell): Triangle | 'none' | null;
}

export function finishedTriangles(size: GridSize, answer: ShakashakaAnswer): TriangleBoard {
  return { size, finished: true, at: (cell) => answer[cell.row]![cell.column] ?? 'none' };
}

export function trianglesInPlay(size: GridSize, cells: readonly (readonly (Triangle | 'none' | null)[])[]): TriangleBoard {
  return { size, finished: false, at: (cell) => cells[cell.row]![cell.column] ?? null };
}

const hasTriangle = (puzzle: ShakashakaPuzzle, board: TriangleBoard, cell: Cell): boolean => {
  const entry = board.at(cell);
  return isWhite(puzzle, cell) && entry !== null && entry !== 'none';
};

const noTriangle: Check<ShakashakaPuzzle, TriangleBoard> = {
  code: 'no-triangle',
  description: 'some triangle is placed',
  mendable: true,
  find: (puzzle, board) =>
    allCells(board.size).some((cell) => hasTriangle(puzzle, board, cell)) ? [] : [{ code: 'no-triangle', message: 'there is no triangle on the board', cells: [] }],
};

/** Each number against the triangles beside it: placed, and placed or still possible on open cells. */
function numbers(puzzle: ShakashakaPuzzle, board: TriangleBoard): { cell: Cell; value: number; placed: number; possible: number }[] {
  return allCells(board.size).flatMap((cell) => {
    const value = numberAt(puzzle, cell);
    if (value === undefined) return [];
    const beside = neighbours(board.size, cell).filter((next) => isWhite(puzzle, next));
    const placed = beside.filter((next) => hasTriangle(puzzle, board, next)).length;
    return [{ cell, value, placed, possible: placed + beside.filter((next) => board.at(next) === null).length }];
  });
}

const tooMany: Check<ShakashakaPuzzle, TriangleBoard> = {
  code: 'too-many-triangles',
  description: 'a number has no more triangles beside it than it says',
  find: (puzzle, board) =>
    numbers(puzzle, board)
      .filter(({ value, placed }) => placed > value)
      .map(({ cell, value, placed }) => ({ code: 'too-many-triangles', message: `the ${value} at ${cellName(cell)} has ${placed} triangles beside it`, cells: [cell] })),
};

const tooFew: Check<ShakashakaPuzzle, TriangleBoard> = {
  code: 'too-few-triangles',
  description: 'a number has no fewer triangles beside it than it says',
  find: (puzzle, board) =>
    numbers(puzzle, board)
      .filter(({ value, possible }) => possible < value)
      .map(({ cell, value, possible }) => ({
        code: 'too-few-triangles',
        message: board.finished ? `the ${value} at ${cellName(cell)} has ${possible} triangles beside it` : `the ${value} at ${cellName(cell)} can have at most ${possible} triangles beside it`,
        cells: [cell],
      })),
};

const sides: readonly CellSide[] = ['top', 'right', 'bottom', 'left'];

/** A quarter of a cell: the triangle from its centre to one of its sides. */
interface Quarter {
  readonly cell: Cell;
  readonly side: CellSide;
}

/** The quarter across a side, in the neighbouring cell. */
const across: Readonly<Record<CellSide, { row: number; column: number; side: CellSide }>> = {
  top: { row: -1, column: 0, side: 'bottom' },
  right: { row: 0, column: 1, side: 'left' },
  bottom: { row: 1, column: 0, side: 'top' },
  left: { row: 0, column: -1, side: 'right' },
};

/** The corners of a quarter in half-cell units (x to the right, y down): the cell's centre and its side's two ends. */
function quarterCorners({ cell, side }: Quarter): [number, number][] {
  const [x, y] = [2 * cell.column, 2 * cell.row];
  const [left, top] = [side === 'right' ? x + 2 : x, side === 'bottom' ? y + 2 : y];
  // The side's ends: along it from its top or left end.
  const along: [number, number] = side === 'top' || side === 'bottom' ? [left + 2, top] : [left, top + 2];
  return [[x + 1, y + 1], [left, top], along];
}

/** The white areas of a finished board, as lists of quarters. */
export function whiteAreas(puzzle: ShakashakaPuzzle, board: TriangleBoard): Quarter[][] {
  const size = shakashakaSize(puzzle);
  const white = (cell: Cell, side: CellSide): boolean => {
    if (cell.row < 0 || cell.column < 0 || cell.row >= size.rows || cell.column >= size.columns || !isWhite(puzzle, cell)) return false;
    const entry = board.at(cell);
    return entry === null || entry === 'none' || !coveredSides[entry].includes(side);
  };
  // A quarter by number: four to a cell, in the order of `sides`.
  const seen = new Uint8Array(size.rows * size.columns * 4);
  const number = (cell: Cell, side: CellSide) => (cell.row * size.columns + cell.column) * 4 + sides.indexOf(side);
  const areas: Quarter[][] = [];
  for (const cell of allCells(size)) {
    for (const side of sides) {
      if (!white(cell, side) || seen[number(cell, side)]) continue;
      seen[number(cell, side)] = 1;
      const area: Quarter[] = [{ cell, side }];
      const visit = (quarter: Quarter) => {
        if (!white(quarter.cell, quarter.side) || seen[number(quarter.cell, quarter.side)]) return;
        seen[number(quarter.cell, quarter.side)] = 1;
        area.push(quarter);
      };
      for (let index = 0; index < area.length; index++) {
        const here = area[index]!;
        // The white quarters of the same cell touch each other (a triangle leaves two that meet at the centre).
        for (const other of sides) if (other !== here.side) visit({ cell: here.cell, side: other });
        const step = across[here.side];
        visit({ cell: { row: here.cell.row + step.row, column: here.cell.column + step.column }, side: step.side });
      }
      areas.push(area);
    }
  }
  return areas;
}

/**
 * Whether an area fills the rectangle round it, upright or turned 45 degrees: a quarter is one unit of area, and an
 * area that is as large as its bounding rectangle is that rectangle.
 */
export function isRectangle(area: readonly Quarter[]): boolean {
  // The extents across, down and along both diagonals, in one pass.
  const lowest = [Infinity, Infinity, Infinity, Infinity];
  const highest = [-Infinity, -Infinity, -Infinity, -Infinity];
  for (const quarter of area) {
    for (const [x, y] of quarterCorners(quarter)) {
      [x, y, x + y, x - y].forEach((measure, index) => {
        lowest[index] = Math.min(lowest[index]!, measure);
        highest[index] = Math.max(highest[index]!, measure);
      });
    }
  }
  const extent = (index: number) => highest[index]! - lowest[index]!;
  const upright = extent(0) * extent(1);
  const turned = (extent(2) * extent(3)) / 2;
  return area.length === upright || area.length === turned;
}

const notRectangle: Check<ShakashakaPuzzle, TriangleBoard> = {
  code: 'not-rectangle',
  description: 'every white area is a rectangle, upright or turned 45 degrees',
  // An open cell may still take the triangle that squares an area off.
  mendable: true,
  find: (puzzle, board) =>
    whiteAreas(puzzle, board)
      .filter((area) => !isRectangle(area))
      .map((area) => {
        const cells = [...new Map(area.map(({ cell }) => [cellName(cell), cell])).values()];
        return { code: 'not-rectangle', message: `the white area at ${cellName(cells[0]!)} is not a rectangle`, cells };
      }),
};

export const shakashakaChecker = checker<ShakashakaPuzzle, ShakashakaAnswer, TriangleBoard>({
  shape: gridShape(shakashakaSize),
  board: (puzzle, answer) => finishedTriangles(shakashakaSize(puzzle), answer),
  checks: [noTriangle, tooMany, notRectangle, tooFew],
});

export const { checkCodes, check } = shakashakaChecker;
