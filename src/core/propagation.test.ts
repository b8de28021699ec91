import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { lowerToCnf } from './cnf.js';
import { Model } from './model.js';
import { Propagator } from './propagation.js';

/** A row of `length` cells that must form one connected set. */
function row(length: number) {
  const model = new Model();
  const cells = Array.from({ length }, (_, index) => model.bool(`c${index}`));
  model.connected(
    cells,
    cells.slice(1).map((_, index) => [index, index + 1] as const),
  );
  return { model, cells, propagator: new Propagator(lowerToCnf(model)) };
}

describe('propagation with connectivity', () => {
  it('fills the cell between two chosen ones: without it they would be cut apart', () => {
    const { cells, propagator } = row(3);
    propagator.assign(cells[0]!);
    propagator.assign(cells[2]!);
    assert.ok(propagator.propagate());
    assert.equal(propagator.value(cells[1]!), true);
  });

  it('rules out cells that a removed cell cuts off from the chosen ones', () => {
    const { cells, propagator } = row(4);
    propagator.assign(cells[0]!);
    propagator.assign(-cells[1]!);
    assert.ok(propagator.propagate());
    assert.equal(propagator.value(cells[2]!), false);
    assert.equal(propagator.value(cells[3]!), false);
  });

  it('finds a conflict when chosen cells cannot be joined', () => {
    const { cells, propagator } = row(3);
    propagator.assign(cells[0]!);
    propagator.assign(-cells[1]!);
    propagator.assign(cells[2]!);
    assert.equal(propagator.propagate(), false);
  });

  it('counts waves and says when it came to rest', () => {
    const model = new Model();
    const [a, b, c] = [model.bool('a'), model.bool('b'), model.bool('c')];
    model.implies(a, b);
    model.implies(b, c);
    const propagator = new Propagator(lowerToCnf(model));
    propagator.assign(a);
    assert.ok(propagator.propagate(1));
    assert.equal(propagator.value(b), true);
    assert.equal(propagator.value(c), undefined);
    assert.equal(propagator.reachedFixpoint, false);
    assert.ok(propagator.propagate());
    assert.equal(propagator.value(c), true);
    assert.equal(propagator.reachedFixpoint, true);
  });

  it('traces a conflict back to the assumptions it comes from', () => {
    const model = new Model();
    const [a, b, c, d] = [model.bool('a'), model.bool('b'), model.bool('c'), model.bool('d')];
    model.clause([-a, -b, c]);
    model.clause([-c, -d]);
    const propagator = new Propagator(lowerToCnf(model));
    for (const literal of [a, b, d]) propagator.assign(literal);
    assert.equal(propagator.propagate(), false);
    assert.deepEqual(propagator.conflictSources()!.sort(), [a, b, d].sort());
  });
});

describe('propagation with acyclicity', () => {
  /** A square of four points with its four sides as lines. */
  function square() {
    const model = new Model();
    const sides = Array.from({ length: 4 }, (_, index) => model.bool(`side ${index}`));
    model.acyclic(sides.map((literal, index) => ({ literal, ends: [index, (index + 1) % 4] as const })));
    return { sides, propagator: new Propagator(lowerToCnf(model)) };
  }

  it('leaves out the line that would close a cycle', () => {
    const { sides, propagator } = square();
    for (const side of sides.slice(0, 3)) propagator.assign(side);
    assert.ok(propagator.propagate());
    assert.equal(propagator.value(sides[3]!), false);
  });

  it('finds a conflict when the lines in use close a cycle', () => {
    const { sides, propagator } = square();
    for (const side of sides) propagator.assign(side);
    assert.equal(propagator.propagate(), false);
  });
});

describe('propagation of a loop on its points', () => {
  /**
   * The lines of a 3×4 lattice, plus one line doubling another (two lines between the same points), as one
   * connected set: `onPoints` says it as a loop's lines with their ends, otherwise as nodes linked where they meet.
   */
  function lattice(onPoints: boolean) {
    const model = new Model();
    const ends: (readonly [number, number])[] = [];
    const columns = 4;
    for (let row = 0; row < 3; row++) {
      for (let column = 0; column < columns; column++) {
        const point = row * columns + column;
        if (column + 1 < columns) ends.push([point, point + 1]);
        if (row + 1 < 3) ends.push([point, point + columns]);
      }
    }
    ends.push(ends[0]!);
    const lines = ends.map((_, index) => model.bool(`line ${index}`));
    const meetings: [number, number][] = [];
    for (let a = 0; a < ends.length; a++) {
      for (let b = a + 1; b < ends.length; b++) if (ends[a]!.some((point) => ends[b]!.includes(point))) meetings.push([a, b]);
    }
    if (onPoints) model.add({ kind: 'connected', nodes: lines, edges: meetings, lineEnds: ends });
    else model.connected(lines, meetings);
    return { lines, propagator: new Propagator(lowerToCnf(model)) };
  }

  it('draws the same conclusions as on the lines', () => {
    const lineCount = lattice(false).lines.length;
    fc.assert(
      fc.property(fc.array(fc.constantFrom(-1, 0, 0, 1), { minLength: lineCount, maxLength: lineCount }), (states) => {
        const results = [false, true].map((onPoints) => {
          const { lines, propagator } = lattice(onPoints);
          states.forEach((state, index) => {
            if (state !== 0) propagator.assign(state * lines[index]!);
          });
          const consistent = propagator.propagate();
          return { consistent, values: lines.map((line) => propagator.value(line)) };
        });
        assert.equal(results[1]!.consistent, results[0]!.consistent);
        if (results[0]!.consistent) assert.deepEqual(results[1]!.values, results[0]!.values);
      }),
      { numRuns: 500 },
    );
  });
});

describe('one-wave probes at a fixpoint', () => {
  // The rating skips its one-wave contradiction scan at a fixpoint on this ground.
  it('never fail where no clause or at-most-one list names a variable twice or mixes plain and negated literals', () => {
    const variables = fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 4 });
    // Mostly clauses of one sign (those the skip is for), now and then a mixed one (where the test only runs).
    const signed = fc.tuple(variables, fc.boolean()).map(([chosen, positive]) => chosen.map((variable) => (positive ? variable : -variable)));
    const mixed = fc.tuple(variables, fc.array(fc.boolean(), { minLength: 4, maxLength: 4 })).map(([chosen, signs]) => chosen.map((variable, index) => (signs[index] ? variable : -variable)));
    const clause = fc.oneof({ weight: 9, arbitrary: signed }, { weight: 1, arbitrary: mixed });
    let checked = 0;
    fc.assert(
      fc.property(fc.array(clause, { maxLength: 14 }), fc.array(clause, { maxLength: 3 }), (clauses, lists) => {
        const model = new Model();
        const bools = Array.from({ length: 8 }, (_, index) => model.bool(`v${index + 1}`));
        const literalOf = (value: number) => (value > 0 ? bools[value - 1]! : -bools[-value - 1]!);
        for (const written of clauses) model.clause(written.map(literalOf));
        for (const written of lists) model.atMostOne(written.map(literalOf));
        const propagator = new Propagator(lowerToCnf(model));
        if (propagator.mixedClauses || !propagator.propagate()) return;
        checked++;
        for (const variable of bools) {
          if (propagator.value(variable) !== undefined) continue;
          assert.equal(propagator.fails(variable, 1), false);
          assert.equal(propagator.fails(-variable, 1), false);
        }
      }),
      { numRuns: 400 },
    );
    assert.ok(checked > 100, `${checked} CNFs of one-sign clauses checked`);
  });

  it('can fail where a clause mixes signs (two consequences set a variable both ways), and the propagator says so', () => {
    const model = new Model();
    const [a, b] = [model.bool('a'), model.bool('b')];
    model.clause([-a, b]);
    model.atMostOne([-a, -b]);
    const propagator = new Propagator(lowerToCnf(model));
    assert.equal(propagator.mixedClauses, true);
    assert.ok(propagator.propagate());
    assert.equal(propagator.value(b), undefined);
    assert.equal(propagator.fails(-b, 1), true);
  });

  it('can fail where a clause names a variable twice, and the propagator says so', () => {
    const model = new Model();
    const [a, b] = [model.bool('a'), model.bool('b')];
    model.clause([-a, -a]);
    model.clause([a, b]);
    const propagator = new Propagator(lowerToCnf(model));
    assert.equal(propagator.mixedClauses, true);
    assert.ok(propagator.propagate());
    assert.equal(propagator.value(a), undefined);
    assert.equal(propagator.fails(a, 1), true);
  });
});
