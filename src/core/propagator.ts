// The interface between a solver's search and a constraint that reasons inside it (connectivity, acyclicity).

import type { Literal } from './model.js';

/**
 * A constraint reasoned about inside a solver's search: after unit propagation settles, it looks at the partial
 * assignment and answers with clauses that follow from the constraint, each false (a conflict) or unit (an implied
 * literal, the clause its reason) under that assignment. The solver keeps them as it keeps learnt clauses.
 */
export interface Propagator {
  /** The variables whose values it reads: the solver decides them all, and calls it again when one changes. */
  readonly variables: readonly number[];
  /**
   * `value(literal)`: 1 true, -1 false, 0 open. No clauses: nothing follows (yet). A solver that keeps a trail tells
   * what changed since the last call (`changes`), so that a propagator can keep its own view up to date from the
   * changes alone; one that does not is asked without, and a propagator reads every value it needs.
   */
  propagate(value: (literal: Literal) => number, changes?: TrailChanges): readonly (readonly Literal[])[];
}

/**
 * The literals a solver made true at positions `from` .. `to` - 1 of its trail (`literal(position)`), some of them
 * not the propagator's. Everything at `from` and after that an earlier call was told of has been taken back since.
 */
export interface TrailChanges {
  readonly from: number;
  readonly to: number;
  literal(position: number): Literal;
}
