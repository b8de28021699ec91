// The part of a graph that lies on cycles (its 2-core): what stays once points with at most one edge left are taken
// away, again and again. Checkers name with it the cells that close a loop (Slant's diagonals, Nuri-Maze's cells).

/** Whether each of `points` points lies on a cycle of the graph of `edges`, or on a path that joins two cycles. */
export function pointsOnCycles(points: number, edges: readonly (readonly [number, number])[]): boolean[] {
  const links: number[][] = Array.from({ length: points }, () => []);
  for (const [a, b] of edges) {
    links[a]!.push(b);
    links[b]!.push(a);
  }
  const degree = links.map((list) => list.length);
  const kept = degree.map(() => true);
  const peel = degree.flatMap((count, point) => (count <= 1 ? [point] : []));
  while (peel.length > 0) {
    const point = peel.pop()!;
    if (!kept[point]) continue;
    kept[point] = false;
    for (const other of links[point]!) {
      degree[other]!--;
      if (kept[other] && degree[other]! <= 1) peel.push(other);
    }
  }
  return kept;
}
