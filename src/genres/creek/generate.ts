// Creek puzzles from a random shading whose unshaded cells are connected, drawn from the genre's own model without
// numbers; every corner gets the count of shaded cells round it, then numbers are taken away in symmetric groups
// (half-turn by default) while the shading stays the only solution and the rating stays within the requested level.

import { makeGrid } from '../../core/geometry.js';
import type { Generator } from '../../core/genre.js';
import { removalGenerator, symmetryOption } from '../../core/generate.js';
import { partialToJson } from './formats.js';
import { buildModel } from './model.js';
import type { CreekAnswer, CreekPuzzle } from './puzzle.js';
import { cellsAroundCorner, clueId, cornerPoints, creekSize, makeCreek } from './puzzle.js';

export const creekGenerator: Generator<CreekPuzzle, CreekAnswer> = removalGenerator({
  genre: { model: buildModel, partialToJson },
  defaultSize: { rows: 8, columns: 8 },
  minimumSize: { rows: 3, columns: 3 },
  maximumSize: { rows: 20, columns: 20 },
  options: [symmetryOption('rotate2')],
  space: {
    blank: (request) => makeCreek(request, makeGrid(cornerPoints(request), () => null)),
    // Every corner numbered with the shaded cells round it; numbers already there stay.
    withAllClues: (puzzle, answer) => {
      const size = creekSize(puzzle);
      return makeCreek(
        size,
        makeGrid(cornerPoints(size), (point) => {
          const shaded = cellsAroundCorner(size, point).filter((cell) => answer[cell.row]![cell.column]).length;
          return puzzle.clues[point.row]![point.column] ?? { kind: 'number' as const, value: shaded };
        }),
      );
    },
    keepClues: (puzzle, kept) =>
      makeCreek(creekSize(puzzle), makeGrid(cornerPoints(creekSize(puzzle)), (point) => (kept.has(clueId(point)) ? puzzle.clues[point.row]![point.column]! : null))),
  },
});
