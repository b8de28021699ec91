// The embedded default: MiniSat as shipped inside the `logic-solver` package, fed directly through its C entry
// points. Its formula layer is skipped: clauses are written straight into the solver's heap.
//
// Creating a MiniSat instance costs a few milliseconds (the asm.js module is linked anew), which is as long as a
// whole 9x9 Sudoku takes. So small problems share one long-lived instance: every clause of a problem carries the
// problem's activation literal, solving assumes it, and disposing the problem switches it off for good. Its heap is
// fixed, so when retired problems and learnt clauses fill it, the live problems move to instances of their own.

import createMinisat from 'logic-solver/minisat.js';
import type { MinisatModule } from 'logic-solver/minisat.js';
import { BackendError } from '../core/errors.js';
import type { Literal } from '../core/model.js';
import type { SatSolver, SatSolverFactory } from '../core/sat.js';

/** Problems larger than this (literals in clauses) get an instance of their own. */
const sharedLiteralLimit = 400_000;

/** The heap logic-solver's MiniSat is built with; it cannot grow. */
const defaultHeapBytes = 64 * 2 ** 20;
const largestHeapBytes = 1024 * 2 ** 20;

/**
 * The heap a problem needs, measured on Latin squares: about 100 bytes per variable and 20 per literal, plus room
 * for learnt clauses and the stack. Rounded up to a power of two, which asm.js requires.
 */
export function heapBytesFor(sizeHint: { variables: number; literals: number }): number {
  const wanted = 128 * sizeHint.variables + 24 * sizeHint.literals + 16 * 2 ** 20;
  let bytes = defaultHeapBytes;
  while (bytes < wanted && bytes < largestHeapBytes) bytes *= 2;
  return bytes;
}

const factories = new Map<number, () => MinisatModule>([[defaultHeapBytes, createMinisat]]);

/**
 * logic-solver's MiniSat reads its heap size from a Module object local to its factory, so a bigger heap means
 * re-reading the factory's source with another size. Where that fails (a bundler rewrote it, or the page forbids
 * compiling code), the default heap is used.
 */
function minisatFactory(heapBytes: number): () => MinisatModule {
  let factory = factories.get(heapBytes);
  if (factory) return factory;
  factory = createMinisat;
  const pattern = /(TOTAL_MEMORY=Module(?:\["TOTAL_MEMORY"\]|\.TOTAL_MEMORY)\|\|)67108864/;
  const source = createMinisat.toString();
  if (pattern.test(source)) {
    try {
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- rebuilds the package's own factory with a bigger heap
      factory = (new Function(`return (${source.replace(pattern, `$1${heapBytes}`)});`) as () => () => MinisatModule)();
    } catch {
      factory = createMinisat;
    }
  }
  factories.set(heapBytes, factory);
  return factory;
}

/**
 * A shared instance is replaced before it would hand out more than this many variables: retired problems keep their
 * variables (about 100 bytes each), and with the largest shared problem on top they must fit the 64 MiB heap.
 */
const sharedVariableLimit = 100_000;

class MinisatInstance {
  private readonly module: MinisatModule;
  private variables = 0;
  private buffer = 0;
  private bufferLength = 0;
  private solution = 0;
  broken = false;

  /** What the module printed last (it prints only when it aborts, e.g. "Cannot enlarge memory arrays"). */
  private printed = '';

  constructor(heapBytes = defaultHeapBytes) {
    this.module = minisatFactory(heapBytes)();
    // The module prints through console.log, onto standard output; its words end up in our error message instead.
    const keep = (text: string) => {
      this.printed = String(text).slice(0, 200);
    };
    this.module.print = keep;
    this.module.printErr = keep;
    this.guard(() => this.module._createTheSolver());
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

  /** Adds a clause; `translate` maps each literal to the instance's numbering, `extra` is appended unless 0. */
  addClause(literals: readonly number[], extra: number, translate?: ArrayLike<number>): void {
    const length = literals.length + (extra === 0 ? 0 : 1) + 1;
    if (length > this.bufferLength) {
      if (this.buffer !== 0) this.module._free(this.buffer);
      this.bufferLength = Math.max(64, length * 2);
      this.buffer = this.guard(() => this.module._malloc(this.bufferLength * 4));
    }
    const heap = this.module.HEAP32;
    let offset = this.buffer >> 2;
    if (translate) {
      for (const literal of literals) {
        const variable = translate[literal > 0 ? literal : -literal]!;
        heap[offset++] = literal > 0 ? variable : -variable;
      }
    } else for (const literal of literals) heap[offset++] = literal;
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
      if (/memory|abort/i.test(`${text} ${this.printed}`)) {
        const megabytes = Math.round(this.module.HEAP8.length / 2 ** 20);
        throw new BackendError(`the problem is too large for the embedded MiniSat (its memory is fixed at ${megabytes} MiB)`);
      }
      throw error;
    }
  }
}

class MinisatSolver implements SatSolver {
  private activation: number;
  /**
   * On a shared instance, the clauses given so far: when that instance runs out of memory (retired problems and
   * learnt clauses fill its fixed heap), the problem moves to an instance of its own and carries on.
   */
  private readonly given: (readonly Literal[])[] = [];
  /** The instance's variable for each of ours; 0 until a clause first mentions it (unused ones never reach MiniSat). */
  private globalOf: Int32Array = new Int32Array(1);
  private count = 0;
  private readonly used: number[] = [];
  private calls = 0;
  private disposed = false;

  constructor(
    private instance: MinisatInstance,
    private shared: boolean,
  ) {
    this.activation = instance.allocate(1);
  }

  /** Runs an operation; on a shared instance out of memory, moves to an instance of its own and runs it again. */
  private resilient<T>(run: () => T): T {
    try {
      return run();
    } catch (error) {
      if (!this.shared || !(error instanceof BackendError)) throw error;
      this.moveToOwnInstance();
      return run();
    }
  }

  private moveToOwnInstance(): void {
    const literals = this.given.reduce((sum, clause) => sum + clause.length + 1, 0);
    this.instance = new MinisatInstance(heapBytesFor({ variables: this.count, literals }));
    this.shared = false;
    this.globalOf = new Int32Array(this.globalOf.length);
    this.used.length = 0;
    this.activation = this.instance.allocate(1);
    for (const clause of this.given) {
      this.map(clause);
      this.instance.addClause(clause, -this.activation, this.globalOf);
    }
    this.given.length = 0;
  }

  reserve(count: number): void {
    if (count <= this.count) return;
    this.count = count;
    if (count + 1 > this.globalOf.length) {
      const grown = new Int32Array(Math.max(count + 1, this.globalOf.length * 2));
      grown.set(this.globalOf);
      this.globalOf = grown;
    }
  }

  newVariable(): number {
    this.reserve(this.count + 1);
    return this.count;
  }

  /** Gives every variable of the clause an instance variable, in one block. */
  private map(literals: readonly Literal[]): void {
    let missing = 0;
    for (const literal of literals) {
      const variable = literal > 0 ? literal : -literal;
      if (variable > this.count) throw new Error(`variable ${variable} was not reserved`);
      if (this.globalOf[variable] === 0) missing++;
    }
    if (missing === 0) return;
    let next = this.instance.allocate(missing);
    for (const literal of literals) {
      const variable = literal > 0 ? literal : -literal;
      if (this.globalOf[variable] !== 0) continue;
      this.globalOf[variable] = next++;
      this.used.push(variable);
    }
  }

  addClause(literals: readonly Literal[]): void {
    this.resilient(() => {
      this.map(literals);
      this.instance.addClause(literals, -this.activation, this.globalOf);
    });
    if (this.shared) this.given.push([...literals]);
  }

  solve(assumptions: readonly Literal[] = []): boolean {
    this.calls++;
    return this.resilient(() => this.solveOnce(assumptions));
  }

  private solveOnce(assumptions: readonly Literal[]): boolean {
    if (assumptions.length === 0) return this.instance.solveAssuming(this.activation);
    // MiniSat's entry point takes one assumption: a fresh selector implies the activation and every assumption.
    this.map(assumptions);
    const selector = this.instance.allocate(1);
    this.instance.addClause([-selector, this.activation], 0);
    for (const literal of assumptions) {
      const global = this.globalOf[Math.abs(literal)]!;
      this.instance.addClause([-selector, literal > 0 ? global : -global], 0);
    }
    const result = this.instance.solveAssuming(selector);
    this.instance.addClause([-selector], 0);
    return result;
  }

  value(variable: number): boolean {
    const global = this.globalOf[variable] ?? 0;
    // A variable no clause mentions is unconstrained: false will do.
    return global === 0 ? false : this.instance.value(global);
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
      for (const variable of this.used) this.instance.addClause([-this.globalOf[variable]!], 0);
    }
  }
}

/**
 * A factory whose small problems share one instance, used by nobody else: what MiniSat answers depends on its history,
 * so a factory of its own makes the answers depend on the questions asked through it alone.
 */
export function sharingFactory(heapBytes = defaultHeapBytes): SatSolverFactory {
  let sharedInstance: MinisatInstance | undefined;
  return {
    name: 'minisat',
    create(sizeHint) {
      if (sizeHint.literals > sharedLiteralLimit || sizeHint.longLived) return new MinisatSolver(new MinisatInstance(heapBytesFor(sizeHint)), false);
      if (!sharedInstance || sharedInstance.broken || sharedInstance.variableCount + sizeHint.variables > sharedVariableLimit) {
        sharedInstance = new MinisatInstance(heapBytes);
      }
      return new MinisatSolver(sharedInstance, true);
    },
    isolated: () => sharingFactory(heapBytes),
  };
}

export const minisat: SatSolverFactory = sharingFactory();
