// The Slant model: one boolean per cell, true when its diagonal is `/` and false when it is `\`. The diagonals are
// lines between the corners of the cells; the rules are a count at each numbered corner and no cycle among the lines.

import type { Cell } from '../../core/geometry.js';
import { allCells } from '../../core/geometry.js';
import { LiteralGrid, twoValueGridAnswer } from '../../core/literal-grid.js';
import type { GraphEdge, Literal, PuzzleModel } from '../../core/model.js';
import { Model } from '../../core/model.js';
import type { Diagonal, SlantAnswer, SlantPartial, SlantPuzzle } from './puzzle.js';
import { cellsAtCorner, clueId, cornerName, diagonalEnds, numberedCorners, slantSize } from './puzzle.js';

export function buildModel(puzzle: SlantPuzzle): PuzzleModel<SlantAnswer, SlantPartial> {
  const size = slantSize(puzzle);
  const model = new Model();
  const slashes = LiteralGrid.of(model, size, 'slash');
  /** The literal that holds when the cell has this diagonal. */
  const has = (cell: Cell, diagonal: Diagonal): Literal => (diagonal === '/' ? slashes.at(cell) : -slashes.at(cell));

  // Every cell has one diagonal, and the diagonals never form a loop.
  const lines: GraphEdge[] = allCells(size).flatMap((cell) =>
    (['/', '\\'] as const).map((diagonal) => ({ literal: has(cell, diagonal), ends: diagonalEnds(size, cell, diagonal) })),
  );
  model.acyclic(lines);

  // A number on a corner counts the diagonals that touch it.
  for (const { point: corner, value } of numberedCorners(puzzle)) {
    const around = cellsAtCorner(size, corner);
    model.clue({ id: clueId(corner), description: `the ${value} at ${cornerName(size, corner)}`, cells: around.map(({ cell }) => cell) }, () =>
      model.count(around.map(({ cell, touching }) => has(cell, touching)), '=', value),
    );
  }

  return twoValueGridAnswer(model, slashes, (slash): Diagonal => (slash ? '/' : '\\'));
}
