// The single-loop rule on small lattices, against the loops counted by hand.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { latticeEdges } from './geometry.js';
import { Model } from './model.js';
import { defaultBackend } from '../index.js';

async function loopCount(points: { rows: number; columns: number }): Promise<number> {
  const model = new Model();
  const lines = latticeEdges(points).all.map((edge) => ({
    literal: model.bool(`${edge.orientation} r${edge.from.row + 1}c${edge.from.column + 1}`),
    ends: [edge.from.row * points.columns + edge.from.column, edge.to.row * points.columns + edge.to.column] as const,
  }));
  model.singleLoop(lines);
  const { solutions } = await defaultBackend.enumerate(model, lines.map((line) => line.literal), 10_000);
  return solutions.length;
}

describe('single loop', () => {
  it('finds every loop of a small lattice and nothing else', async () => {
    // 1×1 cells: the square. 2×2 cells: 4 squares, 4 dominoes, 4 L shapes, the whole. 2×3 cells: the 40 cycles
    // of the 3×4 grid graph (OEIS A059020: 1, 13, 40, 108, ... for 2×n cells).
    assert.equal(await loopCount({ rows: 2, columns: 2 }), 1);
    assert.equal(await loopCount({ rows: 3, columns: 3 }), 13);
    assert.equal(await loopCount({ rows: 3, columns: 4 }), 40);
  });

  it('refuses two separate loops', async () => {
    const model = new Model();
    const points = { rows: 2, columns: 5 };
    const edges = latticeEdges(points);
    const lines = edges.all.map((edge) => ({
      literal: model.bool('line'),
      ends: [edge.from.row * points.columns + edge.from.column, edge.to.row * points.columns + edge.to.column] as const,
    }));
    model.singleLoop(lines);
    // Two unit squares at the ends, nothing in the middle column of lines.
    const at = (edge: (typeof edges.all)[number]) => lines[edges.all.indexOf(edge)]!.literal;
    for (const edge of edges.all) if (edge.from.column === 2 || (edge.orientation === 'horizontal' && edge.from.column === 1) || (edge.orientation === 'horizontal' && edge.from.column === 2)) model.require(-at(edge));
    for (const edge of edges.all) if (edge.orientation === 'vertical' && (edge.from.column === 0 || edge.from.column === 1)) model.require(at(edge));
    for (const edge of edges.all) if (edge.orientation === 'vertical' && (edge.from.column === 3 || edge.from.column === 4)) model.require(at(edge));
    const { solutions } = await defaultBackend.enumerate(model, lines.map((line) => line.literal), 10);
    assert.equal(solutions.length, 0);
  });
});
