// Unit propagation over CNF in JavaScript, with a trail that can be undone: the reasoning engine behind the
// difficulty rating (what a person can deduce step by step) and behind hints.

import type { Cnf } from './cnf.js';
import type { Literal } from './model.js';

export class Propagator {
  /** values[v]: 1 true, -1 false, 0 open. */
  private readonly values: Int8Array;
  private readonly clauses: Int32Array[];
  /** watches[slot(literal)]: clauses watching `literal` (they must be looked at when it becomes false). */
  private readonly watches: number[][];
  private readonly trail: Literal[] = [];
  private head = 0;
  private inconsistent = false;

  constructor(cnf: Cnf) {
    this.values = new Int8Array(cnf.variableCount + 1);
    this.watches = Array.from({ length: 2 * (cnf.variableCount + 1) }, () => []);
    this.clauses = [];
    for (const clause of cnf.clauses) {
      if (clause.length === 0) this.inconsistent = true;
      else if (clause.length === 1) {
        if (!this.assign(clause[0]!)) this.inconsistent = true;
      } else {
        const index = this.clauses.length;
        this.clauses.push(Int32Array.from(clause));
        this.watches[slot(clause[0]!)]!.push(index);
        this.watches[slot(clause[1]!)]!.push(index);
      }
    }
  }

  value(literal: Literal): boolean | undefined {
    const value = this.values[Math.abs(literal)]!;
    if (value === 0) return undefined;
    return (value > 0) === (literal > 0);
  }

  get trailLength(): number {
    return this.trail.length;
  }

  /** Literals assigned since trail position `from`. */
  assignedSince(from: number): Literal[] {
    return this.trail.slice(from);
  }

  /** Sets a literal true (no propagation yet). false if it is already false. */
  assign(literal: Literal): boolean {
    const current = this.values[Math.abs(literal)]!;
    if (current !== 0) return (current > 0) === (literal > 0);
    this.values[Math.abs(literal)] = literal > 0 ? 1 : -1;
    this.trail.push(literal);
    return true;
  }

  /**
   * Propagates to a fixpoint, or for at most `waves` waves (a wave: everything the previous wave's assignments make
   * unit). false on a conflict. `wavesUsed` tells how many waves ran.
   */
  wavesUsed = 0;
  propagate(waves = Infinity): boolean {
    if (this.inconsistent) return false;
    this.wavesUsed = 0;
    let waveEnd = this.head;
    while (this.head < this.trail.length) {
      if (this.head >= waveEnd) {
        if (this.wavesUsed >= waves) return true;
        this.wavesUsed++;
        waveEnd = this.trail.length;
      }
      const falseLiteral = -this.trail[this.head++]!;
      const watching = this.watches[slot(falseLiteral)]!;
      for (let k = 0; k < watching.length; k++) {
        const index = watching[k]!;
        const clause = this.clauses[index]!;
        // Keep the false watch in position 1.
        if (clause[0] === falseLiteral) {
          clause[0] = clause[1]!;
          clause[1] = falseLiteral;
        }
        if (this.value(clause[0]!) === true) continue;
        let moved = false;
        for (let position = 2; position < clause.length; position++) {
          if (this.value(clause[position]!) !== false) {
            clause[1] = clause[position]!;
            clause[position] = falseLiteral;
            this.watches[slot(clause[1]!)]!.push(index);
            watching[k] = watching[watching.length - 1]!;
            watching.pop();
            k--;
            moved = true;
            break;
          }
        }
        if (moved) continue;
        if (!this.assign(clause[0]!)) {
          this.head = this.trail.length;
          return false;
        }
      }
    }
    return true;
  }

  /** Undoes every assignment after trail position `length`. */
  backtrack(length: number): void {
    while (this.trail.length > length) this.values[Math.abs(this.trail.pop()!)] = 0;
    this.head = Math.min(this.head, length);
  }

  /** Assigns and propagates a literal (for at most `waves` waves), reports whether that conflicts, and undoes it all. */
  probe(literal: Literal, waves = Infinity): { conflict: boolean; implied: Literal[] } {
    const mark = this.trail.length;
    const conflict = !this.assign(literal) || !this.propagate(waves);
    const implied = conflict ? [] : this.trail.slice(mark);
    this.backtrack(mark);
    return { conflict, implied };
  }
}

function slot(literal: Literal): number {
  return literal > 0 ? 2 * literal : -2 * literal + 1;
}
