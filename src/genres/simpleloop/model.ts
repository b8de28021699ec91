// The Simple Loop model: one boolean per line between neighbouring cell centres, drawn as one loop that passes every
// open cell and no shaded one.

import { allCells, cellName } from '../../core/geometry.js';
import { Model } from '../../core/model.js';
import { centreLoop, keepThin } from '../shared/centre-loop.js';
import type { SimpleLoopAnswer, SimpleLoopPartial, SimpleLoopPuzzle } from './puzzle.js';
import { cellId, isShaded, simpleLoopSize } from './puzzle.js';

/**
 * The model. `free` (for the generator drawing answers on a grid without shaded cells) lets the loop leave cells out,
 * which then become the shaded cells; `thin` then keeps the loop one cell wide (no 2×2 square of cells all on it),
 * since a wider loop can often be redrawn through the same cells.
 */
export function buildModel(puzzle: SimpleLoopPuzzle, options: { free?: boolean; thin?: boolean } = {}) {
  const size = simpleLoopSize(puzzle);
  const model = new Model();
  // The lines form exactly one loop through cell centres.
  const loop = centreLoop(model, size);

  for (const cell of allCells(size)) {
    const shaded = isShaded(puzzle, cell);
    if (!shaded && options.free) continue;
    const description = shaded ? `the shaded cell ${cellName(cell)}` : `the open cell ${cellName(cell)}`;
    model.clue({ id: cellId(cell), description, cells: [cell] }, () => {
      // The loop keeps out of a shaded cell, and passes every other cell once.
      if (shaded) model.require(...loop.linesAt(cell).map((line) => -line));
      else model.count(loop.linesAt(cell), '=', 2);
    });
  }

  if (options.free && options.thin) {
    keepThin(model, size, loop);
  }

  return {
    model,
    observed: loop.observed,
    decode: (value: (literal: number) => boolean): SimpleLoopAnswer => loop.decode(value),
    decodePartial: (value: (literal: number) => boolean | undefined): SimpleLoopPartial => loop.decodePartial(value),
  };
}
