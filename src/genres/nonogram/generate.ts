// Nonogram puzzles as Pattern makes them: a random picture, smoothed into blobs so that its lines hold longer
// blocks, whose clues are read off; the clues of a picture are all there is to take away, so the picture itself is
// changed: while a second solution exists, a cell where it differs from ours is flipped. For a level, cells are
// flipped one at a time while the solution stays unique and the rating comes closer to the level.

import type { Construction } from '../../core/construct.js';
import { construct } from '../../core/construct.js';
import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, cellIndex, makeGrid, neighbours } from '../../core/geometry.js';
import type { GenerateRequest, Generator } from '../../core/genre.js';
import type { Random } from '../../core/random.js';
import type { Rating, RatingScale } from '../../core/rating.js';
import { buildModel } from './model.js';
import type { NonogramAnswer, NonogramPuzzle } from './puzzle.js';
import { cluesOf } from './puzzle.js';

/** Cut-offs on the rating score (see the README's table and bench/genres/nonogram.ts). */
export const nonogramScale: RatingScale = { medium: 1.5, hard: 6, expert: 25 };

/** Noise averaged with its neighbours and cut at the median: about half the cells shaded, in blobs. */
export function randomPicture(size: GridSize, random: Random): NonogramAnswer {
  const noise = makeGrid(size, () => random.next());
  const smooth = makeGrid(size, (cell) => {
    const around = neighbours(size, cell);
    return (noise[cell.row]![cell.column]! + around.reduce((total, other) => total + noise[other.row]![other.column]!, 0)) / (around.length + 1);
  });
  const sorted = smooth.flat().sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return smooth.map((row) => row.map((value) => value > median));
}

const flipped = (picture: NonogramAnswer, cell: Cell): NonogramAnswer =>
  picture.map((row, r) => (r === cell.row ? row.map((shaded, c) => (c === cell.column ? !shaded : shaded)) : row));

const construction: Construction<NonogramAnswer, NonogramPuzzle> = {
  name: 'Nonogram',
  scale: nonogramScale,
  attempts: 40,
  randomKey: (request) => `nonogram/${request.columns}x${request.rows}/${request.difficulty ?? 'any'}/${request.seed}`,
  draw: (random, request) => randomPicture({ rows: request.rows, columns: request.columns }, random),
  read: (picture) => {
    const puzzle = cluesOf(picture);
    return { puzzle, model: buildModel(puzzle), answer: picture.flat() };
  },
  // A cell where the other solution differs is flipped: that picture's clues no longer fit the other solution there.
  mend(picture, other, random) {
    const size = { rows: picture.length, columns: picture[0]!.length };
    const differing = allCells(size).filter((cell) => other[cellIndex(size, cell)] !== picture[cell.row]![cell.column]);
    return differing.length === 0 ? undefined : flipped(picture, random.pick(differing));
  },
  mendRounds: (picture) => picture.length * picture[0]!.length,
  steer: {
    change: (picture, _harder, random) => flipped(picture, { row: random.below(picture.length), column: random.below(picture[0]!.length) }),
    steps: (picture) => 2 * picture.length * picture[0]!.length,
  },
};

export interface GeneratedNonogram {
  readonly puzzle: NonogramPuzzle;
  readonly solution: NonogramAnswer;
  readonly rating: Rating;
  readonly attempts: number;
}

/** Generates a puzzle with its solution and rating (the Generator interface returns just the puzzle). */
export function generateNonogram(request: GenerateRequest, scale: RatingScale = nonogramScale): GeneratedNonogram {
  const { puzzle, answer, rating, attempts } = construct({ ...construction, scale }, request);
  const size = { rows: request.rows, columns: request.columns };
  return { puzzle, solution: makeGrid(size, (cell) => answer[cellIndex(size, cell)]!), rating, attempts };
}

export const nonogramGenerator: Generator<NonogramPuzzle, NonogramAnswer> = {
  options: [],
  defaultSize: { rows: 10, columns: 10 },
  minimumSize: { rows: 2, columns: 2 },
  maximumSize: { rows: 30, columns: 30 },
  generate: async (request) => generateNonogram(request).puzzle,
  // Every line has its clue already: there is nothing to add.
  withAllClues: (puzzle) => puzzle,
};
