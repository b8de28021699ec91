// The propagator for lines that hang together (and form one loop) against the meaning, checked by brute force: on
// random small graphs of points and lines and partial assignments, every clause it gives holds in every assignment
// that keeps the rule and is false or unit where it was given; on full assignments it finds every break of the rule;
// and inside the CDCL solver, with no cuts, the answers are exactly those that keep it.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { linesConnectedPropagator } from './lines-connected.js';
import type { Literal } from './model.js';
import type { Random } from './random.js';
import { seededRandom } from './random.js';
import { assignments } from '../../test/brute-force.js';
import { CdclSolver } from '../solvers/cdcl/solver.js';

interface LineGraph {
  /** Per line its literal (line i is variable i + 1 or its negation) and its two end points. */
  readonly lines: Literal[];
  readonly ends: [number, number][];
}

/** Random lines between a few points (two lines may join the same two points), each a variable or its negation. */
function randomLines(random: Random, count: number, points: number): LineGraph {
  const lines = Array.from({ length: count }, (_, index) => (random.below(4) === 0 ? -(index + 1) : index + 1));
  const ends = lines.map((): [number, number] => {
    const a = random.below(points);
    return [a, (a + 1 + random.below(points - 1)) % points];
  });
  return { lines, ends };
}

/** The rule, read directly: the lines in use hang together, and with `loop` pass every point 0 or 2 times. */
function keeps(graph: LineGraph, loop: boolean, value: (literal: Literal) => boolean): boolean {
  const inUse = graph.lines.map((literal) => value(literal));
  const degree = new Map<number, number>();
  graph.ends.forEach(([a, b], line) => {
    if (!inUse[line]) return;
    degree.set(a, (degree.get(a) ?? 0) + 1);
    degree.set(b, (degree.get(b) ?? 0) + 1);
  });
  if (loop && [...degree.values()].some((count) => count !== 2)) return false;
  const first = inUse.indexOf(true);
  if (first < 0) return true;
  // Points reached from the first line's over lines in use; every line in use must touch one.
  const reached = new Set<number>([graph.ends[first]![0]]);
  for (let grown = true; grown; ) {
    grown = false;
    graph.ends.forEach(([a, b], line) => {
      if (inUse[line] && reached.has(a) !== reached.has(b)) {
        reached.add(a).add(b);
        grown = true;
      }
    });
  }
  return graph.ends.every(([a], line) => !inUse[line] || reached.has(a));
}

describe('the propagator for lines that hang together', () => {
  for (const [loop, splits] of [[false, true], [true, true], [true, false]] as const) {
    const rule = `${loop ? 'one loop' : 'one network'}${splits ? '' : ' (its points alone)'}`;
    it(`gives only clauses that follow from ${rule}, each false or unit where it is given, call after call`, () => {
      const random = seededRandom(`lines connected ${rule}`);
      let conflicts = 0;
      let implications = 0;
      for (let round = 0; round < 600; round++) {
        const count = 2 + random.below(7);
        const graph = randomLines(random, count, 2 + random.below(5));
        // A partial assignment of the variables (1 true, -1 false, 0 open), some of them fixed before the search.
        const partial = Array.from({ length: count + 1 }, () => random.below(3) - 1);
        const fixed = new Set(Array.from({ length: count }, (_, index) => index + 1).filter(() => random.below(5) === 0));
        const read = (literal: Literal) => (literal > 0 ? partial[literal]! : -partial[-literal]!);
        const fixedAtStart = new Map([...fixed].map((variable) => [variable, partial[variable]!]));
        const fixedValue = (literal: Literal) => {
          const known = fixedAtStart.get(Math.abs(literal));
          return known ? (known === 1) === literal > 0 : undefined;
        };
        const propagator = linesConnectedPropagator(graph.lines, graph.ends, { loop, splits, fixed: fixedValue });
        if (!propagator) continue;
        // One propagator asked again and again as the assignment moves on (some values set, some taken back), as a
        // solver's search does; fixed variables keep their values.
        for (let step = 0; step < 6; step++) {
          if (step > 0) {
            for (let variable = 1; variable <= count; variable++) if (!fixed.has(variable) && random.below(3) === 0) partial[variable] = random.below(3) - 1;
          }
          if (random.below(4) === 0) for (let variable = 1; variable <= count; variable++) if (partial[variable] === 0 && !fixed.has(variable)) partial[variable] = random.below(2) * 2 - 1;
          const clauses: readonly (readonly Literal[])[] = propagator.propagate((literal) => (fixed.has(Math.abs(literal)) ? 0 : read(literal)));
          for (const clause of clauses) {
            const open = clause.filter((literal) => read(literal) === 0);
            assert.ok(clause.every((literal) => read(literal) !== 1), `clause ${clause.join(' ')} is satisfied already`);
            assert.ok(open.length <= 1, `clause ${clause.join(' ')} has ${open.length} open literals`);
            assert.ok(clause.every((literal) => !fixed.has(Math.abs(literal)) || read(literal) === 0 || fixedAtStart.get(Math.abs(literal)) === 0), `clause ${clause.join(' ')} names a fixed literal`);
            if (open.length === 0) conflicts++;
            else implications++;
            // Sound: with the fixed literals as they are, every assignment that keeps the rule satisfies it.
            for (const value of assignments(count)) {
              const agrees = [...fixedAtStart].every(([variable, known]) => known === 0 || value(variable) === (known === 1));
              if (agrees && keeps(graph, loop, value)) assert.ok(clause.some(value), `clause ${clause.join(' ')} cuts off an answer of ${JSON.stringify(graph)}`);
            }
          }
          // Complete on a full assignment: a break of the rule is a conflict, and keeping it gives nothing.
          if (partial.slice(1).every((value) => value !== 0)) {
            const kept = keeps(graph, loop, (literal) => read(literal) === 1);
            assert.equal(clauses.length === 0, kept, `${JSON.stringify(graph)} under ${partial.join(' ')} at step ${step}`);
            if (!kept) assert.ok(clauses.some((clause) => clause.every((literal) => read(literal) === -1)), 'a break is a conflict');
          }
        }
      }
      assert.ok(conflicts > 200 && implications > 200, `${conflicts} conflicts and ${implications} implications tried`);
    });

    it(`keeps up with a trail that grows and is taken back, for ${rule}`, () => {
      const random = seededRandom(`lines connected trail ${rule}`);
      let clausesSeen = 0;
      for (let round = 0; round < 300; round++) {
        const count = 2 + random.below(7);
        const graph = randomLines(random, count, 2 + random.below(5));
        const propagator = linesConnectedPropagator(graph.lines, graph.ends, { loop, splits })!;
        // A solver's trail of literals made true, and where the propagator last looked (as the CDCL solver keeps it).
        const trail: Literal[] = [];
        let checked = 0;
        const value = (literal: Literal) => (trail.includes(literal) ? 1 : trail.includes(-literal) ? -1 : 0);
        for (let step = 0; step < 12; step++) {
          if (trail.length > 0 && random.below(3) === 0) {
            trail.length = random.below(trail.length);
            checked = Math.min(checked, trail.length);
          } else {
            for (let more = 1 + random.below(3); more > 0; more--) {
              const open = Array.from({ length: count }, (_, index) => index + 1).filter((variable) => value(variable) === 0);
              if (open.length === 0) break;
              const variable = open[random.below(open.length)]!;
              trail.push(random.below(2) === 0 ? variable : -variable);
            }
          }
          const clauses = propagator.propagate(value, { from: checked, to: trail.length, literal: (position) => trail[position]! });
          checked = trail.length;
          for (const clause of clauses) {
            clausesSeen++;
            assert.ok(clause.every((literal) => value(literal) !== 1), `clause ${clause.join(' ')} is satisfied already`);
            assert.ok(clause.filter((literal) => value(literal) === 0).length <= 1, `clause ${clause.join(' ')} has more than one open literal`);
            for (const answer of assignments(count)) if (keeps(graph, loop, answer)) assert.ok(clause.some(answer), `clause ${clause.join(' ')} cuts off an answer`);
          }
          if (trail.length === count) {
            const kept = keeps(graph, loop, (literal) => value(literal) === 1);
            assert.equal(clauses.some((clause) => clause.every((literal) => value(literal) === -1)), !kept, `${JSON.stringify(graph)} under ${trail.join(' ')}`);
          }
          // What the solver does with a conflict or an implication is its own business: the test takes the trail on.
        }
      }
      assert.ok(clausesSeen > 300, `${clausesSeen} clauses seen`);
    });

    it(`leaves the CDCL solver exactly the answers of ${rule}, with no cuts`, () => {
      const random = seededRandom(`lines connected in search ${rule}`);
      for (let round = 0; round < 150; round++) {
        const count = 3 + random.below(7);
        const graph = randomLines(random, count, 2 + random.below(5));
        // A few random clauses beside the rule.
        const clauses = Array.from({ length: random.below(4) }, () =>
          Array.from({ length: 1 + random.below(3) }, () => (1 + random.below(count)) * (random.below(2) === 0 ? 1 : -1)),
        );
        let expected = 0;
        for (const value of assignments(count)) if (keeps(graph, loop, value) && clauses.every((clause) => clause.some(value))) expected++;
        const solver = new CdclSolver();
        solver.reserve(count);
        for (const clause of clauses) solver.addClause(clause);
        solver.addPropagator(linesConnectedPropagator(graph.lines, graph.ends, { loop, splits })!);
        let found = 0;
        while (solver.solve()) {
          const value = (literal: Literal) => solver.value(Math.abs(literal)) === literal > 0;
          assert.ok(keeps(graph, loop, value), `an answer of ${JSON.stringify(graph)} breaks the rule`);
          assert.ok(clauses.every((clause) => clause.some(value)));
          found++;
          solver.addClause(Array.from({ length: count }, (_, index) => (value(index + 1) ? -(index + 1) : index + 1)));
        }
        assert.equal(found, expected, `answers of ${JSON.stringify(graph)} with ${JSON.stringify(clauses)}`);
      }
    });
  }
});
