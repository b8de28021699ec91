// The Satogaeri generator, after the seed thesis (section 5) and further:
//   1. countries grow from the top-left-most free cell: each neighbour joins with the chance `country-size`, their
//      neighbours with that chance squared, and so on (the thesis's method); single cells left over join a
//      neighbouring country half of the time, since a one-cell country gives its circle away at once;
//   2. every country gets a home cell, the solution; circles are then moved away from home in a straight line,
//      never over another circle's home or track, and get their distance as their number (0 for a circle whose
//      every way out is blocked, as in the thesis, and now and then for one that simply stays);
//   3. the puzzle with every number shown must have exactly that solution (the solver proves it; circles whose
//      destination is left open are placed again until it does); then circles lose their numbers one at a time, in
//      random order, as long as the solution stays unique. Any prefix of that sequence is unique too (a number only removes possibilities), so the
//      difficulty is steered by how many numbers are removed, rated by the core's step-by-step rating.

import { InputError } from '../../core/errors.js';
import type { Backend, Session } from '../../core/engine.js';
import { facts } from '../../core/engine.js';
import type { Cell, Direction } from '../../core/geometry.js';
import { directions, move as stepFrom } from '../../core/geometry.js';
import type { GenerateRequest, Generator } from '../../core/genre.js';
import type { Literal } from '../../core/model.js';
import type { Random } from '../../core/random.js';
import { seededRandom } from '../../core/random.js';
import type { Difficulty, Rating, RatingScale } from '../../core/rating.js';
import { difficulties, rate } from '../../core/rating.js';
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

/** Countries grown as in the thesis; the result labels each cell with its country. */
export function growCountries(rows: number, columns: number, countrySize: number, random: Random): number[][] {
  const countries = Array.from({ length: rows }, () => new Array<number>(columns).fill(-1));
  const inside = (cell: Cell) => cell.row >= 0 && cell.row < rows && cell.column >= 0 && cell.column < columns;
  let count = 0;
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      if (countries[row]![column] !== -1) continue;
      const country = count++;
      countries[row]![column] = country;
      let layer: Cell[] = [{ row, column }];
      let chance = countrySize;
      while (layer.length > 0 && chance > 0.001) {
        const next: Cell[] = [];
        for (const cell of layer) {
          for (const direction of directions) {
            const neighbour = stepFrom(cell, direction);
            if (!inside(neighbour) || countries[neighbour.row]![neighbour.column] !== -1) continue;
            if (random.next() < chance) {
              countries[neighbour.row]![neighbour.column] = country;
              next.push(neighbour);
            }
          }
        }
        layer = next;
        chance *= chance;
      }
    }
  }
  // Single cells join a neighbouring country half of the time.
  const sizes = new Map<number, number>();
  for (const line of countries) for (const country of line) sizes.set(country, (sizes.get(country) ?? 0) + 1);
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const country = countries[row]![column]!;
      if (sizes.get(country) !== 1 || random.next() < 0.5) continue;
      const neighbours = directions.map((direction) => stepFrom({ row, column }, direction)).filter(inside);
      const chosen = random.pick(neighbours);
      const joined = countries[chosen.row]![chosen.column]!;
      countries[row]![column] = joined;
      sizes.set(country, 0);
      sizes.set(joined, (sizes.get(joined) ?? 0) + 1);
    }
  }
  // Number the countries 0, 1, ... again in reading order.
  const renumbered = new Map<number, number>();
  return countries.map((line) =>
    line.map((country) => {
      if (!renumbered.has(country)) renumbered.set(country, renumbered.size);
      return renumbered.get(country)!;
    }),
  );
}

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
    countries.forEach((line, row) =>
      line.forEach((country, column) => {
        (this.cellsOf[country] ??= []).push({ row, column });
      }),
    );
    this.used = countries.map((line) => line.map(() => false));
    this.moves = this.cellsOf.map(() => undefined);
    // Homes first, so that no track crosses a home; then the circles, in random order.
    const homes = this.cellsOf.map((cells) => random.pick(cells));
    for (const home of homes) this.mark(home, home, true);
    for (const country of random.shuffle(this.cellsOf.map((_, k) => k))) this.moves[country] = this.moveAway(homes[country]!);
  }

  /** Moves a circle away from its home: a random direction, tried twice, else it stays (a 0, as in the thesis). */
  private moveAway(home: Cell): Move {
    const rows = this.countries.length;
    const columns = this.countries[0]!.length;
    let start = home;
    if (this.random.next() >= this.stayChance) {
      for (let attempt = 0; attempt < 2 && start === home; attempt++) {
        const direction: Direction = this.random.pick(directions);
        let room = 0;
        for (let cell = stepFrom(home, direction); cell.row >= 0 && cell.row < rows && cell.column >= 0 && cell.column < columns; cell = stepFrom(cell, direction)) {
          if (this.used[cell.row]![cell.column]) break;
          room++;
        }
        if (room > 0) start = stepFrom(home, direction, 1 + this.random.below(room));
      }
    }
    this.mark(start, home, true);
    return { from: start, to: home };
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

  /** The home of the circle that starts at `start`. */
  homeOf(start: Cell): Cell {
    return this.moves.find((move) => move !== undefined && sameCell(move.from, start))!.to;
  }

  countryOf(cell: Cell): number {
    return this.countries[cell.row]![cell.column]!;
  }
}

function distanceOf(move: Move): number {
  return Math.abs(move.to.row - move.from.row) + Math.abs(move.to.column - move.from.column);
}

function puzzleFrom(countries: readonly (readonly number[])[], solution: readonly Move[], blank: ReadonlySet<number>): SatogaeriPuzzle {
  return makeSatogaeri(
    countries,
    solution.map((move, k) => ({
      row: move.from.row,
      column: move.from.column,
      number: blank.has(k) ? null : distanceOf(move),
    })),
  );
}

function sameCell(a: Cell, b: Cell): boolean {
  return a.row === b.row && a.column === b.column;
}

/** Rounds of placing circles again before a layout is given up. */
const repairRounds = 30;

/**
 * Answers "is the solution still the only one when these circles show no number?" for one layout, many times.
 * With a backend that keeps a session open, one model serves every question: each circle may make any move, a
 * selector per circle restores its number, the intended solution is excluded, and "unsatisfiable" means unique.
 */
class UniquenessProver {
  private readonly session: Session | undefined;
  private readonly selectors: Literal[] = [];

  constructor(
    private readonly countries: readonly (readonly number[])[],
    private readonly solution: readonly Move[],
    private readonly backend: Backend,
  ) {
    if (!backend.open) return;
    const every = new Set(solution.map((_, k) => k));
    const { model, moves } = buildModel(puzzleFrom(countries, solution, every));
    const intended: Literal[] = [];
    moves.forEach((list, circle) => {
      const { to } = solution[circle]!;
      const number = distanceOf(solution[circle]!);
      const selector = model.bool(`number ${circle + 1} shown`);
      this.selectors.push(selector);
      for (const { move, literal } of list) {
        if (move.distance !== number) model.implies(selector, -literal);
        if (sameCell(move.to, to)) intended.push(literal);
      }
    });
    // Some other solution, please.
    model.notAll(intended);
    this.session = backend.open(model);
  }

  async isUnique(blank: ReadonlySet<number>): Promise<boolean> {
    if (!this.session) {
      const puzzleModel = buildModel(puzzleFrom(this.countries, this.solution, blank));
      const { solutions } = await this.backend.enumerate(puzzleModel.model, puzzleModel.observed, 2);
      return solutions.length === 1;
    }
    return !this.session.solve(this.selectors.filter((_, circle) => !blank.has(circle)));
  }

  dispose(): void {
    this.session?.dispose();
  }
}

function rateWith(puzzle: SatogaeriPuzzle, solution: readonly Move[], scale: RatingScale): Rating {
  const puzzleModel = buildModel(puzzle);
  const chosen = new Set<Literal>();
  puzzleModel.moves.forEach((list, circle) => {
    const target = solution[circle]!.to;
    for (const variable of list) if (sameCell(variable.move.to, target)) chosen.add(variable.literal);
  });
  return rate(puzzleModel, (literal) => (literal > 0 ? chosen.has(literal) : !chosen.has(-literal)), scale);
}

function levelIndex(level: Difficulty): number {
  return difficulties.indexOf(level);
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
  const scale = satogaeriScale;
  const wanted = request.difficulty;
  const maximumAttempts = 400;
  for (let attempts = 1; attempts <= maximumAttempts; attempts++) {
    if (request.shouldStop?.()) throw new InputError('generation stopped');
    request.onProgress?.({ attempts, message: wanted ? `looking for ${/^[aeiou]/.test(wanted) ? 'an' : 'a'} ${wanted} puzzle` : 'looking for a unique layout' });
    const countries = growCountries(request.rows, request.columns, countrySize, random);
    const layout = new Layout(countries, random);
    // With every number shown the solution must be unique. Circles whose destination is still open (what all
    // solutions agree on is asked for, not a second solution, so that the result does not depend on the solver's
    // history) are placed again until it is.
    let unique = false;
    for (let repair = 0; repair < repairRounds && !unique; repair++) {
      const known = await facts(buildModel(puzzleFrom(countries, layout.solution(), new Set())), request.backend);
      if (!known.satisfiable) throw new Error('a generated layout has no solution; the generator is wrong');
      const open = known.facts.filter((entry) => entry.to === null);
      unique = open.length === 0;
      for (const { from } of open) layout.replace(layout.countryOf(layout.homeOf(from)));
    }
    if (!unique) continue;
    const solution = layout.solution();
    // Remove numbers while the solution stays the only one.
    const removable: number[] = [];
    const prover = new UniquenessProver(countries, solution, request.backend);
    try {
      for (const circle of random.shuffle(solution.map((_, k) => k))) {
        if (await prover.isUnique(new Set([...removable, circle]))) removable.push(circle);
      }
    } finally {
      prover.dispose();
    }
    const prefix = (count: number) => new Set(removable.slice(0, count));
    if (!wanted) {
      // No target: somewhere between all numbers and none removed.
      const count = random.below(removable.length + 1);
      const puzzle = puzzleFrom(countries, solution, prefix(count));
      return { puzzle, solution, rating: rateWith(puzzle, solution, scale), attempts };
    }
    // The hardest version first: if even that is too easy, this layout will not do.
    const target = levelIndex(wanted);
    const ratingOf = (count: number) => rateWith(puzzleFrom(countries, solution, prefix(count)), solution, scale);
    const hardest = ratingOf(removable.length);
    if (levelIndex(hardest.level) < target) continue;
    if (levelIndex(hardest.level) === target) {
      return { puzzle: puzzleFrom(countries, solution, prefix(removable.length)), solution, rating: hardest, attempts };
    }
    // Too hard with every removable number gone: find the most removals that still rate at or below the target.
    let low = 0;
    let high = removable.length;
    while (high - low > 1) {
      const middle = (low + high) >> 1;
      if (levelIndex(ratingOf(middle).level) <= target) low = middle;
      else high = middle;
    }
    const rating = ratingOf(low);
    if (rating.level === wanted) return { puzzle: puzzleFrom(countries, solution, prefix(low)), solution, rating, attempts };
  }
  throw new InputError(
    `no ${wanted ?? ''} ${request.columns}x${request.rows} puzzle found in ${maximumAttempts} attempts; try another size, difficulty or country size`,
    { part: 'generate' },
  );
}

/** Every circle shows its number: the distance it moves in the answer (the clues `explain` may suggest adding). */
export function withAllNumbers(puzzle: SatogaeriPuzzle, answer: SatogaeriAnswer): SatogaeriPuzzle {
  return { ...puzzle, circles: puzzle.circles.map((circle, k) => ({ ...circle, number: circle.number ?? distanceOf(answer[k]!) })) };
}

export const satogaeriGenerator: Generator<SatogaeriPuzzle, SatogaeriAnswer> = {
  options: [
    {
      name: 'country-size',
      description: 'from 0 (many small countries) to 1 (few large ones): the chance that a neighbouring cell joins a growing country',
      defaultValue: '0.7',
    },
  ],
  defaultSize: { rows: 10, columns: 10 },
  minimumSize: { rows: 2, columns: 2 },
  maximumSize: { rows: 40, columns: 40 },
  generate: async (request) => (await generateSatogaeri(request)).puzzle,
  withAllClues: withAllNumbers,
};
