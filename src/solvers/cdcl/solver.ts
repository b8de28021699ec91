// pencilsat's own CDCL SAT solver: conflict-driven clause learning in the manner of MiniSat and Glucose, written for
// the many small, incremental questions a puzzle engine asks. Plain TypeScript over typed arrays (no eval, no
// WebAssembly), so it runs the same in Node and in the studio's worker, and an instance costs microseconds to create.
//
// Literals inside are codes: variable v is 2v when true and 2v + 1 when false, so negation is `code ^ 1`. Clauses live
// in one growable Int32Array (the arena): a header of three words (size, flags with the LBD, activity as a float)
// and then the literals. The first two literals of a clause are its watched ones; watch lists hold pairs (clause,
// blocker) and are indexed by the literal whose truth makes the clause worth a look.

import type { Literal } from '../../core/model.js';
import type { Propagator, SatSolver, SatSolverFactory, SatStatistics } from '../../core/sat.js';

const headerWords = 3;
const learntFlag = 1;
const deletedFlag = 2;
const lbdShift = 2;
const noReason = -1;
/** Propagators implied literals: unit propagation has more to do. */
const implied = -2;
/** A propagator's clause is false at the root: there is no solution. */
const unsatisfiable = -3;

/** Luby's sequence (1, 1, 2, 1, 1, 2, 4, ...): restart intervals that are good whatever the problem. */
function luby(index: number): number {
  let size = 1;
  let sequence = 0;
  while (size < index + 1) {
    sequence++;
    size = 2 * size + 1;
  }
  let rest = index;
  while (size - 1 !== rest) {
    size = (size - 1) >> 1;
    sequence--;
    rest = rest % size;
  }
  return 2 ** sequence;
}

function grownInt32(array: Int32Array<ArrayBuffer>, length: number): Int32Array<ArrayBuffer> {
  if (length <= array.length) return array;
  const grown = new Int32Array(Math.max(length, array.length * 2));
  grown.set(array);
  return grown;
}

function grownFloat64(array: Float64Array<ArrayBuffer>, length: number): Float64Array<ArrayBuffer> {
  if (length <= array.length) return array;
  const grown = new Float64Array(Math.max(length, array.length * 2));
  grown.set(array);
  return grown;
}

function grownInt8(array: Int8Array<ArrayBuffer>, length: number): Int8Array<ArrayBuffer> {
  if (length <= array.length) return array;
  const grown = new Int8Array(Math.max(length, array.length * 2));
  grown.set(array);
  return grown;
}

export interface CdclOptions {
  /** Stops a solve (with a thrown `CdclBudgetError`) past this many conflicts. */
  conflictBudget?: number;
  /** Stops a solve (with a thrown `CdclBudgetError`) past this many milliseconds. */
  timeLimitMs?: number;
}

/** A solve stopped by its budget: neither satisfiable nor unsatisfiable is known. */
export class CdclBudgetError extends Error {
  override name = 'TimeoutError';
}

/** The arrays of a solver not grown yet: never written, shared, so that a new solver allocates only at its size. */
const noInt8 = new Int8Array(0);
const noInt32 = new Int32Array(0);
const noFloat64 = new Float64Array(0);

export class CdclSolver implements SatSolver {
  private variableCount = 0;
  private capacity = 0;

  // Per literal code.
  private values = noInt8;
  /** Per literal code: pairs (clause, blocker), made when first needed (many literals are never watched). */
  private watchLists: (number[] | undefined)[] = [];
  /** Per literal code: how much of its watch list is in use (lists are never shortened: a push rarely reallocates). */
  private watchSizes = noInt32;

  // Per variable.
  private levels = noInt32;
  private reasons = noInt32;
  private activity = noFloat64;
  private phases = noInt8;
  private seen = noInt8;
  private heapIndex = noInt32;
  private model = noInt8;

  // The order heap: variables by activity, highest first.
  private heap = noInt32;
  private heapSize = 0;
  private variableIncrement = 1;
  private readonly variableDecay = 0.95;

  // The trail of assigned literals, with where each decision level starts.
  private trail = noInt32;
  private trailSize = 0;
  private levelStarts = new Int32Array(16);
  private decisionLevel = 0;
  private propagated = 0;

  // The clause arena, made at the size the hint asks for.
  private arena: Int32Array<ArrayBuffer>;
  private arenaFloats: Float32Array<ArrayBuffer>;
  private arenaTop = 0;
  private wasted = 0;
  private originals: number[] = [];
  /** Originals before this index are watched. */
  private attached = 0;
  private learnts: number[] = [];
  private clauseIncrement = 1;
  private readonly clauseDecay = 0.999;

  // Scratch space of conflict analysis.
  private readonly learnt: number[] = [];
  private scratch = new Int32Array(64);
  private readonly toClear: number[] = [];
  private readonly redundancyStack: number[] = [];
  private levelStamps = noInt32;
  private stamp = 0;
  private backtrackLevel = 0;
  private learntLbd = 0;

  /** False once the clauses are unsatisfiable with no assumption. */
  private consistent = true;
  private assumptionCodes: number[] = [];
  private conflictCore: Literal[] = [];
  /** Level-0 assignments when clauses were last cleaned of satisfied ones. */
  private cleanedAt = -1;
  /** ... and not before this many propagations: cleaning costs a pass over every clause. */
  private nextCleaning = 1000;
  private nextReduction = 2000;
  private reductions = 0;
  private deadline = Infinity;
  private readonly propagators: Propagator[] = [];
  /** Per propagator: which variables it reads (1), by variable. */
  private readonly propagatorVariables: Uint8Array[] = [];
  /** Per propagator: the trail up to here has nothing new for it (-1: it has not run yet). */
  private readonly propagatorChecked: number[] = [];
  /** A literal's value for propagators: 1 true, -1 false, 0 open. */
  private readonly literalValue = (literal: Literal): number => (literal > 0 ? this.values[2 * literal]! : -this.values[-2 * literal]!);
  private calls = 0;
  private conflicts = 0;
  private decisions = 0;
  private propagations = 0;

  constructor(
    sizeHint: { variables?: number; literals?: number } = {},
    private readonly options: CdclOptions = {},
  ) {
    this.arena = new Int32Array(Math.max(1024, (sizeHint.literals ?? 0) + headerWords * 64));
    this.arenaFloats = new Float32Array(this.arena.buffer);
    if (sizeHint.variables) this.growVariables(sizeHint.variables);
  }

  reserve(count: number): void {
    if (count <= this.variableCount) return;
    this.growVariables(count);
    // A variable joins the order heap when a clause first watches it: the many a model never mentions in a clause
    // are never branched on (they read false).
    for (let variable = this.variableCount + 1; variable <= count; variable++) {
      this.levels[variable] = 0;
      this.reasons[variable] = noReason;
      this.heapIndex[variable] = -1;
    }
    this.variableCount = count;
  }

  newVariable(): number {
    this.reserve(this.variableCount + 1);
    return this.variableCount;
  }

  addClause(literals: readonly Literal[]): void {
    this.coded(literals);
    this.addCoded(literals.length);
  }

  /** A clause read from `literals[from .. to)` (a clause list's), without an array made for it. */
  addClauseFrom(literals: Int32Array, from: number, to: number): void {
    if (this.scratch.length < to - from) this.scratch = new Int32Array(2 * (to - from));
    for (let index = from; index < to; index++) this.scratch[index - from] = this.code(literals[index]!);
    this.addCoded(to - from);
  }

  /** Adds the clause whose `count` codes are in `scratch`. */
  private addCoded(count: number): void {
    const codes = this.scratch;
    if (!this.consistent) return;
    if (this.decisionLevel > 0) this.backtrack(0);
    // Drop false and repeated literals; a true or complementary one satisfies the clause.
    const values = this.values;
    for (let index = 0; index < count; index++) if (values[codes[index]!] === 1) return;
    const length = this.distinct(count, true);
    if (length < 0) return;
    if (length === 0) {
      this.consistent = false;
      return;
    }
    // Units are propagated, and clauses watched, when the next solve starts: all at once.
    if (length === 1) this.assign(codes[0]!, noReason);
    else this.originals.push(this.allocate(codes, length, false, 0));
  }

  /** Watches the clauses added since the last solve, first dropping what the root assignments settle in them. */
  private attachPending(): void {
    const arena = this.arena;
    const values = this.values;
    for (let index = this.attached; index < this.originals.length; index++) {
      const reference = this.originals[index]!;
      const base = reference + headerWords;
      const size = arena[reference]!;
      let length = 0;
      let satisfied = false;
      for (let position = base; position < base + size; position++) {
        const code = arena[position]!;
        const value = values[code];
        if (value === 1) {
          satisfied = true;
          break;
        }
        if (value === 0) arena[base + length++] = code;
      }
      if (satisfied || length < 2) {
        // The clause goes; a unit of it is assigned, an empty one means no solution.
        arena[reference] = size;
        this.remove(reference);
        this.originals[index] = -1;
        if (!satisfied && length === 1) this.assign(arena[base]!, noReason);
        if (!satisfied && length === 0) this.consistent = false;
        continue;
      }
      if (length < size) {
        this.wasted += size - length;
        arena[reference] = length;
      }
      for (let position = base; position < base + length; position++) {
        const variable = arena[position]! >> 1;
        if (this.heapIndex[variable]! < 0) this.insertVariable(variable);
      }
      this.attach(reference);
    }
    if (this.originals.includes(-1, this.attached)) {
      const kept = this.originals.slice(0, this.attached);
      for (let index = this.attached; index < this.originals.length; index++) if (this.originals[index]! >= 0) kept.push(this.originals[index]!);
      this.originals = kept;
    }
    this.attached = this.originals.length;
  }

  solve(assumptions: readonly Literal[] = []): boolean {
    return this.solveUpTo(assumptions, this.options.conflictBudget ?? Infinity);
  }

  solveLimited(assumptions: readonly Literal[], conflicts: number): boolean | undefined {
    const own = this.options.conflictBudget ?? Infinity;
    try {
      return this.solveUpTo(assumptions, Math.min(own, conflicts));
    } catch (error) {
      // Past the question's own limit: open. Past the solver's budget or time, it throws as `solve` does.
      if (error instanceof CdclBudgetError && conflicts < own && !this.pastDeadline()) return undefined;
      throw error;
    }
  }

  private solveUpTo(assumptions: readonly Literal[], conflictBudget: number): boolean {
    this.calls++;
    this.conflictCore = [];
    if (this.consistent) this.attachPending();
    if (!this.consistent) return false;
    this.assumptionCodes = assumptions.map((literal) => this.code(literal));
    const budgetEnd = this.conflicts + conflictBudget;
    this.deadline = this.options.timeLimitMs === undefined ? Infinity : performance.now() + this.options.timeLimitMs;
    let result = 0;
    for (let restart = 0; result === 0; restart++) {
      // A search still open after two restarts gets one try of the greedy "lucky" assignments first.
      if (restart === 2 && this.lucky()) result = 1;
      else if (!this.consistent) result = -1;
      else result = this.search(100 * luby(restart), budgetEnd);
    }
    if (result === 1) {
      this.model = grownInt8(this.model, this.variableCount + 1);
      for (let variable = 1; variable <= this.variableCount; variable++) this.model[variable] = this.values[2 * variable]!;
    }
    this.backtrack(0);
    return result === 1;
  }

  value(variable: number): boolean {
    return this.model[variable] === 1;
  }

  addPropagator(propagator: Propagator): void {
    const marks = new Uint8Array(1 + Math.max(0, ...propagator.variables));
    for (const variable of propagator.variables) {
      if (variable <= 0 || variable > this.variableCount) throw new RangeError(`variable ${variable} was not reserved`);
      marks[variable] = 1;
      // Its variables are decided even when no clause mentions them: their values are what it reasons about.
      if (this.heapIndex[variable]! < 0) this.insertVariable(variable);
    }
    this.propagators.push(propagator);
    this.propagatorVariables.push(marks);
    this.propagatorChecked.push(-1);
  }

  /**
   * After an unsatisfiable solve under assumptions: some of those assumptions that are unsatisfiable together
   * (empty when the clauses are unsatisfiable with none).
   */
  failedAssumptions(): Literal[] {
    return [...this.conflictCore];
  }

  statistics(): Partial<SatStatistics> {
    return { solveCalls: this.calls, conflicts: this.conflicts, decisions: this.decisions, propagations: this.propagations };
  }

  dispose(): void {
    this.arena = new Int32Array(0);
    this.arenaFloats = new Float32Array(0);
    this.watchLists = [];
    this.watchSizes = noInt32;
  }

  // ---- Variables and literals -------------------------------------------------------------------------------

  /** The literals' codes, in `scratch` (grown to fit). */
  private coded(literals: readonly Literal[]): Int32Array {
    if (this.scratch.length < literals.length) this.scratch = new Int32Array(2 * literals.length);
    const codes = this.scratch;
    for (let index = 0; index < literals.length; index++) codes[index] = this.code(literals[index]!);
    return codes;
  }

  /**
   * Keeps the first `count` codes in `scratch` without repeats (and, with `dropFalse`, without false ones): their new
   * count, or -1 when a complementary pair makes the clause say nothing. `seen` holds 1 for a variable met as a
   * positive literal, 2 as a negative one.
   */
  private distinct(count: number, dropFalse: boolean): number {
    const codes = this.scratch;
    const values = this.values;
    let length = 0;
    let tautology = false;
    for (let index = 0; index < count; index++) {
      const code = codes[index]!;
      if (dropFalse && values[code] === -1) continue;
      const mark = this.seen[code >> 1]!;
      if (mark !== 0) {
        if (mark !== 1 + (code & 1)) tautology = true;
        continue;
      }
      this.seen[code >> 1] = 1 + (code & 1);
      codes[length++] = code;
    }
    for (let index = 0; index < length; index++) this.seen[codes[index]! >> 1] = 0;
    return tautology ? -1 : length;
  }

  private code(literal: Literal): number {
    const variable = literal > 0 ? literal : -literal;
    if (variable === 0 || variable > this.variableCount || !Number.isInteger(variable)) {
      throw new RangeError(`variable ${variable} was not reserved`);
    }
    return literal > 0 ? 2 * variable : 2 * variable + 1;
  }

  private growVariables(count: number): void {
    if (count < this.capacity) return;
    const variables = Math.max(count + 1, this.capacity * 2, 16);
    this.levels = grownInt32(this.levels, variables);
    this.reasons = grownInt32(this.reasons, variables);
    this.activity = grownFloat64(this.activity, variables);
    this.phases = grownInt8(this.phases, variables);
    this.seen = grownInt8(this.seen, variables);
    this.heapIndex = grownInt32(this.heapIndex, variables);
    this.heap = grownInt32(this.heap, variables);
    this.trail = grownInt32(this.trail, variables);
    this.levelStamps = grownInt32(this.levelStamps, variables + 1);
    this.values = grownInt8(this.values, 2 * variables);
    this.watchSizes = grownInt32(this.watchSizes, 2 * variables);
    if (this.watchLists.length < 2 * variables) this.watchLists.length = 2 * variables;
    this.capacity = this.levels.length;
  }

  private assign(code: number, reason: number): void {
    const variable = code >> 1;
    this.values[code] = 1;
    this.values[code ^ 1] = -1;
    this.levels[variable] = this.decisionLevel;
    this.reasons[variable] = reason;
    this.trail[this.trailSize++] = code;
  }

  // ---- Clauses ------------------------------------------------------------------------------------------------

  private ensureArena(words: number): void {
    if (this.arenaTop + words <= this.arena.length) return;
    let length = this.arena.length * 2;
    while (this.arenaTop + words > length) length *= 2;
    const grown = new Int32Array(length);
    grown.set(this.arena.subarray(0, this.arenaTop));
    this.arena = grown;
    this.arenaFloats = new Float32Array(grown.buffer);
  }

  private allocate(codes: ArrayLike<number>, length: number, learnt: boolean, lbd: number): number {
    this.ensureArena(length + headerWords);
    const reference = this.arenaTop;
    const arena = this.arena;
    arena[reference] = length;
    arena[reference + 1] = (learnt ? learntFlag : 0) | (lbd << lbdShift);
    this.arenaFloats[reference + 2] = 0;
    for (let index = 0; index < length; index++) arena[reference + headerWords + index] = codes[index]!;
    this.arenaTop += length + headerWords;
    return reference;
  }

  private attach(reference: number): void {
    const first = this.arena[reference + headerWords]!;
    const second = this.arena[reference + headerWords + 1]!;
    this.watch(first ^ 1, reference, second);
    this.watch(second ^ 1, reference, first);
  }

  private watch(code: number, reference: number, blocker: number): void {
    const list = this.watchLists[code];
    const size = this.watchSizes[code]!;
    this.watchSizes[code] = size + 2;
    if (list === undefined) this.watchLists[code] = [reference, blocker];
    else if (size < list.length) {
      list[size] = reference;
      list[size + 1] = blocker;
    } else list.push(reference, blocker);
  }

  /** Marks a clause deleted; watch lists drop it when they next meet it, and the arena is compacted later. */
  private remove(reference: number): void {
    this.arena[reference + 1]! |= deletedFlag;
    this.wasted += this.arena[reference]! + headerWords;
  }

  /** A clause is locked while it is the reason of its first literal's assignment. */
  private locked(reference: number): boolean {
    const first = this.arena[reference + headerWords]!;
    return this.values[first] === 1 && this.reasons[first >> 1] === reference;
  }

  private bumpClause(reference: number): void {
    const floats = this.arenaFloats;
    floats[reference + 2] = floats[reference + 2]! + this.clauseIncrement;
    if (floats[reference + 2]! > 1e20) {
      for (const learnt of this.learnts) floats[learnt + 2] = floats[learnt + 2]! * 1e-20;
      this.clauseIncrement *= 1e-20;
    }
  }

  // ---- Propagation ----------------------------------------------------------------------------------------------

  /** Unit propagation over the watch lists: the conflicting clause, or `noReason` when there is none. */
  private propagate(): number {
    const arena = this.arena;
    const values = this.values;
    const trail = this.trail;
    const levels = this.levels;
    const reasons = this.reasons;
    const level = this.decisionLevel;
    let conflict = noReason;
    while (this.propagated < this.trailSize) {
      const trueCode = trail[this.propagated++]!;
      const falseCode = trueCode ^ 1;
      this.propagations++;
      const list = this.watchLists[trueCode];
      if (list === undefined) continue;
      const size = this.watchSizes[trueCode]!;
      let read = 0;
      let write = 0;
      while (read < size) {
        const reference = list[read]!;
        const blocker = list[read + 1]!;
        read += 2;
        if (values[blocker] === 1) {
          list[write++] = reference;
          list[write++] = blocker;
          continue;
        }
        if ((arena[reference + 1]! & deletedFlag) !== 0) continue;
        const base = reference + headerWords;
        // The false literal goes second.
        let first = arena[base]!;
        if (first === falseCode) {
          first = arena[base + 1]!;
          arena[base] = first;
          arena[base + 1] = falseCode;
        }
        if (first !== blocker && values[first] === 1) {
          list[write++] = reference;
          list[write++] = first;
          continue;
        }
        // Look for another literal to watch.
        const end = base + arena[reference]!;
        let moved = false;
        for (let position = base + 2; position < end; position++) {
          const candidate = arena[position]!;
          if (values[candidate] !== -1) {
            arena[base + 1] = candidate;
            arena[position] = falseCode;
            this.watch(candidate ^ 1, reference, first);
            moved = true;
            break;
          }
        }
        if (moved) continue;
        list[write++] = reference;
        list[write++] = first;
        if (values[first] === -1) {
          conflict = reference;
          this.propagated = this.trailSize;
          while (read < size) list[write++] = list[read++]!;
        } else {
          values[first] = 1;
          values[first ^ 1] = -1;
          levels[first >> 1] = level;
          reasons[first >> 1] = reference;
          trail[this.trailSize++] = first;
        }
      }
      this.watchSizes[trueCode] = write;
      if (conflict !== noReason) break;
    }
    return conflict;
  }

  /** Unit propagation and the propagators, to a fixpoint of both: a conflicting clause, `noReason` or `unsatisfiable`. */
  private propagateAll(): number {
    for (;;) {
      const conflict = this.propagate();
      if (conflict !== noReason || this.propagators.length === 0) return conflict;
      const outcome = this.propagateExternal();
      if (outcome !== implied) return outcome;
    }
  }

  /**
   * Asks each propagator whose variables changed since it last had nothing to say: `implied` when its clauses
   * assigned literals, a conflicting clause (the search backtracked to where it is false), `unsatisfiable`, or
   * `noReason` when none has anything to add.
   */
  private propagateExternal(): number {
    for (let index = 0; index < this.propagators.length; index++) {
      const checked = this.propagatorChecked[index]!;
      if (checked >= 0) {
        const marks = this.propagatorVariables[index]!;
        let changed = false;
        for (let position = checked; position < this.trailSize && !changed; position++) {
          const variable = this.trail[position]! >> 1;
          changed = variable < marks.length && marks[variable] === 1;
        }
        if (!changed) {
          this.propagatorChecked[index] = this.trailSize;
          continue;
        }
      }
      const clauses = this.propagators[index]!.propagate(this.literalValue);
      this.propagatorChecked[index] = this.trailSize;
      let progressed = false;
      for (const clause of clauses) {
        const outcome = this.addLemma(clause);
        if (outcome === implied) progressed = true;
        else if (outcome !== noReason) return outcome;
      }
      if (progressed) return implied;
    }
    return noReason;
  }

  /**
   * Takes in a clause a propagator derived, judged by the current assignment: kept as a learnt clause, and then
   * `implied` when it was unit (its open literal assigned), the clause itself when it is false (after backtracking
   * to the highest level among its literals, where conflict analysis can start), `unsatisfiable` when it is false
   * at the root, or `noReason` when it asks nothing now.
   */
  private addLemma(literals: readonly Literal[]): number {
    const codes = this.coded(literals);
    const values = this.values;
    const levels = this.levels;
    // Repeated literals go; a complementary pair makes it say nothing.
    const length = this.distinct(literals.length, false);
    if (length < 0) return noReason;
    if (length === 0) {
      this.consistent = false;
      return unsatisfiable;
    }
    // The two best literals to watch go first: true ones, then open ones, then false ones from the highest level.
    const rank = (code: number) => (values[code] === 1 ? 1 << 30 : values[code] === 0 ? (1 << 30) - 1 : levels[code >> 1]!);
    for (let slot = 0; slot < 2 && slot < length; slot++) {
      let best = slot;
      for (let index = slot + 1; index < length; index++) if (rank(codes[index]!) > rank(codes[best]!)) best = index;
      const swap = codes[slot]!;
      codes[slot] = codes[best]!;
      codes[best] = swap;
    }
    const ordered = Array.from(codes.subarray(0, length));
    const first = ordered[0]!;
    const open = values[first] === 0 ? (length > 1 && values[ordered[1]!] === 0 ? 2 : 1) : 0;
    if (values[first] === 1) {
      if (length > 1) this.keepLemma(ordered);
      return noReason;
    }
    if (open === 0) {
      const level = levels[first >> 1]!;
      if (level === 0) {
        this.consistent = false;
        return unsatisfiable;
      }
      if (length === 1) {
        this.backtrack(0);
        this.assign(first, noReason);
        return implied;
      }
      if (level < this.decisionLevel) this.backtrack(level);
      return this.keepLemma(ordered);
    }
    if (open === 1) {
      if (length === 1) {
        this.backtrack(0);
        this.assign(first, noReason);
      } else this.assign(first, this.keepLemma(ordered));
      return implied;
    }
    this.keepLemma(ordered);
    return noReason;
  }

  /** A propagator's clause, its watched literals first, as a learnt clause. */
  private keepLemma(codes: readonly number[]): number {
    this.stamp++;
    let lbd = 0;
    for (const code of codes) {
      const level = this.levels[code >> 1]!;
      if (this.levelStamps[level] !== this.stamp) {
        this.levelStamps[level] = this.stamp;
        lbd++;
      }
    }
    const reference = this.allocate(codes, codes.length, true, lbd);
    this.learnts.push(reference);
    this.attach(reference);
    return reference;
  }

  // ---- Search ---------------------------------------------------------------------------------------------------

  /** 1: a model; -1: unsatisfiable (under the assumptions); 0: restart after `conflictLimit` conflicts. */
  private search(conflictLimit: number, budgetEnd: number): number {
    let conflictsHere = 0;
    for (;;) {
      const conflict = this.propagateAll();
      if (conflict === unsatisfiable) return -1;
      if (conflict !== noReason) {
        this.conflicts++;
        conflictsHere++;
        if (this.decisionLevel === 0) {
          this.consistent = false;
          return -1;
        }
        this.analyze(conflict);
        this.backtrack(this.backtrackLevel);
        const lbd = this.learntLbd;
        const learnt = this.learnt;
        if (learnt.length === 1) this.assign(learnt[0]!, noReason);
        else {
          const reference = this.allocate(learnt, learnt.length, true, lbd);
          this.learnts.push(reference);
          this.attach(reference);
          this.bumpClause(reference);
          this.assign(learnt[0]!, reference);
        }
        this.variableIncrement /= this.variableDecay;
        this.clauseIncrement /= this.clauseDecay;
        if ((this.conflicts & 255) === 0) this.checkBudget(budgetEnd);
        continue;
      }
      if (conflictsHere >= conflictLimit) {
        this.backtrack(0);
        return 0;
      }
      if (this.decisionLevel === 0 && this.trailSize !== this.cleanedAt && this.propagations >= this.nextCleaning) this.removeSatisfied();
      if (this.conflicts >= this.nextReduction) {
        this.reductions++;
        this.nextReduction = this.conflicts + 2000 + 300 * this.reductions;
        this.reduceLearnts();
      }
      let next = -1;
      while (this.decisionLevel < this.assumptionCodes.length) {
        const assumption = this.assumptionCodes[this.decisionLevel]!;
        const value = this.values[assumption];
        if (value === 1) this.newDecisionLevel();
        else if (value === -1) {
          this.analyzeFinal(assumption);
          return -1;
        } else {
          next = assumption;
          break;
        }
      }
      if (next === -1) {
        const variable = this.pickBranchVariable();
        if (variable === 0) return 1;
        this.decisions++;
        next = 2 * variable + (this.phases[variable] === 1 ? 0 : 1);
      }
      this.newDecisionLevel();
      this.assign(next, noReason);
    }
  }

  /**
   * CaDiCaL's lucky phases: decide every open variable the same way in index order (forward and backward, true and
   * false), with propagation and no learning. Puzzles with many answers and a counting structure (an empty Akari is
   * a permutation matrix) defeat activity-based search for seconds, while one of these passes answers at once.
   * Leaves a full assignment on success; otherwise the state and saved phases are as before.
   */
  private lucky(): boolean {
    const saved = this.phases.slice();
    for (const [positive, forward] of [[true, true], [true, false], [false, true], [false, false]] as const) {
      if (this.luckyPass(positive, forward)) return true;
      this.backtrack(0);
    }
    this.phases = saved;
    return false;
  }

  private luckyPass(positive: boolean, forward: boolean): boolean {
    // A propagator's one-literal clause sends the search back to the root, undoing the decisions and assumptions
    // made so far: the pass then gives up rather than answer with them undone.
    const decide = (code: number): boolean => {
      this.newDecisionLevel();
      const level = this.decisionLevel;
      this.assign(code, noReason);
      return this.propagateAll() === noReason && this.decisionLevel === level;
    };
    for (const assumption of this.assumptionCodes) {
      const value = this.values[assumption];
      if (value === -1) return false;
      if (value === 1) continue;
      if (!decide(assumption)) return false;
    }
    const count = this.variableCount;
    for (let step = 1; step <= count; step++) {
      const variable = forward ? step : count + 1 - step;
      if (this.values[2 * variable] !== 0) continue;
      if (!decide(2 * variable + (positive ? 0 : 1))) return false;
    }
    return true;
  }

  private checkBudget(budgetEnd: number): void {
    const past = this.conflicts >= budgetEnd || this.pastDeadline();
    if (!past) return;
    this.backtrack(0);
    throw new CdclBudgetError('the SAT search passed its budget');
  }

  private pastDeadline(): boolean {
    return this.deadline !== Infinity && performance.now() > this.deadline;
  }

  private newDecisionLevel(): void {
    this.levelStarts = grownInt32(this.levelStarts, this.decisionLevel + 1);
    this.levelStarts[this.decisionLevel++] = this.trailSize;
  }

  private backtrack(level: number): void {
    if (this.decisionLevel <= level) return;
    const start = this.levelStarts[level]!;
    for (let index = this.trailSize - 1; index >= start; index--) {
      const code = this.trail[index]!;
      const variable = code >> 1;
      this.values[code] = 0;
      this.values[code ^ 1] = 0;
      this.reasons[variable] = noReason;
      this.phases[variable] = (code & 1) === 0 ? 1 : 0;
      if (this.heapIndex[variable]! < 0) this.insertVariable(variable);
    }
    this.trailSize = start;
    this.propagated = start;
    this.decisionLevel = level;
    for (let index = 0; index < this.propagatorChecked.length; index++) {
      if (this.propagatorChecked[index]! > start) this.propagatorChecked[index] = start;
    }
  }

  private pickBranchVariable(): number {
    while (this.heapSize > 0) {
      const variable = this.removeTop();
      if (this.values[2 * variable] === 0) return variable;
    }
    return 0;
  }

  // ---- Conflict analysis ---------------------------------------------------------------------------------------

  /**
   * First-UIP learning into `this.learnt` (the asserting literal first, a literal of the backtrack level second),
   * with its backtrack level and LBD.
   */
  private analyze(conflict: number): void {
    const arena = this.arena;
    const learnt = this.learnt;
    learnt.length = 0;
    learnt.push(0);
    let pathCount = 0;
    let code = -1;
    let index = this.trailSize - 1;
    let reference = conflict;
    do {
      if ((arena[reference + 1]! & learntFlag) !== 0) this.bumpClause(reference);
      const base = reference + headerWords;
      const end = base + arena[reference]!;
      for (let position = code === -1 ? base : base + 1; position < end; position++) {
        const other = arena[position]!;
        const variable = other >> 1;
        if (this.seen[variable] !== 0 || this.levels[variable] === 0) continue;
        this.bumpVariable(variable);
        this.seen[variable] = 1;
        if (this.levels[variable]! >= this.decisionLevel) pathCount++;
        else learnt.push(other);
      }
      while (this.seen[this.trail[index]! >> 1] === 0) index--;
      code = this.trail[index]!;
      index--;
      reference = this.reasons[code >> 1]!;
      this.seen[code >> 1] = 0;
      pathCount--;
    } while (pathCount > 0);
    learnt[0] = code ^ 1;

    // Minimise: drop literals implied by the others (MiniSat's recursive minimisation).
    const toClear = this.toClear;
    toClear.length = 0;
    for (let position = 1; position < learnt.length; position++) toClear.push(learnt[position]!);
    let abstractLevels = 0;
    for (let position = 1; position < learnt.length; position++) abstractLevels |= this.abstractLevel(learnt[position]! >> 1);
    let kept = 1;
    for (let position = 1; position < learnt.length; position++) {
      const literal = learnt[position]!;
      if (this.reasons[literal >> 1] === noReason || !this.redundant(literal, abstractLevels)) learnt[kept++] = literal;
    }
    learnt.length = kept;
    for (const literal of toClear) this.seen[literal >> 1] = 0;

    // The backtrack level: the highest level below the current one, its literal second.
    let backtrackLevel = 0;
    if (learnt.length > 1) {
      let highest = 1;
      for (let position = 2; position < learnt.length; position++) {
        if (this.levels[learnt[position]! >> 1]! > this.levels[learnt[highest]! >> 1]!) highest = position;
      }
      const swap = learnt[highest]!;
      learnt[highest] = learnt[1]!;
      learnt[1] = swap;
      backtrackLevel = this.levels[swap >> 1]!;
    }
    // LBD: the number of distinct decision levels in the clause.
    this.stamp++;
    let lbd = 0;
    for (const literal of learnt) {
      const level = this.levels[literal >> 1]!;
      if (this.levelStamps[level] !== this.stamp) {
        this.levelStamps[level] = this.stamp;
        lbd++;
      }
    }
    this.backtrackLevel = backtrackLevel;
    this.learntLbd = lbd;
  }

  private abstractLevel(variable: number): number {
    return 1 << (this.levels[variable]! & 31);
  }

  /** Whether a literal of the learnt clause follows from the clause's other literals through reasons. */
  private redundant(literal: number, abstractLevels: number): boolean {
    const arena = this.arena;
    const stack = this.redundancyStack;
    stack.length = 0;
    stack.push(literal);
    const clearFrom = this.toClear.length;
    while (stack.length > 0) {
      const reference = this.reasons[stack.pop()! >> 1]!;
      const base = reference + headerWords;
      const end = base + arena[reference]!;
      for (let position = base + 1; position < end; position++) {
        const other = arena[position]!;
        const variable = other >> 1;
        if (this.seen[variable] !== 0 || this.levels[variable] === 0) continue;
        if (this.reasons[variable] !== noReason && (this.abstractLevel(variable) & abstractLevels) !== 0) {
          this.seen[variable] = 1;
          stack.push(other);
          this.toClear.push(other);
        } else {
          for (let index = clearFrom; index < this.toClear.length; index++) this.seen[this.toClear[index]! >> 1] = 0;
          this.toClear.length = clearFrom;
          return false;
        }
      }
    }
    return true;
  }

  /** The assumptions that force `failed` (an assumption found false) false, with it: the final conflict. */
  private analyzeFinal(failed: number): void {
    const core: number[] = [failed];
    const failedVariable = failed >> 1;
    if (this.decisionLevel > 0 && this.levels[failedVariable]! > 0) {
      this.seen[failedVariable] = 1;
      const arena = this.arena;
      for (let index = this.trailSize - 1; index >= this.levelStarts[0]!; index--) {
        const variable = this.trail[index]! >> 1;
        if (this.seen[variable] === 0) continue;
        const reference = this.reasons[variable]!;
        // Below the assumption levels every decision is an assumption.
        if (reference === noReason) core.push(this.trail[index]!);
        else {
          const base = reference + headerWords;
          const end = base + arena[reference]!;
          for (let position = base + 1; position < end; position++) {
            const other = arena[position]! >> 1;
            if (this.levels[other]! > 0) this.seen[other] = 1;
          }
        }
        this.seen[variable] = 0;
      }
      this.seen[failedVariable] = 0;
    }
    this.conflictCore = core.map((code) => ((code & 1) === 0 ? code >> 1 : -(code >> 1)));
  }

  // ---- Clause database upkeep -------------------------------------------------------------------------------

  /** Halves the learnt clauses: the least useful (highest LBD, then least active) go; binary and locked ones stay. */
  private reduceLearnts(): void {
    const arena = this.arena;
    const floats = this.arenaFloats;
    const lbd = (reference: number) => arena[reference + 1]! >>> lbdShift;
    this.learnts.sort((a, b) => lbd(b) - lbd(a) || floats[a + 2]! - floats[b + 2]!);
    const target = this.learnts.length >> 1;
    let removed = 0;
    const kept: number[] = [];
    for (const reference of this.learnts) {
      if (removed < target && arena[reference]! > 2 && lbd(reference) > 2 && !this.locked(reference)) {
        this.remove(reference);
        removed++;
      } else kept.push(reference);
    }
    this.learnts = kept;
    this.collectGarbage();
  }

  /** At level 0: clauses satisfied for good are removed. */
  private removeSatisfied(): void {
    this.cleanedAt = this.trailSize;
    // Level-0 assignments need no reasons, and their reason clauses may go.
    for (let index = 0; index < this.trailSize; index++) this.reasons[this.trail[index]! >> 1] = noReason;
    const satisfied = (reference: number) => {
      const base = reference + headerWords;
      const end = base + this.arena[reference]!;
      for (let position = base; position < end; position++) if (this.values[this.arena[position]!] === 1) return true;
      return false;
    };
    const filter = (references: number[]) =>
      references.filter((reference) => {
        if (!satisfied(reference)) return true;
        this.remove(reference);
        return false;
      });
    this.learnts = filter(this.learnts);
    this.originals = filter(this.originals);
    this.attached = this.originals.length;
    // A pass reads every clause: it waits for as many propagations as the arena has words (MiniSat waits for its literal count).
    this.nextCleaning = this.propagations + this.arenaTop;
    this.collectGarbage();
  }

  /** Compacts the arena when half of it is deleted clauses, and rebuilds the watch lists. */
  private collectGarbage(): void {
    if (this.wasted * 2 < this.arenaTop) return;
    const old = this.arena;
    const oldFloats = this.arenaFloats;
    const fresh = new Int32Array(Math.max(1024, 2 * (this.arenaTop - this.wasted)));
    const freshFloats = new Float32Array(fresh.buffer);
    let top = 0;
    const move = (reference: number): number => {
      const words = old[reference]! + headerWords;
      fresh.set(old.subarray(reference, reference + words), top);
      freshFloats[top + 2] = oldFloats[reference + 2]!;
      // The old header's activity word now says where the clause went.
      old[reference + 2] = top;
      top += words;
      return old[reference + 2]!;
    };
    this.originals = this.originals.map(move);
    this.attached = this.originals.length;
    this.learnts = this.learnts.map(move);
    for (let index = 0; index < this.trailSize; index++) {
      const variable = this.trail[index]! >> 1;
      const reason = this.reasons[variable]!;
      if (reason !== noReason) this.reasons[variable] = old[reason + 2]!;
    }
    this.arena = fresh;
    this.arenaFloats = freshFloats;
    this.arenaTop = top;
    this.wasted = 0;
    this.watchSizes.fill(0);
    for (const reference of this.originals) this.attach(reference);
    for (const reference of this.learnts) this.attach(reference);
  }

  // ---- The order heap ------------------------------------------------------------------------------------------

  private bumpVariable(variable: number): void {
    const activity = this.activity;
    activity[variable] = activity[variable]! + this.variableIncrement;
    if (activity[variable] > 1e100) {
      for (let other = 1; other <= this.variableCount; other++) activity[other] = activity[other]! * 1e-100;
      this.variableIncrement *= 1e-100;
    }
    const position = this.heapIndex[variable]!;
    if (position >= 0) this.siftUp(position);
  }

  private insertVariable(variable: number): void {
    const position = this.heapSize++;
    this.heap[position] = variable;
    this.heapIndex[variable] = position;
    this.siftUp(position);
  }

  private removeTop(): number {
    const heap = this.heap;
    const top = heap[0]!;
    const last = heap[--this.heapSize]!;
    this.heapIndex[top] = -1;
    if (this.heapSize > 0) {
      heap[0] = last;
      this.heapIndex[last] = 0;
      this.siftDown(0);
    }
    return top;
  }

  private siftUp(start: number): void {
    const heap = this.heap;
    const activity = this.activity;
    const variable = heap[start]!;
    const score = activity[variable]!;
    let position = start;
    while (position > 0) {
      const parent = (position - 1) >> 1;
      const above = heap[parent]!;
      if (activity[above]! >= score) break;
      heap[position] = above;
      this.heapIndex[above] = position;
      position = parent;
    }
    heap[position] = variable;
    this.heapIndex[variable] = position;
  }

  private siftDown(start: number): void {
    const heap = this.heap;
    const activity = this.activity;
    const size = this.heapSize;
    const variable = heap[start]!;
    const score = activity[variable]!;
    let position = start;
    for (;;) {
      let child = 2 * position + 1;
      if (child >= size) break;
      if (child + 1 < size && activity[heap[child + 1]!]! > activity[heap[child]!]!) child++;
      const below = heap[child]!;
      if (activity[below]! <= score) break;
      heap[position] = below;
      this.heapIndex[below] = position;
      position = child;
    }
    heap[position] = variable;
    this.heapIndex[variable] = position;
  }
}

/** The factory of the embedded default backend. */
export function cdclFactory(options: CdclOptions = {}): SatSolverFactory {
  return { name: 'cdcl', propagates: true, create: (sizeHint) => new CdclSolver(sizeHint, options) };
}

export const cdcl: SatSolverFactory = cdclFactory();
