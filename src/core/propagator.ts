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
  /** `value(literal)`: 1 true, -1 false, 0 open. No clauses: nothing follows (yet). */
  propagate(value: (literal: Literal) => number): readonly (readonly Literal[])[];
}
