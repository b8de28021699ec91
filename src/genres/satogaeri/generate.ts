// The Satogaeri generator, after the seed thesis (section 5) and further:
//   1. countries grow as in the thesis (the core's growCountries), each neighbour joining with the chance
//      `country-size`, their neighbours with that chance squared, and so on;
//   2. every country gets a home cell, the solution; circles are then moved away from home in a straight line,
//      never over another circle's home or track, and get their distance as their number (0 for a circle whose
//      every way out is blocked, as in the thesis, and now and then for one that simply stays);
//   3. the puzzle with every number shown must have exactly that solution (circles whose destination is left open
//      are placed again until it does); then circles lose their numbers one at a time, in random order, while the
//      solution stays unique (the core's rules oracle). Any prefix of that sequence is unique too, so the level is
//      looked for along it (the core's levelAlongRemovals), rated by the core's step-by-step rating;
//   4. when even the version with every removable number gone is too easy for the level asked for (at 10×10 first
//      drafts score about 1 to 25, expert starts at 40), one circle at a time is placed again and the new layout is
//      kept when that hardest version scores no less: a walk that reaches expert within a few hundred drafts.

import { firstFound, levelAlongRemovals } from '../../core/construct.js';
import { growCountries } from '../../core/divide.js';
import { InputError } from '../../core/errors.js';
import { facts } from '../../core/engine.js';
import type { Cell, Direction } from '../../core/geometry.js';
import { directions, isInside, move as stepFrom, sameCell } from '../../core/geometry.js';
import type { GenerateRequest, Generator } from '../../core/genre.js';
import { satFactoryOf } from '../../core/oracle.js';
import type { Random } from '../../core/random.js';
import { seededRandom } from '../../core/random.js';
import type { Rating, RatingScale } from '../../core/rating.js';
import { difficulties, rate } from '../../core/rating.js';
import type { Statement } from '../../core/rules-oracle.js';
import { RulesOracle } from '../../core/rules-oracle.js';
import type { SatSolverFactory } from '../../core/sat.js';
import { buildModel } from './model.js';
import type { Move, SatogaeriAnswer, SatogaeriPuzzle } from './puzzle.js';
import { makeSatogaeri, trackOf } from './puzzle.js';

/** Cut-offs on the rating score for Satogaeri: most published puzzles are solved by propagation alone. */
export const satogaeriScale: RatingScale = {
  medium: 4,
  hard: 10,
  expert: 40,
  // The collection was rated with these step costs (waves count for more than in Sudoku).
  weights: { wave: 0.2, contradiction: 2, contradictionPerWave: 1, bothWays: 12, guess: 25 },
};

/**
 * A solution being built: for each country, the move of its circle (ending at its home cell). Circles can be
 * placed again one at a time, which is how a layout with a second solution is repaired.
 */
export class Layout {
  private readonly cellsOf: Cell[][] = [];
  private readonly used: boolean[][];
  readonly moves: (Move | undefined)[];

  constructor(
    readonly countries: readonly (readonly number[])[],
    private readonly random: Random,
    private readonly stayChance = 0.04,
  ) {
    countries.forEach((line, row) => line.forEach((country, column) => (this.cellsOf[country] ??= []).push({ row, column })));
    this.used = countries.map((line) => line.map(() => false));
    this.moves = this.cellsOf.map(() => undefined);
    // Homes first, so that no track crosses a home; then the circles, in random order.
    const homes = this.cellsOf.map((cells) => random.pick(cells));
    for (const home of homes) this.mark(home, home, true);
    for (const country of random.shuffle(this.cellsOf.map((_, k) => k))) this.moves[country] = this.moveAway(homes[country]!);
  }

  /** Moves a circle away from its home: a random direction, tried twice, else it stays (a 0, as in the thesis). */
  private moveAway(home: Cell): Move {
    const size = { rows: this.countries.length, columns: this.countries[0]!.length };
    let start = home;
    if (this.random.next() >= this.stayChance) {
      for (let attempt = 0; attempt < 2 && start === home; attempt++) {
        const direction: Direction = this.random.pick(directions);
        let room = 0;
        for (let cell = stepFrom(home, direction); isInside(size, cell) && !this.used[cell.row]![cell.column]; cell = stepFrom(cell, direction)) room++;
        if (room > 0) start = stepFrom(home, direction, 1 + this.random.below(room));
      }
    }
    this.mark(start, home, true);
    return { from: start, to: home };
  }

  /** Another layout with the same moves, to be changed without changing this one. */
  copy(): Layout {
    const copy = Object.create(Layout.prototype) as Layout;
    Object.assign(copy, this, { used: this.used.map((line) => [...line]), moves: [...this.moves] });
    return copy;
  }

  private mark(from: Cell, to: Cell, value: boolean): void {
    for (const cell of trackOf({ from, to })) this.used[cell.row]![cell.column] = value;
  }

  /** Places the circle of a country again: a new home among the free cells of the country, and a new start. */
  replace(country: number): void {
    const old = this.moves[country]!;
    this.mark(old.from, old.to, false);
    const free = this.cellsOf[country]!.filter((cell) => !this.used[cell.row]![cell.column]);
    const home = free.length > 0 ? this.random.pick(free) : old.to;
    this.mark(home, home, true);
    this.moves[country] = this.moveAway(home);
  }

  /** The moves in reading order of their starts, which is the order of the puzzle's circles. */
  solution(): Move[] {
    return this.moves.map((move) => move!).sort((a, b) => a.from.row - b.from.row || a.from.column - b.from.column);
  }

  /** The country of the circle that starts at `start` (the country of its home). */
  countryOf(start: Cell): number {
    const home = this.moves.find((move) => move !== undefined && sameCell(move.from, start))!.to;
    return this.countries[home.row]![home.column]!;
  }
}

const distanceOf = (move: Move): number => Math.abs(move.to.row - move.from.row) + Math.abs(move.to.column - move.from.column);

/** The puzzle of a layout's moves, the circles in `blank` without their numbers. */
const puzzleFrom = (countries: readonly (readonly number[])[], solution: readonly Move[], blank: ReadonlySet<number>): SatogaeriPuzzle =>
  makeSatogaeri(countries, solution.map((move, k) => ({ row: move.from.row, column: move.from.column, number: blank.has(k) ? null : distanceOf(move) })));

/** Rounds of placing circles again before a layout is given up. */
const repairRounds = 30;

/**
 * Whether the solution stays the only one while some circles show no number, asked many times of one layout: the
 * core's rules oracle holds the puzzle with every number blank, and a shown number is a clue that rules out the moves
 * of another length.
 */
function uniquenessOf(countries: readonly (readonly number[])[], solution: readonly Move[], factory: SatSolverFactory) {
  const { model, moves, observed } = buildModel(puzzleFrom(countries, solution, new Set(solution.map((_, k) => k))));
  const oracle = new RulesOracle(model, observed, factory);
  const intended = moves.flatMap((list, circle) => list.filter(({ move }) => sameCell(move.to, solution[circle]!.to)).map(({ literal }) => literal));
  // Some other solution, please.
  const other: Statement = { key: 'other', state: (stated) => stated.notAll(intended) };
  const shown = moves.map((list, circle): Statement => {
    const ruledOut = list.filter(({ move }) => move.distance !== distanceOf(solution[circle]!)).map(({ literal }) => literal);
    return { key: `number ${circle}`, state: (stated) => ruledOut.forEach((literal) => stated.require(-literal)) };
  });
  return {
    unique: (blank: ReadonlySet<number>) => oracle.solution([...shown.filter((_, circle) => !blank.has(circle)), other]) === undefined,
    dispose: () => oracle.dispose(),
  };
}

function rateWith(puzzle: SatogaeriPuzzle, solution: readonly Move[]): Rating {
  const puzzleModel = buildModel(puzzle);
  const chosen = new Set(puzzleModel.moves.flatMap((list, circle) => list.filter(({ move }) => sameCell(move.to, solution[circle]!.to)).map(({ literal }) => literal)));
  return rate(puzzleModel, (literal) => (literal > 0 ? chosen.has(literal) : !chosen.has(-literal)), satogaeriScale);
}

export interface GeneratedSatogaeri {
  readonly puzzle: SatogaeriPuzzle;
  readonly solution: readonly Move[];
  readonly rating: Rating;
  readonly attempts: number;
}

/** Generates a puzzle with its solution and rating (the Generator interface returns just the puzzle). */
export async function generateSatogaeri(request: GenerateRequest): Promise<GeneratedSatogaeri> {
  const countrySize = Number(request.options['country-size'] ?? '0.7');
  if (!Number.isFinite(countrySize) || countrySize < 0 || countrySize > 1) {
    throw new InputError(`the country size must be a number from 0 to 1, not '${request.options['country-size']}'`, { field: 'country-size' });
  }
  const random = seededRandom(`satogaeri/${request.columns}x${request.rows}/${countrySize}/${request.difficulty ?? 'any'}/${request.seed}`);
  const factory = satFactoryOf(request);
  return firstFound(request, 'Satogaeri', 400, async (attempts) => {
    const countries = growCountries({ rows: request.rows, columns: request.columns }, countrySize, random);
    let draft = await draftOf(new Layout(countries, random), request, factory, random);
    if (!draft) return undefined;
    // The hardest version too easy for the level: circles are placed again, one at a time, and a new layout is
    // kept when its hardest version scores no less (the hard levels are rare among first drafts).
    const target = request.difficulty ? difficulties.indexOf(request.difficulty) : 0;
    for (let round = 0; round < hardeningRounds && !request.shouldStop?.() && difficulties.indexOf(draft.hardest.level) < target; round++) {
      const layout = draft.layout.copy();
      layout.replace(random.below(layout.moves.length));
      const changed = await draftOf(layout, request, factory, random);
      if (changed && changed.hardest.score >= draft.hardest.score) draft = changed;
    }
    const { solution, removable } = draft;
    const puzzleAfter = (count: number) => puzzleFrom(countries, solution, new Set(removable.slice(0, count)));
    const found = levelAlongRemovals(removable.length, (count) => rateWith(puzzleAfter(count), solution), request.difficulty, random);
    return found && { puzzle: puzzleAfter(found.count), solution, rating: found.rating, attempts };
  });
}

/** Rounds of placing a circle again while a draft's hardest version is below the level asked for. */
const hardeningRounds = 150;

interface Draft {
  readonly layout: Layout;
  readonly solution: readonly Move[];
  /** The circles that lose their numbers, in that order (every prefix keeps the solution unique). */
  readonly removable: readonly number[];
  /** The rating with all of them blank. */
  readonly hardest: Rating;
}

/** A layout made unique with every number shown (placing circles again), then its numbers taken away, or undefined. */
async function draftOf(layout: Layout, request: GenerateRequest, factory: SatSolverFactory, random: Random): Promise<Draft | undefined> {
  const countries = layout.countries;
  // With every number shown the solution must be unique. Circles whose destination is still open (what all
  // solutions agree on is asked for, not a second solution, so that the result does not depend on the solver's
  // history) are placed again until it is.
  let unique = false;
  for (let repair = 0; repair < repairRounds && !unique; repair++) {
    const known = await facts(buildModel(puzzleFrom(countries, layout.solution(), new Set())), request.backend);
    if (!known.satisfiable) throw new Error('a generated layout has no solution; the generator is wrong');
    const open = known.facts.filter((entry) => entry.to === null);
    unique = open.length === 0;
    for (const { from } of open) layout.replace(layout.countryOf(from));
  }
  if (!unique) return undefined;
  const solution = layout.solution();
  // Numbers go while the solution stays the only one; the level is looked for along that sequence.
  const removable: number[] = [];
  const questions = uniquenessOf(countries, solution, factory);
  try {
    for (const circle of random.shuffle(solution.map((_, k) => k))) if (questions.unique(new Set([...removable, circle]))) removable.push(circle);
  } finally {
    questions.dispose();
  }
  return { layout, solution, removable, hardest: rateWith(puzzleFrom(countries, solution, new Set(removable)), solution) };
}

/** Every circle shows its number: the distance it moves in the answer (the clues `explain` may suggest adding). */
export function withAllNumbers(puzzle: SatogaeriPuzzle, answer: SatogaeriAnswer): SatogaeriPuzzle {
  return { ...puzzle, circles: puzzle.circles.map((circle, k) => ({ ...circle, number: circle.number ?? distanceOf(answer[k]!) })) };
}

export const satogaeriGenerator: Generator<SatogaeriPuzzle, SatogaeriAnswer> = {
  options: [{ name: 'country-size', description: 'from 0 (many small countries) to 1 (few large ones): the chance that a neighbouring cell joins a growing country', defaultValue: '0.7' }],
  defaultSize: { rows: 10, columns: 10 },
  minimumSize: { rows: 2, columns: 2 },
  maximumSize: { rows: 40, columns: 40 },
  generate: async (request) => (await generateSatogaeri(request)).puzzle,
  withAllClues: withAllNumbers,
};
