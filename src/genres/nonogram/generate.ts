// Nonogram puzzles as Pattern makes them: a random picture, smoothed into blobs so that its lines hold longer
// blocks, whose clues are read off; the clues of a picture are all there is to take away, so the picture itself is
// changed: while a second solution exists, a cell where it differs from ours is flipped. For a level, cells are
// flipped one at a time while the solution stays unique and the rating comes closer to the level. Above easy the
// picture is left as noise: its short blocks leave more for a person to try, so fewer flips reach the level.

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

/**
 * Cut-offs on the rating score: a level means a technique, whatever the size. Pattern has no levels and its
 * puzzles are solvable line by line, which is propagation here (all of test/fixtures/sgt-pattern*.jsonl, 5×5 to
 * 25×25, rate easy); medium needs short contradictions, hard longer or more of them, expert both-ways reasoning or a
 * guess. A wave costs 0.002, so that the many waves of a large grid do not raise its level.
 */
export const nonogramScale: RatingScale = { medium: 1, hard: 6, expert: 25, weights: { wave: 0.002 } };

/** Noise cut at the median, smoothed first (averaged with its neighbours) into blobs: about half the cells shaded. */
export function randomPicture(size: GridSize, random: Random, smoothed = true): NonogramAnswer {
  const noise = makeGrid(size, () => random.next());
  const smooth = makeGrid(size, (cell) => {
    if (!smoothed) return noise[cell.row]![cell.column]!;
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
  draw: (random, request) => randomPicture({ rows: request.rows, columns: request.columns }, random, request.difficulty === 'easy' || request.difficulty === undefined),
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
