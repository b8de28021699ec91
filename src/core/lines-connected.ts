// The `connected` constraint on lines (a loop's, a network's) reasoned about inside a solver's search on the points
// the lines join, not on the lines: a 10×10 loop has 100 points and 180 lines where the lines meet in 600 pairs. On
// each call, over the lines that are not false:
// - lines in use on two sides of a split: a conflict, its reason the false lines round one side;
// - a line the lines in use cannot reach is not used, for the false lines round its side;
// - an open line that is the only way between lines in use (a bridge, found by one depth-first search) is used, for
//   the false lines round one side.
// For a loop (every point passed 0 or 2 times) it first reads what a person sees at once, which the clauses see late:
// a point passed twice has no third line, a loop closed while other lines are in use is a conflict (its reason the
// loop and one line off it), and a line that would close a path while other lines are in use is not used.
// Nothing is allocated on a call that finds nothing.

import type { Literal } from './model.js';
import type { Propagator } from './propagator.js';

const used = 1;
const unused = -1;

/**
 * A propagator for "the lines whose literal is true hang together" (two lines meeting at a point are joined), and with
 * `loop`, "... and pass every point 0 or 2 times": one loop, or none. `fixed` gives the literals known before the
 * search (left out of reasons); undefined when every line is fixed.
 */
export function linesConnectedPropagator(
  lines: readonly Literal[],
  lineEnds: readonly (readonly [number, number])[],
  options: { loop?: boolean; fixed?: (literal: Literal) => boolean | undefined } = {},
): Propagator | undefined {
  const count = lines.length;
  const fixed = options.fixed ?? (() => undefined);
  const fixedState = new Int8Array(count);
  const variables = new Set<number>();
  lines.forEach((literal, line) => {
    const known = fixed(literal);
    if (known === undefined) variables.add(Math.abs(literal));
    else fixedState[line] = known ? used : unused;
  });
  if (variables.size === 0) return undefined;
  const loop = options.loop === true;

  // Each point's lines in compressed rows: point p's are `atPoint[starts[p]..starts[p + 1]]`.
  const points = 1 + Math.max(-1, ...lineEnds.flat());
  const ends = Int32Array.from(lineEnds.flat());
  const starts = new Int32Array(points + 1);
  for (const end of ends) starts[end + 1]!++;
  for (let point = 0; point < points; point++) starts[point + 1]! += starts[point]!;
  const atPoint = new Int32Array(starts[points]!);
  const fill = starts.slice(0, points);
  for (let line = 0; line < count; line++) {
    atPoint[fill[ends[2 * line]!]!++] = line;
    atPoint[fill[ends[2 * line + 1]!]!++] = line;
  }
  const other = (line: number, point: number): number => (ends[2 * line] === point ? ends[2 * line + 1]! : ends[2 * line]!);

  const state = new Int8Array(count);
  /** Per point: the lines in use there, and one of them (-1: none). */
  const usedDegree = new Int32Array(points);
  const usedLine = new Int32Array(points);
  const root = new Int32Array(points);
  const marks = new Int32Array(count);
  let stamp = 0;
  // The depth-first search over lines not false: per point its discovery time (-1: not reached, -2: gathered into
  // `component`), low link, line to its parent, next line to try, and, summed over its subtree, the lines in use at
  // its points and one of them.
  const discovered = new Int32Array(points);
  const low = new Int32Array(points);
  const parentLine = new Int32Array(points);
  const nextLine = new Int32Array(points);
  const usedBelow = new Int32Array(points);
  const witness = new Int32Array(points);
  const order = new Int32Array(points);
  const stack = new Int32Array(points);
  const component = new Int32Array(points);
  // Bridges found: the line, its subtree's range in `order` and a line in use in it.
  const bridges = new Int32Array(points);
  const bridgeBegins = new Int32Array(points);
  const bridgeEnds = new Int32Array(points);
  const bridgeWitnesses = new Int32Array(points);
  const nothing: Literal[][] = [];

  const find = (point: number): number => {
    while (root[point] !== point) {
      root[point] = root[root[point]!]!;
      point = root[point]!;
    }
    return point;
  };
  /** Adds "not used" for a line in use that was not fixed. */
  const notUsed = (line: number, clause: Literal[]): Literal[] => {
    if (fixedState[line] === 0) clause.push(-lines[line]!);
    return clause;
  };
  /** Adds the false lines (not fixed) that leave the points `from[begin..end)` for points `inside` rejects. */
  const border = (from: Int32Array, begin: number, end: number, inside: (point: number) => boolean, clause: Literal[]): Literal[] => {
    for (let index = begin; index < end; index++) {
      const point = from[index]!;
      for (let position = starts[point]!; position < starts[point + 1]!; position++) {
        const line = atPoint[position]!;
        if (state[line] === unused && fixedState[line] === 0 && !inside(other(line, point))) clause.push(lines[line]!);
      }
    }
    return clause;
  };
  /**
   * The path of lines in use from `start` on, leaving it by a line other than `away`, up to its end or back to `away`:
   * each line marked and, negated, into `clause`; the number of lines.
   */
  const walk = (start: number, away: number, clause: Literal[]): number => {
    let point = start;
    let previous = away;
    let length = 0;
    for (;;) {
      let next = -1;
      for (let position = starts[point]!; position < starts[point + 1]! && next < 0; position++) {
        const line = atPoint[position]!;
        if (state[line] === used && line !== previous) next = line;
      }
      if (next < 0 || next === away) return length;
      notUsed(next, clause);
      marks[next] = stamp;
      length++;
      previous = next;
      point = other(next, point);
    }
  };
  /** A line in use that is not marked with the current stamp (-1: none). */
  const unmarkedUsed = (): number => {
    for (let line = 0; line < count; line++) if (state[line] === used && marks[line] !== stamp) return line;
    return -1;
  };

  /** What passing each point 0 or 2 times says, before connectivity: nothing, or clauses. */
  const loopRules = (usedCount: number): Literal[][] => {
    let clauses = nothing;
    for (let point = 0; point < points; point++) {
      const degree = usedDegree[point]!;
      let open = 0;
      let openLine = -1;
      for (let position = starts[point]!; position < starts[point + 1]!; position++) {
        const line = atPoint[position]!;
        if (state[line] === 0) {
          open++;
          openLine = line;
        }
      }
      // At most two lines, and one alone goes on: the reason is the lines in use and the false lines there.
      if (degree > 2 || (degree === 2 && open > 0) || (degree === 1 && open <= 1) || (degree === 0 && open === 1)) {
        const base: Literal[] = [];
        let named = 0;
        for (let position = starts[point]!; position < starts[point + 1]!; position++) {
          const line = atPoint[position]!;
          if (state[line] === used && named < 3) {
            notUsed(line, base);
            named++;
          }
          if (state[line] === unused && degree < 2 && fixedState[line] === 0) base.push(lines[line]!);
        }
        if (degree > 2 || (degree === 1 && open === 0)) return [base];
        if (clauses === nothing) clauses = [];
        if (degree === 2) {
          for (let position = starts[point]!; position < starts[point + 1]!; position++) {
            const line = atPoint[position]!;
            if (state[line] === 0) clauses.push([...base, -lines[line]!]);
          }
        } else clauses.push([...base, degree === 1 ? lines[openLine]! : -lines[openLine]!]);
      }
    }
    if (clauses !== nothing) return clauses;

    // Paths of lines in use, joined point by point: a line that joins two points already joined closes a loop.
    for (let point = 0; point < points; point++) root[point] = point;
    for (let line = 0; line < count; line++) {
      if (state[line] !== used) continue;
      const a = find(ends[2 * line]!);
      const b = find(ends[2 * line + 1]!);
      if (a !== b) {
        root[a] = b;
        continue;
      }
      stamp++;
      const cycle = notUsed(line, []);
      marks[line] = stamp;
      if (walk(ends[2 * line]!, line, cycle) + 1 < usedCount) return [notUsed(unmarkedUsed(), cycle)];
      // The loop is whole: no other line is used.
      for (let open = 0; open < count; open++) {
        if (state[open] !== 0) continue;
        if (clauses === nothing) clauses = [];
        clauses.push([...cycle, -lines[open]!]);
      }
      return clauses;
    }
    // An open line between the two ends of one path closes it: not while other lines are in use.
    for (let line = 0; line < count; line++) {
      if (state[line] !== 0) continue;
      const a = ends[2 * line]!;
      const b = ends[2 * line + 1]!;
      if (a === b || usedDegree[a] !== 1 || usedDegree[b] !== 1 || find(a) !== find(b)) continue;
      stamp++;
      const clause = [-lines[line]!];
      if (walk(a, -1, clause) === usedCount) continue;
      if (clauses === nothing) clauses = [];
      clauses.push(notUsed(unmarkedUsed(), clause));
    }
    return clauses;
  };

  /** The points not false joined to `start` (not reached by the search), into `component`; their number. */
  const gather = (start: number): number => {
    let size = 0;
    discovered[start] = -2;
    component[size++] = start;
    for (let head = 0; head < size; head++) {
      const point = component[head]!;
      for (let position = starts[point]!; position < starts[point + 1]!; position++) {
        const line = atPoint[position]!;
        if (state[line] === unused) continue;
        const next = other(line, point);
        if (discovered[next] !== -1) continue;
        discovered[next] = -2;
        component[size++] = next;
      }
    }
    return size;
  };
  const reached = (point: number) => discovered[point]! >= 0;
  const gathered = (point: number) => discovered[point] === -2;

  // The search's clock (points reached), stack height and bridges found.
  let time = 0;
  let top = 0;
  let bridgeCount = 0;
  const visit = (point: number, line: number) => {
    discovered[point] = time;
    low[point] = time;
    order[time++] = point;
    parentLine[point] = line;
    nextLine[point] = starts[point]!;
    usedBelow[point] = usedDegree[point]!;
    witness[point] = usedLine[point]!;
    stack[top++] = point;
  };
  /** One depth-first search from `start` over the lines not false, recording bridges in `bridges`. */
  const search = (start: number, usedCount: number): void => {
    discovered.fill(-1);
    time = 0;
    top = 0;
    bridgeCount = 0;
    visit(start, -1);
    while (top > 0) {
      const point = stack[top - 1]!;
      if (nextLine[point]! < starts[point + 1]!) {
        const line = atPoint[nextLine[point]!++]!;
        if (state[line] === unused || line === parentLine[point]) continue;
        const next = other(line, point);
        if (discovered[next] === -1) visit(next, line);
        else if (discovered[next]! < low[point]!) low[point] = discovered[next]!;
        continue;
      }
      top--;
      const line = parentLine[point]!;
      if (line < 0) continue;
      const above = other(line, point);
      if (low[point]! < low[above]!) low[above] = low[point]!;
      usedBelow[above]! += usedBelow[point]!;
      if (witness[above] === -1) witness[above] = witness[point]!;
      // A bridge with lines in use on both sides (an open one: its own use is not counted on either).
      if (low[point]! > discovered[above]! && state[line] === 0 && usedBelow[point]! > 0 && usedBelow[point]! < 2 * usedCount) {
        bridges[bridgeCount] = line;
        bridgeBegins[bridgeCount] = discovered[point]!;
        bridgeEnds[bridgeCount] = time;
        bridgeWitnesses[bridgeCount++] = witness[point]!;
      }
    }
  };
  // The subtree of the bridge being explained, as a range of discovery times.
  let subtreeBegin = 0;
  let subtreeEnd = 0;
  const inSubtree = (point: number) => discovered[point]! >= subtreeBegin && discovered[point]! < subtreeEnd;
  const outsideSubtree = (point: number) => reached(point) && !inSubtree(point);

  const propagate = (value: (literal: Literal) => number): Literal[][] => {
    usedDegree.fill(0);
    usedLine.fill(-1);
    let usedCount = 0;
    let anchor = -1;
    for (let line = 0; line < count; line++) {
      const current = fixedState[line] !== 0 ? fixedState[line]! : value(lines[line]!);
      state[line] = current;
      if (current !== used) continue;
      usedCount++;
      if (anchor < 0) anchor = line;
      usedDegree[ends[2 * line]!]!++;
      usedDegree[ends[2 * line + 1]!]!++;
      usedLine[ends[2 * line]!] = line;
      usedLine[ends[2 * line + 1]!] = line;
    }
    if (usedCount === 0) return nothing;
    if (loop) {
      const clauses = loopRules(usedCount);
      if (clauses !== nothing) return clauses;
    }

    search(ends[2 * anchor]!, usedCount);
    const reachedCount = time;
    if (usedBelow[ends[2 * anchor]!]! < 2 * usedCount) {
      // A conflict: a line in use the search did not reach. The reason is the shorter border of the two sides.
      let line = 0;
      while (state[line] !== used || reached(ends[2 * line]!)) line++;
      const size = gather(ends[2 * line]!);
      const start = notUsed(line, notUsed(anchor, []));
      const own = border(component, 0, size, gathered, [...start]);
      const main = border(order, 0, reachedCount, reached, start);
      return [own.length < main.length ? own : main];
    }

    let clauses = nothing;
    // Lines the lines in use cannot reach are not used, for the border of their own side.
    if (reachedCount < points) {
      for (let line = 0; line < count; line++) {
        if (state[line] !== 0 || discovered[ends[2 * line]!] !== -1) continue;
        const size = gather(ends[2 * line]!);
        const reason = border(component, 0, size, gathered, notUsed(anchor, []));
        if (clauses === nothing) clauses = [];
        stamp++;
        for (let index = 0; index < size; index++) {
          const point = component[index]!;
          for (let position = starts[point]!; position < starts[point + 1]!; position++) {
            const open = atPoint[position]!;
            if (state[open] !== 0 || marks[open] === stamp) continue;
            marks[open] = stamp;
            clauses.push([...reason, -lines[open]!]);
          }
        }
      }
    }
    for (let index = 0; index < bridgeCount; index++) {
      const bridge = bridges[index]!;
      subtreeBegin = bridgeBegins[index]!;
      subtreeEnd = bridgeEnds[index]!;
      // The border of the smaller side: the subtree, or the rest of what was reached.
      const clause = notUsed(bridgeWitnesses[index]!, notUsed(anchor, [lines[bridge]!]));
      if (2 * (subtreeEnd - subtreeBegin) <= reachedCount) border(order, subtreeBegin, subtreeEnd, inSubtree, clause);
      else {
        border(order, 0, subtreeBegin, outsideSubtree, clause);
        border(order, subtreeEnd, reachedCount, outsideSubtree, clause);
      }
      if (clauses === nothing) clauses = [];
      clauses.push(clause);
    }
    return clauses;
  };

  return { variables: [...variables], propagate };
}
