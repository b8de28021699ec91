// Star Battle puzzles have no clues but their rooms, so nothing can be taken away: the generator draws the stars
// first (k in every row and column, none touching: drawn from the model without rooms), then rooms around them, k
// stars each, and reshapes the rooms until the stars are the only solution and the rating meets the level asked for
// (src/genres/shared/room-generator.ts tells how). Larger, winding rooms make harder puzzles.

import { InputError } from '../../core/errors.js';
import { makeGrid } from '../../core/geometry.js';
import type { GenerateRequest, Generator } from '../../core/genre.js';
import { SolutionSource } from '../../core/generate.js';
import { satFactoryOf } from '../../core/oracle.js';
import { seededRandom } from '../../core/random.js';
import type { RatingScale } from '../../core/rating.js';
import type { GeneratedRoomPuzzle } from '../shared/room-generator.js';
import { generateRoomPuzzle } from '../shared/room-generator.js';
import { partialToJson } from './formats.js';
import { buildModel, layoutModel } from './model.js';
import type { StarBattleAnswer, StarBattlePartial, StarBattlePuzzle } from './puzzle.js';
import { makeStarBattle, mostStars } from './puzzle.js';

/**
 * Cut-offs on the rating score, set on the generator's own puzzles (no outside levels exist to calibrate on): one-star
 * 10×10 grids spread over easy (propagation and a few short contradictions), medium and hard; two-star grids need
 * chains of reasoning the rating counts as "both ways" rounds, and rate expert (scores in the hundreds).
 */
export const starBattleScale: RatingScale = { medium: 3, hard: 10, expert: 40 };

const starsOption = {
  name: 'stars',
  description: 'stars per row, column and room; auto: 2 for an expert puzzle from 10×10 up, else 1 (2-star grids rate expert)',
  defaultValue: 'auto',
};

function starCount(request: GenerateRequest): number {
  const text = request.options.stars ?? 'auto';
  const side = request.rows;
  if (text === 'auto') return side >= 10 && request.difficulty === 'expert' ? 2 : 1;
  const stars = Number(text);
  if (!/^\d+$/.test(text) || stars < 1 || stars > mostStars(side)) {
    throw new InputError(`the stars per row, column and region are a whole number from 1 to ${mostStars(side)} at ${side}×${side}, not '${text}'`, { field: 'stars' });
  }
  return stars;
}

export async function generateStarBattle(request: GenerateRequest): Promise<GeneratedRoomPuzzle<StarBattlePuzzle>> {
  if (request.rows !== request.columns) throw new InputError(`a Star Battle grid is square, not ${request.columns}x${request.rows}`, { field: 'size' });
  const factory = satFactoryOf(request);
  const side = request.rows;
  const stars = starCount(request);
  const random = seededRandom(`starbattle/${side}/${stars}/${request.difficulty ?? 'any'}/${request.seed}`);
  const size = { rows: side, columns: side };
  // A free cell takes a star with the share of stars in a row.
  const source = new SolutionSource<StarBattleAnswer, StarBattlePartial>(layoutModel(makeStarBattle(makeGrid(size, () => 0), stars)), { partialToJson }, factory, stars / side);
  try {
    return await generateRoomPuzzle(
      {
        name: 'Star Battle',
        size,
        perRoom: stars,
        scale: starBattleScale,
        draw: (draws) => source.drawAnswer(draws),
        puzzle: (rooms) => makeStarBattle(rooms, stars),
        model: buildModel,
      },
      request,
      random,
    );
  } finally {
    source.dispose();
  }
}

export const starBattleGenerator: Generator<StarBattlePuzzle, StarBattleAnswer> = {
  options: [starsOption],
  defaultSize: { rows: 10, columns: 10 },
  minimumSize: { rows: 5, columns: 5 },
  maximumSize: { rows: 16, columns: 16 },
  // Measured on logic-solver's MiniSat, the default backend until cdcl (one seed each, November 2026): 16×16 and 12×12 were still searching after 13 s CPU (an easy 16×16 still after 40 s CPU on cdcl); an easy 10×10 takes 7.8 s CPU.
  embeddedMaximumSize: { rows: 10, columns: 10 },
  generate: async (request) => (await generateStarBattle(request)).puzzle,
  // Rooms are the only clues, and an answer adds none.
  withAllClues: (puzzle) => puzzle,
};
