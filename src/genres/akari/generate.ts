// Akari puzzles as Light Up makes them: walls first (about one cell in five, laid out with the symmetry asked for),
// then a random set of lights that lights every white cell without two seeing each other (drawn from the genre's own
// model without numbers), then every wall numbered with the lights beside it; numbers are then taken away in
// symmetric groups while the lights stay the only solution and the rating stays within the requested difficulty.
// A wall layout whose numbers cannot pin the lights down gives way to a fresh one after a few tries, and the share of
// walls grows while layouts keep failing.

import { InputError } from '../../core/errors.js';
import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, cellIndex, makeGrid, neighbours } from '../../core/geometry.js';
import type { GenerateRequest, Generator } from '../../core/genre.js';
import type { Symmetry } from '../../core/generate.js';
import { removalGenerator, symmetricGroups, symmetryOption } from '../../core/generate.js';
import type { Random } from '../../core/random.js';
import type { RatingScale } from '../../core/rating.js';
import { partialToJson } from './formats.js';
import { buildModel } from './model.js';
import type { AkariAnswer, AkariPuzzle, AkariWall } from './puzzle.js';
import { clueId, makeAkari } from './puzzle.js';

/**
 * Calibrated on Simon Tatham's Light Up at 7×7 and 10×10: its easy puzzles score below 0.5 (propagation only), its
 * tricky ones 2 to 10, its hard ones 2 to 22 (median 9).
 */
export const akariScale: RatingScale = { medium: 1, hard: 8, expert: 20 };

const wallsOption = { name: 'walls', description: 'the share of wall cells, in percent (Light Up: 20)', defaultValue: '20' };

function wallShare(request: GenerateRequest): number {
  const text = request.options.walls ?? wallsOption.defaultValue;
  const share = Number(text);
  // Fewer walls leave open areas that take the rating and the solver much longer (12% once took minutes at 10×10).
  if (!/^\d+$/.test(text) || share < 15 || share > 50) throw new InputError(`the share of walls is a percentage from 15 to 50, not '${text}'`, { field: 'walls' });
  return share / 100;
}

/** Walls at random, each symmetric group of cells all wall or all white. */
function randomWalls(size: GridSize, symmetry: Symmetry, share: number, random: Random): AkariPuzzle {
  const cells = allCells(size);
  const groups = symmetricGroups(
    cells.map((cell) => [cell]),
    size,
    symmetry,
  );
  const isWall = new Uint8Array(size.rows * size.columns);
  for (const group of groups) if (random.next() < share) for (const index of group) isWall[index] = 1;
  return makeAkari(
    size,
    makeGrid(size, (cell): AkariWall | null => (isWall[cellIndex(size, cell)] ? { kind: 'wall' } : null)),
  );
}

/** The number a wall gets: the lights beside it. */
function lightsBeside(answer: AkariAnswer, size: GridSize, cell: Cell): number {
  return neighbours(size, cell).filter((next) => answer[next.row]![next.column]).length;
}

export const akariGenerator: Generator<AkariPuzzle, AkariAnswer> = removalGenerator({
  genre: { model: buildModel, partialToJson, ratingScale: akariScale },
  defaultSize: { rows: 10, columns: 10 },
  minimumSize: { rows: 3, columns: 3 },
  maximumSize: { rows: 30, columns: 30 },
  options: [symmetryOption('rotate2'), wallsOption],
  // An attempt costs a few milliseconds; at 10×10 one expert seed in four needed more than 200 of them.
  attempts: 1000,
  solutionsPerBlank: 4,
  space: {
    // Light Up places lights until every cell is lit; here a free cell takes a light 7 times in 10. More lights leave
    // more numbers to pin them down and more room for long deductions: an expert 10×10 comes about twice as fast.
    trueChance: 0.7,
    // As in Light Up, a layout whose numbers cannot pin the lights down (open areas far from walls, common on big grids)
    // gives way to one with more walls: five more in a hundred every five layouts, up to one cell in two.
    blank: (request, random, round) =>
      randomWalls(request, (request.options.symmetry ?? 'none') as Symmetry, Math.min(0.5, wallShare(request) + 0.05 * Math.floor(round / 5)), random),
    // Every wall numbered; numbers already there stay.
    withAllClues: (puzzle, answer) =>
      makeAkari(
        puzzle,
        puzzle.walls.map((row, r) =>
          row.map((wall, c) => (wall?.kind === 'wall' ? { kind: 'number' as const, value: lightsBeside(answer, puzzle, { row: r, column: c }) } : wall)),
        ),
      ),
    // A number taken away leaves its wall.
    keepClues: (puzzle, kept) =>
      makeAkari(
        puzzle,
        puzzle.walls.map((row, r) =>
          row.map((wall, c): AkariWall | null => (wall?.kind === 'number' && !kept.has(clueId({ row: r, column: c })) ? { kind: 'wall' } : wall)),
        ),
      ),
  },
});
