// Rooms for the genres whose only clues are rooms (Star Battle; Norinori uses the parts), built around a solution drawn
// first:
//   1. grow: every marked cell of the solution (a star, a shaded cell) seeds a region, and the regions grow at random
//      until they cover the grid;
//   2. group: neighbouring regions join, `perRoom` at a time, into rooms, so that each room holds exactly the marks
//      the rules ask of it and the solution obeys every room;
//   3. repair: while other solutions exist, a cell that one of them marks (and ours does not) moves to a neighbouring
//      room. Our solution still obeys every room (its marks never move), that one no longer does;
//   4. reshape (for a difficulty): unmarked cells on room borders move to a neighbouring room at random, each move
//      kept when the solution stays the only one and the rating comes closer to the level asked for.
// Moves never split a room. Everything is drawn from the caller's seeded random, and the solver is only asked what
// every solution agrees on (its answer then depends on the question alone), so a seed gives one result.

import { groupRegions, growRegions, repairRooms, reshapeRooms } from '../../core/divide.js';
import { InputError, TimeoutError } from '../../core/errors.js';
import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells } from '../../core/geometry.js';
import type { GenerateRequest } from '../../core/genre.js';
import type { PuzzleModel } from '../../core/model.js';
import type { Random } from '../../core/random.js';
import type { Difficulty, Rating, RatingScale } from '../../core/rating.js';
import { Rater, scoreRange } from '../../core/rating.js';
import type { Regions } from '../../core/regions.js';

/** What a genre with rooms for clues gives the shared generator. */
export interface RoomPuzzleSettings<Puzzle> {
  /** The genre's name, for messages. */
  readonly name: string;
  readonly size: GridSize;
  /** The marked cells each room holds. */
  readonly perRoom: number;
  readonly scale: RatingScale;
  /** A random solution of the rules without rooms (the marked cells), or undefined when there is none. */
  draw(random: Random): boolean[][] | undefined;
  puzzle(rooms: Regions): Puzzle;
  model(puzzle: Puzzle): PuzzleModel<boolean[][], unknown>;
}

export interface GeneratedRoomPuzzle<Puzzle> {
  readonly puzzle: Puzzle;
  readonly answer: boolean[][];
  readonly rating: Rating;
  readonly attempts: number;
}

/** Layouts tried before giving up. */
const attempts = 60;

/** How far a score is from a level's range (0 inside it). */
function distance(score: number, level: Difficulty, scale: RatingScale): number {
  const { lowest, below } = scoreRange(level, scale);
  return score < lowest ? lowest - score : score >= below ? score - below + 1 : 0;
}

/** Steps 1 to 4 for one request: a unique puzzle at the level asked for, with its solution and rating. */
export async function generateRoomPuzzle<Puzzle>(settings: RoomPuzzleSettings<Puzzle>, request: GenerateRequest, random: Random): Promise<GeneratedRoomPuzzle<Puzzle>> {
  const { size, scale } = settings;
  const wanted = request.difficulty;
  const cells = allCells(size);
  // The rating of a puzzle against the solution, and whether it decided every cell without guessing (which proves
  // the solution unique).
  const judge = (answer: boolean[][], puzzle: Puzzle, budget = Infinity) => {
    const puzzleModel = settings.model(puzzle);
    const truth = new Map<number, boolean>();
    cells.forEach((cell, index) => truth.set(puzzleModel.observed[index]!, answer[cell.row]![cell.column]!));
    const solution = (literal: number) => (literal > 0 ? truth.get(literal)! : !truth.get(-literal)!);
    return Rater.forModel(puzzleModel).rater.evaluate([], solution, { scale, budget, stopAtGuess: budget !== Infinity });
  };
  // The cells other solutions mark where ours does not, from what every solution agrees on (which, unlike "another
  // solution", does not depend on the solver's history: a seed gives one puzzle), or undefined when ours is the only one.
  const otherMarks = (answer: boolean[][]) => async (rooms: Regions): Promise<Cell[] | undefined> => {
    const puzzleModel = settings.model(settings.puzzle(rooms));
    const { values } = await request.backend.backbone(puzzleModel.model, puzzleModel.observed);
    const open = cells.filter((_, index) => values[index] === undefined);
    return open.length === 0 ? undefined : open.filter((cell) => !answer[cell.row]![cell.column]);
  };
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (request.shouldStop?.()) throw new TimeoutError('the generator was stopped');
    request.onProgress?.({ attempts: attempt, message: wanted ? `looking for ${wanted === 'easy' || wanted === 'expert' ? 'an' : 'a'} ${wanted} puzzle` : 'looking for a unique layout' });
    const answer = settings.draw(random);
    if (!answer) throw new InputError(`there is no ${size.columns}x${size.rows} ${settings.name} solution to draw rooms around`, { field: 'size' });
    const isMarked = (cell: Cell) => answer[cell.row]![cell.column]!;
    const seeds = cells.filter(isMarked);
    let rooms: Regions | undefined;
    for (let grouping = 0; grouping < 5 && !rooms; grouping++) rooms = groupRegions(growRegions(size, seeds, random), settings.perRoom, random);
    if (!rooms) continue;
    rooms = await repairRooms(rooms, isMarked, otherMarks(answer), random, 4 * cells.length);
    if (!rooms) continue;
    let { rating } = judge(answer, settings.puzzle(rooms));
    if (wanted && rating.level !== wanted) {
      const target = wanted;
      // Below expert, ratings stop at a guess or past the expert cut-off: those puzzles are too hard anyway.
      const budget = target === 'expert' ? Infinity : scale.expert;
      rooms = await reshapeRooms(
        rooms,
        isMarked,
        async (candidate) => {
          const outcome = judge(answer, settings.puzzle(candidate), budget);
          if (!outcome.complete && target !== 'expert') return false;
          if (distance(outcome.rating.score, target, scale) > distance(rating.score, target, scale)) return false;
          // A complete rating decided every cell without guessing: a proof that the solution is unique.
          if (!outcome.complete && (await otherMarks(answer)(candidate))) return false;
          rating = outcome.rating;
          return true;
        },
        () => rating.level === target,
        random,
        cells.length,
      );
      if (rating.level !== wanted) continue;
    }
    return { puzzle: settings.puzzle(rooms), answer, rating, attempts: attempt };
  }
  throw new InputError(
    `no ${wanted ?? ''} ${size.columns}x${size.rows} ${settings.name} found in ${attempts} attempts; try another size or difficulty`,
    { field: 'difficulty' },
  );
}
