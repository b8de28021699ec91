// The Slant rule checker, in puzz.link's order: no loop of diagonals, the numbers, a diagonal in every cell.
// Independent of the model.

import { pointsOnCycles } from '../../core/cycles.js';
import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, cellName } from '../../core/geometry.js';
import type { Violation } from '../../core/genre.js';
import type { SlantAnswer, SlantPuzzle } from './puzzle.js';
import { cellsAtCorner, cornerName, cornerPoints, diagonalEnds, numberedCorners, slantSize } from './puzzle.js';

/** The codes this checker reports, in the order it looks. */
export const checkCodes = [
  { code: 'wrong-size', description: 'the answer has one entry for every cell of the grid' },
  { code: 'loop', description: 'the diagonals never form a loop' },
  { code: 'wrong-number', description: 'each number counts the diagonals that touch its corner' },
  { code: 'empty-cell', description: 'every cell has a diagonal' },
] as const;

/** The cells whose diagonals lie on a loop (or join two loops): both their corners lie on cycles of the diagonals. */
function cellsOnLoops(board: SlantAnswer, size: GridSize): Cell[] {
  const points = cornerPoints(size);
  const lines = allCells(size).flatMap((cell) => {
    const diagonal = board[cell.row]![cell.column];
    return diagonal ? [{ cell, ends: diagonalEnds(size, cell, diagonal) }] : [];
  });
  const onCycles = pointsOnCycles(points.rows * points.columns, lines.map((line) => line.ends));
  return lines.filter((line) => line.ends.every((end) => onCycles[end])).map((line) => line.cell);
}

export function check(puzzle: SlantPuzzle, board: SlantAnswer): Violation[] {
  const size = slantSize(puzzle);
  if (board.length !== size.rows || board.some((row) => row.length !== size.columns)) {
    return [{ code: 'wrong-size', message: `the answer must have ${size.rows} rows of ${size.columns} cells`, cells: [] }];
  }
  const violations: Violation[] = [];
  const loop = cellsOnLoops(board, size);
  if (loop.length > 0) violations.push({ code: 'loop', message: `the diagonals form a loop through ${loop.map(cellName).join(', ')}`, cells: loop });
  for (const { point: corner, value } of numberedCorners(puzzle)) {
    const around = cellsAtCorner(size, corner);
    const touching = around.filter(({ cell, touching }) => board[cell.row]![cell.column] === touching).length;
    if (touching !== value) {
      violations.push({
        code: 'wrong-number',
        message: `the ${value} at ${cornerName(size, corner)} has ${touching} diagonal${touching === 1 ? '' : 's'} touching it`,
        cells: around.map(({ cell }) => cell),
      });
    }
  }
  const empty = allCells(size).filter((cell) => board[cell.row]![cell.column] === null);
  if (empty.length > 0) {
    violations.push({ code: 'empty-cell', message: `${empty.length === 1 ? 'a cell has' : `${empty.length} cells have`} no diagonal: ${empty.slice(0, 5).map(cellName).join(', ')}${empty.length > 5 ? ', ...' : ''}`, cells: empty });
  }
  return violations;
}
