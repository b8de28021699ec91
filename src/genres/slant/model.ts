// The Slant model: one boolean per cell, true when its diagonal is `/` and false when it is `\`. The diagonals are
// lines between the corners of the cells; the rules are a count at each numbered corner and no cycle among the lines.

import type { Cell } from '../../core/geometry.js';
import { allCells, makeGrid } from '../../core/geometry.js';
import type { GraphEdge, Literal, PuzzleModel } from '../../core/model.js';
import { Model } from '../../core/model.js';
import type { Diagonal, SlantAnswer, SlantPartial, SlantPuzzle } from './puzzle.js';
import { cellsAtCorner, clueId, cornerName, cornerPoints, numberAt, slantSize } from './puzzle.js';

export function buildModel(puzzle: SlantPuzzle): PuzzleModel<SlantAnswer, SlantPartial> {
  const size = slantSize(puzzle);
  const points = cornerPoints(size);
  const model = new Model();
  const slashes = makeGrid(size, (cell) => model.bool(`r${cell.row + 1}c${cell.column + 1} slash`));
  const isSlash = (cell: Cell): Literal => slashes[cell.row]![cell.column]!;
  /** The literal that holds when the cell has this diagonal. */
  const has = (cell: Cell, diagonal: Diagonal): Literal => (diagonal === '/' ? isSlash(cell) : -isSlash(cell));
  const point = (row: number, column: number) => row * points.columns + column;

  // Every cell has one diagonal, and the diagonals never form a loop.
  const lines: GraphEdge[] = allCells(size).flatMap(({ row, column }) => [
    { literal: has({ row, column }, '/'), ends: [point(row + 1, column), point(row, column + 1)] as const },
    { literal: has({ row, column }, '\\'), ends: [point(row, column), point(row + 1, column + 1)] as const },
  ]);
  model.acyclic(lines);

  // A number on a corner counts the diagonals that touch it.
  for (let row = 0; row < points.rows; row++) {
    for (let column = 0; column < points.columns; column++) {
      const corner = { row, column };
      const value = numberAt(puzzle, corner);
      if (value === undefined) continue;
      const around = cellsAtCorner(size, corner);
      model.clue({ id: clueId(corner), description: `the ${value} at ${cornerName(size, corner)}`, cells: around.map(({ cell }) => cell) }, () =>
        model.count(
          around.map(({ cell, touching }) => has(cell, touching)),
          '=',
          value,
        ),
      );
    }
  }

  const diagonalOf = (slash: boolean): Diagonal => (slash ? '/' : '\\');
  return {
    model,
    observed: slashes.flat(),
    decode: (value) => makeGrid(size, (cell) => diagonalOf(value(isSlash(cell)))),
    decodePartial: (value) =>
      makeGrid(size, (cell) => {
        const slash = value(isSlash(cell));
        return slash === undefined ? null : diagonalOf(slash);
      }),
  };
}
