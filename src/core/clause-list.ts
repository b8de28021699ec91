// Clauses kept flat: every clause's literals one after another in one growing Int32Array. A puzzle's CNF runs to
// thousands of short clauses (a 9×9 Sudoku has 12,000); as an array each they cost more to make, collect and walk
// than the solver spends on the whole search.

import type { Literal } from './model.js';

export class ClauseList {
  private store: Int32Array;
  /** Clause i is store[bounds[i] .. bounds[i + 1]). */
  private bounds: Int32Array;
  private clauseCount = 0;
  /** Literals in use: bounds[clauseCount]. */
  private used = 0;

  /** Room for `capacity` clauses of `literals` literals in all before the list grows. */
  constructor(capacity: { clauses: number; literals: number } = { clauses: 256, literals: 1024 }) {
    this.store = new Int32Array(Math.max(16, capacity.literals));
    this.bounds = new Int32Array(Math.max(16, capacity.clauses + 1));
  }

  get count(): number {
    return this.clauseCount;
  }

  /** Every literal, clause after clause (the array may run on past the last clause). */
  get literals(): Int32Array {
    return this.store;
  }

  /** Clause i is literals[starts[i] .. starts[i + 1]) (the array may run on past count + 1). */
  get starts(): Int32Array {
    return this.bounds;
  }

  /** A clause: the first `length` literals of `clause` (all of them by default). */
  add(clause: ArrayLike<Literal>, length = clause.length): void {
    const from = this.used;
    if (from + length > this.store.length || this.clauseCount + 2 > this.bounds.length) this.grow(length);
    const store = this.store;
    for (let index = 0; index < length; index++) store[from + index] = clause[index]!;
    this.used = from + length;
    this.bounds[++this.clauseCount] = this.used;
  }

  /** A clause: `source[from .. to)` (another list's literals, say), without an array made for it. */
  addSlice(source: ArrayLike<Literal>, from: number, to: number): void {
    const length = to - from;
    const start = this.used;
    if (start + length > this.store.length || this.clauseCount + 2 > this.bounds.length) this.grow(length);
    const store = this.store;
    for (let index = 0; index < length; index++) store[start + index] = source[from + index]!;
    this.used = start + length;
    this.bounds[++this.clauseCount] = this.used;
  }

  /** A clause of two literals, without an array made for it (most clauses of most puzzles). */
  addPair(first: Literal, second: Literal): void {
    const from = this.used;
    if (from + 2 > this.store.length || this.clauseCount + 2 > this.bounds.length) this.grow(2);
    this.store[from] = first;
    this.store[from + 1] = second;
    this.used = from + 2;
    this.bounds[++this.clauseCount] = this.used;
  }

  /** Clause i as an array of its own. */
  clause(index: number): Literal[] {
    const from = this.bounds[index]!;
    const clause = new Array<Literal>(this.bounds[index + 1]! - from);
    for (let position = 0; position < clause.length; position++) clause[position] = this.store[from + position]!;
    return clause;
  }

  /** Every clause as an array of its own, for readers that are not in a hurry. */
  toArrays(): Literal[][] {
    return Array.from({ length: this.clauseCount }, (_, index) => this.clause(index));
  }

  /** Room for one more clause of `length` literals. */
  private grow(length: number): void {
    if (this.used + length > this.store.length) {
      const grown = new Int32Array(Math.max(this.used + length, 4 * this.store.length));
      grown.set(this.store);
      this.store = grown;
    }
    if (this.clauseCount + 2 > this.bounds.length) {
      const grown = new Int32Array(4 * this.bounds.length);
      grown.set(this.bounds);
      this.bounds = grown;
    }
  }
}
