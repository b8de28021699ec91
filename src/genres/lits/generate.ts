// LITS puzzles have no clues but their rooms, so the generator draws a shading first and builds rooms around it:
//   1. tetrominoes are laid one at a time, each touching the shading so far (and mostly where it touches most), on
//      free cells, with a shape that no touching piece has and without closing a 2×2 block, until a share of the grid
//      is shaded or none fits;
//   2. every piece starts as a room of its own, and the unshaded cells join them one at a time, each the neighbouring
//      room where it opens the fewest new placements: the shading is a solution of these rooms, seldom the only one;
//   3. walk to a unique puzzle: while the rooms have another solution, that one is kept and the one before it ended:
//      a cell the new solution leaves unshaded, in a room where the two differ (one the old solution shades, when
//      possible), moves to a neighbouring room. Only unshaded cells move, so the kept solution stays a solution;
//      keeping the newest one lets the walk leave drawings that no moves of rooms can make unique;
//   4. reshape (for a level): of a few unshaded border cells, the one whose move to a neighbouring room opens the most
//      placements (for a harder puzzle) or closes the most (easier) moves, kept when the solution stays the only one
//      and the rating comes no farther from the level asked for.
// Steps 2 to 4 are the core's rooms for pieces (piece-rooms.ts). Everything is drawn from one seeded random, and every
// question goes to the core's oracle on a solver used by this request alone (the solutions it finds then depend on the
// questions only), so a seed gives one puzzle.

import { distanceToLevel, firstFound } from '../../core/construct.js';
import type { GridSize } from '../../core/geometry.js';
import { cellIndex, makeGrid } from '../../core/geometry.js';
import type { GenerateRequest, Generator } from '../../core/genre.js';
import { askOnce, Oracle, requestFactory } from '../../core/oracle.js';
import { placementMove, roomsAroundPieces, walkToUnique } from '../../core/piece-rooms.js';
import type { GridPlacement, Placement } from '../../core/polyomino.js';
import { gridPlacements } from '../../core/polyomino.js';
import type { Random } from '../../core/random.js';
import { seededRandom } from '../../core/random.js';
import type { Difficulty, Rating, RatingScale } from '../../core/rating.js';
import { defaultScale, scoreRange } from '../../core/rating.js';
import type { Regions } from '../../core/regions.js';
import type { SatSolverFactory } from '../../core/sat.js';
import { buildModel } from './model.js';
import type { LitsAnswer, LitsPuzzle } from './puzzle.js';
import { litsShapes, makeLits } from './puzzle.js';

/**
 * The rating's default cut-offs: a setter's twelve graded puzzles (bench.ts) rate in the same order only loosely (grade
 * 1: 3.1 and 15.0; grade 4: 9.7 and 33.8), too few to move them.
 */
export const litsScale: RatingScale = defaultScale;


/** A drawn shading and the pieces it is made of. */
export interface DrawnPieces {
  readonly shading: LitsAnswer;
  readonly pieces: readonly Placement[];
}

/** Step 1: a connected shading of tetrominoes, twins never touching, no 2×2 block shaded. */
export function drawPieces(size: GridSize, share: number, random: Random): DrawnPieces {
  const pieceAt = new Int32Array(size.rows * size.columns).fill(-1);
  const shapes: number[] = [];
  const pieces: Placement[] = [];
  // Cells of the placement under test, marked with its number.
  const marked = new Int32Array(size.rows * size.columns).fill(-1);
  const fits = (candidate: GridPlacement, number: number): boolean => {
    for (const cell of candidate.cells) {
      if (pieceAt[cell]! >= 0) return false;
      marked[cell] = number;
    }
    let touches = pieces.length === 0;
    for (const cell of candidate.beside) {
      const piece = pieceAt[cell]!;
      if (piece < 0) continue;
      if (shapes[piece] === candidate.placement.shape) return false;
      touches = true;
    }
    if (!touches) return false;
    return !candidate.blocks.some((block) => block.every((cell) => pieceAt[cell]! >= 0 || marked[cell] === number));
  };
  const target = Math.round(size.rows * size.columns * share);
  const placements = gridPlacements(size, litsShapes);
  for (let shaded = 0; shaded < target; shaded += 4) {
    const options = placements.filter((candidate, number) => fits(candidate, number));
    if (options.length === 0) break;
    // Among the pieces that fit, those that touch the shading most, so that the shading stays compact and dense.
    const contact = options.map((candidate) => candidate.beside.filter((cell) => pieceAt[cell]! >= 0).length);
    const most = Math.max(...contact);
    const chosen = random.pick(options.filter((_, index) => contact[index]! >= most - 1));
    for (const cell of chosen.cells) pieceAt[cell] = pieces.length;
    shapes.push(chosen.placement.shape);
    pieces.push(chosen.placement);
  }
  return { shading: makeGrid(size, ({ row, column }) => pieceAt[row * size.columns + column]! >= 0), pieces };
}

/** Another solution of the rooms than `shading` (the first the request's solver finds), if there is one. */
function otherSolution(labels: readonly (readonly number[])[], shading: LitsAnswer, factory: SatSolverFactory): LitsAnswer | undefined {
  const values = askOnce(buildModel(makeLits(labels)), shading.flat(), factory, (oracle) => oracle.firstOther());
  const size = { rows: labels.length, columns: labels[0]!.length };
  return values && makeGrid(size, (cell) => values[cellIndex(size, cell)]!);
}

/** Moves of the walk before the drawing is given up (at 10×10 it mostly ends in 20 to 60), and moves not undone at once. */
const walkSteps = 150;
const tabuLength = 8;
/** Border cells sampled for each reshaping move. */
const reshapeSample = 8;

/** The rating of the rooms against the shading, and whether reasoning decided every cell (a proof of uniqueness). */
function judge(rooms: Regions, shading: LitsAnswer, factory: SatSolverFactory, scale: RatingScale, budget = Infinity): { rating: Rating; complete: boolean } {
  return askOnce(buildModel(makeLits(rooms)), shading.flat(), factory, (oracle) => oracle.rate(undefined, { scale, budget }));
}

export interface GeneratedLits {
  readonly puzzle: LitsPuzzle;
  readonly solution: LitsAnswer;
  readonly rating: Rating;
  readonly attempts: number;
}

/**
 * Drawings tried before giving up, and how long: one or two drawings give a puzzle at 6×6 to 15×15; the caps keep a
 * size or level that finds none from running on.
 */
const maximumAttempts = 400;
const maximumMilliseconds = 60_000;

/** The share of the grid shaded: more for easier levels, whose rooms are then smaller. */
const shadedShare: Record<Difficulty | 'any', [number, number]> = {
  easy: [0.55, 0.65],
  medium: [0.5, 0.6],
  hard: [0.45, 0.55],
  expert: [0.4, 0.5],
  any: [0.45, 0.6],
};

/** Generates a puzzle with its solution and rating (the Generator interface returns just the puzzle). */
export async function generateLits(request: GenerateRequest, scale: RatingScale = litsScale): Promise<GeneratedLits> {
  // The walk keeps the solutions the solver finds: a solver of this request's own finds the same ones for a seed.
  const factory = requestFactory(request);
  const size = { rows: request.rows, columns: request.columns };
  const wanted = request.difficulty;
  const random = seededRandom(`lits/${size.columns}x${size.rows}/${wanted ?? 'any'}/${request.seed}`);
  const cells = size.rows * size.columns;
  const [low, high] = shadedShare[wanted ?? 'any'];
  const attempt = (attempts: number): GeneratedLits | undefined => {
    const drawn = drawPieces(size, low + (high - low) * random.next(), random);
    if (drawn.pieces.length < 2) return undefined;
    const other = (labels: readonly (readonly number[])[], kept: LitsAnswer) => otherSolution(labels, kept, factory);
    const walked = walkToUnique(roomsAroundPieces(size, drawn.pieces, litsShapes, random), drawn.shading, other, { shapes: litsShapes, steps: walkSteps, tabu: tabuLength, shouldStop: request.shouldStop }, random);
    if (!walked) return undefined;
    const shading = walked.shading;
    let rooms: Regions = walked.rooms;
    // For an expert puzzle the rating stops at the cut-off: past it, the puzzle is expert.
    let { rating } = judge(rooms, shading, factory, scale, wanted === 'expert' ? scale.expert + 1 : Infinity);
    if (wanted && rating.level !== wanted) {
      const { lowest, below } = scoreRange(wanted, scale);
      for (let step = 0; step < cells && rating.level !== wanted; step++) {
        const harder = rating.score < lowest;
        // A rating stops once it is no nearer than the one it would replace (or, going harder, past the level).
        const budget = harder ? Math.min(below, lowest + 1) : rating.score + 1;
        const moved = placementMove(rooms, shading, litsShapes, harder, random, reshapeSample);
        if (!moved) break;
        const oracle = new Oracle(buildModel(makeLits(moved)), shading.flat(), factory, { switchable: false });
        try {
          const outcome = oracle.rate(undefined, { scale, budget });
          if (!outcome.complete && wanted !== 'expert') continue;
          if (distanceToLevel(outcome.rating.score, wanted, scale) > distanceToLevel(rating.score, wanted, scale)) continue;
          // A complete rating decided every cell without guessing: a proof that the shading is the only solution.
          if (!outcome.complete && !oracle.unique()) continue;
          rooms = moved;
          rating = outcome.rating;
        } finally {
          oracle.dispose();
        }
      }
      if (rating.level !== wanted) return undefined;
    }
    // An expert rating was stopped at the cut-off: the puzzle's own score, once.
    if (wanted === 'expert') rating = judge(rooms, shading, factory, scale).rating;
    return { puzzle: makeLits(rooms), solution: shading, rating, attempts };
  };
  return firstFound(request, 'LITS', maximumAttempts, attempt, maximumMilliseconds);
}

export const litsGenerator: Generator<LitsPuzzle, LitsAnswer> = {
  options: [],
  defaultSize: { rows: 10, columns: 10 },
  minimumSize: { rows: 6, columns: 6 },
  maximumSize: { rows: 20, columns: 20 },
  // Measured on logic-solver's MiniSat, the default backend until cdcl (one seed each, November 2026): an easy 20×20 found none; an easy 15×15 takes 2.5 s CPU.
  embeddedMaximumSize: { rows: 15, columns: 15 },
  generate: async (request) => (await generateLits(request)).puzzle,
  // Rooms are the only clues, and an answer adds none.
  withAllClues: (puzzle) => puzzle,
};
