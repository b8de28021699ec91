// One solver for a whole generating request, loaded with a genre's rules alone, for generators whose clues change shape
// while they build (Norinori's rooms grown a cell at a time, Numberlink's paths cut and joined). A clue is a statement
// about the rules' literals, made through the model: it is loaded once, behind a selector literal of its own, the
// first time a question names its key, and a question switches on the clues it names; a statement without a key
// holds for one question only. Questions:
//   solution  some solution with the clues named, as values of the observed literals, or undefined when none;
//   nearest   the solution nearest a preferred assignment (each literal in turn kept when some solution allows it),
//             which depends on the question alone, not on what was asked before: a seed gives one puzzle.
// Each question leaves learnt clauses behind: the solver is renewed now and then, and clues load again as named.

import { lowerToCnf } from './cnf.js';
import type { Cnf } from './cnf.js';
import type { Literal } from './model.js';
import { Model } from './model.js';
import type { SatSolverFactory } from './sat.js';
import { SatProblem } from './sat.js';

/**
 * A clue stated through a model of its own about the rules' literals (it declares no variables); `key` names it
 * across questions (none: this question only).
 */
export interface Statement {
  readonly key?: string;
  state(model: Model): void;
}

export class RulesOracle {
  private readonly cnf: Cnf;
  private loaded: { problem: SatProblem; selectors: Map<string, Literal>; questions: number } | undefined;

  /**
   * `renewal`: questions asked of one solver before a fresh one is loaded. Often, by default: the auxiliary variables of
   * every statement loaded (a count's) are branched on in every later question, named or not, and reloading the rules
   * and the few statements a question names costs less than carrying them (Norinori's expert rooms: 50 questions a
   * solver take 2.4 s of CPU where 1,000 take 4.4 s).
   */
  constructor(
    private readonly rules: Model,
    readonly observed: readonly Literal[],
    private readonly factory: SatSolverFactory,
    private readonly renewal = 50,
  ) {
    this.cnf = lowerToCnf(rules);
  }

  /** The solver for the next question, and the assumptions that switch on its statements. */
  private prepare(statements: readonly Statement[]): { problem: SatProblem; assumptions: Literal[]; retire: Literal[] } {
    if (!this.loaded || this.loaded.questions >= this.renewal) {
      this.loaded?.problem.dispose();
      this.loaded = { problem: new SatProblem(this.rules, this.factory, { longLived: true, lowered: this.cnf }), selectors: new Map(), questions: 0 };
    }
    const { problem, selectors } = this.loaded;
    this.loaded.questions++;
    const assumptions: Literal[] = [];
    const retire: Literal[] = [];
    for (const statement of statements) {
      let selector = statement.key === undefined ? undefined : selectors.get(statement.key);
      if (selector === undefined) {
        selector = problem.newVariable();
        // A model of the statement alone, about the rules' variables: the rules' model stays as it was loaded.
        const stated = new Model();
        statement.state(stated);
        problem.extend(stated, selector);
        if (statement.key === undefined) retire.push(selector);
        else selectors.set(statement.key, selector);
      }
      assumptions.push(selector);
    }
    return { problem, assumptions, retire };
  }

  /** Some solution with the statements, as values of the observed literals, or undefined when there is none. */
  solution(statements: readonly Statement[], assumptions: readonly Literal[] = []): boolean[] | undefined {
    const { problem, assumptions: selected, retire } = this.prepare(statements);
    const found = problem.solve([...selected, ...assumptions]) ? this.observed.map(problem.value) : undefined;
    for (const selector of retire) problem.addClause([-selector]);
    return found;
  }

  /** The solution with the statements nearest `preferred` (its values of `preferred`), or undefined when there is none. */
  nearest(preferred: readonly Literal[], statements: readonly Statement[], assumptions: readonly Literal[] = []): boolean[] | undefined {
    const { problem, assumptions: selected, retire } = this.prepare(statements);
    const found = problem.nearestSolution(preferred, [...selected, ...assumptions]);
    for (const selector of retire) problem.addClause([-selector]);
    return found;
  }

  dispose(): void {
    this.loaded?.problem.dispose();
  }
}
