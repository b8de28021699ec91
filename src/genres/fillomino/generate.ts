// Fillomino puzzles from a random division: regions grown by joining neighbouring regions at random up to a largest
// size, and regions of equal size that touch joined as well (or the draw starts again); every cell then gets its
// region's size, and numbers are taken away in symmetric groups while the answer stays the only one and the rating
// stays within the requested difficulty.

import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, cellIndex, makeGrid } from '../../core/geometry.js';
import type { Generator } from '../../core/genre.js';
import type { Random } from '../../core/random.js';
import { removalGenerator, symmetryOption } from '../../core/generate.js';
import { partialToJson } from './formats.js';
import { buildModel, linkedPairs } from './model.js';
import type { FillominoAnswer, FillominoPuzzle } from './puzzle.js';
import { clueId, makeFillomino } from './puzzle.js';

/** The largest region drawn: Filling's numbers are single digits. */
const largestRegion = 9;

/** Every cell's region size in a random Fillomino answer: equal sizes never touch. */
export function randomFilling(size: GridSize, random: Random): number[][] {
  const cells = allCells(size);
  for (;;) {
    // region[i]: the label of cell i; members of each label.
    const region = cells.map((_, index) => index);
    const members = cells.map((_, index) => [index]);
    const join = (a: number, b: number) => {
      const [kept, gone] = [region[a]!, region[b]!];
      for (const index of members[gone]!) region[index] = kept;
      members[kept]!.push(...members[gone]!);
      members[gone] = [];
    };
    const pairs = linkedPairs(size).map(([a, b]) => [cellIndex(size, a), cellIndex(size, b)] as const);
    // A few rounds of random joins, each up to a size drawn for the round, so that small and large regions mix.
    for (let round = 0; round < 3; round++) {
      for (const [a, b] of random.shuffle(pairs)) {
        if (region[a] === region[b]) continue;
        const limit = 2 + random.below(largestRegion - 1);
        if (members[region[a]!]!.length + members[region[b]!]!.length <= limit) join(a, b);
      }
    }
    // Touching regions of one size become one region, while that fits; two that cannot be joined stay touching
    // whatever else is joined, so the draw starts again at once.
    let clash = true;
    let stuck = false;
    for (let guard = 0; clash && !stuck && guard < cells.length; guard++) {
      clash = false;
      for (const [a, b] of random.shuffle(pairs)) {
        if (region[a] === region[b] || members[region[a]!]!.length !== members[region[b]!]!.length) continue;
        clash = true;
        if (2 * members[region[a]!]!.length > largestRegion) {
          stuck = true;
          break;
        }
        join(a, b);
      }
    }
    if (!clash) return makeGrid(size, (cell: Cell) => members[region[cellIndex(size, cell)]!]!.length);
  }
}

const removal = removalGenerator<FillominoPuzzle, FillominoAnswer, readonly (readonly (number | null)[])[]>({
  genre: { model: buildModel, partialToJson },
  defaultSize: { rows: 8, columns: 8 },
  minimumSize: { rows: 3, columns: 3 },
  maximumSize: { rows: 12, columns: 12 },
  options: [symmetryOption('rotate2')],
  space: {
    givenId: clueId,
    // The observed literals are each cell's numbers 1..area, cell by cell.
    drawAnswer(request, random) {
      const filling = randomFilling(request, random);
      const area = request.rows * request.columns;
      return allCells(request).flatMap((cell) => Array.from({ length: area }, (_, index) => filling[cell.row]![cell.column] === index + 1));
    },
    blank: (request) => makeFillomino(request, makeGrid(request, () => null)),
    withAllClues: (puzzle, answer) => makeFillomino(puzzle, answer.map((row) => row.map((value) => ({ kind: 'number' as const, value })))),
    keepClues: (puzzle, kept) =>
      makeFillomino(
        puzzle,
        puzzle.clues.map((row, r) => row.map((clue, c) => (clue !== null && kept.has(clueId({ row: r, column: c })) ? clue : null))),
      ),
  },
});

export const fillominoGenerator: Generator<FillominoPuzzle, FillominoAnswer> = {
  ...removal,
  // The studio offers what generates in about a second at every level (a 10×10 takes about a second of CPU, several
  // seconds of wall time on a loaded machine).
  embeddedMaximumSize: { rows: 8, columns: 8 },
};
