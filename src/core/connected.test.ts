// The connectivity propagator against the meaning of `connected` (the brute-force reference's): on random small
// graphs and partial assignments, every clause it gives holds in every connected assignment and is false or unit
// where it was given; on full assignments it finds every split; and inside the CDCL solver, with no cuts, the
// answers are exactly the connected ones.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { connectedPropagator } from './connected.js';
import type { Literal } from './model.js';
import type { Random } from './random.js';
import { seededRandom } from './random.js';
import { assignments, holds } from '../../test/brute-force.js';
import { CdclSolver } from '../solvers/cdcl/solver.js';

interface Graph {
  readonly nodes: Literal[];
  readonly edges: [number, number][];
}

/** A random graph on variables 1..n, each node a variable or its negation, with about `density` of the pairs. */
function randomGraph(random: Random, count: number, density: number): Graph {
  const nodes = Array.from({ length: count }, (_, index) => (random.below(4) === 0 ? -(index + 1) : index + 1));
  const edges: [number, number][] = [];
  for (let a = 0; a < count; a++) for (let b = a + 1; b < count; b++) if (random.next() < density) edges.push([a, b]);
  return { nodes, edges };
}

const connected = (graph: Graph, value: (literal: Literal) => boolean) => holds({ kind: 'connected', nodes: graph.nodes, edges: graph.edges }, value);

describe('the connectivity propagator', () => {
  it('gives only clauses that follow from connectivity, each false or unit where it is given', () => {
    const random = seededRandom('connected propagator');
    let conflicts = 0;
    let implications = 0;
    for (let round = 0; round < 600; round++) {
      const count = 2 + random.below(7);
      const graph = randomGraph(random, count, [0.2, 0.35, 0.6][round % 3]!);
      // A partial assignment of the variables (1 true, -1 false, 0 open), some of them fixed before the search.
      const partial = Array.from({ length: count + 1 }, () => random.below(3) - 1);
      const fixed = new Set(Array.from({ length: count }, (_, index) => index + 1).filter(() => random.below(5) === 0));
      const read = (literal: Literal) => (literal > 0 ? partial[literal]! : -partial[-literal]!);
      const propagator = connectedPropagator(graph.nodes, graph.edges, (literal) => (fixed.has(Math.abs(literal)) && read(literal) !== 0 ? read(literal) === 1 : undefined));
      if (!propagator) continue;
      const clauses = propagator.propagate((literal) => (fixed.has(Math.abs(literal)) ? 0 : read(literal)));
      for (const clause of clauses) {
        const open = clause.filter((literal) => read(literal) === 0);
        assert.ok(clause.every((literal) => read(literal) !== 1), `clause ${clause.join(" ")} is satisfied already`);
        assert.ok(open.length <= 1, `clause ${clause.join(" ")} has ${open.length} open literals`);
        assert.ok(clause.every((literal) => !fixed.has(Math.abs(literal)) || read(literal) === 0), `clause ${clause.join(" ")} names a fixed literal`);
        if (open.length === 0) conflicts++;
        else implications++;
        // Sound: with the fixed literals as they are, every connected assignment satisfies it.
        for (const value of assignments(count)) {
          const agrees = [...fixed].every((variable) => partial[variable] === 0 || value(variable) === (partial[variable] === 1));
          if (agrees && connected(graph, value)) assert.ok(clause.some(value), `clause ${clause.join(" ")} cuts off a connected assignment of ${JSON.stringify(graph)}`);
        }
      }
      // Complete on a full assignment: a split is a conflict, and a connected one gives nothing.
      if (partial.slice(1).every((value) => value !== 0) && fixed.size === 0) {
        const isConnected = connected(graph, (literal) => read(literal) === 1);
        assert.equal(clauses.length === 0, isConnected);
      }
    }
    assert.ok(conflicts > 50 && implications > 50, `${conflicts} conflicts and ${implications} implications tried`);
  });

  it('skips a call only where a search would find nothing, as values come and go as in a search', () => {
    const random = seededRandom('connected propagator, one after another');
    let skippable = 0;
    for (let round = 0; round < 300; round++) {
      const count = 3 + random.below(8);
      const graph = randomGraph(random, count, [0.25, 0.4][round % 2]!);
      const propagator = connectedPropagator(graph.nodes, graph.edges)!;
      const partial = new Array<number>(count + 1).fill(0);
      const read = (literal: Literal) => (literal > 0 ? partial[literal]! : -partial[-literal]!);
      for (let step = 0; step < 40; step++) {
        // One value set or taken back (a decision, a propagation, a backtrack), mostly towards chosen nodes.
        partial[1 + random.below(count)] = [1, 1, 0, -1][random.below(4)]!;
        const fresh = connectedPropagator(graph.nodes, graph.edges)!.propagate(read);
        assert.deepEqual(propagator.propagate(read), fresh, `${JSON.stringify(graph)} at ${partial.join(' ')}`);
        if (fresh.length === 0) skippable++;
      }
    }
    assert.ok(skippable > 1000, `${skippable} calls found nothing`);
  });

  it('leaves the CDCL solver exactly the connected answers, with no cuts', () => {
    const random = seededRandom('connected in search');
    for (let round = 0; round < 120; round++) {
      const count = 3 + random.below(7);
      const graph = randomGraph(random, count, 0.3);
      // A few random clauses beside connectivity.
      const clauses = Array.from({ length: random.below(4) }, () =>
        Array.from({ length: 1 + random.below(3) }, () => (1 + random.below(count)) * (random.below(2) === 0 ? 1 : -1)),
      );
      let expected = 0;
      for (const value of assignments(count)) if (connected(graph, value) && clauses.every((clause) => clause.some(value))) expected++;
      const solver = new CdclSolver();
      solver.reserve(count);
      for (const clause of clauses) solver.addClause(clause);
      solver.addPropagator(connectedPropagator(graph.nodes, graph.edges)!);
      let found = 0;
      while (solver.solve()) {
        const value = (literal: Literal) => solver.value(Math.abs(literal)) === literal > 0;
        assert.ok(connected(graph, value), `an answer of ${JSON.stringify(graph)} is split`);
        assert.ok(clauses.every((clause) => clause.some(value)));
        found++;
        solver.addClause(Array.from({ length: count }, (_, index) => (value(index + 1) ? -(index + 1) : index + 1)));
      }
      assert.equal(found, expected, `answers of ${JSON.stringify(graph)} with ${JSON.stringify(clauses)}`);
    }
  });
});
