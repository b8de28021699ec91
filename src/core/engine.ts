// The engine: solve with a proof of uniqueness, count, and facts (what every solution agrees on) for any puzzle
// model on any backend. Uniqueness, hints and the editor's ambiguity view are all built on these.

import type { Literal, Model, PuzzleModel } from './model.js';
import type { SatSolverFactory, SatStatistics } from './sat.js';
import { SatProblem } from './sat.js';

export type SolveStatus = 'unique' | 'multiple' | 'unsolvable';

export interface Statistics extends Partial<SatStatistics> {
  backend: string;
  timeMs: number;
}

/** Values of the observed literals, in the order given. */
export type ObservedValues = readonly boolean[];

/** What a backend does for the engine: enumerate answers and compute the backbone over observed literals. */
export interface Backend {
  readonly name: string;
  /** The SAT solver behind the backend, for incremental work (generators, hints); absent for other kinds. */
  readonly satFactory?: SatSolverFactory;
  /** Up to `limit` solutions that differ on the observed literals. */
  enumerate(model: Model, observed: readonly Literal[], limit: number): Promise<{ solutions: ObservedValues[]; statistics: Statistics }>;
  /** For each observed literal: its value in every solution, or undefined when solutions disagree. */
  backbone(
    model: Model,
    observed: readonly Literal[],
  ): Promise<{ satisfiable: boolean; values: (boolean | undefined)[]; statistics: Statistics }>;
  /** An incremental session on one model, for callers that ask many related questions (generators). Optional. */
  open?(model: Model): Session;
}

/** One model loaded in a solver: solve under assumptions as often as needed, add clauses. Single use. */
export interface Session {
  /** true when the model (with the clauses added so far) is satisfiable under the assumptions. */
  solve(assumptions?: readonly Literal[]): boolean;
  /** A literal's value in the last satisfying assignment. */
  value(literal: Literal): boolean;
  addClause(literals: readonly Literal[]): void;
  dispose(): void;
}

export interface SolveResult<Answer> {
  status: SolveStatus;
  answer?: Answer;
  /** A second, different answer when the status is `multiple`. */
  secondAnswer?: Answer;
  /** The first answer as values of the observed literals, in their order (read them with `observedReader`). */
  answerValues?: ObservedValues;
  statistics: Statistics;
}

export interface CountResult {
  /** Solutions found, at most the limit. */
  count: number;
  /** true when the count is exact (below the limit). */
  exact: boolean;
  statistics: Statistics;
}

export interface FactsResult<Partial> {
  satisfiable: boolean;
  /** The partial answer every solution agrees on. */
  facts: Partial;
  /** Observed literals fixed in every solution, and how many stay open. */
  decided: number;
  open: number;
  statistics: Statistics;
}

/** Reads literal values from the values of the observed literals (a literal not observed is an error). */
export function observedReader(observed: readonly Literal[], values: ObservedValues): (literal: Literal) => boolean {
  // By variable: 1 true, -1 false, 0 not observed (read for every cell of every answer decoded).
  let largest = 0;
  for (const literal of observed) largest = Math.max(largest, Math.abs(literal));
  const table = new Int8Array(largest + 1);
  for (let index = 0; index < observed.length; index++) {
    const literal = observed[index]!;
    table[Math.abs(literal)] = values[index]! === (literal > 0) ? 1 : -1;
  }
  return (literal) => {
    const truth = table[Math.abs(literal)];
    if (!truth) throw new Error(`literal ${literal} is read but not observed`);
    return (truth > 0) === (literal > 0);
  };
}

export async function solve<Answer, Partial>(
  puzzle: PuzzleModel<Answer, Partial>,
  backend: Backend,
): Promise<SolveResult<Answer>> {
  const narrowed = puzzle.narrowed?.();
  const { solutions, statistics } = await backend.enumerate(narrowed?.model ?? puzzle.model, puzzle.observed, 2);
  const answers = solutions.map((values) => puzzle.decode(observedReader(puzzle.observed, values)));
  if (answers.length === 0) return { status: 'unsolvable', statistics };
  if (answers.length === 1) {
    // The narrowed model's only solution is the puzzle's only one unless a step away from it finds another.
    const second = narrowed?.widen(answers[0]!);
    if (second !== undefined) return { status: 'multiple', answer: answers[0], secondAnswer: second, answerValues: solutions[0], statistics };
    return { status: 'unique', answer: answers[0], answerValues: solutions[0], statistics };
  }
  return { status: 'multiple', answer: answers[0], secondAnswer: answers[1], answerValues: solutions[0], statistics };
}

export async function count<Answer, Partial>(
  puzzle: PuzzleModel<Answer, Partial>,
  backend: Backend,
  limit: number,
): Promise<CountResult> {
  const { solutions, statistics } = await backend.enumerate(puzzle.model, puzzle.observed, limit);
  return { count: solutions.length, exact: solutions.length < limit, statistics };
}

export async function facts<Answer, Partial>(
  puzzle: PuzzleModel<Answer, Partial>,
  backend: Backend,
): Promise<FactsResult<Partial>> {
  const { satisfiable, values, statistics } = await backend.backbone(puzzle.model, puzzle.observed);
  const table = new Map<number, boolean | undefined>();
  puzzle.observed.forEach((literal, index) => table.set(literal, values[index]));
  const read = (literal: Literal): boolean | undefined => {
    if (table.has(literal)) return table.get(literal);
    const negated = table.get(-literal);
    return negated === undefined ? undefined : !negated;
  };
  const decided = values.filter((value) => value !== undefined).length;
  return {
    satisfiable,
    facts: puzzle.decodePartial(read),
    decided,
    open: values.length - decided,
    statistics,
  };
}

/** Solving asks the solver to reason about areas inside its search, where it can. */
const inSearch = { areas: 'search' } as const;

/** The engine's operations over any SAT solver: enumeration by blocking clauses, backbone by refinement. */
export function satBackend(factory: SatSolverFactory): Backend {
  const timed = <T>(run: () => T & { problem: SatProblem }): T & { statistics: Statistics } => {
    const started = performance.now();
    const result = run();
    try {
      return { ...result, statistics: { ...result.problem.statistics(), backend: factory.name, timeMs: performance.now() - started } };
    } finally {
      result.problem.dispose();
    }
  };
  return {
    name: factory.name,
    satFactory: factory,
    open(model) {
      const problem = new SatProblem(model, factory, inSearch);
      return {
        solve: (assumptions) => problem.solve(assumptions),
        value: problem.value,
        addClause: (literals) => problem.addClause(literals),
        dispose: () => problem.dispose(),
      };
    },
    async enumerate(model, observed, limit) {
      return timed(() => {
        const problem = new SatProblem(model, factory, inSearch);
        const solutions: boolean[][] = [];
        while (solutions.length < limit && problem.solve()) {
          solutions.push(observed.map(problem.value));
          if (solutions.length < limit) problem.blockCurrent(observed);
        }
        return { problem, solutions };
      });
    },
    async backbone(model, observed) {
      return timed(() => {
        const problem = new SatProblem(model, factory, inSearch);
        if (!problem.solve()) return { problem, satisfiable: false, values: observed.map(() => undefined) };
        // Candidates: literals as they are in the first answer. Ask for an answer that flips at least one of them;
        // every answer found removes the candidates it flips, and "none" proves the rest.
        const values: (boolean | undefined)[] = observed.map(problem.value);
        let candidates = observed.map((_, index) => index).filter((index) => problem.fixedValue(observed[index]!) === undefined);
        while (candidates.length > 0) {
          const selector = problem.newVariable();
          problem.addClause([-selector, ...candidates.map((index) => (values[index] ? -observed[index]! : observed[index]!))]);
          const flipped = problem.solve([selector]);
          problem.addClause([-selector]);
          if (!flipped) break;
          candidates = candidates.filter((index) => {
            if (problem.value(observed[index]!) === values[index]) return true;
            values[index] = undefined;
            return false;
          });
        }
        return { problem, satisfiable: true, values };
      });
    },
  };
}
