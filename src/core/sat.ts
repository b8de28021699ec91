// The small interface every SAT backend implements, and the engine operations built on it (solve with
// uniqueness, count, facts) for any such backend. Each operation uses a fresh solver: nothing is left behind.

import type { Cnf, LoweringOptions } from './cnf.js';
import { lowerToCnf, simplify } from './cnf.js';
import type { Literal, Model } from './model.js';

export interface SatStatistics {
  variables: number;
  clauses: number;
  solveCalls: number;
  conflicts?: number;
  decisions?: number;
  propagations?: number;
}

/** One incremental SAT problem. Single use: create, add clauses, solve as often as needed, dispose. */
export interface SatSolver {
  /** Makes variables 1..count known to the solver. */
  reserve(count: number): void;
  /** A fresh variable beyond everything reserved so far. */
  newVariable(): number;
  addClause(literals: readonly Literal[]): void;
  /** true when satisfiable under the assumptions. */
  solve(assumptions?: readonly Literal[]): boolean;
  /** The value of a variable in the last satisfying assignment. */
  value(variable: number): boolean;
  statistics(): Partial<SatStatistics>;
  dispose(): void;
}

export interface SatSolverFactory {
  readonly name: string;
  /** `longLived`: the problem will be solved many times (a generator, a hint): give it a solver of its own. */
  create(sizeHint: { variables: number; literals: number; longLived?: boolean }): SatSolver;
}

/** A loaded problem: the model's clauses in a solver, with lazy checks applied to every answer. */
export class SatProblem {
  readonly cnf: Cnf;
  private readonly solver: SatSolver;
  private calls = 0;
  private clauseCount = 0;
  private readonly unsatisfiable: boolean;
  private readonly fixed: Map<number, boolean> = new Map();

  constructor(model: Model, factory: SatSolverFactory, options: LoweringOptions & { longLived?: boolean } = {}) {
    this.cnf = lowerToCnf(model, options);
    const reduced = simplify(this.cnf);
    this.unsatisfiable = reduced.unsatisfiable;
    const literals = reduced.clauses.reduce((sum, clause) => sum + clause.length + 1, 0);
    this.solver = factory.create({ variables: this.cnf.variableCount, literals, longLived: options.longLived });
    this.solver.reserve(this.cnf.variableCount);
    for (const literal of reduced.fixed) {
      this.fixed.set(Math.abs(literal), literal > 0);
      this.solver.addClause([literal]);
    }
    for (const clause of reduced.clauses) this.solver.addClause(clause);
    this.clauseCount = reduced.clauses.length + reduced.fixed.length;
  }

  value = (literal: Literal): boolean => {
    const truth = this.solver.value(Math.abs(literal));
    return literal > 0 ? truth : !truth;
  };

  /** The root-level value of a literal when unit propagation settles it before search. */
  fixedValue(literal: Literal): boolean | undefined {
    const truth = this.fixed.get(Math.abs(literal));
    return truth === undefined ? undefined : literal > 0 ? truth : !truth;
  }

  addClause(literals: readonly Literal[]): void {
    this.clauseCount++;
    this.solver.addClause(literals);
  }

  newVariable(): number {
    return this.solver.newVariable();
  }

  /** Solves, adding lazy cuts until the answer satisfies every lazy check. */
  solve(assumptions: readonly Literal[] = []): boolean {
    if (this.unsatisfiable) return false;
    for (;;) {
      this.calls++;
      if (!this.solver.solve(assumptions)) return false;
      let cutCount = 0;
      for (const check of this.cnf.lazyChecks) {
        for (const cut of check(this.value)) {
          this.addClause(cut);
          cutCount++;
        }
      }
      if (cutCount === 0) return true;
    }
  }

  /** Forbids the current assignment of `observed` from now on. */
  blockCurrent(observed: readonly Literal[]): void {
    this.addClause(observed.map((literal) => (this.value(literal) ? -literal : literal)));
  }

  statistics(): SatStatistics {
    return {
      variables: this.cnf.variableCount,
      clauses: this.clauseCount,
      ...this.solver.statistics(),
      solveCalls: this.calls,
    };
  }

  dispose(): void {
    this.solver.dispose();
  }
}
