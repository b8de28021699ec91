// The Slitherlink rule checker, in puzz.link's order: a line at all, no branch, no crossing, the numbers, one loop,
// no dead end. Independent of the model.

import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, cellName } from '../../core/geometry.js';
import type { Violation } from '../../core/genre.js';
import { lineAt, lineShape, loopRuleCodes, loopViolations } from '../../core/lines.js';
import { cellSides, cellsBeside } from './model.js';
import type { SlitherlinkAnswer, SlitherlinkPuzzle } from './puzzle.js';
import { cornerPoints, numberAt, slitherlinkSize } from './puzzle.js';

/** The codes this checker reports, in the order it looks. */
export const checkCodes = [
  { code: 'wrong-size', description: 'the answer has lines for every cell edge of the grid' },
  { code: 'no-line', description: loopRuleCodes['no-line'] },
  { code: 'branch', description: loopRuleCodes.branch },
  { code: 'crossing', description: loopRuleCodes.crossing },
  { code: 'wrong-number', description: 'each number counts the sides of its cell that the loop uses' },
  { code: 'several-loops', description: loopRuleCodes['several-loops'] },
  { code: 'dead-end', description: loopRuleCodes['dead-end'] },
] as const;

/** The cells that meet at a corner. */
function cellsAround(size: GridSize, point: Cell): Cell[] {
  return [
    { row: point.row - 1, column: point.column - 1 },
    { row: point.row - 1, column: point.column },
    { row: point.row, column: point.column - 1 },
    { row: point.row, column: point.column },
  ].filter((cell) => cell.row >= 0 && cell.column >= 0 && cell.row < size.rows && cell.column < size.columns);
}

export function check(puzzle: SlitherlinkPuzzle, answer: SlitherlinkAnswer): Violation[] {
  const size = slitherlinkSize(puzzle);
  const points = cornerPoints(size);
  if (
    answer.horizontal.length !== points.rows ||
    answer.horizontal.some((row) => row.length !== size.columns) ||
    answer.vertical.length !== size.rows ||
    answer.vertical.some((row) => row.length !== points.columns)
  ) {
    return [{ code: 'wrong-size', message: `the answer must have lines along the edges of a ${size.columns}×${size.rows} grid`, cells: [] }];
  }
  const shape = lineShape(points, answer);
  const structure = (rule: Parameters<typeof loopViolations>[1]) =>
    loopViolations(shape, rule, (point) => cellsAround(size, point), (line) => cellsBeside(size, line));
  const numbers: Violation[] = [];
  for (const cell of allCells(size)) {
    const value = numberAt(puzzle, cell);
    if (value === undefined) continue;
    const used = cellSides(cell).filter((side) => lineAt(answer, side)).length;
    if (used !== value) numbers.push({ code: 'wrong-number', message: `the ${value} at ${cellName(cell)} has ${used} line${used === 1 ? '' : 's'} around it`, cells: [cell] });
  }
  return [...structure('no-line'), ...structure('branch'), ...structure('crossing'), ...numbers, ...structure('several-loops'), ...structure('dead-end')];
}
