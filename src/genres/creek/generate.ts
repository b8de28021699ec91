// Creek puzzles from a random shading whose unshaded cells are connected, drawn from the genre's own model without
// numbers; every corner gets the count of shaded cells round it, then numbers are taken away in symmetric groups
// (half-turn by default) while the shading stays the only solution and the rating stays within the requested level.

import type { Generator } from '../../core/genre.js';
import { removalGenerator, symmetryOption } from '../../core/generate.js';
import { cornerClueSpace } from '../shared/corner-clues.js';
import { partialToJson } from './formats.js';
import { buildModel } from './model.js';
import type { CreekAnswer, CreekPuzzle } from './puzzle.js';
import { cellsAroundCorner, makeCreek } from './puzzle.js';

export const creekGenerator: Generator<CreekPuzzle, CreekAnswer> = removalGenerator({
  genre: { model: buildModel, partialToJson },
  defaultSize: { rows: 8, columns: 8 },
  minimumSize: { rows: 3, columns: 3 },
  maximumSize: { rows: 20, columns: 20 },
  options: [symmetryOption('rotate2')],
  // Every corner numbered with the shaded cells round it; numbers already there stay.
  space: cornerClueSpace(makeCreek, (answer: CreekAnswer, corner, size) =>
    cellsAroundCorner(size, corner).filter((cell) => answer[cell.row]![cell.column]).length,
  ),
});
