// Random CNFs solved step by step (clauses added between solves, assumptions on each solve) by the solver under test
// and by reference solvers: the same answer every time, every model satisfies every clause and assumption, and every
// final conflict (a core of assumptions) is shown unsatisfiable by a reference solver. Used by the tests (a few
// hundred cases) and by `npm run bench -- sat-differential` (ten thousand).

import fc from 'fast-check';
import type { Literal } from '../src/core/model.js';
import type { SatSolver, SatSolverFactory } from '../src/core/sat.js';

export interface CnfStep {
  /** Clauses added before this step's solve. */
  readonly added: readonly (readonly Literal[])[];
  readonly assumptions: readonly Literal[];
}

export interface CnfCase {
  readonly variables: number;
  readonly steps: readonly CnfStep[];
}

function literal(variables: number): fc.Arbitrary<Literal> {
  return fc.tuple(fc.integer({ min: 1, max: variables }), fc.boolean()).map(([variable, negative]) => (negative ? -variable : variable));
}

/** Small CNFs of every shape: short clauses, units, repeated and complementary literals, up to six steps. */
export function smallCnfCase(): fc.Arbitrary<CnfCase> {
  return fc.integer({ min: 1, max: 24 }).chain((variables) => {
    const clause = fc.array(literal(variables), { minLength: 1, maxLength: 5 });
    const step = fc.record({
      added: fc.array(clause, { maxLength: Math.ceil(variables * 1.5) }),
      assumptions: fc.array(literal(variables), { maxLength: 5 }),
    });
    return fc.record({ variables: fc.constant(variables), steps: fc.array(step, { minLength: 1, maxLength: 6 }) });
  });
}

/**
 * Random 3-SAT near the threshold (about 4.26 clauses per variable), where solvers work hardest: thousands of
 * conflicts, restarts and learnt-clause reductions, then two more solves under assumptions.
 */
export function hardCnfCase(): fc.Arbitrary<CnfCase> {
  return fc.integer({ min: 40, max: 110 }).chain((variables) => {
    const clause = fc.uniqueArray(fc.integer({ min: 1, max: variables }), { minLength: 3, maxLength: 3 }).chain((picked) =>
      fc.tuple(...picked.map((variable) => fc.boolean().map((negative) => (negative ? -variable : variable)))),
    );
    const count = Math.round(variables * 4.26);
    const assumptions = fc.array(literal(variables), { minLength: 1, maxLength: 6 });
    return fc.record({
      variables: fc.constant(variables),
      steps: fc.tuple(fc.array(clause, { minLength: count, maxLength: count }), assumptions, assumptions).map(([clauses, first, second]) => [
        { added: clauses, assumptions: [] },
        { added: [], assumptions: first },
        { added: clauses.slice(0, 3).map((three) => three.map((item) => -item)), assumptions: second },
      ]),
    });
  });
}

export interface Reference {
  readonly name: string;
  readonly factory: SatSolverFactory;
  /** Whole-problem solvers (external programs) are asked about the final step only: one process per case. */
  readonly finalStepOnly?: boolean;
}

/** What went wrong in a case, or undefined when the solver under test agreed with every reference. */
export function disagreement(subject: SatSolverFactory, references: readonly Reference[], testCase: CnfCase): string | undefined {
  const clauses: Literal[][] = [];
  const literals = testCase.steps.reduce((sum, step) => sum + step.added.reduce((total, clause) => total + clause.length + 1, 0), 0);
  const solver = subject.create({ variables: testCase.variables, literals });
  const incremental = references.filter((reference) => !reference.finalStepOnly).map((reference) => ({ reference, solver: reference.factory.create({ variables: testCase.variables, literals }) }));
  const all: SatSolver[] = [solver, ...incremental.map((entry) => entry.solver)];
  try {
    for (const each of all) each.reserve(testCase.variables);
    for (const [index, step] of testCase.steps.entries()) {
      for (const clause of step.added) {
        clauses.push([...clause]);
        for (const each of all) each.addClause(clause);
      }
      const last = index === testCase.steps.length - 1;
      const satisfiable = solver.solve(step.assumptions);
      const where = `step ${index + 1}`;
      for (const { reference, solver: other } of incremental) {
        if (other.solve(step.assumptions) !== satisfiable) return `${where}: ${subject.name} says ${satisfiable ? 'sat' : 'unsat'}, ${reference.name} not`;
      }
      if (last) {
        for (const reference of references.filter((each) => each.finalStepOnly)) {
          if (solveOnce(reference.factory, testCase.variables, clauses, step.assumptions) !== satisfiable) {
            return `${where}: ${subject.name} says ${satisfiable ? 'sat' : 'unsat'}, ${reference.name} not`;
          }
        }
      }
      if (satisfiable) {
        const holds = (item: Literal) => solver.value(Math.abs(item)) === item > 0;
        const broken = clauses.findIndex((clause) => !clause.some(holds));
        if (broken >= 0) return `${where}: the model breaks clause ${broken + 1} (${clauses[broken]!.join(' ')})`;
        const unmet = step.assumptions.find((item) => !holds(item));
        if (unmet !== undefined) return `${where}: the model breaks assumption ${unmet}`;
        continue;
      }
      const core = solver.failedAssumptions?.();
      if (core === undefined) continue;
      const given = new Set(step.assumptions);
      const stranger = core.find((item) => !given.has(item));
      if (stranger !== undefined) return `${where}: core literal ${stranger} is not an assumption`;
      for (const reference of references.filter((each) => !each.finalStepOnly || last)) {
        if (solveOnce(reference.factory, testCase.variables, clauses, core)) return `${where}: ${reference.name} satisfies the core [${core.join(' ')}]`;
      }
    }
    return undefined;
  } finally {
    for (const each of all) each.dispose();
  }
}

function solveOnce(factory: SatSolverFactory, variables: number, clauses: readonly (readonly Literal[])[], assumptions: readonly Literal[]): boolean {
  const solver = factory.create({ variables, literals: 0 });
  try {
    solver.reserve(variables);
    for (const clause of clauses) solver.addClause(clause);
    return solver.solve(assumptions);
  } finally {
    solver.dispose();
  }
}
