// The `connected` constraint reasoned about inside a solver's search (as cspuz's ActiveVerticesConnected does), so
// that a split is seen as soon as the assignment makes it, not on a finished answer. On each call, over the nodes
// that are not false:
// - chosen (true) nodes in two components: a conflict, its reason the false border of one component;
// - one component holds every chosen node: the nodes outside it are false, their reason that component's border;
// - an open node whose removal separates chosen nodes (an articulation point, found by one depth-first search) is
//   true, its reason the false border of one side.
// Reasons name two chosen nodes, not all of them, so that they stay short and are reused. A call where nothing the
// last search depended on has changed since it found nothing is answered without searching (see `nothingNew`).

import type { Literal } from './model.js';
import type { Propagator } from './propagator.js';

const open = 0;
const chosen = 1;
const left = -1;

/**
 * A propagator for "the nodes whose literal is true are connected over the edges". `fixed` gives the literals known
 * before the search (they are read from it, not the solver, and left out of reasons); undefined when every node is
 * fixed, since then there is nothing to reason about.
 */
export function connectedPropagator(
  nodes: readonly Literal[],
  edges: readonly (readonly [number, number])[],
  fixed: (literal: Literal) => boolean | undefined = () => undefined,
): Propagator | undefined {
  const { count, starts, targets, fixedState, variables } = propagatorGraph(nodes, edges, fixed);
  if (variables.size === 0) return undefined;

  const state = new Int8Array(count);
  // The depth-first search from a chosen node, its discovery times (-1: not reached) and order.
  const search = articulationSearch({ count, starts, targets });
  const { discovered, order, parent, low } = search;
  const forced = new Uint8Array(count);
  const marks = new Int32Array(count);
  let stamp = 0;
  // The cut nodes found, each with its subtree's range in `order` and a chosen node in it.
  const cutNodes = new Int32Array(count);
  const cutBegins = new Int32Array(count);
  const cutEnds = new Int32Array(count);
  const cutWitnesses = new Int32Array(count);
  // Nodes not reached from the chosen one: one component at a time, gathered by a breadth-first search.
  const component = new Int32Array(count);
  const nothing: Literal[][] = [];
  let cutCount = 0;
  /** Keeps a cut node found by the search, once, when the side it cuts off holds a chosen node. */
  const onCut = (above: number, begin: number, end: number, witness: number) => {
    if (witness === -1 || forced[above] === 1) return;
    forced[above] = 1;
    cutNodes[cutCount] = above;
    cutBegins[cutCount] = begin;
    cutEnds[cutCount] = end;
    cutWitnesses[cutCount++] = witness;
  };

  /**
   * `literals` with the literals of the false nodes next to `from[begin .. end)` that `inside` accepts (fixed ones
   * left out).
   */
  const border = (from: Int32Array, begin: number, end: number, inside: (node: number) => boolean, literals: Literal[] = []): Literal[] => {
    stamp++;
    for (let index = begin; index < end; index++) {
      const node = from[index]!;
      if (!inside(node)) continue;
      for (let position = starts[node]!; position < starts[node + 1]!; position++) {
        const next = targets[position]!;
        if (state[next] !== left || marks[next] === stamp) continue;
        marks[next] = stamp;
        if (fixedState[next] === 0) literals.push(nodes[next]!);
      }
    }
    return literals;
  };
  const everything = () => true;
  const reached = (node: number) => discovered[node]! >= 0;
  /** A clause's start: "not chosen" for each of two nodes, left out for one chosen before the search. */
  const notBoth = (first: number, second: number): Literal[] => {
    const literals: Literal[] = [];
    if (fixedState[first] === 0) literals.push(-nodes[first]!);
    if (fixedState[second] === 0) literals.push(-nodes[second]!);
    return literals;
  };
  /** The nodes not false connected to `start` (not reached by the search), into `component`; their number. */
  const gather = (start: number): number => {
    let size = 0;
    discovered[start] = -2;
    component[size++] = start;
    for (let head = 0; head < size; head++) {
      const node = component[head]!;
      for (let position = starts[node]!; position < starts[node + 1]!; position++) {
        const next = targets[position]!;
        if (discovered[next] !== -1 || state[next] === left) continue;
        discovered[next] = -2;
        component[size++] = next;
      }
    }
    return size;
  };

  // The last search that found nothing, so that a call where nothing it depends on has changed is skipped: its
  // values, its start, per node whether its removal cuts some nodes off the start, and whether an open node's
  // removal would cut it off the start (it turning chosen would force that open node).
  let quiet = false;
  let quietAnchor = -1;
  const quietState = new Int8Array(count);
  const cutsOff = new Uint8Array(count);
  const beyondOpenCut = new Uint8Array(count);
  const keepQuiet = (anchor: number, reachedCount: number) => {
    quiet = true;
    quietAnchor = anchor;
    quietState.set(state);
    for (let index = 0; index < reachedCount; index++) cutsOff[order[index]!] = 0;
    beyondOpenCut[anchor] = 0;
    for (let index = 1; index < reachedCount; index++) {
      const node = order[index]!;
      const above = parent[node]!;
      const cut = low[node]! >= discovered[above]!;
      if (cut) cutsOff[above] = 1;
      beyondOpenCut[node] = beyondOpenCut[above] === 1 || (cut && state[above] === open) ? 1 : 0;
    }
  };
  /**
   * Whether the search would find nothing again: no node turned false or back from false (the graph is the same, so
   * every node not false is still reached: none was left out, or it would have been made false), the start is still
   * chosen, no node that cuts some off the start is open again, and no node newly chosen lies beyond an open one
   * that does.
   */
  const nothingNew = (): boolean => {
    if (state[quietAnchor] !== chosen) return false;
    for (let node = 0; node < count; node++) {
      const before = quietState[node]!;
      const now = state[node]!;
      if (before === now) continue;
      if (before === chosen && now === open) {
        if (cutsOff[node] === 1) return false;
      } else if (before !== open || now !== chosen || beyondOpenCut[node] === 1) return false;
    }
    return true;
  };

  const propagate = (value: (literal: Literal) => number): Literal[][] => {
    let anchor = -1;
    let chosenCount = 0;
    for (let node = 0; node < count; node++) {
      const current = fixedState[node] !== 0 ? fixedState[node]! : value(nodes[node]!);
      state[node] = current;
      if (current === chosen) {
        chosenCount++;
        if (anchor === -1) anchor = node;
      }
    }
    if (anchor === -1) {
      quiet = false;
      return nothing;
    }
    if (quiet && nothingNew()) return nothing;
    quiet = false;

    // One depth-first search from a chosen node over the nodes that are not false, finding the articulation points
    // that separate a subtree holding a chosen node from the root.
    cutCount = 0;
    const reachedCount = search.run(anchor, state, onCut);
    for (let index = 0; index < cutCount; index++) forced[cutNodes[index]!] = 0;
    let reachedChosen = 0;
    for (let index = 0; index < reachedCount; index++) if (state[order[index]!] === chosen) reachedChosen++;

    if (reachedChosen < chosenCount) {
      // A conflict: a chosen node the search did not reach. The reason is the smaller border of the two components.
      let other = 0;
      while (state[other] !== chosen || reached(other)) other++;
      const size = gather(other);
      const own = border(component, 0, size, everything, notBoth(anchor, other));
      const main = border(order, 0, reachedCount, everything, notBoth(anchor, other));
      return [own.length < main.length ? own : main];
    }

    let clauses = nothing;
    // Nodes the chosen ones cannot reach are false, for the border of their own component (mostly a few nodes
    // walled in, where the chosen ones' border is long).
    if (reachedCount < count) {
      for (let start = 0; start < count; start++) {
        if (discovered[start] !== -1 || state[start] === left) continue;
        const size = gather(start);
        const reason = border(component, 0, size, everything);
        if (clauses === nothing) clauses = [];
        for (let index = 0; index < size; index++) {
          const clause = notBoth(component[index]!, anchor);
          for (const literal of reason) clause.push(literal);
          clauses.push(clause);
        }
      }
    }
    for (let index = 0; index < cutCount; index++) {
      const cut = cutNodes[index]!;
      const begin = cutBegins[index]!;
      const end = cutEnds[index]!;
      // The border of the smaller side: the subtree, or the rest of what was reached without the cut node.
      const clause = notBoth(cutWitnesses[index]!, anchor);
      clause.push(nodes[cut]!);
      if (2 * (end - begin) + 1 <= reachedCount) border(order, begin, end, everything, clause);
      else border(order, 0, reachedCount, (node) => node !== cut && (discovered[node]! < begin || discovered[node]! >= end), clause);
      if (clauses === nothing) clauses = [];
      clauses.push(clause);
    }
    if (clauses === nothing) keepQuiet(anchor, reachedCount);
    return clauses;
  };

  return { variables: [...variables], propagate };
}

/**
 * What a graph propagator reads once: the adjacency in compressed rows (node n's neighbours are
 * `targets[starts[n]..starts[n + 1]]`), each node's value known before the search (1 chosen, -1 left, 0 open), and
 * the variables of the open ones.
 */
export function propagatorGraph(
  nodes: readonly Literal[],
  edges: readonly (readonly [number, number])[],
  fixed: (literal: Literal) => boolean | undefined,
): { count: number; starts: Int32Array; targets: Int32Array; fixedState: Int8Array; variables: Set<number> } {
  const count = nodes.length;
  const starts = new Int32Array(count + 1);
  for (const [a, b] of edges) {
    starts[a + 1]!++;
    starts[b + 1]!++;
  }
  for (let node = 0; node < count; node++) starts[node + 1]! += starts[node]!;
  const targets = new Int32Array(starts[count]!);
  const fill = starts.slice(0, count);
  for (const [a, b] of edges) {
    targets[fill[a]!++] = b;
    targets[fill[b]!++] = a;
  }
  const fixedState = new Int8Array(count);
  const variables = new Set<number>();
  nodes.forEach((literal, node) => {
    const known = fixed(literal);
    if (known === undefined) variables.add(Math.abs(literal));
    else fixedState[node] = known ? chosen : left;
  });
  return { count, starts, targets, fixedState, variables };
}

/**
 * One depth-first search (iterative) over the nodes that are not false, finding articulation points by their low
 * links: `discovered` (-1: not reached), `low`, `parent` and `order` (the nodes in discovery order) stay readable
 * after `run`. For each subtree that removing an open node cuts off from the start, `onCut(above, begin, end,
 * witness)` is told the cut node, the subtree's range in `order` and a chosen node in it (-1: none).
 */
export function articulationSearch(graph: { count: number; starts: Int32Array; targets: Int32Array }) {
  const { count, starts, targets } = graph;
  const discovered = new Int32Array(count);
  const low = new Int32Array(count);
  const parent = new Int32Array(count);
  const nextEdge = new Int32Array(count);
  const chosenBelow = new Int32Array(count);
  const order = new Int32Array(count);
  const stack = new Int32Array(count);
  let time = 0;
  let top = 0;
  // Made once, not per search: a search runs after every round of unit propagation.
  const visit = (node: number, from: number, state: Int8Array) => {
    discovered[node] = time;
    low[node] = time;
    order[time++] = node;
    parent[node] = from;
    nextEdge[node] = starts[node]!;
    chosenBelow[node] = state[node] === chosen ? node : -1;
    stack[top++] = node;
  };
  /** Searches from `start` under `state`; the number of nodes reached. */
  const run = (start: number, state: Int8Array, onCut: (above: number, begin: number, end: number, witness: number) => void): number => {
    discovered.fill(-1);
    time = 0;
    top = 0;
    visit(start, -1, state);
    while (top > 0) {
      const node = stack[top - 1]!;
      if (nextEdge[node]! < starts[node + 1]!) {
        const next = targets[nextEdge[node]!++]!;
        if (state[next] === left) continue;
        if (discovered[next] === -1) visit(next, node, state);
        else if (discovered[next]! < low[node]!) low[node] = discovered[next]!;
        continue;
      }
      top--;
      const above = parent[node]!;
      if (above < 0) continue;
      if (low[node]! < low[above]!) low[above] = low[node]!;
      if (chosenBelow[above] === -1) chosenBelow[above] = chosenBelow[node]!;
      if (low[node]! >= discovered[above]! && state[above] === open) onCut(above, discovered[node]!, time, chosenBelow[node]!);
    }
    return time;
  };
  return { discovered, low, parent, order, run };
}
