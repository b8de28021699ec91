// Generating puzzles by taking clues away. A random full solution is drawn from the genre's own model (random
// choices, propagated; the solver is asked only when propagation cannot tell); every clue that solution allows is
// put in; then clues are taken away, in symmetric groups and in random order, while the solution stays unique and
// the puzzle stays within the requested difficulty. Clues are switched on and off by assumptions on one loaded
// model (givens: the cells' values on the blank grid; other clues: selector literals in the full puzzle), so each
// test is an incremental solve or a rating on the same propagator. Everything is reproducible from the seed.

import { cellLiterals } from './cells.js';
import type { CellLiteral, PartialReader } from './cells.js';
import type { Cnf } from './cnf.js';
import { lowerToCnf } from './cnf.js';
import { InputError, TimeoutError } from './errors.js';
import type { Cell, GridSize } from './geometry.js';
import { makeGrid } from './geometry.js';
import type { GenerateRequest, Generator, GeneratorOption } from './genre.js';
import type { ClueLabel, Literal, PuzzleModel } from './model.js';
import { Propagator } from './propagation.js';
import type { Random } from './random.js';
import { seededRandom } from './random.js';
import type { Rating, RatingScale } from './rating.js';
import { defaultScale, rate, Rater, ratingWeights, scoreRange } from './rating.js';
import type { SatSolverFactory } from './sat.js';
import { SatProblem } from './sat.js';

/** What a genre tells the machinery about its clues. */
export interface ClueSpace<Puzzle, Answer> {
  /**
   * A puzzle of the requested size without clues: its solutions are the answers to draw from. `round` counts the
   * blanks drawn before for this request (see `solutionsPerBlank`), so that a random layout can loosen as they fail.
   */
  blank(request: GenerateRequest, random: Random, round: number): Puzzle;
  /**
   * `puzzle` with every clue the answer allows added; its own clues stay. When generating, the request comes too
   * (its options may shape the result); `explain` calls it without.
   */
  withAllClues(puzzle: Puzzle, answer: Answer, request?: GenerateRequest): Puzzle;
  /** The puzzle with only the clues whose ids are kept. */
  keepClues(puzzle: Puzzle, kept: ReadonlySet<string>): Puzzle;
  /** The chance that a random choice makes a cell's boolean true (default one half); integers pick a value evenly. */
  readonly trueChance?: number;
  /**
   * A random solution of the blank built by the genre itself, as the values of the blank model's observed literals in
   * their order, where drawing one from the model is slow (Cave: a cave grown cell by cell, whose walls propagation
   * alone would wall in). Absent: drawn from the model.
   */
  readonly drawAnswer?: (request: GenerateRequest, random: Random) => readonly boolean[];
  /**
   * When every clue of a full puzzle is a given (one per cell, saying what it holds in the answer): the id of the
   * given in a cell. Uniqueness and rating then work on the blank grid's solver and rater, with the kept givens'
   * cell values assumed, instead of a model of each full puzzle built, lowered and loaded of its own.
   */
  readonly givenId?: (cell: Cell) => string;
}

/** A puzzle that is a grid of clues, null where a cell has none (Masyu's pearls, Slitherlink's numbers). */
export interface ClueGrid<Puzzle, Answer, Clue> {
  size(puzzle: Puzzle): GridSize;
  make(size: GridSize, clues: (Clue | null)[][]): Puzzle;
  clueAt(puzzle: Puzzle, cell: Cell): Clue | null;
  clueId(cell: Cell): string;
  /** The clue an answer allows in a cell, or null. */
  allowed(answer: Answer, cell: Cell, puzzle: Puzzle): Clue | null;
  /** The grid of places the clues sit on, where it is not the cells (`cornerPoints`: Slant's numbers on corners). */
  places?(size: GridSize): GridSize;
}

/** The clue space of a grid of clues: blank, every clue the answer allows added to those there, the kept ones. */
export function clueGridSpace<Puzzle, Answer, Clue>(grid: ClueGrid<Puzzle, Answer, Clue>): Pick<ClueSpace<Puzzle, Answer>, 'blank' | 'withAllClues' | 'keepClues'> {
  const places = (size: GridSize) => grid.places?.(size) ?? size;
  const remade = (puzzle: Puzzle, clue: (place: Cell) => Clue | null) => grid.make(grid.size(puzzle), makeGrid(places(grid.size(puzzle)), clue));
  return {
    blank: (request) => grid.make(request, makeGrid(places(request), () => null)),
    withAllClues: (puzzle, answer) => remade(puzzle, (cell) => grid.clueAt(puzzle, cell) ?? grid.allowed(answer, cell, puzzle)),
    keepClues: (puzzle, kept) => remade(puzzle, (cell) => (kept.has(grid.clueId(cell)) ? grid.clueAt(puzzle, cell) : null)),
  };
}

/**
 * The `keepClues` of a grid of clues: the kept clues, and in the place of each other one what `dropped` leaves of it
 * (null, the default: nothing; Yajilin's plain block, Koburin's `?`).
 */
export function keptClues<Puzzle, Clue>(
  grid: Pick<ClueGrid<Puzzle, unknown, Clue>, 'size' | 'make' | 'clueAt' | 'clueId'>,
  dropped: (clue: Clue) => Clue | null = () => null,
): ClueSpace<Puzzle, unknown>['keepClues'] {
  return (puzzle, kept) =>
    grid.make(
      grid.size(puzzle),
      makeGrid(grid.size(puzzle), (cell) => {
        const clue = grid.clueAt(puzzle, cell);
        return clue === null || kept.has(grid.clueId(cell)) ? clue : dropped(clue);
      }),
    );
}

/** The parts of a genre the machinery uses: its model, how its partial answers read, its rating scale. */
export interface GenreParts<Puzzle, Answer, Partial> extends PartialReader<Partial> {
  model(puzzle: Puzzle): PuzzleModel<Answer, Partial>;
  readonly ratingScale?: RatingScale;
}

export type Symmetry = 'none' | 'rotate2' | 'rotate4' | 'mirror' | 'mirror2';
export const symmetries: readonly Symmetry[] = ['none', 'rotate2', 'rotate4', 'mirror', 'mirror2'];

/** A generator option that is `yes` or `no`, read from a request (absent: `no`). */
export function yesNoOption(request: GenerateRequest, name: string): boolean {
  const value = request.options[name] ?? 'no';
  if (value !== 'yes' && value !== 'no') throw new InputError(`${name.replace(/-/g, ' ')} is yes or no, not '${value}'`, { field: name });
  return value === 'yes';
}

/** A switch among a generator's options: `no` (the default) or `yes`. */
export const switchOption = (name: string, description: string): GeneratorOption => ({ name, description, defaultValue: 'no', choices: ['no', 'yes'] });

export const symmetryOption = (defaultValue: Symmetry): GeneratorOption => ({
  name: 'symmetry',
  description: `clue layout: ${symmetries.join(', ')} (rotate2: 180°, rotate4: 90°, mirror: left-right, mirror2: both axes)`,
  defaultValue,
  choices: symmetries,
});

export interface RemovalSettings<Puzzle, Answer, Partial> {
  readonly genre: GenreParts<Puzzle, Answer, Partial>;
  readonly space: ClueSpace<Puzzle, Answer>;
  readonly defaultSize: GridSize;
  readonly minimumSize: GridSize;
  readonly maximumSize: GridSize;
  /** The largest grid the studio offers, where less than `maximumSize` (see `Generator`). */
  readonly embeddedMaximumSize?: GridSize;
  /** Extra genre options (a `symmetry` option is understood by the machinery). */
  readonly options?: readonly GeneratorOption[];
  /** Fresh solutions tried before giving up on a difficulty. */
  readonly attempts?: number;
  /**
   * For a blank grid that is itself drawn at random (Akari's walls): the solutions tried on one blank before a fresh
   * one is drawn. Absent: one blank for the whole request.
   */
  readonly solutionsPerBlank?: number;
}

/** A generator that removes clues from a full solution, steered by the rating. */
export function removalGenerator<Puzzle, Answer, Partial>(settings: RemovalSettings<Puzzle, Answer, Partial>): Generator<Puzzle, Answer> {
  // Loading a blank grid into the solver costs more than a whole easy puzzle: keep the last few, for --count runs.
  const sources = new Map<string, SolutionSource<Answer, Partial>>();
  return {
    options: settings.options ?? [],
    defaultSize: settings.defaultSize,
    minimumSize: settings.minimumSize,
    maximumSize: settings.maximumSize,
    ...(settings.embeddedMaximumSize ? { embeddedMaximumSize: settings.embeddedMaximumSize } : {}),
    generate: async (request) => (await generateRated(settings, request, sources)).puzzle,
    withAllClues: (puzzle, answer) => settings.space.withAllClues(puzzle, answer),
  };
}

/** The outcome of one generation, with its rating (for benchmarks and tests). */
export interface Generated<Puzzle> {
  readonly puzzle: Puzzle;
  readonly rating: Rating;
  readonly attempts: number;
}

export async function generateRated<Puzzle, Answer, Partial>(
  settings: RemovalSettings<Puzzle, Answer, Partial>,
  request: GenerateRequest,
  sources: Map<string, SolutionSource<Answer, Partial>> = new Map(),
): Promise<Generated<Puzzle>> {
  const genre = settings.genre;
  const factory = request.backend.satFactory;
  if (!factory) throw new InputError(`generating needs a SAT backend; '${request.backend.name}' is not one`, { field: 'backend' });
  const scale = genre.ratingScale ?? defaultScale;
  const symmetry = (request.options.symmetry ?? 'none') as Symmetry;
  if (!symmetries.includes(symmetry)) throw new InputError(`unknown symmetry '${symmetry}' (one of ${symmetries.join(', ')})`, { field: 'symmetry' });
  if (symmetry === 'rotate4' && request.rows !== request.columns) {
    throw new InputError('rotate4 symmetry needs a square grid', { field: 'symmetry' });
  }
  const random = seededRandom(`${request.seed}/${request.columns}x${request.rows}/${request.difficulty ?? 'any'}/${symmetry}`);
  const attempts = settings.attempts ?? 100;
  let round = 0;
  const loadBlank = () => {
    const blank = settings.space.blank(request, random, round++);
    const key = `${factory.name} ${JSON.stringify(blank)}`;
    let source = sources.get(key);
    if (!source) {
      source = new SolutionSource(genre.model(blank), genre, factory, settings.space.trueChance ?? 0.5);
      sources.set(key, source);
      for (const [oldKey, old] of sources) {
        if (sources.size <= 2) break;
        old.dispose();
        sources.delete(oldKey);
      }
    }
    return { blank, solutions: source };
  };
  let { blank, solutions } = loadBlank();
  {
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (request.shouldStop?.()) throw new TimeoutError('the generator was stopped');
      if (attempt > 1 && settings.solutionsPerBlank && (attempt - 1) % settings.solutionsPerBlank === 0) ({ blank, solutions } = loadBlank());
      request.onProgress?.({ attempts: attempt, message: attempt === 1 ? 'drawing a solution' : 'trying another solution' });
      const answerValues = settings.space.drawAnswer ? solutions.fromObserved(settings.space.drawAnswer(request, random)) : solutions.draw(random);
      // A blank drawn at random may have no solution (Ripple Effect's rooms): another is drawn for the next attempt.
      if (!answerValues && settings.solutionsPerBlank) {
        ({ blank, solutions } = loadBlank());
        continue;
      }
      if (!answerValues) throw new InputError(`there is no ${request.columns}x${request.rows} grid to draw a solution from`, { field: 'size' });
      const full = settings.space.withAllClues(blank, solutions.puzzle.decode(answerValues), request);
      const outcome = removeClues(genre, settings.space, full, answerValues, request, scale, symmetry, random, factory, solutions);
      if (outcome) return { ...outcome, attempts: attempt };
    }
  }
  throw new InputError(
    `no ${request.difficulty ?? ''} puzzle of ${request.columns}x${request.rows} found in ${attempts} attempts; try another size or difficulty`,
    { field: 'difficulty' },
  );
}

/** Fresh random orders a draw tries, on propagation alone, before the solver confirms each choice. */
const freshStarts = 3;

/** Random full solutions of a clue-less puzzle: random choices while propagation allows, completed by the solver. */
export class SolutionSource<Answer, Partial> {
  private readonly propagator: Propagator;
  private readonly root: number;
  /** Each cell's literals (the blank grid numbers them as every full puzzle drawn from it does). */
  readonly byCell: readonly (readonly CellLiteral[])[];
  private readonly problem: SatProblem;
  private readonly consistent: boolean;
  /** The blank grid lowered once, for the drawing propagator, the solver and the rater. */
  private readonly cnf: Cnf;
  /** Every constraint is propagated: a full assignment that propagation accepts is a solution. */
  private readonly propagationDecides: boolean;
  private blankRater: Rater | undefined;

  constructor(
    readonly puzzle: PuzzleModel<Answer, Partial>,
    reader: PartialReader<Partial>,
    factory: SatSolverFactory,
    private readonly trueChance: number,
  ) {
    const cnf = lowerToCnf(puzzle.model);
    this.cnf = cnf;
    this.propagator = new Propagator(cnf);
    // Connectivity and acyclicity are propagated; any other lazy check is known to the solver only.
    this.propagationDecides = cnf.lazyChecks.length === (cnf.connectivity?.length ?? 0) + (cnf.acyclicity?.length ?? 0);
    this.consistent = this.propagator.propagate();
    this.root = this.propagator.trailLength;
    const groups = new Map<string, CellLiteral[]>();
    for (const entry of cellLiterals(puzzle, reader)) {
      const key = `${entry.cell.row},${entry.cell.column}`;
      groups.set(key, [...(groups.get(key) ?? []), entry]);
    }
    this.byCell = [...groups.values()];
    this.problem = new SatProblem(puzzle.model, factory, { longLived: true, lowered: cnf });
  }

  /**
   * A random solution. The solver is asked only yes-or-no questions (its verdicts do not depend on its history,
   * unlike the answers it happens to find), so the same random choices always give the same solution.
   */
  draw(random: Random): ((literal: Literal) => boolean) | undefined {
    if (!this.consistent) return undefined;
    const propagator = this.propagator;
    propagator.backtrack(this.root);
    const decisions: Literal[] = [];
    const redo = (kept: readonly Literal[]): boolean => {
      propagator.backtrack(this.root);
      decisions.length = 0;
      for (const literal of kept) {
        if (!propagator.assign(literal) || !propagator.propagate()) return false;
        decisions.push(literal);
      }
      return true;
    };
    let checked = false;
    // A dead end is cheaper to leave by starting over in a fresh order (propagation alone, a few times) than by
    // asking the solver to confirm every later choice.
    let restarts = freshStarts;
    let cells = random.shuffle(this.byCell);
    for (let index = 0; index < cells.length; index++) {
      const choices = cells[index]!;
      if (choices.some(({ literal }) => propagator.value(literal) === true)) continue;
      const open = choices.filter(({ literal }) => propagator.value(literal) === undefined);
      // A boolean cell offers its literal both ways; "true" comes first with the genre's chance.
      const isBoolean = open.length === 2 && Math.abs(open[0]!.literal) === Math.abs(open[1]!.literal);
      const ordered = isBoolean
        ? [...open].sort((a, b) => (random.next() < this.trueChance ? b.literal - a.literal : a.literal - b.literal))
        : random.shuffle(open);
      let placed = false;
      for (const { literal } of ordered) {
        // Once propagation alone has been caught out, every choice is confirmed by the solver first.
        if (checked && !this.problem.solve([...decisions, literal])) continue;
        const mark = propagator.trailLength;
        if (propagator.assign(literal) && propagator.propagate()) {
          decisions.push(literal);
          placed = true;
          break;
        }
        propagator.backtrack(mark);
      }
      if (placed) continue;
      if (restarts > 0) {
        restarts--;
        propagator.backtrack(this.root);
        decisions.length = 0;
        cells = random.shuffle(this.byCell);
        index = -1;
        continue;
      }
      // Nothing fits this cell: the earlier choices have no completion. Keep the longest prefix that has one.
      checked = true;
      let kept = decisions.slice(0, -1);
      while (!this.problem.solve(kept)) {
        if (kept.length === 0) return undefined;
        kept = kept.slice(0, Math.floor(kept.length / 2));
      }
      if (!redo(kept)) return undefined;
      index = -1; // look at every cell again
    }
    if (!this.completes() && !this.problem.solve(decisions)) return undefined;
    // values[v]: 1 when v is true in the solution (read for every probe of the rating: kept flat).
    const values = new Uint8Array(this.cnf.variableCount + 1);
    for (const literal of this.puzzle.observed) values[Math.abs(literal)] = propagator.value(Math.abs(literal)) === true ? 1 : 0;
    propagator.backtrack(this.root);
    return (literal) => (literal > 0 ? values[literal] === 1 : values[-literal] === 0);
  }

  /** A solution given as the values of the observed literals, in their order, read as `draw` gives one. */
  fromObserved(observedValues: readonly boolean[]): (literal: Literal) => boolean {
    const values = new Uint8Array(this.cnf.variableCount + 1);
    this.puzzle.observed.forEach((literal, index) => {
      values[Math.abs(literal)] = (observedValues[index] === true) === literal > 0 ? 1 : 0;
    });
    return (literal) => (literal > 0 ? values[literal] === 1 : values[-literal] === 0);
  }

  /**
   * With every cell placed: whether the remaining (auxiliary) variables can be set, one at a time with propagation,
   * without a conflict. Then every clause holds and the solver need not be asked; otherwise it is.
   */
  private completes(): boolean {
    if (!this.propagationDecides) return false;
    const propagator = this.propagator;
    for (let variable = 1; variable <= this.cnf.variableCount; variable++) {
      if (propagator.value(variable) !== undefined) continue;
      const mark = propagator.trailLength;
      if (propagator.assign(-variable) && propagator.propagate()) continue;
      propagator.backtrack(mark);
      if (propagator.assign(variable) && propagator.propagate()) continue;
      propagator.backtrack(mark);
      return false;
    }
    return true;
  }

  /** The rating reasons about connectivity. */
  get connected(): boolean {
    return (this.cnf.connectivity?.length ?? 0) > 0;
  }

  /** A rater of the blank grid, for clues that are givens (assumed as cell values, as `rate` finds them). */
  get rater(): Rater {
    return (this.blankRater ??= new Rater(this.cnf, this.puzzle.observed, this.puzzle.model.integers.map((variable) => variable.literals)));
  }

  /**
   * A uniqueness test against `solution` on the blank grid's solver: given cell values (literals true in the
   * solution) are assumed. Call `retire` when done, which switches the test's clause off for good.
   */
  uniquenessTest(solution: (literal: Literal) => boolean): { unique: (fixed: readonly Literal[]) => boolean; retire: () => void } {
    const problem = this.problem;
    const differs = problem.newVariable();
    problem.addClause([-differs, ...this.puzzle.observed.map((literal) => (solution(literal) ? -literal : literal))]);
    return {
      unique: (fixed) => !problem.solve([...fixed, differs]),
      retire: () => problem.addClause([-differs]),
    };
  }

  /** A random solution, decoded to the genre's answer. */
  drawAnswer(random: Random): Answer | undefined {
    const drawn = this.draw(random);
    return drawn && this.puzzle.decode(drawn);
  }

  dispose(): void {
    this.problem.dispose();
  }
}

/**
 * Solution sources kept across requests, by a key such as the size and backend (loading a blank grid costs more than
 * a draw): the `kept` most recent stay, older ones are disposed, so that a batch of requests does not pile up solvers.
 */
export class SourceCache<Answer, Partial> {
  private readonly sources = new Map<string, SolutionSource<Answer, Partial>>();

  constructor(private readonly kept = 1) {}

  /** The source under `key`, made by `make` the first time. */
  get(key: string, make: () => SolutionSource<Answer, Partial>): SolutionSource<Answer, Partial> {
    const found = this.sources.get(key);
    if (found) return found;
    const source = make();
    this.sources.set(key, source);
    for (const [oldKey, old] of this.sources) {
      if (this.sources.size <= this.kept) break;
      old.dispose();
      this.sources.delete(oldKey);
    }
    return source;
  }
}

/** Observed literals from which uniqueness is asked of the solver before rating (9×9 Sudoku has 729). */
const solverFirstLiterals = 500;

/** Removal passes tried on one solution (different random orders) before drawing another. */
const passesPerSolution = 4;

/**
 * How a removal pass rates and tests a set of clues (given as indexes into the full puzzle's clue list). Clues that
 * are givens are the solution's own cell values, assumed on the blank grid's rater and solver, which every puzzle of
 * the size shares; other clues are switched on by selector literals in a model of the full puzzle, built per solution.
 */
interface ClueTests {
  readonly rater: Rater;
  /** The rating reasons about connectivity (a loop, an area), which makes each of its waves costly. */
  readonly connected: boolean;
  assumptions(indexes: readonly number[]): Literal[];
  unique(indexes: readonly number[]): boolean;
  dispose(): void;
}

/** The givens of a full puzzle, one per cell, with the cell's literals true in the solution (which fix it). */
function givenClues<Answer, Partial>(
  givenId: (cell: Cell) => string,
  solution: (literal: Literal) => boolean,
  source: SolutionSource<Answer, Partial>,
): { clues: ClueLabel[]; given: Literal[][] } {
  const clues: ClueLabel[] = [];
  const given: Literal[][] = [];
  for (const choices of source.byCell) {
    const cell = choices[0]!.cell;
    clues.push({ id: givenId(cell), description: givenId(cell), cells: [cell] });
    // A boolean cell offers its literal both ways: the true one is kept.
    given.push(choices.filter(({ literal }) => solution(literal)).map(({ literal }) => literal));
  }
  return { clues, given };
}

function givenTests<Answer, Partial>(
  given: readonly (readonly Literal[])[],
  solution: (literal: Literal) => boolean,
  source: SolutionSource<Answer, Partial>,
): ClueTests {
  const assumptions = (indexes: readonly number[]) => {
    const literals: Literal[] = [];
    for (const index of indexes) for (const literal of given[index]!) literals.push(literal);
    return literals;
  };
  let test: { unique: (fixed: readonly Literal[]) => boolean; retire: () => void } | undefined;
  return {
    rater: source.rater,
    connected: source.connected,
    assumptions,
    unique: (indexes) => (test ??= source.uniquenessTest(solution)).unique(assumptions(indexes)),
    dispose: () => test?.retire(),
  };
}

function selectorTests(puzzleModel: PuzzleModel<unknown, unknown>, solution: (literal: Literal) => boolean, factory: SatSolverFactory): ClueTests {
  const { rater, cnf } = Rater.forModel(puzzleModel, { clueSelectors: true });
  const selectors = cnf.clueSelectors!;
  const assumptions = (indexes: readonly number[]) => indexes.map((index) => selectors[index]!);
  // Loaded on first use: easy targets on small grids never ask the solver.
  let problem: SatProblem | undefined;
  let differs = 0;
  return {
    rater,
    connected: (cnf.connectivity?.length ?? 0) > 0,
    assumptions,
    unique(indexes) {
      if (!problem) {
        problem = new SatProblem(puzzleModel.model, factory, { clueSelectors: true, lowered: cnf });
        differs = problem.newVariable();
        problem.addClause([-differs, ...puzzleModel.observed.map((literal) => (solution(literal) ? -literal : literal))]);
      }
      return !problem.solve([...assumptions(indexes), differs]);
    },
    dispose: () => problem?.dispose(),
  };
}

/** Takes clues away from the full puzzle; undefined when the result misses the requested difficulty. */
function removeClues<Puzzle, Answer, Partial>(
  genre: GenreParts<Puzzle, Answer, Partial>,
  space: ClueSpace<Puzzle, Answer>,
  full: Puzzle,
  solution: (literal: Literal) => boolean,
  request: GenerateRequest,
  scale: RatingScale,
  symmetry: Symmetry,
  random: Random,
  factory: SatSolverFactory,
  source: SolutionSource<Answer, Partial>,
): { puzzle: Puzzle; rating: Rating } | undefined {
  let clues: readonly ClueLabel[];
  let tests: ClueTests;
  if (space.givenId) {
    const givens = givenClues(space.givenId, solution, source);
    clues = givens.clues;
    tests = givenTests(givens.given, solution, source);
  } else {
    const puzzleModel = genre.model(full) as PuzzleModel<unknown, unknown>;
    clues = puzzleModel.model.clues.map((clue) => clue.label);
    tests = selectorTests(puzzleModel, solution, factory);
  }
  const { rater } = tests;
  const target = request.difficulty;
  const range = target ? scoreRange(target, scale) : undefined;
  // A budget that affords propagation but no other step: a rating that completes within it used propagation only.
  const weights = { ...ratingWeights, ...scale.weights };
  const propagationBudget = Math.min(range?.below ?? Infinity, weights.contradiction, weights.bothWays, weights.guess) / 2;
  // Uniqueness is asked of the solver, with one guarded clause saying "differs from the solution". Below expert the
  // rating proves it too (it decides every cell without guessing), but most rejected removals leave a second
  // solution, and above easy the rating of a big grid takes several times longer than the solver to run out of
  // budget on those; so does a rating that reasons about connectivity (Slitherlink's loop), whatever the size. Easy
  // ratings stop soon, and small grids rate quickly: there the solver (and loading the puzzle into it) would only
  // add time.
  // Early in a pass propagation alone solves the puzzle: that proves it unique, and settles a rating (the full
  // rating would take the same steps), without the solver.
  const solvedByPropagation = (assumptions: readonly Literal[]) =>
    rater.evaluate(assumptions, solution, { scale, budget: propagationBudget, stopAtGuess: true }).complete;
  const acceptable = (indexes: readonly number[]): boolean => {
    const assumptions = tests.assumptions(indexes);
    if (!range || target === 'expert') return solvedByPropagation(assumptions) || tests.unique(indexes);
    if (target !== 'easy' && (source.puzzle.observed.length >= solverFirstLiterals || tests.connected)) {
      if (solvedByPropagation(assumptions)) return true;
      if (!tests.unique(indexes)) return false;
    }
    const { rating, complete } = rater.evaluate(assumptions, solution, { scale, budget: range.below, stopAtGuess: true });
    return complete && rating.score < range.below;
  };
  const groups = symmetricGroups(
    clues.map((clue) => clue.cells),
    request,
    symmetry,
  );
  const everyClue = clues.map((_, index) => index);
  try {
    if (!acceptable(everyClue)) return undefined;
    for (let pass = 0; pass < passesPerSolution; pass++) {
      // active[index]: the clue is still in; selected() lists those in order (asked for once per rating).
      const active = new Uint8Array(clues.length).fill(1);
      const selected = () => everyClue.filter((index) => active[index] === 1);
      const order = random.shuffle(groups);
      // Groups are taken away in the shuffled order, each kept when the puzzle without it is not acceptable. Early
      // in a pass nearly every removal succeeds, and fewer clues never make a puzzle more unique (and hardly ever
      // easier): when a run of groups can go at once, each could have gone on its own. So the pass opens with runs
      // of doubling length until one fails; that run is split in halves down to the group that must stay; then one
      // at a time (where failures are common and cost more than successes).
      let next = 0;
      const removeRun = (length: number): boolean => {
        const run = order.slice(next, next + length).flat();
        for (const index of run) active[index] = 0;
        if (acceptable(selected())) {
          next += length;
          return true;
        }
        for (const index of run) active[index] = 1;
        return false;
      };
      let length = 2;
      while (next < order.length && removeRun(Math.min(length, order.length - next))) length *= 2;
      for (length = Math.min(length, order.length - next) >> 1; length >= 2; length >>= 1) removeRun(length);
      for (; next < order.length; next++) {
        if (request.shouldStop?.()) throw new TimeoutError('the generator was stopped');
        for (const index of order[next]!) active[index] = 0;
        if (!acceptable(selected())) for (const index of order[next]!) active[index] = 1;
      }
      const kept = new Set(selected().map((index) => clues[index]!.id));
      const puzzle = space.keepClues(full, kept);
      // Rated as `rate` rates it, on the puzzle's own model: the clues as assumptions on the full grid's model can
      // propagate otherwise, and a puzzle must rate at the level it was made for when it is rated again.
      const rating = rate(genre.model(puzzle), solution, scale);
      if (target && rating.level !== target) continue;
      return { puzzle, rating };
    }
    return undefined;
  } finally {
    tests.dispose();
  }
}

/** Clues whose cells map onto each other under the symmetry, as groups of clue indexes (union of orbits). */
export function symmetricGroups(clueCells: readonly (readonly Cell[])[], size: GridSize, symmetry: Symmetry): number[][] {
  // A clue's cells as one key: a cell's index, or the sorted indexes of several.
  const key = (cells: readonly Cell[]): string | number =>
    cells.length === 1
      ? cells[0]!.row * size.columns + cells[0]!.column
      : cells
          .map(({ row, column }) => row * size.columns + column)
          .sort((a, b) => a - b)
          .join(' ');
  const byCells = new Map<string | number, number>();
  clueCells.forEach((cells, index) => byCells.set(key(cells), index));
  const parent = clueCells.map((_, index) => index);
  const find = (index: number): number => (parent[index] === index ? index : (parent[index] = find(parent[index]!)));
  const transforms = symmetryTransforms(size, symmetry);
  clueCells.forEach((cells, index) => {
    for (const transform of transforms) {
      const image = byCells.get(key(cells.map(transform)));
      if (image !== undefined) parent[find(image)] = find(index);
    }
  });
  const groups = new Map<number, number[]>();
  clueCells.forEach((_, index) => groups.set(find(index), [...(groups.get(find(index)) ?? []), index]));
  return [...groups.values()];
}

function symmetryTransforms({ rows, columns }: GridSize, symmetry: Symmetry): ((cell: Cell) => Cell)[] {
  const rotate2 = ({ row, column }: Cell): Cell => ({ row: rows - 1 - row, column: columns - 1 - column });
  const mirror = ({ row, column }: Cell): Cell => ({ row, column: columns - 1 - column });
  const flip = ({ row, column }: Cell): Cell => ({ row: rows - 1 - row, column });
  const rotate1 = ({ row, column }: Cell): Cell => ({ row: column, column: rows - 1 - row });
  switch (symmetry) {
    case 'none':
      return [];
    case 'rotate2':
      return [rotate2];
    case 'rotate4':
      return [rotate1, rotate2, (cell) => rotate1(rotate2(cell))];
    case 'mirror':
      return [mirror];
    case 'mirror2':
      return [mirror, flip, rotate2];
  }
}

