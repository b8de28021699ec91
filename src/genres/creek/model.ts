// The Creek model: one boolean per cell, true when shaded.

import { LiteralGrid, gridAnswer, unshadedConnected } from '../../core/literal-grid.js';
import { Model } from '../../core/model.js';
import type { CreekPuzzle } from './puzzle.js';
import { cellsAroundCorner, clueId, cornerName, creekSize, numberedCorners } from './puzzle.js';

/** Each number counts the shaded cells round its corner; the unshaded cells are connected; some cell is shaded. */
export function buildModel(puzzle: CreekPuzzle) {
  const size = creekSize(puzzle);
  const model = new Model();
  const shaded = LiteralGrid.of(model, size, 'shaded');

  // Some cell is shaded (puz.link refuses a board without one).
  model.atLeastOne(shaded.flat());

  // A number on a corner counts the shaded cells among the (up to four) cells that meet there.
  for (const { point, value } of numberedCorners(puzzle)) {
    const around = cellsAroundCorner(size, point);
    model.clue({ id: clueId(point), description: `the ${value} at ${cornerName(size, point)}`, cells: around }, () =>
      model.count(shaded.select(around), '=', value),
    );
  }

  // All unshaded cells are orthogonally connected.
  unshadedConnected(model, shaded, { apart: false });
  return gridAnswer(model, shaded);
}
