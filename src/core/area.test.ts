// The area propagator against the meaning of `area` (the brute-force reference's): on random small graphs and
// partial assignments, every clause it gives holds in every assignment where the area holds and is false or unit
// where it was given (and a reason with one literal taken out is caught); on full assignments it finds every
// broken area; and inside the CDCL solver, with no other clauses of the area, the answers are exactly the areas.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { areaPropagator } from './area.js';
import type { Literal } from './model.js';
import type { Propagator } from './propagator.js';
import type { Random } from './random.js';
import { seededRandom } from './random.js';
import { assignments, holds } from '../../test/brute-force.js';
import { CdclSolver } from '../solvers/cdcl/solver.js';

interface Area {
  readonly nodes: Literal[];
  readonly edges: [number, number][];
  readonly root: number;
  readonly size: number;
}

/**
 * A random graph on variables 1..n, each node a variable or its negation: about `density` of the pairs linked, or
 * (density 0) a grid of two or three rows, as a puzzle's islands are. A root, and a size up to the node count.
 */
function randomArea(random: Random, count: number, density: number): Area {
  const nodes = Array.from({ length: count }, (_, index) => (random.below(4) === 0 ? -(index + 1) : index + 1));
  const edges: [number, number][] = [];
  const columns = 1 + random.below(3);
  for (let a = 0; a < count; a++) {
    for (let b = a + 1; b < count; b++) {
      const linked = density === 0 ? (b === a + 1 && b % columns !== 0) || b === a + columns : random.next() < density;
      if (linked) edges.push([a, b]);
    }
  }
  // Half the time a large area, which most nodes must join (where bottlenecks matter).
  const size = random.below(2) === 0 ? 1 + random.below(count) : Math.max(1, count - random.below(3));
  return { nodes, edges, root: random.below(count), size };
}

const holdsArea = (area: Area, value: (literal: Literal) => boolean) => holds({ kind: 'area', ...area }, value);

/** A propagator that drops one literal from each clause of two or more: its reasons no longer follow. */
function broken(propagator: Propagator): Propagator {
  return { variables: propagator.variables, propagate: (value) => propagator.propagate(value).map((clause) => (clause.length > 1 ? clause.slice(1) : clause)) };
}

/**
 * Runs the propagator on `rounds` random partial assignments (some variables fixed before the search, and sometimes
 * a guard, the variable after the nodes') and returns what went wrong, the first problem of each kind.
 */
function checkClauses(seed: string, rounds: number, spoil: (propagator: Propagator) => Propagator = (propagator) => propagator) {
  const random = seededRandom(seed);
  const problems: string[] = [];
  let conflicts = 0;
  let implications = 0;
  for (let round = 0; round < rounds && problems.length === 0; round++) {
    const count = 2 + random.below(7);
    const area = randomArea(random, count, [0, 0.2, 0.35, 0.6][round % 4]!);
    const guarded = random.below(4) === 0;
    const variables = guarded ? count + 1 : count;
    // A partial assignment of the variables (1 true, -1 false, 0 open), some of them fixed before the search.
    // Often few nodes decided, as early in a search.
    const decided = [0.3, 0.6, 1][random.below(3)]!;
    const partial = Array.from({ length: variables + 1 }, () => (random.next() < decided ? 2 * random.below(2) - 1 : 0));
    if (guarded) partial[variables] = 1;
    // Mostly with the root chosen, as the area's clauses make it in a search.
    const rootVariable = Math.abs(area.nodes[area.root]!);
    if (random.below(10) > 0) partial[rootVariable] = area.nodes[area.root]! > 0 ? 1 : -1;
    const fixed = new Set(Array.from({ length: variables }, (_, index) => index + 1).filter(() => random.below(5) === 0));
    const read = (literal: Literal) => (literal > 0 ? partial[literal]! : -partial[-literal]!);
    const made = areaPropagator(
      area.nodes,
      area.edges,
      area,
      (literal) => (fixed.has(Math.abs(literal)) && read(literal) !== 0 ? read(literal) === 1 : undefined),
      guarded ? [variables] : [],
    );
    if (!made) continue;
    const propagator = spoil(made);
    const clauses = propagator.propagate((literal) => (fixed.has(Math.abs(literal)) ? 0 : read(literal)));
    const described = (clause: readonly Literal[]) => `clause ${clause.join(' ')} of ${JSON.stringify(area)}${guarded ? ` guarded by ${variables}` : ''}`;
    for (const clause of clauses) {
      const open = clause.filter((literal) => read(literal) === 0);
      if (clause.some((literal) => read(literal) === 1)) problems.push(`${described(clause)} is satisfied already`);
      if (open.length > 1) problems.push(`${described(clause)} has ${open.length} open literals`);
      if (clause.some((literal) => fixed.has(Math.abs(literal)) && read(literal) !== 0)) problems.push(`${described(clause)} names a fixed literal`);
      if (open.length === 0) conflicts++;
      else implications++;
      // Sound: with the fixed literals as they are, every assignment where the area holds (or the guard is false)
      // satisfies it.
      for (const value of assignments(variables)) {
        const agrees = [...fixed].every((variable) => partial[variable] === 0 || value(variable) === (partial[variable] === 1));
        const required = !guarded || value(variables);
        if (agrees && (!required || holdsArea(area, value)) && !clause.some(value)) {
          problems.push(`${described(clause)} cuts off an assignment where the area holds`);
          break;
        }
      }
    }
    // Complete on a full assignment: a broken area is a conflict, and one that holds gives nothing.
    if (partial.slice(1).every((value) => value !== 0) && fixed.size === 0) {
      const holding = holdsArea(area, (literal) => read(literal) === 1);
      if ((clauses.length === 0) !== holding) problems.push(`${clauses.length} clauses on a full assignment of ${JSON.stringify(area)} where the area ${holding ? 'holds' : 'does not hold'}`);
    }
  }
  return { problems, conflicts, implications };
}

describe('the area propagator', () => {
  it('gives only clauses that follow from the area, each false or unit where it is given', () => {
    const { problems, conflicts, implications } = checkClauses('area propagator', 1500);
    assert.deepEqual(problems, []);
    assert.ok(conflicts > 50 && implications > 50, `${conflicts} conflicts and ${implications} implications tried`);
  });

  it('is caught when a reason misses a literal', () => {
    const { problems } = checkClauses('area propagator', 1500, broken);
    assert.ok(problems.some((problem) => problem.includes('cuts off')), 'a reason with a literal left out went unnoticed');
  });

  it('leaves the CDCL solver exactly the areas, with no other clauses of the area', () => {
    const random = seededRandom('area in search');
    for (let round = 0; round < 150; round++) {
      const count = 3 + random.below(7);
      const area = randomArea(random, count, 0.3);
      // A few random clauses beside the area.
      const clauses = Array.from({ length: random.below(4) }, () =>
        Array.from({ length: 1 + random.below(3) }, () => (1 + random.below(count)) * (random.below(2) === 0 ? 1 : -1)),
      );
      let expected = 0;
      for (const value of assignments(count)) if (holdsArea(area, value) && clauses.every((clause) => clause.some(value))) expected++;
      const solver = new CdclSolver();
      solver.reserve(count);
      for (const clause of clauses) solver.addClause(clause);
      solver.addPropagator(areaPropagator(area.nodes, area.edges, area)!);
      let found = 0;
      while (solver.solve()) {
        const value = (literal: Literal) => solver.value(Math.abs(literal)) === literal > 0;
        assert.ok(holdsArea(area, value), `an answer of ${JSON.stringify(area)} is not an area`);
        assert.ok(clauses.every((clause) => clause.some(value)));
        found++;
        solver.addClause(Array.from({ length: count }, (_, index) => (value(index + 1) ? -(index + 1) : index + 1)));
      }
      assert.equal(found, expected, `answers of ${JSON.stringify(area)} with ${JSON.stringify(clauses)}`);
    }
  });
});
