// The small interface every SAT backend implements, and the engine operations built on it (solve with
// uniqueness, count, facts) for any such backend. Each operation uses a fresh solver: nothing is left behind.

import type { Cnf, ConnectivityConstraint, LoweringOptions } from './cnf.js';
import { lowerMore, lowerToCnf, simplify } from './cnf.js';
import { acyclicPropagator } from './acyclic.js';
import { areaPropagator } from './area.js';
import { connectedPropagator } from './connected.js';
import type { Literal, Model } from './model.js';
import type { Propagator } from './propagator.js';

export type { Propagator } from './propagator.js';

export interface SatStatistics {
  variables: number;
  /** Clauses of the model's CNF, plus any added while solving (blocking clauses, cuts). */
  clauses: number;
  /** Clauses the solver actually received, after root-level simplification. */
  solverClauses?: number;
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
  /** `addClause` of `literals[from .. to)`, where the solver can take a clause without an array made for it. */
  addClauseFrom?(literals: Int32Array, from: number, to: number): void;
  /** true when satisfiable under the assumptions. */
  solve(assumptions?: readonly Literal[]): boolean;
  /** `solve` that gives up past this many conflicts, with undefined. Backends that cannot stop leave it out. */
  solveLimited?(assumptions: readonly Literal[], conflicts: number): boolean | undefined;
  /** The value of a variable in the last satisfying assignment. */
  value(variable: number): boolean;
  /**
   * After an unsatisfiable solve: some of its assumptions that are unsatisfiable together with the clauses (the
   * final conflict; empty when the clauses alone are). Backends that cannot tell leave it out.
   */
  failedAssumptions?(): Literal[];
  statistics(): Partial<SatStatistics>;
  dispose(): void;
  /** Solvers that reason about constraints inside their search take them here (the others are given cuts). */
  addPropagator?(propagator: Propagator): void;
}

export interface SatSolverFactory {
  readonly name: string;
  /** Its solvers take propagators (`SatSolver.addPropagator`). */
  readonly propagates?: boolean;
  /** `longLived`: the problem will be solved many times (a generator, a hint): give it a solver of its own. */
  create(sizeHint: { variables: number; literals: number; longLived?: boolean }): SatSolver;
  /**
   * A factory sharing no state with this one or any other, where a backend's answers depend on its history (the
   * embedded MiniSat): a generator that uses the solutions found, not only whether one exists, asks through it so
   * that a seed gives one puzzle.
   */
  isolated?(): SatSolverFactory;
}

/** Rounds of lazy cuts before a solver that can reasons about connectivity inside its search. */
const propagateAfterCuts = 50;
/**
 * ... and before it reasons about a loop's connectivity there. Where cuts keep coming on a loop, each round cuts off
 * a few small loops and the next answer has others (52 rounds on a 12×10 Country Road, 1.3× faster in all from
 * here); after 3 rounds Country Road is 1.9× faster, but Masyu and Slitherlink pay more for the propagator than they
 * save, as shading genres do after 3 or 10.
 */
const loopsAfterCuts = 8;

/** A loaded problem: the model's clauses in a solver, with lazy checks applied to every answer. */
export class SatProblem {
  readonly cnf: Cnf;
  private readonly solver: SatSolver;
  private calls = 0;
  private clauseCount = 0;
  private solverClauseCount = 0;
  private readonly unsatisfiable: boolean;
  /** Set when an added clause is false under the fixed values alone. */
  private contradicted = false;
  /** The root-level values simplification settled, by variable: 1 true, -1 false, 0 open (or made since). */
  private readonly fixed: Int8Array;
  private core: Literal[] | undefined;
  /** Rounds of lazy cuts so far; past `propagateAfterCuts` connectivity moves into the search, where it can. */
  private cutRounds = 0;
  private graphsInSearch = false;
  /** The connectivity constraints reasoned about inside the search so far. */
  private readonly connectedInSearch = new Set<ConnectivityConstraint>();

  /**
   * `options.lowered`: the model already lowered with these options (it is not lowered again). Areas are left to
   * the search (`options.areas`) only where the factory's solvers take propagators and the model is lowered here
   * (a generator's or an oracle's lowering is shared with the rating, which reasons over clauses).
   */
  constructor(model: Model, factory: SatSolverFactory, options: LoweringOptions & { longLived?: boolean; lowered?: Cnf } = {}) {
    const areasInSearch = options.lowered === undefined && factory.propagates === true && options.areas === 'search';
    this.cnf = options.lowered ?? lowerToCnf(model, { ...options, areas: areasInSearch ? 'search' : 'clauses' });
    const reduced = simplify(this.cnf);
    this.unsatisfiable = reduced.unsatisfiable;
    const clauses = reduced.clauses;
    const literals = clauses.starts[clauses.count]! + clauses.count;
    this.solver = factory.create({ variables: this.cnf.variableCount, literals, longLived: options.longLived });
    this.solver.reserve(this.cnf.variableCount);
    // Fixed variables stay out of the solver: their values are known, and clauses no longer mention them.
    this.fixed = new Int8Array(this.cnf.variableCount + 1);
    for (const literal of reduced.fixed) this.fixed[Math.abs(literal)] = literal > 0 ? 1 : -1;
    const { literals: flat, starts } = clauses;
    for (let index = 0; index < clauses.count; index++) {
      if (this.solver.addClauseFrom) this.solver.addClauseFrom(flat, starts[index]!, starts[index + 1]!);
      else this.solver.addClause(clauses.clause(index));
    }
    this.clauseCount = this.cnf.clauseCount;
    this.solverClauseCount = clauses.count;
    // Islands and the wall around them decide each other: where the areas are in the search, connectivity left to
    // cuts would let it find answers the areas allow and the wall does not, one round of cuts at a time.
    if (areasInSearch && this.propagateAreas()) this.propagateGraphs();
  }

  value = (literal: Literal): boolean => {
    const variable = Math.abs(literal);
    const fixed = this.fixed[variable];
    const truth = fixed ? fixed > 0 : this.solver.value(variable);
    return literal > 0 ? truth : !truth;
  };

  /** The root-level value of a literal when unit propagation settles it before search. */
  fixedValue(literal: Literal): boolean | undefined {
    const fixed = this.fixed[Math.abs(literal)];
    return fixed ? (fixed > 0) === (literal > 0) : undefined;
  }

  /** Adds a clause; literals already fixed are simplified away (a satisfied clause is dropped). */
  addClause(literals: readonly Literal[]): void {
    const open: Literal[] = [];
    for (const literal of literals) {
      const fixed = this.fixedValue(literal);
      if (fixed === true) return;
      if (fixed === undefined) open.push(literal);
    }
    this.clauseCount++;
    if (open.length === 0) this.contradicted = true;
    else {
      this.solverClauseCount++;
      this.solver.addClause(open);
    }
  }

  newVariable(): number {
    return this.solver.newVariable();
  }

  /**
   * Loads what a model states about this problem's variables (it declares none of its own), each clause holding
   * while `guard` is true.
   */
  extend(statement: Model, guard?: Literal): void {
    lowerMore(statement, { guard, fresh: () => this.newVariable(), onClause: (clause) => this.addClause(clause) });
  }

  /** Solves, adding lazy cuts until the answer satisfies every lazy check. */
  solve(assumptions: readonly Literal[] = []): boolean {
    return this.solveWithin(assumptions, Number.POSITIVE_INFINITY)!;
  }

  /**
   * `solve` with at most `rounds` solver calls, each of at most `conflicts` conflicts once connectivity is in the
   * search (where the solver can stop): undefined when that does not settle it. A question with few clues left on a
   * large loop can need thousands of rounds of cuts, each cutting off one more small loop; once connectivity is in the
   * search, one call can search for minutes where a proof needs a path of one colour to cross one of the other. With
   * clauses alone a call ends, and a limit there would only leave questions open that a few thousand conflicts settle.
   */
  solveWithin(assumptions: readonly Literal[], rounds: number, conflicts = Number.POSITIVE_INFINITY): boolean | undefined {
    this.core = undefined;
    if (this.unsatisfiable || this.contradicted) {
      this.core = [];
      return false;
    }
    // Fixed variables are not in the solver: an assumption they satisfy is dropped, one they falsify fails at once.
    const open: Literal[] = [];
    for (const literal of assumptions) {
      const fixed = this.fixedValue(literal);
      if (fixed === false) {
        this.core = [literal];
        return false;
      }
      if (fixed === undefined) open.push(literal);
    }
    for (let round = 0; ; round++) {
      if (round >= rounds) return undefined;
      this.calls++;
      const inSearch = this.graphsInSearch || this.connectedInSearch.size > 0;
      const limited = conflicts < Number.POSITIVE_INFINITY && inSearch && this.solver.solveLimited;
      const satisfiable = limited ? this.solver.solveLimited!(open, conflicts) : this.solver.solve(open);
      if (satisfiable === undefined) return undefined;
      if (!satisfiable) {
        this.core = this.solver.failedAssumptions?.();
        return false;
      }
      let cutCount = 0;
      for (const check of this.cnf.lazyChecks) {
        for (const cut of check(this.value)) {
          this.addClause(cut);
          cutCount++;
          if (this.contradicted) {
            this.core = [];
            return false;
          }
        }
      }
      if (cutCount === 0) return true;
      this.cutRounds++;
      if (this.cutRounds === loopsAfterCuts) this.propagateConnected((constraint) => constraint.lineEnds !== undefined);
      if (this.cutRounds === propagateAfterCuts) this.propagateGraphs();
    }
  }

  /**
   * Connectivity and acyclicity that the clauses leave to cuts, reasoned about inside the search where the solver
   * can (the cuts stay, and then find nothing to cut). Only once cuts have been needed many times, or from the start
   * beside areas in the search: on ~10×10 Heyawake, LITS, Cave, Yin-Yang and Nurimisaki, where a few rounds settle it,
   * the propagator costs more than it saves.
   */
  private propagateGraphs(): void {
    if (!this.solver.addPropagator || this.graphsInSearch) return;
    this.graphsInSearch = true;
    for (const constraint of this.cnf.acyclicity ?? []) {
      const propagator = acyclicPropagator(constraint.edges, (literal) => this.fixedValue(literal));
      if (propagator) this.solver.addPropagator(propagator);
    }
    this.propagateConnected(() => true);
  }

  /** The `connected` constraints left to cuts that `wanted` accepts, reasoned about inside the search from now on. */
  private propagateConnected(wanted: (constraint: ConnectivityConstraint) => boolean): void {
    if (!this.solver.addPropagator) return;
    for (const constraint of this.cnf.connectivity ?? []) {
      if (!constraint.byCuts || this.connectedInSearch.has(constraint) || !wanted(constraint)) continue;
      this.connectedInSearch.add(constraint);
      const propagator = connectedPropagator(constraint.nodes, constraint.edges, (literal) => this.fixedValue(literal));
      if (propagator) this.solver.addPropagator(propagator);
    }
  }

  /**
   * Areas of known size reasoned about inside the search from the start, in place of their clauses (for the other
   * solvers, the rating and the exports: a totalizer and layers of reach, which see an area's size and its reach
   * apart). Whether there were any.
   */
  private propagateAreas(): boolean {
    if (!this.solver.addPropagator) return false;
    let added = false;
    for (const constraint of this.cnf.connectivity ?? []) {
      if (!constraint.area) continue;
      const propagator = areaPropagator(constraint.nodes, constraint.edges, constraint.area, (literal) => this.fixedValue(literal), constraint.guards);
      if (!propagator) continue;
      this.solver.addPropagator(propagator);
      added = true;
    }
    return added;
  }

  /**
   * After a solve that failed: assumptions of that solve that fail together (the solver's final conflict), or
   * undefined when the solver names none (logic-solver's MiniSat) or the last solve did not fail.
   */
  failedAssumptions(): readonly Literal[] | undefined {
    return this.core;
  }

  /**
   * The solution nearest to `preferred` in its order: each literal in turn holds when some solution allows it
   * together with the choices before it. Its values of `preferred` (true: the literal holds), or undefined when
   * there is no solution. The answer depends on the problem alone, not on the solver's history, so a shared solver
   * does where a seed must give one puzzle.
   */
  nearestSolution(preferred: readonly Literal[], assumptions: readonly Literal[] = []): boolean[] | undefined {
    if (!this.solve(assumptions)) return undefined;
    // The last solution's values, kept: a failed solve leaves the solver without one.
    let values = preferred.map(this.value);
    const pinned = [...assumptions];
    // Literals the last solution already has are settled as they are. The others are tried in runs, of doubling
    // length while runs hold and halved when one fails: a run that holds settles each of its literals as trying them
    // one at a time would (the same solution allows every prefix), and most do hold.
    let run = 1;
    for (let index = 0; index < preferred.length; ) {
      if (values[index]) {
        pinned.push(preferred[index++]!);
        continue;
      }
      const end = Math.min(preferred.length, index + run);
      const tried = preferred.slice(index, end);
      if (this.solve([...pinned, ...tried])) {
        values = preferred.map(this.value);
        pinned.push(...tried);
        index = end;
        run *= 2;
      } else if (run > 1) run >>= 1;
      else pinned.push(-preferred[index++]!);
    }
    return values;
  }

  /** Forbids the current assignment of `observed` from now on (fixed literals cannot differ, so they are left out). */
  blockCurrent(observed: readonly Literal[]): void {
    const clause: Literal[] = [];
    for (const literal of observed) if (!this.fixed[Math.abs(literal)]) clause.push(this.value(literal) ? -literal : literal);
    this.addClause(clause);
  }

  statistics(): SatStatistics {
    return {
      variables: this.cnf.variableCount,
      clauses: this.clauseCount,
      solverClauses: this.solverClauseCount,
      ...this.solver.statistics(),
      solveCalls: this.calls,
    };
  }

  dispose(): void {
    this.solver.dispose();
  }
}
