// Hitori puzzles as Singles makes them, in three steps:
//   1. a random shading: cells in random order are shaded when no shaded cell touches them and the unshaded cells
//      stay connected, so no unshaded cell could be shaded as well (the shading must be maximal to be unique);
//   2. a random Latin square gives the unshaded cells their numbers, so none repeats in a line; each shaded cell
//      takes a number of an unshaded cell in its row or column, so that it must be shaded;
//   3. while a second solution exists, a shaded cell it leaves unshaded takes the number of a cell unshaded in both
//      solutions, which rules that second solution out. Then, for a requested level, shaded cells change numbers one
//      at a time while the solution stays unique and the rating moves towards the level.
// Easy puzzles prefer numbers repeated in both the row and the column (more to see at once), harder ones numbers
// repeated once.

import { observedReader } from '../../core/engine.js';
import { InputError, TimeoutError } from '../../core/errors.js';
import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, cellIndex, columnCells, makeGrid, neighbours, rowCells, sameCell } from '../../core/geometry.js';
import type { GenerateRequest, Generator } from '../../core/genre.js';
import type { Literal } from '../../core/model.js';
import type { Random } from '../../core/random.js';
import { seededRandom } from '../../core/random.js';
import type { Rating, RatingScale } from '../../core/rating.js';
import { difficulties, Rater, scoreRange } from '../../core/rating.js';
import type { SatSolverFactory } from '../../core/sat.js';
import { SatProblem } from '../../core/sat.js';
import { connectedAreas } from '../shared/areas.js';
import { buildModel } from './model.js';
import type { HitoriAnswer, HitoriPuzzle } from './puzzle.js';
import { makeHitori } from './puzzle.js';

/**
 * Cut-offs on the rating score, calibrated on Simon Tatham's Singles. Its easy and tricky puzzles alike fall to
 * propagation alone here (connectivity reasoning included); what sets tricky ones apart is longer chains of it, so a
 * wave counts ten times what it does by default: Singles' easy 10×10s score 1.4 to 2.6 (median 1.8), its tricky ones
 * 1.6 to 3.2 (median 2.6). Medium starts where most easy ones end; hard asks for contradictions.
 */
export const hitoriScale: RatingScale = { medium: 2.4, hard: 6, expert: 20, weights: { wave: 0.2 } };

/** A shading where no further cell can be shaded: touching no shaded cell, keeping the unshaded cells connected. */
export function randomShading(size: GridSize, random: Random): HitoriAnswer {
  const shaded = makeGrid(size, () => false);
  const isShaded = (cell: Cell) => shaded[cell.row]![cell.column]!;
  for (const cell of random.shuffle(allCells(size))) {
    if (neighbours(size, cell).some(isShaded)) continue;
    shaded[cell.row]![cell.column] = true;
    // Shading never makes a later cell shadeable, so one pass leaves no cell that could still be shaded.
    if (connectedAreas(size, (other) => !isShaded(other)).length > 1) shaded[cell.row]![cell.column] = false;
  }
  return shaded;
}

/** A random Latin square of side max(rows, columns), cut to the grid: a shuffled cyclic square. */
function randomLatin(size: GridSize, random: Random): number[][] {
  const side = Math.max(size.rows, size.columns);
  const rows = random.shuffle(Array.from({ length: side }, (_, k) => k));
  const columns = random.shuffle(Array.from({ length: side }, (_, k) => k));
  const symbols = random.shuffle(Array.from({ length: side }, (_, k) => k + 1));
  return makeGrid(size, ({ row, column }) => symbols[(rows[row]! + columns[column]!) % side]!);
}

/** A puzzle under construction: the shading that is its solution, and every cell's number. */
interface Draft {
  readonly size: GridSize;
  readonly shading: HitoriAnswer;
  readonly numbers: number[][];
}

const shadedIn = (answer: HitoriAnswer, cell: Cell) => answer[cell.row]![cell.column]!;

/** The numbers a shaded cell may take: those of the cells of its row and column unshaded in `keep` (and unshaded in the solution). */
function choices(draft: Draft, cell: Cell, keep: HitoriAnswer = draft.shading): { value: number; lines: number }[] {
  const lineValues = (cells: Cell[]) =>
    new Set(cells.filter((other) => !sameCell(other, cell) && !shadedIn(draft.shading, other) && !shadedIn(keep, other)).map((other) => draft.numbers[other.row]![other.column]!));
  const across = lineValues(rowCells(draft.size, cell.row));
  const down = lineValues(columnCells(draft.size, cell.column));
  return [...new Set([...across, ...down])].map((value) => ({ value, lines: Number(across.has(value)) + Number(down.has(value)) }));
}

/** Picks a number for a shaded cell; easy puzzles prefer numbers repeated in both lines. */
function pickNumber(options: readonly { value: number; lines: number }[], easy: boolean, random: Random): number | undefined {
  if (options.length === 0) return undefined;
  const preferred = options.filter((option) => option.lines === (easy ? 2 : 1));
  return random.pick(preferred.length > 0 && random.next() < 0.8 ? preferred : options).value;
}

const toPuzzle = (draft: Draft): HitoriPuzzle =>
  makeHitori(
    draft.size,
    draft.numbers.map((row) => row.map((value) => ({ kind: 'number' as const, value }))),
  );

/** The draft's rules and "not the shading", on a shared solver, with the shading's literals (true where it holds). */
function otherProblem(draft: Draft, factory: SatSolverFactory): { problem: SatProblem; shading: Literal[] } {
  const puzzleModel = buildModel(toPuzzle(draft));
  const shading = draft.shading.flat();
  const literals = puzzleModel.observed.map((literal, index) => (shading[index] ? literal : -literal));
  puzzleModel.model.notAll(literals);
  return { problem: new SatProblem(puzzleModel.model, factory), shading: literals };
}

/**
 * The second solution of the draft nearest its shading (in reading order), or undefined when the shading is the only
 * one. Nearest, so that which one is found does not depend on the solver's past: a seed gives one puzzle.
 */
function otherSolution(draft: Draft, factory: SatSolverFactory): HitoriAnswer | undefined {
  const { problem, shading } = otherProblem(draft, factory);
  try {
    const values = problem.nearestSolution(shading);
    return values && makeGrid(draft.size, (cell) => values[cellIndex(draft.size, cell)] === shadedIn(draft.shading, cell));
  } finally {
    problem.dispose();
  }
}

/** Whether the shading is the draft's only solution. */
function isUnique(draft: Draft, factory: SatSolverFactory): boolean {
  const { problem } = otherProblem(draft, factory);
  try {
    return !problem.solve();
  } finally {
    problem.dispose();
  }
}

/** Rates a draft against its shading, stopping once the score passes `budget` (and at the first guess, unless told not to). */
function rateDraft(draft: Draft, scale: RatingScale, budget?: number, stopAtGuess = true): { rating: Rating; complete: boolean } {
  const puzzleModel = buildModel(toPuzzle(draft));
  const { rater } = Rater.forModel(puzzleModel);
  return rater.evaluate([], observedReader(puzzleModel.observed, draft.shading.flat()), { scale, ...(budget === undefined ? {} : { budget, stopAtGuess }) });
}

/** Repair rounds per shaded cell before a draft is given up. */
const repairsPerCell = 3;
/** Number changes tried per shaded cell while steering towards a level. */
const stepsPerCell = 2;

export interface GeneratedHitori {
  readonly puzzle: HitoriPuzzle;
  readonly solution: HitoriAnswer;
  readonly rating: Rating;
  readonly attempts: number;
}

/** Generates a puzzle with its solution and rating (the Generator interface returns just the puzzle). */
export async function generateHitori(request: GenerateRequest, scale: RatingScale = hitoriScale): Promise<GeneratedHitori> {
  const factory = request.backend.satFactory;
  if (!factory) throw new InputError(`generating needs a SAT backend; '${request.backend.name}' is not one`, { field: 'backend' });
  const size = { rows: request.rows, columns: request.columns };
  const wanted = request.difficulty;
  const random = seededRandom(`hitori/${size.columns}x${size.rows}/${wanted ?? 'any'}/${request.seed}`);
  const easy = wanted === 'easy' || wanted === 'medium';
  const target = wanted && difficulties.indexOf(wanted);
  const maximumAttempts = 60;
  for (let attempts = 1; attempts <= maximumAttempts; attempts++) {
    if (request.shouldStop?.()) throw new TimeoutError('the generator was stopped');
    request.onProgress?.({ attempts, message: wanted ? `looking for ${/^[aeiou]/.test(wanted) ? 'an' : 'a'} ${wanted} puzzle` : 'looking for a unique puzzle' });
    const shading = randomShading(size, random);
    const numbers = randomLatin(size, random);
    const draft: Draft = { size, shading, numbers };
    const shadedCells = allCells(size).filter((cell) => shadedIn(shading, cell));
    let usable = true;
    for (const cell of shadedCells) {
      const value = pickNumber(choices(draft, cell), easy, random);
      if (value === undefined) usable = false;
      else numbers[cell.row]![cell.column] = value;
    }
    if (!usable) continue;
    // Rule out second solutions until there is none.
    let unique = false;
    for (let round = 0; round < repairsPerCell * shadedCells.length + 5; round++) {
      const other = otherSolution(draft, factory);
      if (!other) {
        unique = true;
        break;
      }
      const freed = shadedCells.filter((cell) => !shadedIn(other, cell));
      const cell = random.pick(freed.length > 0 ? freed : shadedCells);
      const value = pickNumber(choices(draft, cell, other), easy, random) ?? pickNumber(choices(draft, cell), easy, random);
      if (value !== undefined) numbers[cell.row]![cell.column] = value;
    }
    if (!unique) continue;
    if (target === undefined) return { puzzle: toPuzzle(draft), solution: shading, rating: rateDraft(draft, scale).rating, attempts };
    // Steer towards the level: a change of number is kept when the puzzle stays unique and its score moves towards
    // the level's range (rated only as far as that range needs).
    const range = scoreRange(wanted!, scale);
    // Expert has no ceiling: its rating stops once the score passes the cut-off (any score beyond is as good).
    const scoreOf = (): number => {
      if (wanted === 'expert') return rateDraft(draft, scale, range.lowest, false).rating.score;
      const { rating, complete } = rateDraft(draft, scale, range.below);
      return complete ? rating.score : Infinity;
    };
    const distance = (score: number) => (score < range.lowest ? range.lowest - score : score >= range.below ? score - range.below + 1 : 0);
    let score = scoreOf();
    for (let step = 0; step < stepsPerCell * shadedCells.length && distance(score) > 0; step++) {
      if (request.shouldStop?.()) throw new TimeoutError('the generator was stopped');
      const cell = random.pick(shadedCells);
      const before = numbers[cell.row]![cell.column]!;
      const value = pickNumber(
        choices(draft, cell).filter((option) => option.value !== before),
        score < range.lowest ? false : true,
        random,
      );
      if (value === undefined) continue;
      numbers[cell.row]![cell.column] = value;
      const changed = isUnique(draft, factory) ? scoreOf() : undefined;
      if (changed !== undefined && distance(changed) < distance(score)) score = changed;
      else numbers[cell.row]![cell.column] = before;
    }
    if (distance(score) > 0) continue;
    const rating = rateDraft(draft, scale).rating;
    if (rating.level === wanted) return { puzzle: toPuzzle(draft), solution: shading, rating, attempts };
  }
  throw new InputError(`no ${wanted ?? ''} ${size.columns}x${size.rows} Hitori found in ${maximumAttempts} attempts; try another size or difficulty`, {
    field: 'difficulty',
  });
}

export const hitoriGenerator: Generator<HitoriPuzzle, HitoriAnswer> = {
  options: [],
  defaultSize: { rows: 8, columns: 8 },
  minimumSize: { rows: 3, columns: 3 },
  maximumSize: { rows: 30, columns: 30 },
  generate: async (request) => (await generateHitori(request)).puzzle,
  // A Hitori's clues are its numbers, and every cell already holds one: there is nothing to add.
  withAllClues: (puzzle) => puzzle,
};
