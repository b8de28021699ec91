// Generating puzzles by building them around an answer, for genres where taking clues away from a full puzzle does
// not work (every island needs its number, rooms are the clues):
//   1. draw: an answer is drawn at random, and clues or rooms are laid around it (a draft);
//   2. mend: while another solution exists, the draft is mended where the solution nearest ours differs from it
//      (or, below expert, clarify: while the rating's reasoning stops short, the draft is changed where it stopped);
//   3. steer (for a level): random changes are kept while the answer stays the only solution and the rating comes
//      closer to the level's range;
//   4. thin (where some clues are optional): clues are taken away one at a time, in random order, while the answer
//      stays the only solution; any prefix of that sequence is unique too, and the level is looked for along it.
// Every question goes to an oracle of the draft (see oracle.ts), so a seed gives one puzzle.

import { InputError, TimeoutError } from './errors.js';
import { cellIndex, makeGrid } from './geometry.js';
import type { GenerateRequest } from './genre.js';
import type { PuzzleModel } from './model.js';
import { Oracle, satFactoryOf } from './oracle.js';
import type { Random } from './random.js';
import { seededRandom } from './random.js';
import type { Difficulty, Rating, RatingScale } from './rating.js';
import { difficulties, scoreRange } from './rating.js';
import type { SatSolverFactory } from './sat.js';

/** A draft as the machinery reads it: the full puzzle, its model and the answer's values of the observed literals. */
export interface DraftReading<Puzzle> {
  readonly puzzle: Puzzle;
  readonly model: PuzzleModel<unknown, unknown>;
  readonly answer: readonly boolean[];
}

/** What a genre tells the constructive generator. */
export interface Construction<Draft, Puzzle> {
  /** The genre's name, for messages. */
  readonly name: string;
  readonly scale: RatingScale;
  /** Drafts drawn before giving up. */
  readonly attempts: number;
  /** The seeded random's key for a request (a seed gives one puzzle). */
  randomKey(request: GenerateRequest): string;
  /** Step 1: an answer drawn and clues or rooms laid around it; undefined to draw again. */
  draw(random: Random, request: GenerateRequest): Draft | undefined;
  read(draft: Draft): DraftReading<Puzzle>;
  /** Step 2: the draft mended where `other` (the values of the observed literals in it) differs; undefined to give up. */
  mend(draft: Draft, other: readonly boolean[], random: Random): Draft | undefined;
  /** Mending rounds for a draft before it is given up. */
  mendRounds(draft: Draft): number;
  /**
   * Step 2 mends, each round, every place where some other solution differs (`other` is then our answer with all of
   * them changed), not only where the nearest one does: fewer rounds where drafts start with many solutions.
   */
  readonly mendEveryDifference?: boolean;
  /** Our answer is the only solution that keeps its true observed literals (see the oracle's `settledByTrue`). */
  readonly settledByTrue?: boolean;
  /**
   * Step 2 for a level below expert, in place of mending: the draft changed where the rating's reasoning stopped
   * (`open`: per observed literal, true where it is still undecided) so that it goes further, until it decides every
   * cell within the level's ceiling; undefined to give up. No other solution is looked for: a rating that decides
   * every cell proves the answer the only one.
   */
  clarify?(draft: Draft, open: readonly boolean[], random: Random): Draft | undefined;
  /** Step 3: a random change of a unique draft (`harder` when its score is below the level), undefined when none. */
  readonly steer?: {
    change(draft: Draft, harder: boolean, random: Random): Draft | undefined;
    steps(draft: Draft): number;
    /**
     * Keep changes that leave a draft above the level's ceiling (where scores are not measured) while it stays unique:
     * for genres whose drafts start far above the easier levels, which one change alone seldom reaches.
     */
    readonly walk?: boolean;
  };
  /** Step 4: the puzzle with only the clues kept (indexes in the model's clue order); every clue is optional. */
  keep?(draft: Draft, kept: readonly number[]): Puzzle;
  /**
   * Step 4's reading of a draft, with its optional clues as the model's clues, where `read` gives a smaller model
   * that holds them as rules (cheaper to mend and steer with). By default `read`.
   */
  readClues?(draft: Draft): DraftReading<Puzzle>;
  /** Step 4's rating of the puzzle with only the clues kept, where the genre rates another model than `read` gives. */
  rateKept?(draft: Draft, kept: readonly number[]): Rating;
  /**
   * Step 4 where even the hardest version of a draft (every clue that can go gone) is too easy for the level: a random
   * change, mended and thinned again, kept when its hardest version rates no lower; at most `rounds` of them.
   */
  readonly harden?: {
    change(draft: Draft, random: Random): Draft | undefined;
    readonly rounds: number;
  };
}

export interface Constructed<Puzzle> {
  readonly puzzle: Puzzle;
  /** The values of the observed literals in the puzzle's only solution. */
  readonly answer: readonly boolean[];
  readonly rating: Rating;
  readonly attempts: number;
}

/** A puzzle made on a grid of yes/no cells (its observed literals, row by row), with its solution as rows. */
export interface GridConstructed<Puzzle> {
  readonly puzzle: Puzzle;
  readonly solution: boolean[][];
  readonly rating: Rating;
  readonly attempts: number;
}

/** `construct` for a puzzle whose answer is a yes/no grid of the requested size (a shading). */
export function constructGrid<Draft, Puzzle>(settings: Construction<Draft, Puzzle>, request: GenerateRequest): GridConstructed<Puzzle> {
  const { puzzle, answer, rating, attempts } = construct(settings, request);
  const size = { rows: request.rows, columns: request.columns };
  return { puzzle, solution: makeGrid(size, (cell) => answer[cellIndex(size, cell)]!), rating, attempts };
}

/** Steps 1 to 4 for one request. */
export function construct<Draft, Puzzle>(settings: Construction<Draft, Puzzle>, request: GenerateRequest): Constructed<Puzzle> {
  const factory = satFactoryOf(request);
  const wanted = request.difficulty;
  const random = seededRandom(settings.randomKey(request));
  for (let attempts = 1; attempts <= settings.attempts; attempts++) {
    stopWhenAsked(request);
    request.onProgress?.({ attempts, message: lookingFor(request) });
    const drawn = settings.draw(random, request);
    if (!drawn) continue;
    const mended =
      settings.clarify && wanted && wanted !== 'expert' ? clarify(settings, settings.clarify, drawn, wanted, factory, random) : mend(settings, drawn, factory, random);
    if (!mended) continue;
    let { draft, puzzle, oracle } = mended;
    try {
      if (settings.steer && wanted) ({ draft, puzzle, oracle } = steer(settings, settings.steer, mended, wanted, factory, random, request));
      if (!settings.keep) {
        const rating = levelRating(oracle, wanted, settings.scale);
        if (rating) return { puzzle, answer: oracle.answer, rating, attempts };
        continue;
      }
    } finally {
      oracle.dispose();
    }
    const thinned = thinToLevel(settings, settings.keep, draft, wanted, factory, random, request);
    if (thinned) return { ...thinned, attempts };
  }
  throw noneFound(request, settings.name, settings.attempts);
}

function stopWhenAsked(request: GenerateRequest): void {
  if (request.shouldStop?.()) throw new TimeoutError('the generator was stopped');
}

const lookingFor = ({ difficulty }: GenerateRequest) =>
  difficulty ? `looking for ${/^[aeiou]/.test(difficulty) ? 'an' : 'a'} ${difficulty} puzzle` : 'looking for a unique puzzle';

const noneFound = (request: GenerateRequest, name: string, attempts: number) =>
  new InputError(`no ${request.difficulty ?? ''} ${request.columns}x${request.rows} ${name} found in ${attempts} attempts; try another size or difficulty`, {
    field: 'difficulty',
  });

/**
 * A generator's own attempt loop, for one that builds its puzzles otherwise than `construct`: `attempt` runs up to
 * `attempts` times, and for at most `milliseconds` (each attempt reported, a stop honoured), until it gives a puzzle.
 */
export async function firstFound<Result>(
  request: GenerateRequest,
  name: string,
  attempts: number,
  attempt: (count: number) => Result | undefined | Promise<Result | undefined>,
  milliseconds = Infinity,
): Promise<Result> {
  const started = Date.now();
  let count = 1;
  for (; count <= attempts && Date.now() - started < milliseconds; count++) {
    stopWhenAsked(request);
    request.onProgress?.({ attempts: count, message: lookingFor(request) });
    const found = await attempt(count);
    if (found !== undefined) return found;
  }
  throw noneFound(request, name, count - 1);
}

/** A draft with its full puzzle and an oracle of it. */
interface Built<Draft, Puzzle> {
  readonly draft: Draft;
  readonly puzzle: Puzzle;
  readonly oracle: Oracle;
}

/** Step 2: the draft and its oracle once the answer is the only solution, or undefined. */
function mend<Draft, Puzzle>(
  settings: Construction<Draft, Puzzle>,
  drawn: Draft,
  factory: SatSolverFactory,
  random: Random,
): Built<Draft, Puzzle> | undefined {
  let draft = drawn;
  const rounds = settings.mendRounds(drawn);
  for (let round = 0; round <= rounds; round++) {
    const { puzzle, model, answer } = settings.read(draft);
    const oracle = new Oracle(model, answer, factory, { switchable: false, settledByTrue: settings.settledByTrue });
    const other = settings.mendEveryDifference ? oracle.everyDifference() : oracle.nearestOther();
    if (!other) return { draft, puzzle, oracle };
    oracle.dispose();
    if (round === rounds) return undefined;
    const next = settings.mend(draft, other, random);
    if (!next) return undefined;
    draft = next;
  }
  return undefined;
}

/** Step 2 below expert: the draft and its oracle once the rating decides every cell within the level's ceiling. */
function clarify<Draft, Puzzle>(
  settings: Construction<Draft, Puzzle>,
  change: NonNullable<Construction<Draft, Puzzle>['clarify']>,
  drawn: Draft,
  level: Difficulty,
  factory: SatSolverFactory,
  random: Random,
): Built<Draft, Puzzle> | undefined {
  const budget = scoreRange(level, settings.scale).below;
  let draft = drawn;
  const rounds = settings.mendRounds(drawn);
  for (let round = 0; round <= rounds; round++) {
    const { puzzle, model, answer } = settings.read(draft);
    const oracle = new Oracle(model, answer, factory, { switchable: false, settledByTrue: settings.settledByTrue });
    const { complete, rating, open } = oracle.rateWithOpen(undefined, { scale: settings.scale, budget });
    if (complete && rating.score < budget) return { draft, puzzle, oracle };
    oracle.dispose();
    const next = round < rounds ? change(draft, open, random) : undefined;
    if (!next) return undefined;
    draft = next;
  }
  return undefined;
}

/** How far a score is from a level's range (0 inside it). */
export function distanceToLevel(score: number, level: Difficulty, scale: RatingScale): number {
  const { lowest, below } = scoreRange(level, scale);
  return score < lowest ? lowest - score : score >= below ? score - below + 1 : 0;
}

/**
 * The score of the draft, rated only as far as the level needs: up to its ceiling (beyond, the score is Infinity),
 * or for expert, which has none, up to its floor. `complete`: the rating proved the answer the only solution.
 */
function boundedScore(oracle: Oracle, level: Difficulty, scale: RatingScale): { score: number; complete: boolean } {
  const range = scoreRange(level, scale);
  if (level === 'expert') {
    const { rating, complete } = oracle.rate(undefined, { scale, budget: range.lowest, stopAtGuess: false });
    return { score: rating.score, complete };
  }
  const { rating, complete } = oracle.rate(undefined, { scale, budget: range.below });
  return { score: complete ? rating.score : Infinity, complete };
}

/** Step 3: changes kept while the answer stays the only solution and the score comes closer to the level. */
function steer<Draft, Puzzle>(
  settings: Construction<Draft, Puzzle>,
  steering: NonNullable<Construction<Draft, Puzzle>['steer']>,
  start: Built<Draft, Puzzle>,
  level: Difficulty,
  factory: SatSolverFactory,
  random: Random,
  request: GenerateRequest,
): Built<Draft, Puzzle> {
  const { scale } = settings;
  const lowest = scoreRange(level, scale).lowest;
  let { draft, puzzle, oracle } = start;
  let score = boundedScore(oracle, level, scale).score;
  let distance = distanceToLevel(score, level, scale);
  for (let step = 0; step < steering.steps(start.draft) && distance > 0; step++) {
    stopWhenAsked(request);
    const candidate = steering.change(draft, score < lowest, random);
    if (!candidate) continue;
    const reading = settings.read(candidate);
    const next = new Oracle(reading.model, reading.answer, factory, { switchable: false, settledByTrue: settings.settledByTrue });
    const rated = boundedScore(next, level, scale);
    const closer = distanceToLevel(rated.score, level, scale);
    // Above the level's ceiling every score reads Infinity: with `walk`, a change that stays there is kept too.
    const onward = closer < distance || (steering.walk === true && closer === Infinity && distance === Infinity);
    // A complete rating decided every cell without guessing: a proof that the answer is the only solution.
    if (onward && (rated.complete || next.unique())) {
      oracle.dispose();
      ({ draft, puzzle, oracle, distance, score } = { draft: candidate, puzzle: reading.puzzle, oracle: next, distance: closer, score: rated.score });
    } else next.dispose();
  }
  return { draft, puzzle, oracle };
}

/** The full rating when it is at the level (any rating when no level is asked for), else undefined. */
function levelRating(oracle: Oracle, level: Difficulty | undefined, scale: RatingScale): Rating | undefined {
  if (!level) return oracle.rate(undefined, { scale }).rating;
  // Rated only as far as the level's ceiling: beyond it, the puzzle is too hard whatever the rest costs.
  const { lowest, below } = scoreRange(level, scale);
  const { rating } = oracle.rate(undefined, { scale, budget: below, stopAtGuess: false });
  return rating.score >= lowest && rating.score < below ? rating : undefined;
}

/** A draft's thinning: its oracle (clues switchable), and its clues taken away in random order while it stays unique. */
interface Thinning<Draft> {
  readonly draft: Draft;
  readonly oracle: Oracle;
  readonly removals: readonly number[];
  /** The clues kept after the first `count` removals. */
  keptAfter(count: number): number[];
}

function thinning<Draft, Puzzle>(settings: Construction<Draft, Puzzle>, draft: Draft, factory: SatSolverFactory, random: Random): Thinning<Draft> {
  const { model, answer } = (settings.readClues ?? settings.read)(draft);
  const oracle = new Oracle(model, answer, factory, { settledByTrue: settings.settledByTrue });
  const order = random.shuffle(oracle.clues.map((_, index) => index));
  const removed = new Set<number>();
  const removals: number[] = [];
  for (const index of order) {
    removed.add(index);
    if (oracle.unique(order.filter((other) => !removed.has(other)))) removals.push(index);
    else removed.delete(index);
  }
  const keptAfter = (count: number) => {
    const gone = new Set(removals.slice(0, count));
    return order.filter((index) => !gone.has(index));
  };
  return { draft, oracle, removals, keptAfter };
}

/**
 * Step 4: clues taken away in random order while the answer stays the only solution (with `harden`, the draft changed
 * while even its hardest version is too easy); the level is then looked for along that sequence (ratings rise as clues
 * go), by halving. Without a level, a random point of it.
 */
function thinToLevel<Draft, Puzzle>(
  settings: Construction<Draft, Puzzle>,
  keep: NonNullable<Construction<Draft, Puzzle>['keep']>,
  draft: Draft,
  level: Difficulty | undefined,
  factory: SatSolverFactory,
  random: Random,
  request: GenerateRequest,
): { puzzle: Puzzle; answer: readonly boolean[]; rating: Rating } | undefined {
  const ratingOf = (thinned: Thinning<Draft>) => (count: number) => {
    const kept = thinned.keptAfter(count);
    return settings.rateKept ? settings.rateKept(thinned.draft, kept) : thinned.oracle.rate(kept, { scale: settings.scale }).rating;
  };
  const hardest = (thinned: Thinning<Draft>) => ratingOf(thinned)(thinned.removals.length);
  let current = thinning(settings, draft, factory, random);
  try {
    if (settings.harden && level) {
      let score = hardest(current);
      for (let round = 0; round < settings.harden.rounds && difficulties.indexOf(score.level) < difficulties.indexOf(level); round++) {
        stopWhenAsked(request);
        const changed = settings.harden.change(current.draft, random);
        const mended = changed && mend(settings, changed, factory, random);
        if (!mended) continue;
        mended.oracle.dispose();
        const next = thinning(settings, mended.draft, factory, random);
        const rating = hardest(next);
        if (rating.score < score.score) {
          next.oracle.dispose();
          continue;
        }
        current.oracle.dispose();
        current = next;
        score = rating;
      }
    }
    const found = levelAlongRemovals(current.removals.length, ratingOf(current), level, random);
    return found && { puzzle: keep(current.draft, current.keptAfter(found.count)), answer: current.oracle.answer, rating: found.rating };
  } finally {
    current.oracle.dispose();
  }
}

/**
 * Along a sequence of `removals` clue removals (every prefix unique, ratings rising as clues go), the count of removals
 * at the level with its rating: the most of them, looked for by halving from the hardest version, or undefined when
 * the hardest is too easy or the level falls between two counts. Without a level, a random count.
 */
export function levelAlongRemovals(
  removals: number,
  ratingAfter: (count: number) => Rating,
  level: Difficulty | undefined,
  random: Random,
): { count: number; rating: Rating } | undefined {
  if (!level) {
    const count = random.below(removals + 1);
    return { count, rating: ratingAfter(count) };
  }
  // The hardest version first: if even that is too easy, this draft will not do.
  const target = difficulties.indexOf(level);
  const hardest = ratingAfter(removals);
  if (difficulties.indexOf(hardest.level) < target) return undefined;
  if (hardest.level === level) return { count: removals, rating: hardest };
  let low = 0;
  let high = removals;
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if (difficulties.indexOf(ratingAfter(middle).level) <= target) low = middle;
    else high = middle;
  }
  const rating = ratingAfter(low);
  return rating.level === level ? { count: low, rating } : undefined;
}
