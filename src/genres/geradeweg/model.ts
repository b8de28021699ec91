// The Geradeweg model: one boolean per line between neighbouring cell centres, drawn as one loop that passes every
// numbered cell, the straight segments through each number as long as it says.

import type { Direction } from '../../core/geometry.js';
import { allCells } from '../../core/geometry.js';
import { linesLeaving } from '../../core/lines.js';
import type { SegmentAxis } from '../../core/model.js';
import { Model } from '../../core/model.js';
import { centreLoop, keepThin } from '../shared/centre-loop.js';
import type { GeradewegPuzzle } from './puzzle.js';
import { clueAt, clueId, clueWords, geradewegSize, largestNumber, segmentLength } from './puzzle.js';

/**
 * The model. `thin` (for drawing answers on a grid without numbers) keeps the loop one cell wide: no 2×2 square of
 * cells all on it, since a wider loop can often be redrawn between the same numbers.
 */
export function buildModel(puzzle: GeradewegPuzzle, options: { thin?: boolean } = {}) {
  const size = geradewegSize(puzzle);
  const model = new Model();
  // The lines form exactly one loop through cell centres (it need not pass every cell).
  const loop = centreLoop(model, size);
  const side = (cell: Parameters<typeof linesLeaving>[1], direction: Direction) => linesLeaving(size, cell, direction).map(loop.lineOf);
  const anyLength = Array.from({ length: largestNumber(size) }, (_, index) => index + 1);

  for (const cell of allCells(size)) {
    const clue = clueAt(puzzle, cell);
    if (clue === null) continue;
    model.clue({ id: clueId(cell), description: clueWords(clue, cell), cells: [cell] }, () => {
      // The loop passes every numbered cell.
      model.atLeastOne(loop.linesAt(cell));
      // Each straight segment through it, across and up and down, is as long as the number; through a ? they are
      // equally long.
      const axes: SegmentAxis[] = [
        [side(cell, 'left'), side(cell, 'right')],
        [side(cell, 'up'), side(cell, 'down')],
      ];
      const length = segmentLength(clue);
      model.segments(axes, length === null ? anyLength : [length]);
    });
  }

  if (options.thin) {
    keepThin(model, size, loop);
  }

  return { model, observed: loop.observed, decode: loop.decode, decodePartial: loop.decodePartial };
}
