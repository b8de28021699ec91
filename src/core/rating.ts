// Difficulty as a person meets it. Starting from the clues, deductions are made in rounds, each with the simplest
// technique that still makes progress:
//   1. propagation: a rule leaves only one possibility (in Sudoku: naked and hidden singles), in waves; connectivity
//      counts too (a cell cut off from the area, a cell whose loss would split it);
//   2. contradiction: trying one possibility breaks a rule within d waves, so the other one holds; short chains
//      (small d) are looked for first and cost less than long ones;
//   3. both ways: whichever way a cell goes, the same consequence follows (a short forcing chain), or a
//      contradiction that takes longer than a person follows;
//   4. guess: nothing short works; the solution fills one cell and reasoning resumes (backtracking).
// The score adds up the rounds' costs; the level is read from the score on a per-genre scale, and a needed guess
// makes any puzzle expert. Wall-clock time plays no part. Weights and scales are calibrated against Simon Tatham's
// and qqwing's levels (scripts/calibrate.ts).

import type { Cnf } from './cnf.js';
import { lowerToCnf } from './cnf.js';
import type { Literal, PuzzleModel } from './model.js';
import { Propagator } from './propagation.js';

export const difficulties = ['easy', 'medium', 'hard', 'expert'] as const;
export type Difficulty = (typeof difficulties)[number];

export interface Rating {
  /** Higher is harder; about 0-100 for usual puzzles. */
  score: number;
  level: Difficulty;
  /** Rounds of each technique. */
  propagationRounds: number;
  contradictionRounds: number;
  bothWaysRounds: number;
  guesses: number;
  /** The longest contradiction chain used, in waves (0 when none). */
  deepestChain: number;
  /** Cells (observed literals) the clues leave open at the start. */
  openAtStart: number;
}

/** Per-genre cut-offs between levels, on the score, and optionally the genre's own step costs. */
export interface RatingScale {
  medium: number;
  hard: number;
  expert: number;
  weights?: Partial<RatingWeights>;
}

export interface RatingWeights {
  /** One wave of propagation. */
  wave: number;
  /** A round of contradictions found one wave deep, and each further wave. */
  contradiction: number;
  contradictionPerWave: number;
  /** A round of both-ways reasoning (or a contradiction longer than a person follows). */
  bothWays: number;
  guess: number;
}

export const defaultScale: RatingScale = { medium: 3, hard: 12, expert: 40 };

/** The cost of each step. A wave of propagation is nearly free; longer chains cost more than short ones. */
export const ratingWeights: RatingWeights = { wave: 0.02, contradiction: 1, contradictionPerWave: 1, bothWays: 12, guess: 30 };
/** Contradictions further away than this many waves count as forcing chains, not as something a person sees. */
const longestChain = 5;

/** Rates puzzles on one CNF with different root assumptions (clue selectors), reusing the propagator. */
export class Rater {
  private readonly propagator: Propagator;
  private readonly root: number;
  /** Literals probed one way only: an integer's value literals (ruling a value out by trying it is enough). */
  private readonly oneWay: Uint8Array;
  /** The clue selectors of the CNF (assumed to switch clues on). */
  private readonly selector: Uint8Array;

  constructor(
    cnf: Cnf,
    private readonly observed: readonly Literal[],
    /** Each integer's value literals: probed one way, and split both ways only between its last two values. */
    private readonly integers: readonly (readonly Literal[])[] = [],
  ) {
    this.propagator = new Propagator(cnf);
    this.root = this.propagator.trailLength;
    this.oneWay = new Uint8Array(cnf.variableCount + 1);
    // Indexed loops, here and below: these run once per puzzle rated, mostly before V8 optimizes them, where a
    // for-of makes an iterator and a result object per step.
    for (let index = 0; index < integers.length; index++) {
      const values = integers[index]!;
      for (let position = 0; position < values.length; position++) this.oneWay[Math.abs(values[position]!)] = 1;
    }
    this.selector = new Uint8Array(cnf.variableCount + 1);
    for (const literal of cnf.clueSelectors ?? []) this.selector[literal] = 1;
  }

  /** The last solution read, as a flat table by literal slot (1: true in it); a generator rates many times against one. */
  private truths: { solution: (literal: Literal) => boolean; table: Uint8Array } | undefined;

  private truthsOf(solution: (literal: Literal) => boolean): Uint8Array {
    if (this.truths?.solution !== solution) {
      const table = new Uint8Array(2 * this.selector.length); // two slots per variable, 0 included
      const observed = this.observed;
      for (let index = 0; index < observed.length; index++) {
        const literal = observed[index]!;
        const value = solution(literal);
        table[slotOf(literal)] = value ? 1 : 0;
        table[slotOf(-literal)] = value ? 0 : 1;
      }
      this.truths = { solution, table };
    }
    return this.truths.table;
  }

  /** The two-way splits among the open literals: booleans both ways, integers with two values left. */
  private splits(remaining: readonly Literal[]): [Literal, Literal][] {
    const propagator = this.propagator;
    const splits: [Literal, Literal][] = [];
    for (const literal of remaining) if (!this.oneWay[Math.abs(literal)]) splits.push([literal, -literal]);
    for (const values of this.integers) {
      const open = values.filter((literal) => propagator.value(literal) === undefined);
      if (open.length === 2) splits.push([open[0]!, open[1]!]);
    }
    return splits;
  }

  /** A rater for a puzzle model, optionally with clue selectors (then assume them to switch clues on). */
  static forModel(puzzle: PuzzleModel<unknown, unknown>, options: { clueSelectors?: boolean } = {}): { rater: Rater; cnf: Cnf } {
    const cnf = lowerToCnf(puzzle.model, options);
    const integers = puzzle.model.integers.map((variable) => variable.literals);
    return { rater: new Rater(cnf, puzzle.observed, integers), cnf };
  }

  /**
   * Rates the puzzle under `assumptions`. `solution` gives the value of each observed literal in the (unique)
   * solution; it fills a cell when a guess is needed (without it, a needed guess ends the rating at expert).
   * With `budget`, the rating stops once the score passes it (the score is then only a lower bound); with
   * `stopAtGuess`, at the first guess.
   */
  rate(assumptions: readonly Literal[], solution?: (literal: Literal) => boolean, options: { scale?: RatingScale; budget?: number } = {}): Rating {
    return this.evaluate(assumptions, solution, options).rating;
  }

  /** The rating, and whether reasoning decided every cell (then the solution is unique: a proof by deduction). */
  evaluate(
    assumptions: readonly Literal[],
    solution?: (literal: Literal) => boolean,
    options: { scale?: RatingScale; budget?: number; stopAtGuess?: boolean; deadline?: number; reportOpen?: boolean } = {},
  ): { rating: Rating; complete: boolean; open?: Literal[] } {
    const deadline = options.deadline;
    const stop = deadline === undefined ? undefined : () => performance.now() > deadline;
    const scale = options.scale ?? defaultScale;
    const weights: RatingWeights = { ...ratingWeights, ...scale.weights };
    const budget = options.budget ?? Infinity;
    const propagator = this.propagator;
    propagator.rewind(this.root);
    const tally: Tally = { propagation: 0, contradiction: 0, bothWays: 0, guesses: 0, deepest: 0, cost: 0, contradictory: false };
    const open = () => propagator.unassigned(this.observed);
    const settle = (): boolean => {
      const ok = propagator.propagate();
      tally.propagation += propagator.wavesUsed;
      tally.cost += propagator.wavesUsed * weights.wave;
      if (!ok) tally.contradictory = true;
      return ok;
    };
    try {
      // Selectors first turn their clues' guarded clauses into plain ones: one wave of their own, on top of the root,
      // so that every clue then stands where it stands in the puzzle's own model (its units at the root) and the
      // rating is the same as for that puzzle rated on its own.
      const selectors = assumptions.filter((literal) => literal > 0 && this.selector[literal] === 1);
      const selectorsHold = (): boolean => {
        if (selectors.length === 0) return true;
        propagator.skipPropagated();
        if (!applyAll(propagator, selectors) || !propagator.propagate(1)) return false;
        // Selectors that settle nothing on an empty root (clues that each hold only under a condition, as
        // Yajisan-Kazusan's arrows) leave the board as the puzzle's own model starts: nothing to propagate afresh, or
        // a pass of connectivity over an empty board would count as a wave that the puzzle on its own never spends.
        const settledNothing = this.root === 0 && propagator.trailLength === selectors.length;
        propagator.rewind(propagator.trailLength);
        if (settledNothing) propagator.skipPropagated();
        return true;
      };
      // The clues' own cells (and what they exclude directly) are not counted as open.
      if (!selectorsHold() || !applyAll(propagator, assumptions) || !propagator.propagate(1)) {
        tally.contradictory = true;
        return { rating: result(tally, this.observed.length, scale), complete: false };
      }
      const openAtStart = open().length;
      if (!settle()) return { rating: result(tally, openAtStart, scale), complete: false };
      let complete = false;
      for (;;) {
        if (tally.cost > budget) break;
        if (stop?.()) throw new RatingStopped();
        const remaining = open();
        if (remaining.length === 0) {
          complete = tally.guesses === 0;
          break;
        }
        // With a budget, chains too long to fit in it are not looked for: the rating is over budget either way.
        const affordable = Math.min(longestChain, 1 + Math.floor((budget - tally.cost - weights.contradiction) / Math.max(weights.contradictionPerWave, 1e-9)));
        const { forced, depth } = contradictions(propagator, remaining, this.oneWay, affordable, solution && this.truthsOf(solution), stop);
        if (forced.length > 0) {
          tally.contradiction++;
          tally.deepest = Math.max(tally.deepest, depth);
          tally.cost += weights.contradiction + weights.contradictionPerWave * (depth - 1);
          if (!applyAll(propagator, forced) || !settle()) break;
          continue;
        }
        if (tally.cost + Math.min(weights.bothWays, weights.guess) > budget) {
          tally.cost += Math.min(weights.bothWays, weights.guess);
          break;
        }
        const shared = bothWays(propagator, this.splits(remaining), stop);
        if (shared.length > 0) {
          tally.bothWays++;
          tally.cost += weights.bothWays;
          if (!applyAll(propagator, shared) || !settle()) break;
          continue;
        }
        tally.guesses++;
        if (options.stopAtGuess) break;
        tally.cost += weights.guess;
        if (!solution) break;
        // Fill a cell: prefer a literal that is true in the solution (a value placed, not one ruled out).
        const literal = remaining.find((candidate) => solution(candidate)) ?? -remaining[0]!;
        if (!applyAll(propagator, [literal]) || !settle()) break;
      }
      const rating = result(tally, openAtStart, scale);
      // Where the reasoning stopped, for a generator that changes its draft there.
      if (options.reportOpen) return { rating, complete: complete && !tally.contradictory, open: open() };
      return { rating, complete: complete && !tally.contradictory };
    } finally {
      propagator.rewind(this.root);
    }
  }
}

/**
 * Rates a puzzle. `solution` gives the value of each observed literal in the (unique) solution; it is only used to
 * fill a cell when a guess is needed. Without it, a needed guess ends the rating at the expert level.
 */
export function rate(
  puzzle: PuzzleModel<unknown, unknown>,
  solution?: (literal: Literal) => boolean,
  scale: RatingScale = defaultScale,
): Rating {
  return Rater.forModel(puzzle).rater.rate([], solution, { scale });
}

/** A rating stopped by its deadline. */
class RatingStopped extends Error {}

/**
 * `rate` within a time budget (milliseconds, model lowering included): undefined when the rating would take longer.
 * Solving never waits for a rating: a large loop or room puzzle can take a minute to rate and a second to solve.
 */
export function rateWithin(
  puzzle: PuzzleModel<unknown, unknown>,
  solution: ((literal: Literal) => boolean) | undefined,
  scale: RatingScale = defaultScale,
  milliseconds = 200,
): Rating | undefined {
  const deadline = performance.now() + milliseconds;
  try {
    return Rater.forModel(puzzle).rater.evaluate([], solution, { scale, deadline }).rating;
  } catch (error) {
    if (error instanceof RatingStopped) return undefined;
    throw error;
  }
}

/** The level a score falls in. */
export function levelOf(score: number, scale: RatingScale): Difficulty {
  return score >= scale.expert ? 'expert' : score >= scale.hard ? 'hard' : score >= scale.medium ? 'medium' : 'easy';
}

/** The score range of a level: [lowest, below]. */
export function scoreRange(level: Difficulty, scale: RatingScale): { lowest: number; below: number } {
  switch (level) {
    case 'easy':
      return { lowest: -Infinity, below: scale.medium };
    case 'medium':
      return { lowest: scale.medium, below: scale.hard };
    case 'hard':
      return { lowest: scale.hard, below: scale.expert };
    case 'expert':
      return { lowest: scale.expert, below: Infinity };
  }
}

interface Tally {
  propagation: number;
  contradiction: number;
  bothWays: number;
  guesses: number;
  deepest: number;
  cost: number;
  contradictory: boolean;
}

/**
 * The literals whose opposite leads to a contradiction in the fewest waves (at most `deepest`), and that number.
 * Propagation runs in waves, so one probe tells how deep its contradiction is; once one is found, later probes stop
 * at that depth. Propagation is sound, so a literal true in a known solution never leads to a contradiction: such
 * probes are skipped (the outcome is the same, found in about half the probes).
 */
function contradictions(
  propagator: Propagator,
  remaining: readonly Literal[],
  oneWay: Uint8Array,
  deepest: number,
  /** Literal slots true in a known solution (1), if one is known. */
  solution?: Uint8Array,
  /** Says when time is up (then the rating ends with `RatingStopped`). */
  stop?: () => boolean,
): { forced: Literal[]; depth: number } {
  let forced: Literal[] = [];
  if (deepest < 1) return { forced, depth: 0 };
  const attempts: Literal[] = [];
  for (let index = 0; index < remaining.length; index++) {
    const literal = remaining[index]!;
    if (solution?.[slotOf(literal)] !== 1) attempts.push(literal);
    if (!oneWay[Math.abs(literal)] && solution?.[slotOf(-literal)] !== 1) attempts.push(-literal);
  }
  // One-wave contradictions are the cheapest probes: look for them on their own first, where there can be any (at a
  // fixpoint there are none unless a clause names a variable twice or mixes plain and negated literals).
  // At most one value is forced per cell literal in a scan (both failing means the state has no solution).
  // decided[v]: a value of variable v is forced in this scan (by variable, as a table: this loop is the rating's hot spot).
  const decided = new Uint8Array(oneWay.length);
  const oneWaveCanFail = !propagator.reachedFixpoint || propagator.mixedClauses;
  for (let index = 0; oneWaveCanFail && index < attempts.length; index++) {
    const attempt = attempts[index]!;
    if ((index & 63) === 63 && stop?.()) throw new RatingStopped();
    if (decided[Math.abs(attempt)] === 1 || !propagator.fails(attempt, 1)) continue;
    forced.push(-attempt);
    decided[Math.abs(attempt)] = 1;
  }
  if (forced.length > 0 || deepest === 1) return { forced, depth: forced.length > 0 ? 1 : 0 };
  let depth = deepest;
  for (let index = 0; index < attempts.length; index++) {
    const attempt = attempts[index]!;
    if ((index & 15) === 15 && stop?.()) throw new RatingStopped();
    if (decided[Math.abs(attempt)] === 1 || !propagator.fails(attempt, depth)) continue;
    const waves = Math.max(1, propagator.wavesUsed);
    if (waves < depth) {
      depth = waves;
      forced = [];
      decided.fill(0);
    }
    forced.push(-attempt);
    decided[Math.abs(attempt)] = 1;
  }
  return { forced, depth: forced.length > 0 ? depth : 0 };
}

function applyAll(propagator: Propagator, literals: readonly Literal[]): boolean {
  for (let index = 0; index < literals.length; index++) if (!propagator.assign(literals[index]!)) return false;
  return true;
}

/**
 * A consequence shared by both sides of a two-way split, or a side that fails after a long chain. The splits are
 * what a person would try: a boolean cell either way, an integer cell between its last two values.
 */
function bothWays(propagator: Propagator, splits: readonly (readonly [Literal, Literal])[], stop?: () => boolean): Literal[] {
  for (const [index, [first, second]] of splits.entries()) {
    if ((index & 15) === 15 && stop?.()) throw new RatingStopped();
    const one = propagator.probe(first);
    if (one.conflict) return [-first];
    const other = propagator.probe(second);
    if (other.conflict) return [-second];
    const implied = new Set(one.implied);
    const shared = other.implied.filter((consequence) => implied.has(consequence));
    if (shared.length > 0) return shared;
  }
  return [];
}

function result(tally: Tally, openAtStart: number, scale: RatingScale): Rating {
  const score = tally.contradictory ? 0 : Math.round(tally.cost * 10) / 10;
  const level: Difficulty = tally.guesses > 0 && !tally.contradictory ? 'expert' : levelOf(score, scale);
  return {
    score,
    level,
    propagationRounds: tally.propagation,
    contradictionRounds: tally.contradiction,
    bothWaysRounds: tally.bothWays,
    guesses: tally.guesses,
    deepestChain: tally.deepest,
    openAtStart,
  };
}

function slotOf(literal: Literal): number {
  return literal > 0 ? 2 * literal : -2 * literal + 1;
}
