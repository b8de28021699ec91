// The engine's operations (enumerate, backbone) over any solver that answers one query at a time: SMT-LIB solvers,
// and ASP solvers when a model has checks with no static form. Answers are blocked one by one, and every answer is
// run through the model's lazy checks first (their cuts are added for good and the query is asked again).

import type { Backend, ObservedValues, Statistics } from '../core/engine.js';
import type { Literal, Model } from '../core/model.js';

export type Assignment = (literal: Literal) => boolean;

/** One loaded problem in a solver. Single use: open, ask, close. */
export interface Session {
  /** A clause kept from now on. */
  addClause(literals: readonly Literal[]): void;
  /** An answer under the kept clauses and these temporary ones, or undefined when there is none. */
  solve(temporary?: readonly (readonly Literal[])[]): Promise<Assignment | undefined>;
  /** Size of the loaded encoding. */
  size(): { variables: number; clauses: number };
  close(): void;
}

export function iterativeBackend(name: string, open: (model: Model) => Promise<Session>): Backend {
  const run = async <T>(model: Model, work: (ask: (temporary?: Literal[][]) => Promise<Assignment | undefined>, session: Session) => Promise<T>) => {
    const started = performance.now();
    const session = await open(model);
    let solveCalls = 0;
    // An answer that breaks a lazy check is cut off (for good: cuts follow from the model) and the query repeated.
    const ask = async (temporary: Literal[][] = []): Promise<Assignment | undefined> => {
      for (;;) {
        solveCalls++;
        const answer = await session.solve(temporary);
        if (!answer) return undefined;
        const cuts = model.lazyChecks.flatMap((check) => check(answer));
        if (cuts.length === 0) return answer;
        for (const cut of cuts) session.addClause(cut);
      }
    };
    try {
      const result = await work(ask, session);
      const statistics: Statistics = { backend: name, timeMs: performance.now() - started, ...session.size(), solveCalls };
      return { ...result, statistics };
    } finally {
      session.close();
    }
  };
  return {
    name,
    enumerate(model, observed, limit) {
      return run(model, async (ask, session) => {
        const solutions: ObservedValues[] = [];
        while (solutions.length < limit) {
          const answer = await ask();
          if (!answer) break;
          const values = observed.map((literal) => answer(literal));
          solutions.push(values);
          if (solutions.length < limit) session.addClause(observed.map((literal, index) => (values[index] ? -literal : literal)));
        }
        return { solutions };
      });
    },
    backbone(model, observed) {
      return run(model, async (ask) => {
        const first = await ask();
        if (!first) return { satisfiable: false, values: observed.map(() => undefined) };
        // Ask for an answer that flips at least one candidate; each answer found removes the candidates it flips,
        // and "none" proves the rest.
        const values: (boolean | undefined)[] = observed.map((literal) => first(literal));
        let candidates = observed.map((_, index) => index);
        while (candidates.length > 0) {
          const flip = candidates.map((index) => (values[index] ? -observed[index]! : observed[index]!));
          const answer = await ask([flip]);
          if (!answer) break;
          candidates = candidates.filter((index) => {
            if (answer(observed[index]!) === values[index]) return true;
            values[index] = undefined;
            return false;
          });
        }
        return { satisfiable: true, values };
      });
    },
  };
}
