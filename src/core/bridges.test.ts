import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { allSolutions } from '../../test/brute-force.js';
import type { BridgeSpan } from './bridges.js';
import { bridgeSpans, bridgesAt, cellsPassed, islandsConnected, spanBridges, spanCrossings } from './bridges.js';
import type { Cell } from './geometry.js';
import { allCells } from './geometry.js';
import { Model } from './model.js';
import { seededRandom } from './random.js';

const same = (a: Cell, b: Cell) => a.row === b.row && a.column === b.column;

/** Whether bridges (a count per span) keep the rules, checked plainly: no crossing, the numbers, one connected group. */
function keepsRules(islands: readonly Cell[], numbers: readonly (number | null)[], spans: readonly BridgeSpan[], counts: readonly number[]): boolean {
  for (const [a, b] of spanCrossings(spans)) if (counts[a]! > 0 && counts[b]! > 0) return false;
  for (const [index, island] of islands.entries()) {
    const total = spans.reduce((sum, span, at) => sum + (same(span.from, island) || same(span.to, island) ? counts[at]! : 0), 0);
    if (numbers[index] !== null && total !== numbers[index]) return false;
  }
  const reached = new Set([0]);
  for (let grown = true; grown; ) {
    grown = false;
    spans.forEach((span, at) => {
      const [from, to] = [span.from, span.to].map((end) => islands.findIndex((island) => same(island, end))) as [number, number];
      if (counts[at]! > 0 && reached.has(from) !== reached.has(to)) {
        reached.add(from).add(to);
        grown = true;
      }
    });
  }
  return reached.size === islands.length;
}

describe('bridges between islands', () => {
  it('finds the spans between facing islands, the water they pass and where they cross', () => {
    // . 1 .
    // 1 . 1
    // . 1 .      a plus: one span across and one down, crossing in the middle.
    const islands = [{ row: 0, column: 1 }, { row: 1, column: 0 }, { row: 1, column: 2 }, { row: 2, column: 1 }];
    const spans = bridgeSpans({ rows: 3, columns: 3 }, (cell) => islands.some((island) => same(island, cell)));
    assert.deepEqual(spans.map((span) => [span.orientation, span.from, span.to, span.lines.length]), [
      ['horizontal', { row: 1, column: 0 }, { row: 1, column: 2 }, 2],
      ['vertical', { row: 0, column: 1 }, { row: 2, column: 1 }, 2],
    ]);
    assert.deepEqual(cellsPassed(spans[0]!), [{ row: 1, column: 1 }]);
    assert.deepEqual(spanCrossings(spans), [[0, 1]]);
  });

  it('admits exactly the bridges that keep the rules, on random small grids', () => {
    const random = seededRandom('bridge spans');
    const checked: number[] = [];
    for (let round = 0; round < 60; round++) {
      const size = { rows: 3 + random.below(2), columns: 4 };
      const islands = allCells(size).filter(() => random.next() < 0.4).slice(0, 6);
      const spans = bridgeSpans(size, (cell) => islands.some((island) => same(island, cell)));
      // Small enough for the brute force over every line's count.
      if (islands.length < 2 || spans.reduce((sum, span) => sum + span.lines.length, 0) > 8) continue;
      // The numbers of random bridges (so that some answers exist), a few of them left unknown.
      const drawn = spans.map(() => random.below(3));
      const numbers = islands.map((island) =>
        random.next() < 0.25 ? null : spans.reduce((sum, span, at) => sum + (same(span.from, island) || same(span.to, island) ? drawn[at]! : 0), 0),
      );
      const model = new Model();
      const bridges = spanBridges(model, spans);
      for (const [a, b] of spanCrossings(spans)) model.notAll([bridges[a]!.one, bridges[b]!.one]);
      islandsConnected(model, islands, spans, bridges);
      islands.forEach((island, index) => {
        if (numbers[index] !== null) model.linear(bridgesAt(island, spans, bridges), '=', numbers[index]!);
      });
      // Each solution of the model, as the count on every line of every span.
      const admitted = new Set(
        allSolutions(model).map((values) => bridges.map((bridge) => bridge.counts.map((count) => count.literals.findIndex((literal) => values[literal - 1])).join('')).join()),
      );
      const expected = new Set<string>();
      for (let code = 0; code < 3 ** spans.length; code++) {
        const counts = spans.map((_, index) => Math.floor(code / 3 ** index) % 3);
        if (keepsRules(islands, numbers, spans, counts)) expected.add(counts.map((count, index) => String(count).repeat(spans[index]!.lines.length)).join());
      }
      checked.push(expected.size);
      assert.deepEqual([...admitted].sort(), [...expected].sort(), `round ${round}: ${JSON.stringify({ islands, numbers })}`);
    }
    // Enough grids were tried, with answers and without.
    assert.ok(checked.length >= 20 && checked.some((found) => found > 0) && checked.some((found) => found === 0), JSON.stringify(checked));
  });
});
