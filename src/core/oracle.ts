// The questions a generator asks about a puzzle it is building, on one loaded model per draft: the full puzzle's
// model, every clue behind a selector literal, and the answer the puzzle was built around. A question names the clues
// it keeps (indexes in the model's clue order; all of them when it names none):
//   unique        whether our answer is the only solution with those clues;
//   nearestOther  the other solution nearest ours, or none: the answer depends on the question alone, not on what the
//                 solver was asked before, so a seed gives one puzzle;
//   rate          the rating against our answer, within a budget.
// The solver and the rater are loaded on the first question that needs them, the solver with every clue's clauses at
// once (behind their selectors): a thinning's first question names all clues but one, so holding clues back until
// named saves nothing, and sorting them out of the rules cost more than the solver spent on some drafts.

import type { Cnf } from './cnf.js';
import { lowerToCnf } from './cnf.js';
import { observedReader } from './engine.js';
import { InputError } from './errors.js';
import type { GenerateRequest } from './genre.js';
import type { ClueLabel, Literal, PuzzleModel } from './model.js';
import type { Rating, RatingScale } from './rating.js';
import { defaultScale, Rater } from './rating.js';
import type { SatSolverFactory } from './sat.js';
import { SatProblem } from './sat.js';

/** The SAT backend of a request; generating needs one. */
export function satFactoryOf(request: GenerateRequest): SatSolverFactory {
  const factory = request.backend.satFactory;
  if (!factory) throw new InputError(`generating needs a SAT backend; '${request.backend.name}' is not one`, { field: 'backend' });
  return factory;
}

/**
 * A factory for one request's questions: isolated from every other user where the backend's answers depend on its
 * history, so that the solutions it finds depend on this request's questions alone (a seed gives one puzzle).
 */
export function requestFactory(request: GenerateRequest): SatSolverFactory {
  const factory = satFactoryOf(request);
  return factory.isolated?.() ?? factory;
}

export interface RateOptions {
  readonly scale?: RatingScale;
  /** The rating stops once the score passes it (the score is then only a lower bound). */
  readonly budget?: number;
  /** The rating stops at the first guess (by default only when there is a budget). */
  readonly stopAtGuess?: boolean;
}

export class Oracle {
  readonly clues: readonly ClueLabel[];
  /** The answer's value of each observed literal. */
  readonly solution: (literal: Literal) => boolean;
  private readonly cnf: Cnf;
  private readonly selectors: readonly Literal[];
  private problem: SatProblem | undefined;
  /** A literal that, assumed, asks for a solution other than ours (none where every question keeps every clue). */
  private differs: Literal | undefined;
  private rater: Rater | undefined;
  private readonly settledByTrue: boolean;

  /**
   * `answer`: the value of each of the model's observed literals in the answer the puzzle is built around.
   * `switchable` (default true): clues can be left out of a question. Without, every question keeps every clue, and
   * the model is lowered as it stands (cheaper to load and to rate, where every draft is asked about once or twice).
   * `settledByTrue`: a solution that keeps every observed literal true in ours is ours (each observed literal picks one
   * of a few choices, a circle's move or a cell's digit), so "another solution" is stated over those literals alone, a
   * much shorter clause than one over every observed literal.
   */
  constructor(
    private readonly puzzleModel: PuzzleModel<unknown, unknown>,
    readonly answer: readonly boolean[],
    private readonly factory: SatSolverFactory,
    options: { switchable?: boolean; settledByTrue?: boolean } = {},
  ) {
    const switchable = options.switchable ?? true;
    this.settledByTrue = options.settledByTrue ?? false;
    this.cnf = lowerToCnf(puzzleModel.model, { clueSelectors: switchable });
    this.clues = puzzleModel.model.clues.map((clue) => clue.label);
    this.selectors = this.cnf.clueSelectors ?? [];
    this.solution = observedReader(puzzleModel.observed, answer);
  }

  private get everyClue(): number[] {
    return this.clues.map((_, index) => index);
  }

  /** The solver, loaded with the model's clauses (a clue's hold while its selector is assumed) and "differs from our answer". */
  private loaded(): SatProblem {
    if (!this.problem) {
      this.problem = new SatProblem(this.puzzleModel.model, this.factory, { lowered: this.cnf });
      // Every question asks for a solution other than ours; where clues are switched by assumptions, so is that.
      const observed = this.settledByTrue ? this.puzzleModel.observed.filter((literal) => this.solution(literal)) : this.puzzleModel.observed;
      const other = observed.map((literal) => (this.solution(literal) ? -literal : literal));
      if (this.selectors.length > 0) {
        this.differs = this.problem.newVariable();
        this.problem.addClause([-this.differs, ...other]);
      } else this.problem.addClause(other);
    }
    return this.problem;
  }

  /** The selectors of the kept clues. */
  private selected(kept: readonly number[]): Literal[] {
    if (this.selectors.length > 0) return kept.map((index) => this.selectors[index]!);
    if (kept.length < this.clues.length) throw new Error('this oracle keeps every clue: it was made without switchable clues');
    return [];
  }

  /** The assumptions of a question about another solution with the kept clues (once the solver is loaded). */
  private assumptions(kept: readonly number[]): Literal[] {
    return this.differs === undefined ? this.selected(kept) : [...this.selected(kept), this.differs];
  }

  /** Whether our answer is the only solution with the kept clues. */
  unique(kept: readonly number[] = this.everyClue): boolean {
    const problem = this.loaded();
    return !problem.solve(this.assumptions(kept));
  }

  /**
   * The other solution nearest ours (each observed literal in turn keeps our value when some other solution allows it
   * with the choices before it), as values of the observed literals; undefined when ours is the only one.
   */
  nearestOther(kept: readonly number[] = this.everyClue): boolean[] | undefined {
    const ours = this.puzzleModel.observed.map((literal) => (this.solution(literal) ? literal : -literal));
    const problem = this.loaded();
    const values = problem.nearestSolution(ours, this.assumptions(kept));
    return values?.map((holds, index) => (holds ? this.answer[index]! : !this.answer[index]!));
  }

  /**
   * Some other solution, the first the solver finds (values of the observed literals), or undefined when ours is the
   * only one. Cheaper than the nearest; which one it is depends on what the solver was asked before, so it gives one
   * puzzle per seed only when the oracle's factory serves one request alone (see `requestFactory`).
   */
  firstOther(kept: readonly number[] = this.everyClue): boolean[] | undefined {
    const problem = this.loaded();
    if (!problem.solve(this.assumptions(kept))) return undefined;
    return this.puzzleModel.observed.map((literal) => problem.value(literal));
  }

  /**
   * Our answer with every observed literal changed where some other solution differs from it (the literals outside
   * the backbone), or undefined when ours is the only solution. Found by refinement, as the engine finds facts: each
   * solution found that changes a literal still in doubt settles it.
   */
  everyDifference(kept: readonly number[] = this.everyClue): boolean[] | undefined {
    const problem = this.loaded();
    const observed = this.puzzleModel.observed;
    const ours = observed.map((literal) => (this.solution(literal) ? literal : -literal));
    const differs = observed.map(() => false);
    let doubted = observed.map((_, index) => index);
    for (let round = 0; doubted.length > 0; round++) {
      // The first question asks for any other solution; later ones for one that changes a literal still in doubt.
      const assumptions = this.assumptions(kept);
      const selector = round > 0 ? problem.newVariable() : undefined;
      if (selector !== undefined) {
        problem.addClause([-selector, ...doubted.map((index) => -ours[index]!)]);
        assumptions.push(selector);
      }
      const found = problem.solve(assumptions);
      if (selector !== undefined) problem.addClause([-selector]);
      if (!found) break;
      const still: number[] = [];
      for (const index of doubted) {
        if (problem.value(ours[index]!)) still.push(index);
        else differs[index] = true;
      }
      doubted = still;
    }
    return differs.some(Boolean) ? this.answer.map((value, index) => (differs[index] ? !value : value)) : undefined;
  }

  /** The rating with the kept clues against our answer, and whether it decided every cell without guessing. */
  rate(kept: readonly number[] = this.everyClue, options: RateOptions = {}): { rating: Rating; complete: boolean } {
    return this.evaluate(kept, options, false);
  }

  /**
   * The rating as `rate` gives it, and which observed literals (by index, true: still open) its reasoning left
   * undecided where it stopped: where a generator can change its draft so that the reasoning goes further.
   */
  rateWithOpen(kept: readonly number[] = this.everyClue, options: RateOptions = {}): { rating: Rating; complete: boolean; open: boolean[] } {
    const { rating, complete, open } = this.evaluate(kept, options, true);
    const undecided = new Set(open);
    return { rating, complete, open: this.puzzleModel.observed.map((literal) => undecided.has(literal)) };
  }

  private evaluate(kept: readonly number[], options: RateOptions, reportOpen: boolean): { rating: Rating; complete: boolean; open?: Literal[] } {
    this.rater ??= new Rater(
      this.cnf,
      this.puzzleModel.observed,
      this.puzzleModel.model.integers.map((variable) => variable.literals),
    );
    const budget = options.budget ?? Infinity;
    return this.rater.evaluate(this.selected(kept), this.solution, {
      scale: options.scale ?? defaultScale,
      budget,
      stopAtGuess: options.stopAtGuess ?? budget !== Infinity,
      reportOpen,
    });
  }

  dispose(): void {
    this.problem?.dispose();
  }
}

/** Asks `question` of a fresh oracle of the puzzle model and answer (every clue kept), which is then let go. */
export function askOnce<Result>(
  puzzleModel: PuzzleModel<unknown, unknown>,
  answer: readonly boolean[],
  factory: SatSolverFactory,
  question: (oracle: Oracle) => Result,
): Result {
  const oracle = new Oracle(puzzleModel, answer, factory, { switchable: false });
  try {
    return question(oracle);
  } finally {
    oracle.dispose();
  }
}
