// Fillomino puzzles from a random division: regions grown by joining neighbouring regions at random up to a largest
// size, and regions of equal size that touch joined as well (or the draw starts again); every cell then gets its
// region's size, and numbers are taken away in symmetric groups while the answer stays the only one and the rating
// stays within the requested difficulty.

import type { GridSize } from '../../core/geometry.js';
import { adjacentPairs, cellIndex, makeGrid } from '../../core/geometry.js';
import type { Generator } from '../../core/genre.js';
import type { Random } from '../../core/random.js';
import { removalGenerator, symmetryOption } from '../../core/generate.js';
import { givensKept, integerLiterals } from '../../core/integer-grid.js';
import { JoinedRegions } from '../../core/joined-regions.js';
import { partialToJson } from './formats.js';
import { buildModel } from './model.js';
import type { FillominoAnswer, FillominoPuzzle } from './puzzle.js';
import { clueId, makeFillomino } from './puzzle.js';

/** The largest region drawn: Filling's numbers are single digits. */
const largestRegion = 9;

/** Every cell's region size in a random Fillomino answer: equal sizes never touch. */
export function randomFilling(size: GridSize, random: Random): number[][] {
  const pairs = adjacentPairs(size).map(([a, b]) => [cellIndex(size, a), cellIndex(size, b)] as const);
  for (;;) {
    const regions = new JoinedRegions(size);
    // A few rounds of random joins, each up to a size drawn for the round, so that small and large regions mix.
    for (let round = 0; round < 3; round++) {
      for (const [a, b] of random.shuffle(pairs)) {
        if (regions.together(a, b)) continue;
        const limit = 2 + random.below(largestRegion - 1);
        if (regions.sizeAt(a) + regions.sizeAt(b) <= limit) regions.join(a, b);
      }
    }
    // Touching regions of one size become one region, while that fits; two that cannot be joined stay touching
    // whatever else is joined, so the draw starts again at once.
    let clash = true;
    let stuck = false;
    for (let guard = 0; clash && !stuck && guard < size.rows * size.columns; guard++) {
      clash = false;
      for (const [a, b] of random.shuffle(pairs)) {
        if (regions.together(a, b) || regions.sizeAt(a) !== regions.sizeAt(b)) continue;
        clash = true;
        if (2 * regions.sizeAt(a) > largestRegion) {
          stuck = true;
          break;
        }
        regions.join(a, b);
      }
    }
    if (!clash) return regions.sizes();
  }
}

export const fillominoGenerator: Generator<FillominoPuzzle, FillominoAnswer> = removalGenerator({
  genre: { model: buildModel, partialToJson },
  defaultSize: { rows: 8, columns: 8 },
  minimumSize: { rows: 3, columns: 3 },
  maximumSize: { rows: 12, columns: 12 },
  // The studio offers what generates in about a second at every level (a 10×10 takes about a second of CPU, several
  // seconds of wall time on a loaded machine).
  embeddedMaximumSize: { rows: 8, columns: 8 },
  options: [symmetryOption('rotate2')],
  space: {
    givenId: clueId,
    // The observed literals are each cell's numbers 1..area, cell by cell.
    drawAnswer: (request, random) => integerLiterals(randomFilling(request, random), request.rows * request.columns),
    blank: (request) => makeFillomino(request, makeGrid(request, () => null)),
    withAllClues: (puzzle, answer) => makeFillomino(puzzle, answer.map((row) => row.map((value) => ({ kind: 'number' as const, value })))),
    keepClues: (puzzle, kept) => makeFillomino(puzzle, givensKept(puzzle.clues, kept, clueId)),
  },
});
