// The `connected` constraint on lines (a loop's, a network's) reasoned about inside a solver's search on the points
// the lines join, not on the lines: a 10×10 loop has 100 points and 180 lines where the lines meet in 600 pairs.
// For a loop (every point passed 0 or 2 times) it reads what a person sees at once, which the clauses see late: a
// point passed twice has no third line, a loop closed while other lines are in use is a conflict (its reason the loop
// and one line off it), and a line that would close a path while other lines are in use is not used. That alone
// rejects every answer of two loops, and it is kept up to date from the lines that changed since the last call (the
// solver's trail), so that a call costs little more than the changes: the lines in use at each point, and the paths
// they form in a union-find that is undone as the solver takes lines back.
// For a network, and a loop where asked (`splits`), one depth-first search per call over the lines that are not false
// also finds lines in use on two sides of a split (a conflict, its reason the false lines round one side), lines the
// lines in use cannot reach (not used) and open bridges between lines in use (used).

import type { Literal } from './model.js';
import type { Propagator, TrailChanges } from './propagator.js';

const used = 1;
const unused = -1;

/**
 * A propagator for "the lines whose literal is true hang together" (two lines meeting at a point are joined), and with
 * `loop`, "... and pass every point 0 or 2 times": one loop, or none. `fixed` gives the literals known before the
 * search (left out of reasons); `splits: false` leaves a loop's splits and bridges out (its own rules are complete on a
 * full assignment). Undefined when every line is fixed.
 */
export function linesConnectedPropagator(
  lines: readonly Literal[],
  lineEnds: readonly (readonly [number, number])[],
  options: { loop?: boolean; fixed?: (literal: Literal) => boolean | undefined; splits?: boolean } = {},
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

  let points = 0;
  for (const [a, b] of lineEnds) points = Math.max(points, a + 1, b + 1);
  // Every array of numbers is a piece of one block: a propagator is made for each problem solved, and one allocation
  // costs less than thirty.
  const block = new Int32Array(23 * points + 1 + 13 * count);
  let taken = 0;
  const take = (length: number): Int32Array => block.subarray(taken, (taken += length));

  // Each point's lines in compressed rows: point p's are `atPoint[starts[p]..starts[p + 1]]`.
  const ends = take(2 * count);
  lineEnds.forEach(([a, b], line) => {
    ends[2 * line] = a;
    ends[2 * line + 1] = b;
  });
  const starts = take(points + 1);
  for (const end of ends) starts[end + 1]!++;
  for (let point = 0; point < points; point++) starts[point + 1]! += starts[point]!;
  const atPoint = take(2 * count);
  const fill = starts.slice(0, points);
  for (let line = 0; line < count; line++) {
    atPoint[fill[ends[2 * line]!]!++] = line;
    atPoint[fill[ends[2 * line + 1]!]!++] = line;
  }
  const other = (line: number, point: number): number => (ends[2 * line] === point ? ends[2 * line + 1]! : ends[2 * line]!);

  // What the last call saw, kept from one call to the next and brought up to date from the lines that changed: each
  // line's state (open until seen otherwise; the fixed ones are taken in once made), and per point the lines in use
  // there and the open ones.
  const state = new Int8Array(count);
  const usedDegree = take(points);
  const openDegree = take(points);
  for (let point = 0; point < points; point++) openDegree[point] = starts[point + 1]! - starts[point]!;
  let usedCount = 0;
  // The lines in use joined into paths, in a union-find that can be undone (by size, without path compression): per
  // root its number of points, its path's two ends and its number of lines. Every line in use is on a stack in the
  // order it was joined, with what joining it changed: the root it hung under another (-1: it closed a loop and
  // joined nothing) and the other root's ends and lines before.
  const parent = take(points);
  const size = take(points);
  const pathEnds = take(2 * points);
  const pathLines = take(points);
  for (let point = 0; point < points; point++) {
    parent[point] = point;
    size[point] = 1;
    pathEnds[2 * point] = point;
    pathEnds[2 * point + 1] = point;
  }
  const joinedLines = take(count);
  const joinedChildren = take(count);
  const savedEnds = take(2 * count);
  const savedLines = take(count);
  let joinedCount = 0;
  /** Lines on the stack that closed a loop. */
  let closingCount = 0;
  // This call's lines newly in use (or joined again after an undo), and the points whose lines changed and which have
  // not been looked at since (a point kept for a conflict is looked at again).
  const newlyUsed = take(count);
  const pending = take(points);
  const isPending = new Uint8Array(points);
  let pendingCount = 0;
  // Told the solver's trail: the lines changed, each with the trail position that changed it, to be taken back
  // when the solver takes that position back; and per variable its lines (usually one), in a chain.
  const changedLines = take(count);
  const changedAt = take(count);
  let changedCount = 0;
  let largestVariable = 0;
  for (const literal of lines) largestVariable = Math.max(largestVariable, Math.abs(literal));
  const firstLine = new Int32Array(largestVariable + 1).fill(-1);
  const nextLine = new Int32Array(count);
  for (let line = count - 1; line >= 0; line--) {
    const variable = Math.abs(lines[line]!);
    nextLine[line] = firstLine[variable]!;
    firstLine[variable] = line;
  }
  /** Per point one line in use there (-1: none), for the depth-first search. */
  const usedLine = take(points);
  const marks = take(count);
  let stamp = 0;
  // The depth-first search over lines not false: per point its discovery time (-1: not reached, -2: gathered into
  // `component`), low link, line to its parent, next line to try, and, summed over its subtree, the lines in use at
  // its points and one of them.
  const discovered = take(points);
  const low = take(points);
  const parentLine = take(points);
  const nextPosition = take(points);
  const usedBelow = take(points);
  const witness = take(points);
  const order = take(points);
  const stack = take(points);
  const component = take(points);
  // Bridges found: the line, its subtree's range in `order` and a line in use in it.
  const bridges = take(points);
  const bridgeBegins = take(points);
  const bridgeEnds = take(points);
  const bridgeWitnesses = take(points);
  const nothing: Literal[][] = [];

  const find = (point: number): number => {
    while (parent[point] !== point) point = parent[point]!;
    return point;
  };
  /** Joins a line in use into the paths (or records that it closes a loop). */
  const join = (line: number): void => {
    const a = ends[2 * line]!;
    const b = ends[2 * line + 1]!;
    let survivor = find(a);
    let child = find(b);
    joinedLines[joinedCount] = line;
    if (survivor === child) {
      joinedChildren[joinedCount++] = -1;
      closingCount++;
      return;
    }
    // The far end of each path from the point the line joins.
    const farA = pathEnds[2 * survivor] === a ? pathEnds[2 * survivor + 1]! : pathEnds[2 * survivor]!;
    const farB = pathEnds[2 * child] === b ? pathEnds[2 * child + 1]! : pathEnds[2 * child]!;
    const lineTotal = pathLines[survivor]! + pathLines[child]! + 1;
    if (size[survivor]! < size[child]!) {
      const swap = survivor;
      survivor = child;
      child = swap;
    }
    joinedChildren[joinedCount] = child;
    savedEnds[2 * joinedCount] = pathEnds[2 * survivor]!;
    savedEnds[2 * joinedCount + 1] = pathEnds[2 * survivor + 1]!;
    savedLines[joinedCount++] = pathLines[survivor]!;
    parent[child] = survivor;
    size[survivor]! += size[child]!;
    pathEnds[2 * survivor] = farA;
    pathEnds[2 * survivor + 1] = farB;
    pathLines[survivor] = lineTotal;
  };
  /** Undoes the last join; the line it joined. */
  const unjoin = (): number => {
    const index = --joinedCount;
    const child = joinedChildren[index]!;
    if (child < 0) closingCount--;
    else {
      const survivor = parent[child]!;
      parent[child] = child;
      size[survivor]! -= size[child]!;
      pathEnds[2 * survivor] = savedEnds[2 * index]!;
      pathEnds[2 * survivor + 1] = savedEnds[2 * index + 1]!;
      pathLines[survivor] = savedLines[index]!;
    }
    return joinedLines[index]!;
  };
  const touch = (point: number): void => {
    if (isPending[point] === 1) return;
    isPending[point] = 1;
    pending[pendingCount++] = point;
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

  /**
   * What passing each point 0 or 2 times says at the points whose lines changed, before connectivity: nothing, or
   * clauses (a conflict alone, its point kept to be looked at again).
   */
  const degreeRules = (): Literal[][] => {
    let clauses = nothing;
    let conflict: Literal[] | undefined;
    const looked = pendingCount;
    pendingCount = 0;
    for (let index = 0; index < looked; index++) {
      const point = pending[index]!;
      isPending[point] = 0;
      const degree = usedDegree[point]!;
      const open = openDegree[point]!;
      // At most two lines, and one alone goes on: the reason is the lines in use and the false lines there.
      if (!(degree > 2 || (degree === 2 && open > 0) || (degree === 1 && open <= 1) || (degree === 0 && open === 1))) continue;
      const base: Literal[] = [];
      let named = 0;
      let openLine = -1;
      for (let position = starts[point]!; position < starts[point + 1]!; position++) {
        const line = atPoint[position]!;
        if (state[line] === used && named < 3) {
          notUsed(line, base);
          named++;
        }
        if (state[line] === unused && degree < 2 && fixedState[line] === 0) base.push(lines[line]!);
        if (state[line] === 0) openLine = line;
      }
      if (degree > 2 || (degree === 1 && open === 0)) {
        conflict ??= base;
        touch(point);
        continue;
      }
      if (clauses === nothing) clauses = [];
      if (degree === 2) {
        for (let position = starts[point]!; position < starts[point + 1]!; position++) {
          const line = atPoint[position]!;
          if (state[line] === 0) clauses.push([...base, -lines[line]!]);
        }
      } else clauses.push([...base, degree === 1 ? lines[openLine]! : -lines[openLine]!]);
    }
    return conflict ? [conflict] : clauses;
  };

  /**
   * A loop closed by the lines in use: a conflict while other lines are in use. When it is the whole loop, the open
   * lines are left to the search (one that is used is a line off the loop then): clauses that each name the whole
   * loop, one per open line, cost more than they save.
   */
  const closedLoop = (): Literal[][] => {
    let closing = -1;
    for (let index = joinedCount - 1; index >= 0 && closing < 0; index--) if (joinedChildren[index]! < 0) closing = joinedLines[index]!;
    stamp++;
    const cycle = notUsed(closing, []);
    marks[closing] = stamp;
    if (walk(ends[2 * closing]!, closing, cycle) + 1 < usedCount) return [notUsed(unmarkedUsed(), cycle)];
    return nothing;
  };

  /**
   * An open line between the two ends of a path that grew in this call closes it: not while other lines are in use.
   * (Paths that did not grow were asked before; what they miss, the closed loop finds once that line is used.)
   */
  const earlyClosings = (grown: number): Literal[][] => {
    let clauses = nothing;
    stamp++;
    const asked = stamp;
    for (let index = 0; index < grown; index++) {
      const root = find(ends[2 * newlyUsed[index]!]!);
      if (marks[newlyUsed[index]!] === asked || pathLines[root]! >= usedCount) continue;
      const a = pathEnds[2 * root]!;
      const b = pathEnds[2 * root + 1]!;
      if (a === b || usedDegree[a] !== 1 || usedDegree[b] !== 1) continue;
      for (let position = starts[a]!; position < starts[a + 1]!; position++) {
        const line = atPoint[position]!;
        if (state[line] !== 0 || other(line, a) !== b) continue;
        stamp++;
        const clause = [-lines[line]!];
        walk(a, -1, clause);
        clauses = clauses === nothing ? [] : clauses;
        clauses.push(notUsed(unmarkedUsed(), clause));
      }
      // Each path once: its lines are marked with the stamp of the first line that asked about it.
      for (let later = index; later < grown; later++) if (find(ends[2 * newlyUsed[later]!]!) === root) marks[newlyUsed[later]!] = asked;
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
    nextPosition[point] = starts[point]!;
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
      if (nextPosition[point]! < starts[point + 1]!) {
        const line = atPoint[nextPosition[point]!++]!;
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

  // The lines in use found since the last call (or joined again after an undo), and lines that left use and are
  // still joined into the paths.
  let grown = 0;
  let released = 0;
  /** Brings a line's state, and the counts at its points, from what was seen to `current`. */
  const change = (line: number, current: number): void => {
    const before = state[line]!;
    state[line] = current;
    const a = ends[2 * line]!;
    const b = ends[2 * line + 1]!;
    if (before === used) {
      usedDegree[a]!--;
      usedDegree[b]!--;
      usedCount--;
      released++;
    } else if (before === 0) {
      openDegree[a]!--;
      openDegree[b]!--;
    }
    if (current === used) {
      usedDegree[a]!++;
      usedDegree[b]!++;
      usedCount++;
      newlyUsed[grown++] = line;
    } else if (current === 0) {
      openDegree[a]!++;
      openDegree[b]!++;
    }
    touch(a);
    touch(b);
  };
  /** Every line read again, each one that changed taken in. */
  const readAll = (value: (literal: Literal) => number): void => {
    for (let line = 0; line < count; line++) {
      const current = fixedState[line] !== 0 ? fixedState[line]! : value(lines[line]!);
      if (current !== state[line]) change(line, current);
    }
  };
  /**
   * The trail's changes taken in: what the solver took back is undone first (the latest first, so that a line in use
   * leaves the paths as the last one joined), then the new positions are read.
   */
  const readTrail = (value: (literal: Literal) => number, changes: TrailChanges): void => {
    while (changedCount > 0 && changedAt[changedCount - 1]! >= changes.from) {
      const line = changedLines[--changedCount]!;
      change(line, 0);
      if (released > 0) {
        released--;
        if (loop) unjoin();
      }
    }
    for (let position = changes.from; position < changes.to; position++) {
      const variable = Math.abs(changes.literal(position));
      if (variable > largestVariable) continue;
      for (let line = firstLine[variable]!; line >= 0; line = nextLine[line]!) {
        if (fixedState[line] !== 0) continue;
        const current = value(lines[line]!);
        if (current === state[line]) continue;
        change(line, current);
        changedLines[changedCount] = line;
        changedAt[changedCount++] = position;
      }
    }
  };

  const propagate = (value: (literal: Literal) => number, changes?: TrailChanges): Literal[][] => {
    grown = 0;
    released = 0;
    if (changes) readTrail(value, changes);
    else readAll(value);
    if (loop) {
      // Lines no longer in use leave the paths: the joins are undone down to the last of them, and the lines still in
      // use undone on the way are joined again.
      while (released > 0) {
        const line = unjoin();
        if (state[line] === used) newlyUsed[grown++] = line;
        else released--;
      }
      for (let index = 0; index < grown; index++) join(newlyUsed[index]!);
    }
    if (usedCount === 0) return nothing;
    if (loop) {
      let clauses = degreeRules();
      if (clauses !== nothing) return clauses;
      if (closingCount > 0) return closedLoop();
      clauses = earlyClosings(grown);
      if (clauses !== nothing || options.splits === false) return clauses;
    }

    let anchor = -1;
    usedLine.fill(-1);
    for (let line = 0; line < count; line++) {
      if (state[line] !== used) continue;
      if (anchor < 0) anchor = line;
      usedLine[ends[2 * line]!] = line;
      usedLine[ends[2 * line + 1]!] = line;
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

  // The lines fixed before the search are seen from the start (they never change), their points to be looked at.
  for (let line = 0; line < count; line++) if (fixedState[line] !== 0) change(line, fixedState[line]!);
  if (loop) for (let index = 0; index < grown; index++) join(newlyUsed[index]!);
  return { variables: [...variables], propagate };
}
