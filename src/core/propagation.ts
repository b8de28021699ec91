// Unit propagation over CNF in JavaScript, with a trail that can be undone: the reasoning engine behind the
// difficulty rating (what a person can deduce step by step) and behind hints. Connectivity constraints, which the
// SAT solver only meets as lazy cuts, are propagated here the way a person reasons about them: cells cut off from
// the area cannot belong to it, and a cell whose loss would split the area must belong to it.

import type { Cnf, ConnectivityConstraint } from './cnf.js';
import type { Literal } from './model.js';

/** Reason codes for assignments that no clause explains. */
const decision = -1;
const byConnectivity = -2;

export class Propagator {
  /** truth[slot(literal)]: 1 true, -1 false, 0 open (both slots of a variable are kept in step). */
  private readonly truth: Int8Array;
  /** reasons[v]: the clause that made v's value unit, or a reason code. */
  private readonly reasons: Int32Array;
  /** Every clause of two or more literals, one after another; clause i is store[starts[i] .. starts[i + 1]). */
  private readonly store: Int32Array;
  private readonly starts: Int32Array;
  /** watches[slot(literal)]: long clauses watching `literal` (looked at when it becomes false). */
  private readonly watches: number[][];
  /** implications[slot(literal)]: for binary clauses, pairs (other literal, clause) that become unit when it is false. */
  private readonly implications: number[][];
  private readonly connectivity: readonly ConnectivityGraph[];
  private readonly trail: Literal[] = [];
  private head = 0;
  private inconsistent = false;
  /** Trail length when connectivity was last propagated (-1: never at this length). */
  private connectivityCheckedAt = -1;
  /** The clause found false by the last conflict, or a reason code. */
  private conflictReason = decision;
  /** How many waves the last `propagate` ran, and whether it got to the end (nothing more follows). */
  wavesUsed = 0;
  reachedFixpoint = false;

  constructor(cnf: Cnf) {
    const slots = 2 * (cnf.variableCount + 1);
    this.truth = new Int8Array(slots);
    this.reasons = new Int32Array(cnf.variableCount + 1).fill(decision);
    this.watches = Array.from({ length: slots }, () => []);
    this.implications = Array.from({ length: slots }, () => []);
    this.connectivity = (cnf.connectivity ?? []).map(connectivityGraph);
    let total = 0;
    let count = 0;
    for (const clause of cnf.clauses) {
      if (clause.length >= 2) {
        total += clause.length;
        count++;
      }
    }
    this.store = new Int32Array(total);
    this.starts = new Int32Array(count + 1);
    let index = 0;
    let offset = 0;
    for (const clause of cnf.clauses) {
      if (clause.length === 0) this.inconsistent = true;
      else if (clause.length === 1) {
        if (!this.assign(clause[0]!)) this.inconsistent = true;
      } else {
        this.starts[index] = offset;
        for (const literal of clause) this.store[offset++] = literal;
        if (clause.length === 2) {
          this.implications[slot(clause[0]!)]!.push(clause[1]!, index);
          this.implications[slot(clause[1]!)]!.push(clause[0]!, index);
        } else {
          this.watches[slot(clause[0]!)]!.push(index);
          this.watches[slot(clause[1]!)]!.push(index);
        }
        index++;
      }
    }
    this.starts[count] = offset;
  }

  value(literal: Literal): boolean | undefined {
    const value = this.truth[slot(literal)]!;
    return value === 0 ? undefined : value > 0;
  }

  get trailLength(): number {
    return this.trail.length;
  }

  /** Literals assigned since trail position `from`. */
  assignedSince(from: number): Literal[] {
    return this.trail.slice(from);
  }

  /** Sets a literal true (no propagation yet). false if it is already false. */
  assign(literal: Literal, reason = decision): boolean {
    const position = slot(literal);
    const current = this.truth[position]!;
    if (current !== 0) return current > 0;
    this.truth[position] = 1;
    this.truth[position ^ 1] = -1;
    this.reasons[Math.abs(literal)] = reason;
    this.trail.push(literal);
    return true;
  }

  /**
   * Propagates to a fixpoint, or for at most `waves` waves (a wave: everything the previous wave's assignments make
   * unit; a pass of connectivity reasoning is a wave of its own). false on a conflict.
   */
  propagate(waves = Infinity): boolean {
    this.reachedFixpoint = false;
    this.wavesUsed = 0;
    if (this.inconsistent) return false;
    const truth = this.truth;
    let waveEnd = this.head;
    for (;;) {
      if (this.head >= this.trail.length) {
        // Clauses are at rest; connectivity may still have something to say.
        if (this.connectivity.length === 0 || this.connectivityCheckedAt === this.trail.length) {
          this.reachedFixpoint = true;
          return true;
        }
        if (this.wavesUsed >= waves) return true;
        this.wavesUsed++;
        this.connectivityCheckedAt = this.trail.length;
        for (const graph of this.connectivity) {
          if (!this.propagateConnectivity(graph)) {
            this.head = this.trail.length;
            this.conflictReason = byConnectivity;
            return false;
          }
        }
        if (this.head >= this.trail.length) {
          this.connectivityCheckedAt = this.trail.length;
          this.reachedFixpoint = true;
          return true;
        }
        waveEnd = this.trail.length;
        continue;
      }
      if (this.head >= waveEnd) {
        if (this.wavesUsed >= waves) return true;
        this.wavesUsed++;
        waveEnd = this.trail.length;
      }
      const falseLiteral = -this.trail[this.head++]!;
      const falseSlot = slot(falseLiteral);
      // Binary clauses: the other literal must hold.
      const implied = this.implications[falseSlot]!;
      for (let k = 0; k < implied.length; k += 2) {
        const other = implied[k]!;
        const value = truth[slot(other)]!;
        if (value > 0) continue;
        if (value < 0 || !this.assign(other, implied[k + 1]!)) {
          this.head = this.trail.length;
          this.conflictReason = implied[k + 1]!;
          return false;
        }
      }
      const watching = this.watches[falseSlot]!;
      const store = this.store;
      for (let k = 0; k < watching.length; k++) {
        const index = watching[k]!;
        const first = this.starts[index]!;
        const end = this.starts[index + 1]!;
        // Keep the false watch in position 1.
        if (store[first] === falseLiteral) {
          store[first] = store[first + 1]!;
          store[first + 1] = falseLiteral;
        }
        if (truth[slot(store[first]!)]! > 0) continue;
        let moved = false;
        for (let position = first + 2; position < end; position++) {
          if (truth[slot(store[position]!)]! >= 0) {
            store[first + 1] = store[position]!;
            store[position] = falseLiteral;
            this.watches[slot(store[first + 1]!)]!.push(index);
            watching[k] = watching[watching.length - 1]!;
            watching.pop();
            k--;
            moved = true;
            break;
          }
        }
        if (moved) continue;
        if (!this.assign(store[first]!, index)) {
          this.head = this.trail.length;
          this.conflictReason = index;
          return false;
        }
      }
    }
  }

  /** Undoes every assignment after trail position `length`. */
  backtrack(length: number): void {
    while (this.trail.length > length) {
      const position = slot(this.trail.pop()!);
      this.truth[position] = 0;
      this.truth[position ^ 1] = 0;
    }
    this.head = Math.min(this.head, length);
    if (this.connectivityCheckedAt > length) this.connectivityCheckedAt = -1;
  }

  /** Undoes every assignment after `length` and marks the rest as not yet propagated, to propagate it afresh. */
  rewind(length: number): void {
    this.backtrack(length);
    this.head = 0;
    this.connectivityCheckedAt = -1;
  }

  /** Assigns and propagates a literal (for at most `waves` waves), reports whether that conflicts, and undoes it all. */
  probe(literal: Literal, waves = Infinity): { conflict: boolean; implied: Literal[] } {
    const mark = this.trail.length;
    const conflict = !this.assign(literal) || !this.propagate(waves);
    const implied = conflict ? [] : this.trail.slice(mark);
    this.backtrack(mark);
    return { conflict, implied };
  }

  /** Like `probe`, without collecting what follows: true when the literal leads to a conflict within `waves` waves. */
  fails(literal: Literal, waves = Infinity): boolean {
    const mark = this.trail.length;
    const conflict = !this.assign(literal) || !this.propagate(waves);
    this.backtrack(mark);
    return conflict;
  }

  /**
   * After a conflict (before backtracking): the decided literals (assumptions, not consequences) that the conflict
   * follows from by the clauses, or undefined when connectivity reasoning took part.
   */
  conflictSources(): Literal[] | undefined {
    if (this.conflictReason === byConnectivity) return undefined;
    const seen = new Uint8Array(this.reasons.length);
    const sources: Literal[] = [];
    const pending: number[] = [];
    const visitClause = (index: number) => {
      for (let position = this.starts[index]!; position < this.starts[index + 1]!; position++) {
        const variable = Math.abs(this.store[position]!);
        if (!seen[variable] && this.truth[2 * variable] !== 0) {
          seen[variable] = 1;
          pending.push(variable);
        }
      }
    };
    if (this.conflictReason >= 0) visitClause(this.conflictReason);
    // The literal whose assignment failed is the last on the trail when `assign` refused it; its clause was visited.
    while (pending.length > 0) {
      const variable = pending.pop()!;
      const reason = this.reasons[variable]!;
      if (reason === byConnectivity) return undefined;
      if (reason === decision) sources.push(this.truth[2 * variable]! > 0 ? variable : -variable);
      else visitClause(reason);
    }
    return sources;
  }

  /** One pass of connectivity reasoning on one constraint; false when the chosen nodes cannot be connected. */
  private propagateConnectivity(graph: ConnectivityGraph): boolean {
    const { nodes, adjacency } = graph;
    const count = nodes.length;
    const state = new Int8Array(count); // 1 in the set, -1 out, 0 open
    let root = -1;
    let chosen = 0;
    for (let index = 0; index < count; index++) {
      const value = this.value(nodes[index]!);
      state[index] = value === undefined ? 0 : value ? 1 : -1;
      if (state[index] === 1) {
        chosen++;
        if (root < 0) root = index;
      }
    }
    if (root < 0) return true;
    // Depth-first search from a chosen node over nodes that may still belong, with low links for cut vertices.
    const order = new Int32Array(count).fill(-1);
    const low = new Int32Array(count);
    const parent = new Int32Array(count).fill(-1);
    const chosenBelow = new Int32Array(count);
    const next = new Int32Array(count);
    const mustJoin: number[] = [];
    let time = 0;
    const stack = [root];
    order[root] = low[root] = time++;
    chosenBelow[root] = 1;
    while (stack.length > 0) {
      const node = stack[stack.length - 1]!;
      const neighbours = adjacency[node]!;
      if (next[node]! < neighbours.length) {
        const other = neighbours[next[node]++]!;
        if (state[other] === -1) continue;
        if (order[other] === -1) {
          order[other] = low[other] = time++;
          parent[other] = node;
          chosenBelow[other] = state[other] === 1 ? 1 : 0;
          stack.push(other);
        } else if (other !== parent[node]) {
          low[node] = Math.min(low[node]!, order[other]!);
        }
        continue;
      }
      stack.pop();
      const above = parent[node]!;
      if (above < 0) continue;
      low[above] = Math.min(low[above]!, low[node]!);
      chosenBelow[above] += chosenBelow[node]!;
      // Removing `above` cuts off node's subtree; if chosen nodes lie there (and elsewhere), `above` must stay.
      if (state[above] === 0 && low[node]! >= order[above]! && chosenBelow[node]! > 0 && chosenBelow[node]! < chosen) {
        mustJoin.push(above);
      }
    }
    for (let index = 0; index < count; index++) {
      if (state[index] === 1 && order[index] === -1) return false;
    }
    for (let index = 0; index < count; index++) {
      // Out of reach of the chosen nodes: cannot belong.
      if (state[index] === 0 && order[index] === -1 && !this.assign(-nodes[index]!, byConnectivity)) return false;
    }
    for (const index of mustJoin) if (!this.assign(nodes[index]!, byConnectivity)) return false;
    return true;
  }
}

interface ConnectivityGraph {
  readonly nodes: readonly Literal[];
  readonly adjacency: readonly (readonly number[])[];
}

function connectivityGraph(constraint: ConnectivityConstraint): ConnectivityGraph {
  const adjacency: number[][] = constraint.nodes.map(() => []);
  for (const [a, b] of constraint.edges) {
    adjacency[a]!.push(b);
    adjacency[b]!.push(a);
  }
  return { nodes: constraint.nodes, adjacency };
}

function slot(literal: Literal): number {
  return literal > 0 ? 2 * literal : -2 * literal + 1;
}
