// The acyclicity propagator against the meaning of `acyclic` (the brute-force reference's): on random small graphs
// and partial assignments, every clause it gives holds in every forest and is false or unit where it was given; on
// full assignments it finds every cycle; and inside the CDCL solver, with no cuts, the answers are exactly the forests.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { acyclicPropagator } from './acyclic.js';
import type { GraphEdge, Literal } from './model.js';
import type { Random } from './random.js';
import { seededRandom } from './random.js';
import { assignments, holds } from '../../test/brute-force.js';
import { CdclSolver } from '../solvers/cdcl/solver.js';

/** Random lines (variables 1..count, some negated) between a few points, parallel lines allowed. */
function randomLines(random: Random, count: number): GraphEdge[] {
  const points = 2 + random.below(4);
  return Array.from({ length: count }, (_, index) => {
    const a = random.below(points);
    const b = (a + 1 + random.below(points - 1)) % points;
    return { literal: random.below(4) === 0 ? -(index + 1) : index + 1, ends: [a, b] as const };
  });
}

const forest = (edges: readonly GraphEdge[], value: (literal: Literal) => boolean) => holds({ kind: 'acyclic', edges }, value);

describe('the acyclicity propagator', () => {
  it('gives only clauses that follow from acyclicity, each false or unit where it is given', () => {
    const random = seededRandom('acyclic propagator');
    let conflicts = 0;
    let implications = 0;
    for (let round = 0; round < 600; round++) {
      const count = 2 + random.below(7);
      const edges = randomLines(random, count);
      const partial = Array.from({ length: count + 1 }, () => random.below(3) - 1);
      const fixed = new Set(Array.from({ length: count }, (_, index) => index + 1).filter(() => random.below(5) === 0));
      const read = (literal: Literal) => (literal > 0 ? partial[literal]! : -partial[-literal]!);
      const propagator = acyclicPropagator(edges, (literal) => (fixed.has(Math.abs(literal)) && read(literal) !== 0 ? read(literal) === 1 : undefined));
      if (!propagator) continue;
      const clauses = propagator.propagate((literal) => (fixed.has(Math.abs(literal)) ? 0 : read(literal)));
      for (const clause of clauses) {
        const open = clause.filter((literal) => read(literal) === 0);
        assert.ok(clause.every((literal) => read(literal) !== 1), `clause ${clause.join(' ')} is satisfied already`);
        assert.ok(open.length <= 1, `clause ${clause.join(' ')} has ${open.length} open literals`);
        assert.ok(clause.every((literal) => !fixed.has(Math.abs(literal)) || read(literal) === 0), `clause ${clause.join(' ')} names a fixed literal`);
        if (open.length === 0) conflicts++;
        else implications++;
        for (const value of assignments(count)) {
          const agrees = [...fixed].every((variable) => partial[variable] === 0 || value(variable) === (partial[variable] === 1));
          if (agrees && forest(edges, value)) assert.ok(clause.some(value), `clause ${clause.join(' ')} cuts off a forest of ${JSON.stringify(edges)}`);
        }
      }
      if (partial.slice(1).every((value) => value !== 0) && fixed.size === 0) {
        assert.equal(clauses.length === 0, forest(edges, (literal) => read(literal) === 1));
      }
    }
    assert.ok(conflicts > 50 && implications > 50, `${conflicts} conflicts and ${implications} implications tried`);
  });

  it('leaves the CDCL solver exactly the forests, with no cuts', () => {
    const random = seededRandom('acyclic in search');
    for (let round = 0; round < 120; round++) {
      const count = 3 + random.below(7);
      const edges = randomLines(random, count);
      const clauses = Array.from({ length: random.below(4) }, () =>
        Array.from({ length: 1 + random.below(3) }, () => (1 + random.below(count)) * (random.below(2) === 0 ? 1 : -1)),
      );
      let expected = 0;
      for (const value of assignments(count)) if (forest(edges, value) && clauses.every((clause) => clause.some(value))) expected++;
      const solver = new CdclSolver();
      solver.reserve(count);
      for (const clause of clauses) solver.addClause(clause);
      solver.addPropagator(acyclicPropagator(edges)!);
      let found = 0;
      while (solver.solve()) {
        const value = (literal: Literal) => solver.value(Math.abs(literal)) === literal > 0;
        assert.ok(forest(edges, value), `an answer of ${JSON.stringify(edges)} has a cycle`);
        assert.ok(clauses.every((clause) => clause.some(value)));
        found++;
        solver.addClause(Array.from({ length: count }, (_, index) => (value(index + 1) ? -(index + 1) : index + 1)));
      }
      assert.equal(found, expected, `answers of ${JSON.stringify(edges)} with ${JSON.stringify(clauses)}`);
    }
  });
});
