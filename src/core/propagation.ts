// Unit propagation over CNF in JavaScript, with a trail that can be undone: the reasoning engine behind the
// difficulty rating (what a person can deduce step by step) and behind hints. Connectivity constraints, which the
// SAT solver only meets as lazy cuts, are propagated here the way a person reasons about them: cells cut off from
// the area cannot belong to it, and a cell whose loss would split the area must belong to it. Acyclicity likewise:
// a line whose ends are already joined by lines in use would close a cycle, so it is not used.

import { ClauseList } from './clause-list.js';
import type { AcyclicConstraint, Cnf, ConnectivityConstraint, DivisionConstraint, GroupedClauses } from './cnf.js';
import type { Literal } from './model.js';

/** No at-most-one lists, for a CNF whose clauses are all written out. */
const noLists = new ClauseList({ clauses: 0, literals: 0 });

/** Reason codes for assignments that no clause explains. */
const decision = -1;
const byConnectivity = -2;

export class Propagator {
  /** truth[slot(literal)]: 1 true, -1 false, 0 open (both slots of a variable are kept in step). */
  private readonly truth: Int8Array;
  /** reasons[v]: the clause that made v's value unit, or a reason code. */
  private readonly reasons: Int32Array;
  /** positions[v]: where v's value stands on the trail (meaningful while v is assigned). */
  private readonly positions: Int32Array;
  /** Every clause of two or more literals, one after another; clause i is store[starts[i] .. starts[i + 1]). */
  private readonly store: Int32Array;
  private readonly starts: Int32Array;
  /**
   * The long clauses watching a literal (looked at when it becomes false), flat: those of slot s are
   * watches[watchStarts[s] .. watchStarts[s] + watchCounts[s]). A literal is watched by at most the clauses it is in,
   * so each slot has room for that many and the lists never grow.
   */
  private readonly watches: Int32Array;
  private readonly watchStarts: Int32Array;
  private readonly watchCounts: Int32Array;
  /**
   * Whether some clause or at-most-one list names a variable twice or mixes plain and negated literals. Without
   * either, a literal tried at a fixpoint never fails within one wave: its first wave cannot meet a value set before
   * (that would have settled the literal itself) nor set a variable both ways (what it sets all has one sign).
   */
  readonly mixedClauses: boolean;
  /**
   * For binary clauses, pairs (other literal, clause) that become unit when a literal is false: those of slot s are
   * implications[implicationStarts[s] .. implicationStarts[s + 1]). Fixed once built, so kept flat. A pair (0, p)
   * stands for an at-most-one list (`Cnf.grouped`) whose literal at position p of `listed` is the negation of the
   * false one: every other literal of that list becomes false, as its pairs would say, in their order.
   */
  private readonly implications: Int32Array;
  private readonly implicationStarts: Int32Array;
  /** The literals of the at-most-one lists, one list after another, and for each position the list it is in. */
  private readonly listed: Int32Array;
  private readonly listStarts: Int32Array;
  private readonly listOf: Int32Array;
  /** For each position in `listed`, the slot of its literal's negation (what the list's other literals make true). */
  private readonly excludedSlots: Int32Array;
  /**
   * Clauses (of two or more literals) in `store`: a reason from `clauseCount` on is a pair of an at-most-one list,
   * named by the position in `listed` of the literal that made the other false.
   */
  private readonly clauseCount: number;
  /** After a conflict in an at-most-one list: the position of its second true literal. */
  private conflictPartner = -1;
  private readonly connectivity: readonly ConnectivityGraph[];
  private readonly loops: readonly LoopGraph[];
  private readonly acyclicity: readonly AcyclicGraph[];
  private readonly divisions: readonly DivisionGraph[];
  /** No connectivity, loop, acyclicity or division to reason about: clauses at rest are a fixpoint. */
  private readonly clausesOnly: boolean;
  /** Assigned literals in order; `size` of them are in use (a variable is on it at most once). */
  private readonly trail: Int32Array;
  private size = 0;
  private head = 0;
  private inconsistent = false;
  /** Trail length when connectivity and acyclicity were last propagated (-1: never at this length). */
  private connectivityCheckedAt = -1;
  /** The clause found false by the last conflict, or a reason code. */
  private conflictReason = decision;
  /** How many waves the last `propagate` ran, and whether it got to the end (nothing more follows). */
  wavesUsed = 0;
  reachedFixpoint = false;

  constructor(cnf: Cnf) {
    const slots = 2 * (cnf.variableCount + 1);
    this.truth = new Int8Array(slots);
    this.trail = new Int32Array(cnf.variableCount + 1);
    this.reasons = new Int32Array(cnf.variableCount + 1).fill(decision);
    this.positions = new Int32Array(cnf.variableCount + 1);
    // A loop's lines are checked on its points: the same deductions, over fewer nodes and links.
    this.connectivity = (cnf.connectivity ?? []).filter((constraint) => !constraint.lineEnds).map(connectivityGraph);
    this.loops = (cnf.connectivity ?? []).flatMap((constraint) => (constraint.lineEnds ? [loopGraph(constraint.nodes, constraint.lineEnds)] : []));
    this.acyclicity = (cnf.acyclicity ?? []).map(acyclicGraph);
    this.divisions = (cnf.divisions ?? []).map(divisionGraph);
    this.clausesOnly = !(cnf.connectivity?.length || cnf.acyclicity?.length || cnf.divisions?.length);
    const indexed = indexClauses(cnf.grouped ?? { clauses: cnf.clauseList, atMostOne: noLists, places: [] }, slots);
    this.store = indexed.store;
    this.starts = indexed.starts;
    this.implications = indexed.implications;
    this.implicationStarts = indexed.implicationStarts;
    this.listed = indexed.listed;
    this.listStarts = indexed.listStarts;
    this.listOf = indexed.listOf;
    this.excludedSlots = indexed.excludedSlots;
    this.clauseCount = indexed.starts.length - 1;
    this.watches = indexed.watches;
    this.watchStarts = indexed.watchStarts;
    this.watchCounts = new Int32Array(slots);
    this.mixedClauses = indexed.mixedClauses;
    if (indexed.empty) this.inconsistent = true;
    for (let index = 0; index < indexed.units.length; index++) if (!this.assign(indexed.units[index]!)) this.inconsistent = true;
    const { store, starts } = indexed;
    for (let index = 0; index + 1 < starts.length; index++) {
      if (starts[index + 1]! - starts[index]! <= 2) continue;
      this.watch(store[starts[index]!]!, index);
      this.watch(store[starts[index]! + 1]!, index);
    }
  }

  private watch(literal: Literal, clause: number): void {
    const at = slot(literal);
    this.watches[this.watchStarts[at]! + this.watchCounts[at]!++] = clause;
  }

  value(literal: Literal): boolean | undefined {
    const value = this.truth[slot(literal)]!;
    return value === 0 ? undefined : value > 0;
  }

  /** The literals of the list that are not assigned yet (read on every round of a rating: one tight loop). */
  unassigned(literals: readonly Literal[]): Literal[] {
    const truth = this.truth;
    const open: Literal[] = [];
    for (let index = 0; index < literals.length; index++) {
      const literal = literals[index]!;
      if (truth[literal > 0 ? 2 * literal : -2 * literal + 1] === 0) open.push(literal);
    }
    return open;
  }

  get trailLength(): number {
    return this.size;
  }

  /** Literals assigned since trail position `from`. */
  assignedSince(from: number): Literal[] {
    return Array.from(this.trail.subarray(from, this.size));
  }

  /** Sets a literal true (no propagation yet). false if it is already false. */
  assign(literal: Literal, reason = decision): boolean {
    const position = slot(literal);
    const current = this.truth[position]!;
    if (current !== 0) return current > 0;
    this.truth[position] = 1;
    this.truth[position ^ 1] = -1;
    this.reasons[Math.abs(literal)] = reason;
    this.positions[Math.abs(literal)] = this.size;
    this.trail[this.size++] = literal;
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
    // The hot loop of rating and hints: fields are read into locals, and assignments are written inline.
    const { truth, trail, reasons, positions, implications, implicationStarts, watches, watchStarts, watchCounts, store, starts, listStarts, listOf, excludedSlots, clauseCount } = this;
    let head = this.head;
    // The trail's length, kept here and written back wherever another method reads it.
    let size = this.size;
    let waveEnd = head;
    let wavesUsed = 0;
    for (;;) {
      if (head >= size) {
        this.size = size;
        this.head = head;
        this.wavesUsed = wavesUsed;
        // Clauses are at rest; connectivity and acyclicity may still have something to say.
        if (this.clausesOnly || this.connectivityCheckedAt === size) {
          this.reachedFixpoint = true;
          return true;
        }
        if (wavesUsed >= waves) return true;
        this.wavesUsed = ++wavesUsed;
        this.connectivityCheckedAt = size;
        for (const graph of this.connectivity) {
          if (graph.guards.some((guard) => truth[slot(guard)]! <= 0)) continue;
          if (!this.propagateConnectivity(graph)) return this.conflict(byConnectivity, wavesUsed);
        }
        for (const graph of this.loops) {
          if (!this.propagateLoopConnectivity(graph)) return this.conflict(byConnectivity, wavesUsed);
        }
        for (const graph of this.acyclicity) {
          if (!this.propagateAcyclicity(graph)) return this.conflict(byConnectivity, wavesUsed);
        }
        for (const division of this.divisions) {
          if (!this.propagateDivision(division)) return this.conflict(byConnectivity, wavesUsed);
        }
        size = this.size;
        if (head >= size) {
          this.connectivityCheckedAt = size;
          this.reachedFixpoint = true;
          return true;
        }
        waveEnd = size;
        continue;
      }
      if (head >= waveEnd) {
        if (wavesUsed >= waves) {
          this.size = size;
          this.head = head;
          this.wavesUsed = wavesUsed;
          return true;
        }
        wavesUsed++;
        waveEnd = size;
      }
      const falseLiteral = -trail[head++]!;
      const falseSlot = falseLiteral > 0 ? 2 * falseLiteral : -2 * falseLiteral + 1;
      // Binary clauses: the other literal must hold.
      for (let k = implicationStarts[falseSlot]!, end = implicationStarts[falseSlot + 1]!; k < end; k += 2) {
        const other = implications[k]!;
        if (other === 0) {
          // An at-most-one list holding the true literal: every other literal of it is false.
          const at = implications[k + 1]!;
          const list = listOf[at]!;
          for (let member = listStarts[list]!, last = listStarts[list + 1]!; member < last; member++) {
            if (member === at) continue;
            // Most of a list's literals are false already: their slot is read straight from the table.
            const excludedSlot = excludedSlots[member]!;
            const value = truth[excludedSlot]!;
            if (value > 0) continue;
            if (value < 0) {
              this.conflictPartner = member;
              this.size = size;
              return this.conflict(clauseCount + at, wavesUsed);
            }
            const variable = excludedSlot >> 1;
            truth[excludedSlot] = 1;
            truth[excludedSlot ^ 1] = -1;
            reasons[variable] = clauseCount + at;
            positions[variable] = size;
            trail[size++] = excludedSlot & 1 ? -variable : variable;
          }
          continue;
        }
        const otherSlot = other > 0 ? 2 * other : -2 * other + 1;
        const value = truth[otherSlot]!;
        if (value > 0) continue;
        if (value < 0) {
          this.size = size;
          return this.conflict(implications[k + 1]!, wavesUsed);
        }
        truth[otherSlot] = 1;
        truth[otherSlot ^ 1] = -1;
        reasons[other > 0 ? other : -other] = implications[k + 1]!;
        positions[other > 0 ? other : -other] = size;
        trail[size++] = other;
      }
      const watching = watchStarts[falseSlot]!;
      let watchCount = watchCounts[falseSlot]!;
      for (let k = 0; k < watchCount; k++) {
        const index = watches[watching + k]!;
        const first = starts[index]!;
        const end = starts[index + 1]!;
        // Keep the false watch in position 1.
        if (store[first] === falseLiteral) {
          store[first] = store[first + 1]!;
          store[first + 1] = falseLiteral;
        }
        const unit = store[first]!;
        const unitSlot = unit > 0 ? 2 * unit : -2 * unit + 1;
        if (truth[unitSlot]! > 0) continue;
        let moved = false;
        for (let position = first + 2; position < end; position++) {
          const candidate = store[position]!;
          // A literal made false during this wave still counts as open: the clause becomes unit only in the next
          // wave, when that literal's own turn comes. Waves then are true layers, whatever the order of the work.
          if (truth[candidate > 0 ? 2 * candidate : -2 * candidate + 1]! >= 0 || positions[candidate > 0 ? candidate : -candidate]! >= waveEnd) {
            store[first + 1] = candidate;
            store[position] = falseLiteral;
            const candidateSlot = candidate > 0 ? 2 * candidate : -2 * candidate + 1;
            watches[watchStarts[candidateSlot]! + watchCounts[candidateSlot]!++] = index;
            watches[watching + k] = watches[watching + --watchCount]!;
            k--;
            moved = true;
            break;
          }
        }
        if (moved) continue;
        if (truth[unitSlot]! < 0) {
          watchCounts[falseSlot] = watchCount;
          this.size = size;
          return this.conflict(index, wavesUsed);
        }
        truth[unitSlot] = 1;
        truth[unitSlot ^ 1] = -1;
        reasons[unit > 0 ? unit : -unit] = index;
        positions[unit > 0 ? unit : -unit] = size;
        trail[size++] = unit;
      }
      watchCounts[falseSlot] = watchCount;
    }
  }

  private conflict(reason: number, wavesUsed: number): boolean {
    this.head = this.size;
    this.wavesUsed = wavesUsed;
    this.conflictReason = reason;
    return false;
  }

  /** Undoes every assignment after trail position `length`. */
  backtrack(length: number): void {
    while (this.size > length) {
      const position = slot(this.trail[--this.size]!);
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

  /** Counts everything on the trail as propagated: the next `propagate` starts from what is assigned after this. */
  skipPropagated(): void {
    this.head = this.size;
  }

  /** Assigns and propagates a literal (for at most `waves` waves), reports whether that conflicts, and undoes it all. */
  probe(literal: Literal, waves = Infinity): { conflict: boolean; implied: Literal[] } {
    const mark = this.size;
    const conflict = !this.assign(literal) || !this.propagate(waves);
    const implied = conflict ? [] : this.assignedSince(mark);
    this.backtrack(mark);
    return { conflict, implied };
  }

  /** Like `probe`, without collecting what follows: true when the literal leads to a conflict within `waves` waves. */
  fails(literal: Literal, waves = Infinity): boolean {
    const mark = this.size;
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
    // Two true literals of an at-most-one list: their pair, its literals in the list's order.
    if (this.conflictReason >= this.clauseCount) {
      const pair = [this.conflictReason - this.clauseCount, this.conflictPartner].sort((a, b) => a - b);
      return this.traceSources(undefined, [...new Set(pair.map((position) => Math.abs(this.listed[position]!)))]);
    }
    return this.traceSources(this.conflictReason >= 0 ? this.conflictReason : undefined, []);
  }

  /**
   * The decided literals an assigned literal follows from by the clauses (itself, when it was decided), or undefined
   * when it is not true or connectivity reasoning took part.
   */
  sourcesOf(literal: Literal): Literal[] | undefined {
    if (this.value(literal) !== true) return undefined;
    return this.traceSources(undefined, [Math.abs(literal)]);
  }

  /**
   * The literals an assigned literal was derived through (not the decisions, not itself), in the order they were
   * assigned; undefined when it is not true or connectivity reasoning took part.
   */
  derivedThrough(literal: Literal): Literal[] | undefined {
    if (this.value(literal) !== true) return undefined;
    const through: Literal[] = [];
    if (!this.traceSources(undefined, [Math.abs(literal)], through)) return undefined;
    return through
      .filter((variable) => variable !== Math.abs(literal))
      .sort((a, b) => this.positions[a]! - this.positions[b]!)
      .map((variable) => (this.truth[2 * variable]! > 0 ? variable : -variable));
  }

  /**
   * Walks the reasons back from a clause and some variables to the decisions they rest on; `derived` collects the
   * variables passed on the way that were not decisions.
   */
  private traceSources(clause: number | undefined, variables: readonly number[], derived?: number[]): Literal[] | undefined {
    const seen = new Uint8Array(this.reasons.length);
    const sources: Literal[] = [];
    const pending: number[] = [];
    for (const variable of variables) {
      seen[variable] = 1;
      pending.push(variable);
    }
    const visit = (variable: number) => {
      if (!seen[variable] && this.truth[2 * variable] !== 0) {
        seen[variable] = 1;
        pending.push(variable);
      }
    };
    const visitClause = (index: number) => {
      // A pair of an at-most-one list: the literal that excluded the other (which is being traced already).
      if (index >= this.clauseCount) return visit(Math.abs(this.listed[index - this.clauseCount]!));
      for (let position = this.starts[index]!; position < this.starts[index + 1]!; position++) visit(Math.abs(this.store[position]!));
    };
    if (clause !== undefined) visitClause(clause);
    // The literal whose assignment failed is the last on the trail when `assign` refused it; its clause was visited.
    while (pending.length > 0) {
      const variable = pending.pop()!;
      const reason = this.reasons[variable]!;
      if (reason === byConnectivity) return undefined;
      if (reason === decision) sources.push(this.truth[2 * variable]! > 0 ? variable : -variable);
      else {
        derived?.push(variable);
        visitClause(reason);
      }
    }
    return sources;
  }

  /**
   * One pass of acyclicity reasoning on one constraint: the points that lines in use join, and every open line
   * between two points already joined is not used. false when the lines in use close a cycle.
   */
  private propagateAcyclicity(graph: AcyclicGraph): boolean {
    const { literals, ends, root } = graph;
    for (let point = 0; point < root.length; point++) root[point] = point;
    const find = (point: number): number => {
      while (root[point] !== point) {
        root[point] = root[root[point]!]!;
        point = root[point]!;
      }
      return point;
    };
    for (let index = 0; index < literals.length; index++) {
      if (this.truth[slot(literals[index]!)] !== 1) continue;
      const a = find(ends[2 * index]!);
      const b = find(ends[2 * index + 1]!);
      if (a === b) return false;
      root[a] = b;
    }
    for (let index = 0; index < literals.length; index++) {
      if (this.truth[slot(literals[index]!)] !== 0) continue;
      if (find(ends[2 * index]!) === find(ends[2 * index + 1]!) && !this.assign(-literals[index]!, byConnectivity)) return false;
    }
    return true;
  }

  /**
   * One pass of division reasoning, as a person reasons about regions: the cells joined so far are one region, so no
   * size smaller than it is left; a size is ruled out where the region cannot reach that many cells through links
   * not yet parted and cells that may still have that size; a region of its full size is closed; a region that must
   * grow and has one way out takes it. false when some region can take no size.
   */
  private propagateDivision(division: DivisionGraph): boolean {
    const { nodes, links, sizes, together, around, literalAt } = division;
    const isTrue = (literal: Literal) => this.truth[slot(literal)] === 1;
    const isFalse = (literal: Literal) => this.truth[slot(-literal)] === 1;
    const across = (index: number, node: number) => (links[index]!.ends[0] === node ? links[index]!.ends[1] : links[index]!.ends[0]);
    const region = new Int32Array(nodes).fill(-1);
    const members: number[][] = [];
    for (let start = 0; start < nodes; start++) {
      if (region[start] !== -1) continue;
      const list = [start];
      region[start] = members.length;
      for (let head = 0; head < list.length; head++) {
        for (const index of around[list[head]!]!) {
          const next = across(index, list[head]!);
          if (region[next] === -1 && isTrue(links[index]!.literal)) {
            region[next] = members.length;
            list.push(next);
          }
        }
      }
      members.push(list);
    }
    // Whether `value` may still be the size at `node`.
    const allows = (node: number, value: number) => {
      if (!sizes[node]) return true;
      const literal = literalAt[node]!.get(value);
      return literal !== undefined && !isFalse(literal);
    };
    // How many cells the region can reach for `value`, counting no further than `value` (cells seen are stamped).
    const { seen } = division;
    const reach = (list: readonly number[], value: number) => {
      const stamp = ++division.stamp;
      for (const node of list) seen[node] = stamp;
      const queue = [...list];
      for (let head = 0; head < queue.length && queue.length < value; head++) {
        for (const index of around[queue[head]!]!) {
          const next = across(index, queue[head]!);
          if (seen[next] === stamp || isFalse(links[index]!.literal) || !allows(next, value)) continue;
          seen[next] = stamp;
          queue.push(next);
        }
      }
      return queue.length;
    };
    // A pair kept together needs a way between its nodes through links not yet parted.
    if (together.length > 0) {
      const area = new Int32Array(nodes).fill(-1);
      for (let start = 0, count = 0; start < nodes; start++, count++) {
        if (area[start] !== -1) continue;
        area[start] = count;
        const queue = [start];
        for (let head = 0; head < queue.length; head++) {
          for (const index of around[queue[head]!]!) {
            const next = across(index, queue[head]!);
            if (area[next] !== -1 || isFalse(links[index]!.literal)) continue;
            area[next] = count;
            queue.push(next);
          }
        }
      }
      for (const { literal, ends } of together) if (area[ends[0]] !== area[ends[1]] && !isFalse(literal) && !this.assign(-literal, byConnectivity)) return false;
    }
    // Two cells that can share no size are parted.
    for (const { literal, ends } of links) {
      const [a, b] = ends;
      if (isTrue(literal) || isFalse(literal) || !sizes[a] || !sizes[b]) continue;
      if (!sizes[a].values.some((value) => allows(a, value) && allows(b, value)) && !this.assign(-literal, byConnectivity)) return false;
    }
    for (const list of members) {
      const sized = list.filter((node) => sizes[node]);
      if (sized.length === 0) continue;
      const candidates = sizes[sized[0]!]!.values.filter((value) => list.every((node) => allows(node, value)));
      const possible = candidates.filter((value) => value >= list.length && reach(list, value) >= value);
      if (possible.length === 0) return false;
      for (const node of sized) {
        const size = sizes[node]!;
        for (let index = 0; index < size.values.length; index++) {
          const literal = size.literals[index]!;
          if (!isFalse(literal) && !possible.includes(size.values[index]!) && !this.assign(-literal, byConnectivity)) return false;
        }
      }
      if (possible.length !== 1) continue;
      // A region that can reach just as many cells as its size takes them all.
      const value = possible[0]!;
      if (list.length < value) {
        const seen = new Set(list);
        const queue = [...list];
        for (let head = 0; head < queue.length && seen.size <= value; head++) {
          for (const index of around[queue[head]!]!) {
            const next = across(index, queue[head]!);
            if (seen.has(next) || isFalse(links[index]!.literal) || !allows(next, value)) continue;
            seen.add(next);
            queue.push(next);
          }
        }
        if (seen.size === value) {
          for (const node of queue) {
            const size = sizes[node];
            const index = size ? size.values.indexOf(value) : -1;
            if (size && index >= 0 && !isTrue(size.literals[index]!) && !this.assign(size.literals[index]!, byConnectivity)) return false;
          }
        }
      }
      const exits = list.flatMap((node) => around[node]!.filter((index) => region[across(index, node)] !== region[node] && !isFalse(links[index]!.literal)));
      if (possible[0] === list.length) {
        for (const index of exits) if (!this.assign(-links[index]!.literal, byConnectivity)) return false;
      } else if (exits.length === 1 && !isTrue(links[exits[0]!]!.literal) && !this.assign(links[exits[0]!]!.literal, byConnectivity)) return false;
    }
    return true;
  }

  /** One pass of connectivity reasoning on one constraint; false when the chosen nodes cannot be connected. */
  private propagateConnectivity(graph: ConnectivityGraph): boolean {
    const { nodes, neighbours, neighbourStarts, state, order, low, parent, chosenBelow, next, stack } = graph;
    const count = nodes.length;
    const truth = this.truth;
    let root = -1;
    let chosen = 0;
    for (let index = 0; index < count; index++) {
      const value = truth[slot(nodes[index]!)]!;
      state[index] = value; // 1 in the set, -1 out, 0 open
      if (value === 1) {
        chosen++;
        if (root < 0) root = index;
      }
    }
    if (root < 0) return true;
    // Depth-first search from a chosen node over nodes that may still belong, with low links for cut vertices.
    order.fill(-1);
    parent.fill(-1);
    let time = 0;
    let depth = 0;
    let mustJoin = 0; // cut vertices found, kept at the end of `stack` (it never holds more than count entries)
    stack[depth++] = root;
    order[root] = low[root] = time++;
    chosenBelow[root] = 1;
    next[root] = neighbourStarts[root]!;
    while (depth > 0) {
      const node = stack[depth - 1]!;
      if (next[node]! < neighbourStarts[node + 1]!) {
        const other = neighbours[next[node]!++]!;
        if (state[other] === -1) continue;
        if (order[other] === -1) {
          order[other] = low[other] = time++;
          parent[other] = node;
          chosenBelow[other] = state[other] === 1 ? 1 : 0;
          next[other] = neighbourStarts[other]!;
          stack[depth++] = other;
        } else if (other !== parent[node]) {
          if (order[other]! < low[node]!) low[node] = order[other]!;
        }
        continue;
      }
      depth--;
      const above = parent[node]!;
      if (above < 0) continue;
      if (low[node]! < low[above]!) low[above] = low[node]!;
      chosenBelow[above]! += chosenBelow[node]!;
      // Removing `above` cuts off node's subtree; if chosen nodes lie there (and elsewhere), `above` must stay.
      if (state[above] === 0 && low[node]! >= order[above]! && chosenBelow[node]! > 0 && chosenBelow[node]! < chosen) {
        stack[count - 1 - mustJoin++] = above;
      }
    }
    for (let index = 0; index < count; index++) {
      if (state[index] === 1 && order[index] === -1) return false;
    }
    for (let index = 0; index < count; index++) {
      // Out of reach of the chosen nodes: cannot belong.
      if (state[index] === 0 && order[index] === -1 && !this.assign(-nodes[index]!, byConnectivity)) return false;
    }
    for (let k = 0; k < mustJoin; k++) if (!this.assign(nodes[stack[count - 1 - k]!]!, byConnectivity)) return false;
    return true;
  }

  /**
   * The same reasoning for the lines of a loop, on its points: a line whose points the lines in use cannot reach is
   * not used, and a line that is a bridge between lines in use (they fall apart without it) is used.
   */
  private propagateLoopConnectivity(graph: LoopGraph): boolean {
    const { lines, ends, links, linkStarts, state, order, low, parentLine, usedBelow, next, stack } = graph;
    const truth = this.truth;
    const lineCount = lines.length;
    let root = -1;
    let used = 0;
    for (let line = 0; line < lineCount; line++) {
      const value = truth[slot(lines[line]!)]!;
      state[line] = value; // 1 used, -1 not, 0 open
      if (value === 1) {
        used++;
        if (root < 0) root = ends[2 * line]!;
      }
    }
    if (root < 0) return true;
    // Depth-first search over the points, along lines that may still be used, with low links for bridges.
    order.fill(-1);
    let time = 0;
    let depth = 0;
    let bridges = 0; // lines found to be bridges, kept at the end of `stack` (it never holds more than that)
    const points = order.length;
    stack[depth++] = root;
    order[root] = low[root] = time++;
    parentLine[root] = -1;
    usedBelow[root] = 0;
    next[root] = linkStarts[root]!;
    while (depth > 0) {
      const point = stack[depth - 1]!;
      if (next[point]! < linkStarts[point + 1]!) {
        const link = next[point]!++;
        const line = links[link]!;
        if (state[line] === -1 || line === parentLine[point]) continue;
        const other = ends[2 * line]! === point ? ends[2 * line + 1]! : ends[2 * line]!;
        // Each line in use is counted at its later-found end; a line back to a later-found point was counted there.
        if (order[other] === -1) {
          order[other] = low[other] = time++;
          parentLine[other] = line;
          usedBelow[other] = state[line] === 1 ? 1 : 0;
          next[other] = linkStarts[other]!;
          stack[depth++] = other;
        } else if (order[other]! < order[point]!) {
          if (order[other]! < low[point]!) low[point] = order[other]!;
          if (state[line] === 1) usedBelow[point]!++;
        }
        continue;
      }
      depth--;
      const line = parentLine[point]!;
      if (line < 0) continue;
      const above = ends[2 * line]! === point ? ends[2 * line + 1]! : ends[2 * line]!;
      if (low[point]! < low[above]!) low[above] = low[point]!;
      // A bridge: without this open line, the lines in use below it and those elsewhere are apart, so it is used.
      if (state[line] === 0 && low[point]! > order[above]! && usedBelow[point]! > 0 && usedBelow[point]! < used) {
        stack[points - 1 - bridges++] = line;
      }
      usedBelow[above]! += usedBelow[point]!;
    }
    for (let line = 0; line < lineCount; line++) {
      if (state[line] === 1 && order[ends[2 * line]!] === -1) return false;
    }
    for (let line = 0; line < lineCount; line++) {
      // Out of reach of the lines in use: not used.
      if (state[line] === 0 && order[ends[2 * line]!] === -1 && !this.assign(-lines[line]!, byConnectivity)) return false;
    }
    for (let k = 0; k < bridges; k++) if (!this.assign(lines[stack[points - 1 - k]!]!, byConnectivity)) return false;
    return true;
  }
}

/** A loop's lines over its points (links flat, by point) and the search's working arrays, made once. */
interface LoopGraph {
  readonly lines: readonly Literal[];
  /** The two end points of line i: ends[2i], ends[2i + 1]. */
  readonly ends: Int32Array;
  /** The lines at point p: links[linkStarts[p] .. linkStarts[p + 1]). */
  readonly links: Int32Array;
  readonly linkStarts: Int32Array;
  readonly state: Int8Array;
  readonly order: Int32Array;
  readonly low: Int32Array;
  readonly parentLine: Int32Array;
  readonly usedBelow: Int32Array;
  readonly next: Int32Array;
  readonly stack: Int32Array;
}

function loopGraph(lines: readonly Literal[], lineEnds: readonly (readonly [number, number])[]): LoopGraph {
  const points = 1 + Math.max(-1, ...lineEnds.flat());
  const linkStarts = new Int32Array(points + 1);
  for (const [a, b] of lineEnds) {
    linkStarts[a + 1]!++;
    linkStarts[b + 1]!++;
  }
  for (let point = 1; point <= points; point++) linkStarts[point]! += linkStarts[point - 1]!;
  const links = new Int32Array(linkStarts[points]!);
  const fill = linkStarts.slice(0, points);
  lineEnds.forEach(([a, b], line) => {
    links[fill[a]!++] = line;
    links[fill[b]!++] = line;
  });
  return {
    lines,
    ends: Int32Array.from(lineEnds.flat()),
    links,
    linkStarts,
    state: new Int8Array(lines.length),
    order: new Int32Array(points),
    low: new Int32Array(points),
    parentLine: new Int32Array(points),
    usedBelow: new Int32Array(points),
    next: new Int32Array(points),
    stack: new Int32Array(Math.max(points, lines.length)),
  };
}

/** An acyclicity constraint's lines and the working array of its joined points, made once. */
interface AcyclicGraph {
  readonly literals: Int32Array;
  readonly ends: Int32Array;
  readonly root: Int32Array;
}

function acyclicGraph(constraint: AcyclicConstraint): AcyclicGraph {
  const points = 1 + Math.max(-1, ...constraint.edges.flatMap((edge) => edge.ends));
  return {
    literals: Int32Array.from(constraint.edges, (edge) => edge.literal),
    ends: Int32Array.from(constraint.edges.flatMap((edge) => edge.ends)),
    root: new Int32Array(points),
  };
}

/** A connectivity constraint's graph (neighbours flat, by node) and the search's working arrays, made once. */
interface ConnectivityGraph {
  readonly nodes: readonly Literal[];
  /** Selectors that must all be true for the graph to be reasoned about (none for a rule). */
  readonly guards: readonly Literal[];
  readonly neighbours: Int32Array;
  readonly neighbourStarts: Int32Array;
  readonly state: Int8Array;
  readonly order: Int32Array;
  readonly low: Int32Array;
  readonly parent: Int32Array;
  readonly chosenBelow: Int32Array;
  readonly next: Int32Array;
  readonly stack: Int32Array;
}

function connectivityGraph(constraint: ConnectivityConstraint): ConnectivityGraph {
  const count = constraint.nodes.length;
  const neighbourStarts = new Int32Array(count + 1);
  for (const [a, b] of constraint.edges) {
    neighbourStarts[a + 1]!++;
    neighbourStarts[b + 1]!++;
  }
  for (let index = 1; index <= count; index++) neighbourStarts[index]! += neighbourStarts[index - 1]!;
  const neighbours = new Int32Array(neighbourStarts[count]!);
  const fill = neighbourStarts.slice(0, count);
  for (const [a, b] of constraint.edges) {
    neighbours[fill[a]!++] = b;
    neighbours[fill[b]!++] = a;
  }
  return {
    nodes: constraint.nodes,
    guards: constraint.guards ?? [],
    neighbours,
    neighbourStarts,
    state: new Int8Array(count),
    order: new Int32Array(count),
    low: new Int32Array(count),
    parent: new Int32Array(count),
    chosenBelow: new Int32Array(count),
    next: new Int32Array(count),
    stack: new Int32Array(count),
  };
}

/**
 * The clauses of a CNF indexed for propagation, in their order: long ones and binary ones flat, binary ones also as
 * implications by literal slot, each at-most-one list as one entry per literal where its pairs would stand; room in
 * the watch lists; the units apart, in their order; and whether an empty clause is among them.
 */
function indexClauses({ clauses, atMostOne, places }: GroupedClauses, slots: number) {
  const { count: listed, literals, starts: bounds } = clauses;
  const lists = atMostOne.count;
  const members = atMostOne.literals;
  const listStarts = atMostOne.starts.slice(0, lists + 1);
  let total = 0;
  let count = 0;
  const implicationStarts = new Int32Array(slots + 1);
  // Room in the watch lists: each literal's occurrences in long clauses. seenIn[v]: the last clause or list naming v.
  const watchStarts = new Int32Array(slots + 1);
  const seenIn = new Int32Array(slots >> 1).fill(-1);
  let mixedClauses = false;
  for (let clause = 0; clause < listed; clause++) {
    const from = bounds[clause]!;
    const length = bounds[clause + 1]! - from;
    if (length >= 2) {
      total += length;
      count++;
    }
    if (length === 2) {
      implicationStarts[slot(literals[from]!) + 1]! += 2;
      implicationStarts[slot(literals[from + 1]!) + 1]! += 2;
    }
    for (let position = from; position < from + length; position++) {
      const literal = literals[position]!;
      if (length > 2) watchStarts[slot(literal) + 1]!++;
      const variable = literal > 0 ? literal : -literal;
      if (seenIn[variable] === clause || literal > 0 !== literals[from]! > 0) mixedClauses = true;
      seenIn[variable] = clause;
    }
  }
  const listOf = new Int32Array(listStarts[lists]!);
  const excludedSlots = new Int32Array(listStarts[lists]!);
  for (let list = 0; list < lists; list++) {
    for (let position = listStarts[list]!; position < listStarts[list + 1]!; position++) {
      listOf[position] = list;
      const member = members[position]!;
      excludedSlots[position] = slot(-member);
      implicationStarts[slot(-member) + 1]! += 2;
      const variable = member > 0 ? member : -member;
      if (seenIn[variable] === listed + list || member > 0 !== members[listStarts[list]!]! > 0) mixedClauses = true;
      seenIn[variable] = listed + list;
    }
  }
  for (let index = 1; index <= slots; index++) watchStarts[index]! += watchStarts[index - 1]!;
  for (let index = 1; index <= slots; index++) implicationStarts[index]! += implicationStarts[index - 1]!;
  const implications = new Int32Array(implicationStarts[slots]!);
  const fill = implicationStarts.slice(0, slots);
  const store = new Int32Array(total);
  const starts = new Int32Array(count + 1);
  const units: Literal[] = [];
  let empty = false;
  let index = 0;
  let offset = 0;
  let list = 0;
  for (let clause = 0; clause <= listed; clause++) {
    // The lists that stand before this clause, in their places among the implications.
    for (; list < lists && places[list] === clause; list++) {
      for (let position = listStarts[list]!; position < listStarts[list + 1]!; position++) {
        const at = slot(-members[position]!);
        implications[fill[at]!++] = 0;
        implications[fill[at]!++] = position;
      }
    }
    if (clause === listed) break;
    const from = bounds[clause]!;
    const to = bounds[clause + 1]!;
    if (to === from) empty = true;
    else if (to - from === 1) units.push(literals[from]!);
    else {
      starts[index] = offset;
      for (let position = from; position < to; position++) store[offset++] = literals[position]!;
      if (to - from === 2) {
        const first = literals[from]!;
        const second = literals[from + 1]!;
        implications[fill[slot(first)]!++] = second;
        implications[fill[slot(first)]!++] = index;
        implications[fill[slot(second)]!++] = first;
        implications[fill[slot(second)]!++] = index;
      }
      index++;
    }
  }
  starts[count] = offset;
  const watches = new Int32Array(watchStarts[slots]!);
  return { store, starts, implications, implicationStarts, listed: members, listStarts, listOf, excludedSlots, units, empty, watches, watchStarts, mixedClauses };
}

function slot(literal: Literal): number {
  return literal > 0 ? 2 * literal : -2 * literal + 1;
}

/** A division with what each pass looks up: each node's links, its size's literals by value, and marks for searches. */
interface DivisionGraph extends DivisionConstraint {
  readonly around: readonly (readonly number[])[];
  readonly literalAt: readonly (ReadonlyMap<number, Literal> | undefined)[];
  readonly seen: Int32Array;
  stamp: number;
}

function divisionGraph(division: DivisionConstraint): DivisionGraph {
  const around: number[][] = Array.from({ length: division.nodes }, () => []);
  division.links.forEach(({ ends }, index) => {
    around[ends[0]]!.push(index);
    around[ends[1]]!.push(index);
  });
  const literalAt = Array.from({ length: division.nodes }, (_, node) => {
    const size = division.sizes[node];
    return size ? new Map(size.values.map((value, index) => [value, size.literals[index]!])) : undefined;
  });
  return { ...division, around, literalAt, seen: new Int32Array(division.nodes), stamp: 0 };
}
