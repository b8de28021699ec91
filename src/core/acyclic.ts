// The `acyclic` constraint reasoned about inside a solver's search: the lines in use form a forest over the points.
// On each call the lines in use are joined into trees; one whose ends are already joined closes a cycle (a conflict,
// its reason the cycle), and an open line whose ends lie in one tree is not used (its reason the path between them).

import type { GraphEdge, Literal } from './model.js';
import type { Propagator } from './propagator.js';

/**
 * A propagator for "the edges whose literal is true contain no cycle". `fixed` gives the literals known before the
 * search (left out of reasons); undefined when every edge is fixed.
 */
export function acyclicPropagator(edges: readonly GraphEdge[], fixed: (literal: Literal) => boolean | undefined = () => undefined): Propagator | undefined {
  const points = 1 + Math.max(-1, ...edges.flatMap((edge) => edge.ends));
  const fixedState = new Int8Array(edges.length);
  const variables = new Set<number>();
  edges.forEach((edge, index) => {
    const known = fixed(edge.literal);
    if (known === undefined) variables.add(Math.abs(edge.literal));
    else fixedState[index] = known ? 1 : -1;
  });
  if (variables.size === 0) return undefined;
  const root = new Int32Array(points);
  // The forest of lines in use: per point its lines (edge indexes), then each tree hung from a point with, per
  // point, the line to its parent (-1 at a root) and its depth.
  const forest: number[][] = Array.from({ length: points }, () => []);
  const up = new Int32Array(points);
  const depth = new Int32Array(points);
  const queue = new Int32Array(points);
  const find = (point: number): number => {
    while (root[point] !== point) {
      root[point] = root[root[point]!]!;
      point = root[point]!;
    }
    return point;
  };
  const other = (line: number, point: number) => {
    const [a, b] = edges[line]!.ends;
    return a === point ? b : a;
  };
  /** "Not used" for each line on the forest's path between two points of one tree (fixed lines left out). */
  const path = (from: number, to: number, clause: Literal[]): Literal[] => {
    let a = from;
    let b = to;
    while (a !== b) {
      const deeper = depth[a]! >= depth[b]! ? a : b;
      const line = up[deeper]!;
      if (fixedState[line] === 0) clause.push(-edges[line]!.literal);
      if (deeper === a) a = other(line, a);
      else b = other(line, b);
    }
    return clause;
  };

  const propagate = (value: (literal: Literal) => number): Literal[][] => {
    for (let point = 0; point < points; point++) {
      root[point] = point;
      forest[point]!.length = 0;
    }
    let cycle = -1;
    for (let index = 0; index < edges.length && cycle < 0; index++) {
      const used = fixedState[index] !== 0 ? fixedState[index] === 1 : value(edges[index]!.literal) === 1;
      if (!used) continue;
      const [a, b] = edges[index]!.ends;
      const ra = find(a);
      const rb = find(b);
      if (ra === rb) cycle = index;
      else {
        root[ra] = rb;
        forest[a]!.push(index);
        forest[b]!.push(index);
      }
    }
    // Hang each tree from a point: parents and depths, for paths.
    up.fill(-2);
    for (let start = 0; start < points; start++) {
      if (up[start] !== -2) continue;
      up[start] = -1;
      depth[start] = 0;
      let size = 0;
      queue[size++] = start;
      for (let head = 0; head < size; head++) {
        const point = queue[head]!;
        for (const line of forest[point]!) {
          const next = other(line, point);
          if (up[next] !== -2) continue;
          up[next] = line;
          depth[next] = depth[point]! + 1;
          queue[size++] = next;
        }
      }
    }
    if (cycle >= 0) {
      const [a, b] = edges[cycle]!.ends;
      return [path(a, b, fixedState[cycle] === 0 ? [-edges[cycle]!.literal] : [])];
    }
    const clauses: Literal[][] = [];
    edges.forEach((edge, index) => {
      if (fixedState[index] !== 0 || value(edge.literal) !== 0) return;
      const [a, b] = edge.ends;
      if (find(a) === find(b)) clauses.push(path(a, b, [-edge.literal]));
    });
    return clauses;
  };

  return { variables: [...variables], propagate };
}
