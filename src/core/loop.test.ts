// The single-loop rule on small lattices, against the loops counted by hand; the inside of a loop, against a flood
// fill and every assignment checked by brute force.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { latticeEdges } from './geometry.js';
import type { LineGrid } from './lines.js';
import { enclosedPoints, lineAt, lineEnd, linePositions, linesAlong, lineShape, makeLines } from './lines.js';
import { insideLoop } from './loop-inside.js';
import type { Literal } from './model.js';
import { Model } from './model.js';
import { defaultBackend } from '../index.js';
import { backendByName } from '../solvers/index.js';
import { allSolutions } from '../../test/brute-force.js';
import { requireProgram } from '../../test/helpers.js';

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

/** The points a drawing encloses, found the long way: flood the spaces between points from outside the lattice. */
function enclosedByFlood(points: { rows: number; columns: number }, lines: LineGrid): boolean[][] {
  // Spaces: (rows + 1) × (columns + 1) squares around and between the points; space (r, c) sits above-left of point (r, c).
  const rows = points.rows + 1;
  const columns = points.columns + 1;
  const reached = Array.from({ length: rows }, () => new Array<boolean>(columns).fill(false));
  const stack: [number, number][] = [[0, 0]];
  reached[0]![0] = true;
  // Moving right from space (r, c) crosses the vertical line from point (r - 1, c) down; moving down crosses the
  // horizontal line from point (r, c - 1) right.
  const blocked = (r: number, c: number, r2: number, c2: number): boolean => {
    if (r2 === r) {
      const column = Math.min(c, c2);
      const row = r - 1;
      return row >= 0 && row < points.rows - 1 && column < points.columns && lines.vertical[row]![column] === true;
    }
    const row = Math.min(r, r2);
    const column = c - 1;
    return column >= 0 && column < points.columns - 1 && row < points.rows && lines.horizontal[row]![column] === true;
  };
  while (stack.length > 0) {
    const [r, c] = stack.pop()!;
    for (const [r2, c2] of [[r + 1, c], [r - 1, c], [r, c + 1], [r, c - 1]] as const) {
      if (r2 < 0 || c2 < 0 || r2 >= rows || c2 >= columns || reached[r2]![c2] || blocked(r, c, r2, c2)) continue;
      reached[r2]![c2] = true;
      stack.push([r2, c2]);
    }
  }
  // A point off the lines is inside when the space above-left of it, which it touches, is not reached.
  return Array.from({ length: points.rows }, (_, r) => Array.from({ length: points.columns }, (_, c) => !reached[r]![c]!));
}

/** A loop over a lattice with the inside of every point; the literals of the lines, then of the points. */
function insideModel(points: { rows: number; columns: number }) {
  const model = new Model();
  const lines = makeLines(points, (line) => model.bool(`${line.orientation} ${line.from.row} ${line.from.column}`));
  model.singleLoop(linePositions(points).map((line) => ({ literal: lineAt(lines, line), ends: [line.from.row * points.columns + line.from.column, lineEnd(line).row * points.columns + lineEnd(line).column] as const })));
  const inside = insideLoop(model, points, (line) => lineAt(lines, line));
  const lineLiterals = [...lines.horizontal.flat(), ...lines.vertical.flat()];
  const read = (value: (literal: Literal) => boolean) => ({
    lines: { horizontal: lines.horizontal.map((row) => row.map(value)), vertical: lines.vertical.map((row) => row.map(value)) },
    inside: inside.map((row) => row.map(value)),
  });
  return { model, lineLiterals, inside, read };
}

/** Whether the inside found agrees with the flood on every point off the loop. */
function agreesWithFlood(points: { rows: number; columns: number }, drawn: { lines: LineGrid; inside: boolean[][] }): boolean {
  const flood = enclosedByFlood(points, drawn.lines);
  const onLoop = lineShape(points, drawn.lines).degree;
  const plain = enclosedPoints(points, drawn.lines);
  return drawn.inside.every((row, r) => row.every((inside, c) => onLoop[r]![c]! > 0 || (inside === flood[r]![c] && plain[r]![c] === inside)));
}

describe('inside the loop', () => {
  it('agrees with a flood fill on every loop of a 3×3 lattice, against every assignment checked by brute force', () => {
    const points = { rows: 3, columns: 3 };
    const { model, read } = insideModel(points);
    const solutions = allSolutions(model);
    // The 13 loops, each with one value for every point (the points' literals follow from the lines).
    assert.equal(solutions.length, 13);
    let enclosing = 0;
    for (const solution of solutions) {
      const drawn = read((literal) => (literal > 0 ? solution[literal - 1]! : !solution[-literal - 1]!));
      assert.ok(agreesWithFlood(points, drawn), JSON.stringify(drawn));
      if (drawn.inside[1]![1] && lineShape(points, drawn.lines).degree[1]![1] === 0) enclosing++;
    }
    // Only the loop round the whole lattice encloses its middle point (the other loops pass it).
    assert.equal(enclosing, 1);
  });

  it('agrees with a flood fill on every loop of a 4×4 lattice, and each backend finds the loops round a point', async () => {
    const points = { rows: 4, columns: 4 };
    const { model, lineLiterals, inside, read } = insideModel(points);
    const observed = [...lineLiterals, ...inside.flat()];
    const { solutions } = await defaultBackend.enumerate(model, observed, 10_000);
    // The cycles of the 4×4 grid graph (OEIS A140517: 1, 13, 213, ...).
    assert.equal(solutions.length, 213);
    const at = new Map(observed.map((literal, index) => [literal, index]));
    for (const solution of solutions) assert.ok(agreesWithFlood(points, read((literal) => (literal > 0 ? solution[at.get(literal)!]! : !solution[at.get(-literal)!]!))));
    // The loops with r2c2 inside and r3c3 outside, in every backend's lowering of the same model.
    const pinned = insideModel(points);
    pinned.model.require(pinned.inside[1]![1]!, -pinned.inside[2]![2]!);
    const expected = (await defaultBackend.enumerate(pinned.model, pinned.lineLiterals, 1_000)).solutions.length;
    assert.ok(expected > 0);
    for (const name of ['clingo', 'asp:clingo', 'smt2:z3', 'minisat']) {
      if (name.includes(':') && requireProgram(name.split(':')[1]!)) continue;
      const found = await backendByName(name).enumerate(pinned.model, pinned.lineLiterals, 1_000);
      assert.equal(found.solutions.length, expected, name);
    }
  });

  it('lists the lines along a ray after its first point', () => {
    assert.deepEqual(linesAlong({ rows: 3, columns: 4 }, { row: 1, column: 0 }, 'right'), [
      { orientation: 'horizontal', from: { row: 1, column: 1 } },
      { orientation: 'horizontal', from: { row: 1, column: 2 } },
    ]);
    assert.deepEqual(linesAlong({ rows: 3, columns: 4 }, { row: 1, column: 2 }, 'up'), []);
    assert.deepEqual(linesAlong({ rows: 3, columns: 4 }, { row: 2, column: 3 }, 'up'), [{ orientation: 'vertical', from: { row: 0, column: 3 } }]);
  });
});
