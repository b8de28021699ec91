// Difficulty as a person meets it. Starting from the clues, deductions are made in rounds, each with the simplest
// technique that still makes progress:
//   1. propagation: a rule leaves only one possibility (in Sudoku: naked and hidden singles), in waves;
//   2. contradiction: trying one possibility breaks a rule within d waves, so the other one holds; short chains
//      (small d) are tried first and cost less than long ones;
//   3. both ways: whichever way a cell goes, the same consequence follows (a short forcing chain);
//   4. guess: nothing short works; the solver's answer fills one cell and reasoning resumes (backtracking).
// The level is the hardest technique needed (and how often); the score orders puzzles within and across levels.
// Wall-clock time plays no part. Lazy constraints (connectivity) are not propagated here, so genres that rely on
// them rate a little harder than people find them.

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
  /** Cells (observed literals) the clues leave open at the start. */
  openAtStart: number;
}

/** Per-genre cut-offs between levels, on the score. */
export interface RatingScale {
  medium: number;
  hard: number;
  expert: number;
}

export const defaultScale: RatingScale = { medium: 8, hard: 25, expert: 60 };

const weights = { wave: 0.2, contradiction: 2, contradictionPerWave: 1, bothWays: 12, guess: 25 };
/** Contradictions further away than this count as forcing chains, not as something a person sees. */
const longestChain = 6;

/**
 * Rates a puzzle. `solution` gives the value of each observed literal in the (unique) solution; it is only used to
 * fill a cell when a guess is needed. Without it, a needed guess ends the rating at the expert level.
 */
export function rate(
  puzzle: PuzzleModel<unknown, unknown>,
  solution?: (literal: Literal) => boolean,
  scale: RatingScale = defaultScale,
): Rating {
  const propagator = new Propagator(lowerToCnf(puzzle.model));
  const observed = puzzle.observed;
  const rounds = { propagation: 0, contradiction: 0, bothWays: 0, guesses: 0, cost: 0 };
  const open = () => observed.filter((literal) => propagator.value(literal) === undefined);
  const settle = (): boolean => {
    const ok = propagator.propagate();
    rounds.propagation += propagator.wavesUsed;
    rounds.cost += propagator.wavesUsed * weights.wave;
    return ok;
  };
  // The clues' own cells (and what they exclude directly) are not counted as open.
  if (!propagator.propagate(1)) return result(rounds, observed.length, scale, true);
  const openAtStart = open().length;
  if (!settle()) return result(rounds, openAtStart, scale, true);
  for (let guard = 0; guard < 100_000; guard++) {
    const remaining = open();
    if (remaining.length === 0) break;
    // Contradiction: one possibility tried breaks a rule within `depth` waves; the shortest such chains first.
    const { forced, depth } = contradictions(propagator, remaining);
    if (forced.length > 0 && depth <= longestChain) {
      rounds.contradiction++;
      rounds.cost += weights.contradiction + weights.contradictionPerWave * (depth - 1);
      if (!applyAll(propagator, forced) || !settle()) return result(rounds, openAtStart, scale, true);
      continue;
    }
    // Both ways: a consequence shared by both possibilities of one cell; or a long chain to a contradiction.
    const shared = forced.length > 0 ? forced : bothWays(propagator, remaining);
    if (shared.length > 0) {
      rounds.bothWays++;
      rounds.cost += weights.bothWays;
      if (!applyAll(propagator, shared) || !settle()) return result(rounds, openAtStart, scale, true);
      continue;
    }
    rounds.guesses++;
    rounds.cost += weights.guess;
    if (!solution) break;
    const literal = remaining[0]!;
    if (!applyAll(propagator, [solution(literal) ? literal : -literal]) || !settle()) return result(rounds, openAtStart, scale, true);
  }
  return result(rounds, openAtStart, scale, false);
}

/** The literals whose opposite leads to a contradiction in the fewest waves, and that number of waves. */
function contradictions(propagator: Propagator, remaining: readonly Literal[]): { forced: Literal[]; depth: number } {
  let forced: Literal[] = [];
  let depth = Infinity;
  for (const literal of remaining) {
    for (const attempt of [literal, -literal]) {
      if (!propagator.probe(attempt, depth).conflict) continue;
      const waves = propagator.wavesUsed;
      if (waves < depth) {
        depth = waves;
        forced = [];
      }
      forced.push(-attempt);
      break;
    }
  }
  return { forced, depth };
}

function applyAll(propagator: Propagator, literals: readonly Literal[]): boolean {
  for (const literal of literals) if (!propagator.assign(literal)) return false;
  return true;
}

function bothWays(propagator: Propagator, remaining: readonly Literal[]): Literal[] {
  const found = new Set<Literal>();
  for (const literal of remaining) {
    if (propagator.value(literal) !== undefined) continue;
    const positive = propagator.probe(literal);
    const negative = propagator.probe(-literal);
    if (positive.conflict || negative.conflict) continue;
    const implied = new Set(positive.implied);
    for (const consequence of negative.implied) if (implied.has(consequence)) found.add(consequence);
    if (found.size > 0) break;
  }
  return [...found];
}

function result(
  rounds: { propagation: number; contradiction: number; bothWays: number; guesses: number; cost: number },
  openAtStart: number,
  scale: RatingScale,
  contradictory: boolean,
): Rating {
  const score = contradictory ? 0 : Math.round(rounds.cost * 10) / 10;
  const level: Difficulty =
    score >= scale.expert || rounds.guesses > 0 ? 'expert' : score >= scale.hard ? 'hard' : score >= scale.medium ? 'medium' : 'easy';
  return {
    score,
    level,
    propagationRounds: rounds.propagation,
    contradictionRounds: rounds.contradiction,
    bothWaysRounds: rounds.bothWays,
    guesses: rounds.guesses,
    openAtStart,
  };
}
