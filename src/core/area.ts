// The `area` constraint (a connected area of known size around a root: a Nurikabe island) reasoned about inside a
// solver's search, with reasons in the nodes' own literals. On each call, over the nodes that are not false:
// - more chosen (true) nodes than the size: a conflict;
// - an area holds every chosen node and a path to each node it takes, so a node whose cheapest path from the root
//   (open nodes cost one, chosen ones nothing) would take it past its size is false (a chosen one: a conflict), its
//   reason the chosen nodes and the false border of what is nearer;
// - fewer nodes within reach of the root than the size: a conflict, its reason their false border;
// - an open node whose removal cuts a chosen node off the root, or leaves the root's side smaller than the size
//   (an articulation point, found by one depth-first search), is chosen, its reason the false border of that side.
// When the engine solves, it stands in for the eager clauses (`CnfBuilder.area`: a totalizer and layers of reach),
// which the other backends, the rating and the exports keep; it sees more (size and reach together) and says why in
// fewer literals.

import type { Literal } from './model.js';
import type { Propagator } from './propagator.js';
import { articulationSearch, propagatorGraph } from './connected.js';

const open = 0;
const chosen = 1;
const left = -1;
const unreached = 0x3fffffff;

/**
 * A propagator for "the nodes whose literal is true form one connected area over the edges, of exactly `size`
 * nodes, holding node `root`", while every one of `guards` is true (a clue's selectors). `fixed` gives the literals
 * known before the search (read from it, not the solver, and left out of reasons); undefined when a guard is known
 * false. With every node fixed it still runs once, so that a broken area is a conflict (the solver may have no other
 * clause of it).
 */
export function areaPropagator(
  nodes: readonly Literal[],
  edges: readonly (readonly [number, number])[],
  area: { readonly root: number; readonly size: number },
  fixed: (literal: Literal) => boolean | undefined = () => undefined,
  guards: readonly Literal[] = [],
): Propagator | undefined {
  const { root, size } = area;
  const { count, starts, targets, fixedState, variables } = propagatorGraph(nodes, edges, fixed);
  // Guards known true are left out of clauses; one known false switches the constraint off.
  const openGuards: Literal[] = [];
  for (const guard of guards) {
    const known = fixed(guard);
    if (known === false) return undefined;
    if (known === undefined) {
      openGuards.push(guard);
      variables.add(Math.abs(guard));
    }
  }

  const state = new Int8Array(count);
  // The cheapest paths from the root: costs, and a double-ended queue for the breadth-first search with costs 0 and 1.
  const cost = new Int32Array(count);
  const queue = new Int32Array(2 * count + 1);
  // The depth-first search from the root, finding the articulation points.
  const search = articulationSearch({ count, starts, targets });
  const { discovered, low, parent } = search;
  // Per node, the nodes in subtrees that its removal cuts off, and the first such subtree holding a chosen node.
  const cutOff = new Int32Array(count);
  const cutWitness = new Int32Array(count);
  const cutBegin = new Int32Array(count);
  const cutEnd = new Int32Array(count);
  const marks = new Int32Array(count);
  let stamp = 0;
  const nothing: Literal[][] = [];
  /** Removing `above` cuts this subtree off the root (made once: a search runs after every round of propagation). */
  const onCut = (above: number, begin: number, end: number, witness: number) => {
    cutOff[above]! += end - begin;
    if (witness !== -1 && cutWitness[above] === -1) {
      cutWitness[above] = witness;
      cutBegin[above] = begin;
      cutEnd[above] = end;
    }
  };

  /** A clause's guards, false (the root needs no place in a reason: every area holds it). */
  const finish = (clause: Literal[]): Literal[] => {
    for (const guard of openGuards) clause.push(-guard);
    return clause;
  };
  /** Adds to `literals` the literals of the false nodes next to a node that `inside` accepts (fixed ones left out). */
  const border = (inside: (node: number) => boolean, literals: Literal[]): Literal[] => {
    stamp++;
    for (let node = 0; node < count; node++) {
      if (state[node] === left || !inside(node)) continue;
      for (let position = starts[node]!; position < starts[node + 1]!; position++) {
        const next = targets[position]!;
        if (state[next] !== left || marks[next] === stamp) continue;
        marks[next] = stamp;
        if (fixedState[next] === 0) literals.push(nodes[next]!);
      }
    }
    return literals;
  };
  /** Adds "not chosen" for every chosen node (fixed ones left out). */
  const notChosen = (literals: Literal[]): Literal[] => {
    for (let node = 0; node < count; node++) if (state[node] === chosen && fixedState[node] === 0 && node !== root) literals.push(-nodes[node]!);
    return literals;
  };

  const propagate = (value: (literal: Literal) => number): Literal[][] => {
    for (const guard of openGuards) if (value(guard) !== 1) return nothing;
    let chosenCount = 0;
    for (let node = 0; node < count; node++) {
      const current = fixedState[node] !== 0 ? fixedState[node]! : value(nodes[node]!);
      state[node] = current;
      if (current === chosen) chosenCount++;
    }
    // The root is chosen: a conflict when it is false, nothing to add yet while it is open.
    if (state[root] === left) return [finish(fixedState[root] === 0 ? [nodes[root]!] : [])];
    if (state[root] === open) return nothing;
    if (chosenCount > size) {
      // `size` chosen nodes besides the root.
      const clause: Literal[] = [];
      for (let node = 0, taken = 0; node < count && taken < size; node++) {
        if (state[node] !== chosen || node === root) continue;
        taken++;
        if (fixedState[node] === 0) clause.push(-nodes[node]!);
      }
      return [finish(clause)];
    }

    // Cheapest paths from the root through nodes that are not false: chosen nodes cost nothing, open ones one.
    cost.fill(unreached);
    let head = count;
    let tail = count;
    cost[root] = 0;
    queue[tail++] = root;
    while (head < tail) {
      const node = queue[head++]!;
      for (let position = starts[node]!; position < starts[node + 1]!; position++) {
        const next = targets[position]!;
        if (state[next] === left) continue;
        const step = state[next] === chosen ? 0 : 1;
        if (cost[node]! + step >= cost[next]!) continue;
        cost[next] = cost[node]! + step;
        if (step === 0) queue[--head] = next;
        else queue[tail++] = next;
      }
    }
    let reachedCount = 0;
    for (let node = 0; node < count; node++) if (cost[node]! < unreached) reachedCount++;
    if (reachedCount < size) return [finish(border((node) => cost[node]! < unreached, []))];

    // Taking a node whose cheapest path costs `cost` makes the area at least chosenCount + cost nodes large. The
    // reason: the chosen nodes, and the false border of the region costing less than `limit` (for an open node,
    // `limit` - 1). A path that keeps to nodes not false now costs what was found; one that takes a node false now
    // (outside that border) first leaves the region, at a cost of at least its bound, and pays one for that node
    // (and one for the open node at its end).
    const limit = size - chosenCount;
    let clauses = nothing;
    for (let node = 0; node < count; node++) {
      if (state[node] === chosen && cost[node]! > limit) return [finish(notChosen(border((inside) => cost[inside]! < limit, [])))];
    }
    let reason: Literal[] | undefined;
    for (let node = 0; node < count; node++) {
      if (state[node] !== open || cost[node]! <= limit) continue;
      reason ??= finish(notChosen(border((inside) => cost[inside]! < limit - 1, [])));
      if (clauses === nothing) clauses = [];
      clauses.push([-nodes[node]!, ...reason]);
    }
    if (clauses !== nothing) return clauses;

    // One depth-first search from the root over the nodes that are not false, finding the articulation points.
    cutOff.fill(0);
    cutWitness.fill(-1);
    search.run(root, state, onCut);
    for (let node = 0; node < count; node++) {
      if (state[node] !== open || cutOff[node] === 0) continue;
      if (cutWitness[node] !== -1) {
        // A chosen node beyond it: the border of that subtree.
        const begin = cutBegin[node]!;
        const end = cutEnd[node]!;
        const witness = cutWitness[node]!;
        const clause = [nodes[node]!];
        if (fixedState[witness] === 0) clause.push(-nodes[witness]!);
        border((inside) => discovered[inside]! >= begin && discovered[inside]! < end, clause);
        if (clauses === nothing) clauses = [];
        clauses.push(finish(clause));
      } else if (reachedCount - 1 - cutOff[node]! < size) {
        // The root's side without it is too small: the border of that side.
        const clause = [nodes[node]!];
        border((inside) => inside !== node && stillReached(inside, node), clause);
        if (clauses === nothing) clauses = [];
        clauses.push(finish(clause));
      }
    }
    return clauses;
  };

  /** Whether `node` (reached) stays connected to the root without `cut`: it is not in a subtree that `cut` cuts off. */
  const stillReached = (node: number, cut: number): boolean => {
    for (let step = node; step >= 0; step = parent[step]!) {
      const above = parent[step]!;
      if (above === cut) return low[step]! < discovered[cut]!;
    }
    return true;
  };
  return { variables: [...variables], propagate };
}
