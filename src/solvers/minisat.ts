// The embedded default: MiniSat as shipped inside the `logic-solver` package, fed directly through its C entry
// points. Its formula layer is skipped: clauses are written straight into the solver's heap.
//
// Creating a MiniSat instance costs a few milliseconds (the asm.js module is linked anew), which is as long as a
// whole 9x9 Sudoku takes. So small problems share one long-lived instance: every clause of a problem carries the
// problem's activation literal, solving assumes it, and disposing the problem switches it off for good.

import createMinisat from 'logic-solver/minisat.js';
import type { MinisatModule } from 'logic-solver/minisat.js';
import { BackendError } from '../core/errors.js';
import type { Literal } from '../core/model.js';
import type { SatSolver, SatSolverFactory } from '../core/sat.js';

/** Problems larger than this (literals in clauses) get an instance of their own. */
const sharedLiteralLimit = 400_000;
/** A shared instance is replaced once it has handed out this many variables. */
const sharedVariableLimit = 400_000;

class MinisatInstance {
  private readonly module: MinisatModule;
  private variables = 0;
  private buffer = 0;
  private bufferLength = 0;
  private solution = 0;
  broken = false;

  constructor() {
    this.module = createMinisat();
    this.module._createTheSolver();
  }

  get variableCount(): number {
    return this.variables;
  }

  allocate(count: number): number {
    const first = this.variables + 1;
    this.variables += count;
    this.guard(() => this.module._ensureVar(this.variables));
    return first;
  }

  addClause(literals: readonly number[], extra: number): void {
    const length = literals.length + (extra === 0 ? 0 : 1) + 1;
    if (length > this.bufferLength) {
      if (this.buffer !== 0) this.module._free(this.buffer);
      this.bufferLength = Math.max(64, length * 2);
      this.buffer = this.guard(() => this.module._malloc(this.bufferLength * 4));
    }
    const heap = this.module.HEAP32;
    let offset = this.buffer >> 2;
    for (const literal of literals) heap[offset++] = literal;
    if (extra !== 0) heap[offset++] = extra;
    heap[offset] = 0;
    this.guard(() => this.module._addClause(this.buffer));
  }

  solveAssuming(variable: number): boolean {
    const result = this.guard(() => this.module._solveAssuming(variable)) !== 0;
    if (result) this.solution = this.module._getSolution();
    return result;
  }

  value(variable: number): boolean {
    // MiniSat's l_True is 0.
    return this.module.HEAP8[this.solution + variable - 1] === 0;
  }

  private guard<T>(run: () => T): T {
    if (this.broken) throw new BackendError('the embedded MiniSat instance is no longer usable');
    try {
      return run();
    } catch (error) {
      this.broken = true;
      const text = String(error);
      if (/memory|abort/i.test(text)) {
        throw new BackendError('the problem is too large for the embedded MiniSat (its memory is fixed at 64 MiB)');
      }
      throw error;
    }
  }
}

class MinisatSolver implements SatSolver {
  private readonly activation: number;
  private readonly globalOf: number[] = [0];
  private calls = 0;
  private disposed = false;

  constructor(
    private readonly instance: MinisatInstance,
    private readonly shared: boolean,
  ) {
    this.activation = instance.allocate(1);
  }

  reserve(count: number): void {
    const missing = count - (this.globalOf.length - 1);
    if (missing <= 0) return;
    const first = this.instance.allocate(missing);
    for (let k = 0; k < missing; k++) this.globalOf.push(first + k);
  }

  newVariable(): number {
    this.globalOf.push(this.instance.allocate(1));
    return this.globalOf.length - 1;
  }

  private toGlobal(literal: Literal): number {
    const variable = this.globalOf[Math.abs(literal)];
    if (variable === undefined) throw new Error(`variable ${Math.abs(literal)} was not reserved`);
    return literal > 0 ? variable : -variable;
  }

  addClause(literals: readonly Literal[]): void {
    this.instance.addClause(
      literals.map((literal) => this.toGlobal(literal)),
      -this.activation,
    );
  }

  solve(assumptions: readonly Literal[] = []): boolean {
    this.calls++;
    if (assumptions.length === 0) return this.instance.solveAssuming(this.activation);
    // MiniSat's entry point takes one assumption: a fresh selector implies the activation and every assumption.
    const selector = this.instance.allocate(1);
    this.instance.addClause([-selector, this.activation], 0);
    for (const literal of assumptions) this.instance.addClause([-selector, this.toGlobal(literal)], 0);
    const result = this.instance.solveAssuming(selector);
    this.instance.addClause([-selector], 0);
    return result;
  }

  value(variable: number): boolean {
    return this.instance.value(this.toGlobal(variable));
  }

  statistics() {
    return { solveCalls: this.calls };
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    // Switch the problem off: its clauses are satisfied from now on and MiniSat drops them when it simplifies.
    // Its variables are fixed too, so that MiniSat never branches on them again.
    if (this.shared && !this.instance.broken) {
      this.instance.addClause([-this.activation], 0);
      for (let local = 1; local < this.globalOf.length; local++) this.instance.addClause([-this.globalOf[local]!], 0);
    }
  }
}

let sharedInstance: MinisatInstance | undefined;

export const minisat: SatSolverFactory = {
  name: 'minisat',
  create(sizeHint) {
    if (sizeHint.literals > sharedLiteralLimit || sizeHint.longLived) return new MinisatSolver(new MinisatInstance(), false);
    if (!sharedInstance || sharedInstance.broken || sharedInstance.variableCount > sharedVariableLimit) {
      sharedInstance = new MinisatInstance();
    }
    return new MinisatSolver(sharedInstance, true);
  },
};
