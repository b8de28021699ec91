// Bridges between islands (Hashi): a bridge runs straight along a row or column from an island to the next island in
// that direction, over empty cells only; each such span carries 0, 1 or 2 bridges. Stated with an integer 0..2 per
// line between cell centres that a span runs along (all equal along the span, so that each answer entry is one
// literal) and the model's sums, clauses and connectivity, so every backend lowers it as it lowers those. Plain
// geometry besides: which spans there are and which of them cross.

import type { Cell, GridSize, LinePosition } from './geometry.js';
import { cellName } from './geometry.js';
import type { IntegerVariable, Literal, Model, WeightedLiteral } from './model.js';

/** A span between two islands that face each other along a row or column, with the lines between cell centres it runs along. */
export interface BridgeSpan {
  readonly from: Cell;
  readonly to: Cell;
  readonly orientation: 'horizontal' | 'vertical';
  readonly lines: readonly LinePosition[];
}

/** The bridges a span carries: `one` at least one, `two` two of them; `counts` the bridges on each of its lines. */
export interface SpanBridges {
  readonly one: Literal;
  readonly two: Literal;
  readonly counts: readonly IntegerVariable[];
}

/** Every span of a grid whose islands are the cells `isIsland` picks: each island to the next one right and down. */
export function bridgeSpans(size: GridSize, isIsland: (cell: Cell) => boolean): BridgeSpan[] {
  const spans: BridgeSpan[] = [];
  for (const orientation of ['horizontal', 'vertical'] as const) {
    for (let row = 0; row < size.rows; row++) {
      for (let column = 0; column < size.columns; column++) {
        const from = { row, column };
        if (!isIsland(from)) continue;
        const lines: LinePosition[] = [];
        let at = from;
        for (;;) {
          const next = orientation === 'horizontal' ? { row, column: at.column + 1 } : { row: at.row + 1, column };
          if (next.row >= size.rows || next.column >= size.columns) break;
          lines.push({ orientation, from: at });
          if (isIsland(next)) {
            spans.push({ from, to: next, orientation, lines });
            break;
          }
          at = next;
        }
      }
    }
  }
  return spans;
}

/** The empty cells a span passes over (its ends are islands). */
export function cellsPassed(span: BridgeSpan): Cell[] {
  return span.lines.slice(1).map((line) => line.from);
}

/** The pairs of spans (indexes into `spans`) that cross: a horizontal and a vertical one over the same empty cell. */
export function spanCrossings(spans: readonly BridgeSpan[]): [number, number][] {
  const horizontalAt = new Map<string, number>();
  spans.forEach((span, index) => {
    if (span.orientation === 'horizontal') for (const cell of cellsPassed(span)) horizontalAt.set(`${cell.row},${cell.column}`, index);
  });
  const crossings: [number, number][] = [];
  spans.forEach((span, index) => {
    if (span.orientation !== 'vertical') return;
    for (const cell of cellsPassed(span)) {
      const across = horizontalAt.get(`${cell.row},${cell.column}`);
      if (across !== undefined) crossings.push([across, index]);
    }
  });
  return crossings;
}

/** The span in words: `r1c1-r1c4`. */
export const spanName = (span: BridgeSpan): string => `${cellName(span.from)}-${cellName(span.to)}`;

/** The bridges of each span: a count 0..2 per line it runs along, the same all along. */
export function spanBridges(model: Model, spans: readonly BridgeSpan[]): SpanBridges[] {
  return spans.map((span) => {
    const counts = span.lines.map((line) => model.integer(`bridges ${cellName(line.from)}${line.orientation === 'horizontal' ? '-right' : '-down'}`, [0, 1, 2]));
    const first = counts[0]!;
    for (const other of counts.slice(1)) first.literals.forEach((literal, value) => model.implies(literal, other.literals[value]!));
    return { one: -first.literals[0]!, two: first.literals[2]!, counts };
  });
}

/** The terms that count the bridges at an island: one per span that carries a bridge, one more per double bridge. */
export function bridgesAt(island: Cell, spans: readonly BridgeSpan[], bridges: readonly SpanBridges[]): WeightedLiteral[] {
  const same = (a: Cell, b: Cell) => a.row === b.row && a.column === b.column;
  return spans.flatMap((span, index) =>
    same(span.from, island) || same(span.to, island) ? [{ literal: bridges[index]!.one, weight: 1 }, { literal: bridges[index]!.two, weight: 1 }] : [],
  );
}

/**
 * The islands hang together through the spans that carry a bridge: islands and bridges are the nodes of one graph
 * (a bridge touches its two islands), every island present, a bridge present when it is built.
 */
export function islandsConnected(model: Model, islands: readonly Cell[], spans: readonly BridgeSpan[], bridges: readonly SpanBridges[]): void {
  const present = islands.map((island) => model.bool(`island ${cellName(island)}`));
  model.require(...present);
  const indexOf = new Map(islands.map((island, index) => [`${island.row},${island.column}`, index]));
  const edges: [number, number][] = [];
  spans.forEach((span, index) => {
    for (const end of [span.from, span.to]) {
      const island = indexOf.get(`${end.row},${end.column}`);
      if (island !== undefined) edges.push([islands.length + index, island]);
    }
  });
  model.connected([...present, ...bridges.map((bridge) => bridge.one)], edges);
}
