// ASP backends: clingo embedded (WebAssembly, the `clingo-wasm` package) as `clingo`, and the part every clingo
// backend shares (`asp:<program>` runs a clingo program through it, see programs.ts). Both get the ASP lowering. Enumeration is clingo's own, projected onto the observed atoms;
// facts come from its cautious consequences in one run: the observed atoms, and their negations, true in every
// answer set. A model with checks that have no static form falls back to asking one answer at a time.

import type { Backend, ObservedValues, Statistics } from '../core/engine.js';
import { BackendError, TimeoutError } from '../core/errors.js';
import type { Literal, Model } from '../core/model.js';
import type { AspEncoding } from './asp.js';
import { lowerToAsp } from './asp.js';
import type { Session } from './iterative.js';
import { iterativeBackend } from './iterative.js';
import type { SolverOptions } from './smt.js';

/** clingo's JSON output (`--outf=2`), the part read here. */
export interface ClingoOutput {
  readonly Result: string;
  readonly Call?: readonly { readonly Witnesses?: readonly { readonly Value: readonly string[] }[] }[];
  readonly Error?: string;
}

/** Runs a program with clingo: the number of answer sets wanted (0 = all) and further options. */
export type ClingoRunner = (program: string, models: number, options: readonly string[]) => Promise<ClingoOutput>;

function witnesses(output: ClingoOutput): (readonly string[])[] {
  return (output.Call ?? []).flatMap((call) => (call.Witnesses ?? []).map((witness) => witness.Value));
}

function timeOptions(options: SolverOptions): string[] {
  return options.timeoutSeconds === undefined ? [] : [`--time-limit=${Math.max(1, Math.ceil(options.timeoutSeconds))}`];
}

/** Checks clingo's verdict: true when it found answer sets, false when there are none. */
function verdict(output: ClingoOutput, solver: string, options: SolverOptions): boolean {
  if (output.Result === 'ERROR') throw new BackendError(`${solver} failed: ${(output.Error ?? '').trim().slice(0, 400) || 'no message'}`);
  if (output.Result === 'UNSATISFIABLE') return false;
  if (output.Result === 'SATISFIABLE' || output.Result === 'OPTIMUM FOUND') return true;
  if (options.timeoutSeconds !== undefined) throw new TimeoutError(`${solver} did not finish within ${options.timeoutSeconds} s`);
  throw new BackendError(`${solver} gave no answer (${output.Result})`);
}

/** `#show o(K) : literal.` for each observed literal K (and `n(K)` for its negation, for consequences). */
function observedShows(encoding: AspEncoding, observed: readonly Literal[], negations: boolean): string {
  const lines = ['#show.'];
  observed.forEach((literal, index) => {
    lines.push(`#show o(${index}) : ${encoding.literal(literal)}.`);
    if (negations) lines.push(`#show n(${index}) : ${encoding.literal(-literal)}.`);
  });
  return lines.join('\n');
}

function shownIndices(atoms: readonly string[], name: 'o' | 'n'): Set<number> {
  const indices = new Set<number>();
  for (const atom of atoms) {
    const match = /^([on])\((\d+)\)$/.exec(atom);
    if (match && match[1] === name) indices.add(Number(match[2]));
  }
  return indices;
}

export function clingoBackend(name: string, runner: ClingoRunner, options: SolverOptions = {}): Backend {
  // With lazy checks, answers must be checked one by one.
  const fallback = iterativeBackend(name, async (model: Model): Promise<Session> => {
    const encoding = lowerToAsp(model, { compact: true });
    const variableOf = new Map<string, number>();
    for (let variable = 1; variable <= model.variableCount; variable++) variableOf.set(encoding.atom(variable), variable);
    const kept: string[] = [];
    return {
      addClause(literals) {
        kept.push(encoding.clause(literals));
      },
      async solve(temporary = []) {
        const program = [encoding.body, ...kept, ...temporary.map((clause) => encoding.clause(clause)), encoding.show].join('\n');
        const output = await runner(program, 1, timeOptions(options));
        if (!verdict(output, name, options)) return undefined;
        const truths = new Set<number>();
        for (const atom of witnesses(output).at(-1) ?? []) {
          const variable = variableOf.get(atom);
          if (variable !== undefined) truths.add(variable);
        }
        return (literal) => (literal > 0 ? truths.has(literal) : !truths.has(-literal));
      },
      size: () => ({ variables: model.variableCount, clauses: encoding.rules + kept.length }),
      close() {},
    };
  });
  const statistics = (started: number, encoding: AspEncoding, model: Model, solveCalls: number): Statistics => ({
    backend: name,
    timeMs: performance.now() - started,
    variables: model.variableCount,
    clauses: encoding.rules,
    solveCalls,
  });
  return {
    name,
    async enumerate(model, observed, limit) {
      if (model.lazyChecks.length > 0) return fallback.enumerate(model, observed, limit);
      const started = performance.now();
      const encoding = lowerToAsp(model, { compact: true });
      const projection = [...new Set(observed.map((literal) => encoding.atom(literal)))].map((atom) => `#project ${atom}.`);
      const program = [encoding.body, observedShows(encoding, observed, false), ...projection].join('\n');
      const output = await runner(program, limit, ['--project=project', ...timeOptions(options)]);
      const solutions: ObservedValues[] = [];
      if (verdict(output, name, options)) {
        for (const atoms of witnesses(output).slice(0, limit)) {
          const truths = shownIndices(atoms, 'o');
          solutions.push(observed.map((_, index) => truths.has(index)));
        }
      }
      return { solutions, statistics: statistics(started, encoding, model, 1) };
    },
    async backbone(model, observed) {
      if (model.lazyChecks.length > 0) return fallback.backbone(model, observed);
      const started = performance.now();
      const encoding = lowerToAsp(model, { compact: true });
      const program = [encoding.body, observedShows(encoding, observed, true)].join('\n');
      const output = await runner(program, 0, ['--enum-mode=cautious', ...timeOptions(options)]);
      if (!verdict(output, name, options)) {
        return { satisfiable: false, values: observed.map(() => undefined), statistics: statistics(started, encoding, model, 1) };
      }
      // The last witness of a cautious run holds what every answer set shares.
      const shared = witnesses(output).at(-1) ?? [];
      const alwaysTrue = shownIndices(shared, 'o');
      const alwaysFalse = shownIndices(shared, 'n');
      const values = observed.map((_, index) => (alwaysTrue.has(index) ? true : alwaysFalse.has(index) ? false : undefined));
      return { satisfiable: true, values, statistics: statistics(started, encoding, model, 1) };
    },
  };
}

interface ClingoWasmModule {
  init(): Promise<(program: string, models?: number, options?: string[]) => ClingoOutput>;
}

let wasmLoading: Promise<(program: string, models?: number, options?: string[]) => ClingoOutput> | undefined;

async function loadClingoWasm() {
  wasmLoading ??= (async () => {
    let module: ClingoWasmModule & { default?: ClingoWasmModule };
    try {
      module = await import('clingo-wasm');
    } catch (error) {
      throw new BackendError(`the embedded clingo (package 'clingo-wasm') could not be loaded: ${(error as Error).message}`);
    }
    const init = module.init ?? module.default?.init;
    if (!init) throw new BackendError("the 'clingo-wasm' package has no init function");
    // The package announces itself on standard output while it starts, which would spoil --json output.
    const info = console.info;
    console.info = () => {};
    try {
      return await init();
    } finally {
      console.info = info;
    }
  })();
  try {
    return await wasmLoading;
  } catch (error) {
    wasmLoading = undefined;
    throw error;
  }
}

/** The WebAssembly build copies the program onto its stack, which holds about 1 MiB. */
const embeddedProgramLimit = 900_000;

/**
 * `clingo`: clingo compiled to WebAssembly, in this process (and in a browser, without special headers). Its
 * single-threaded build does not honour `--time-limit`; a caller that needs a hard limit runs it in a worker and
 * ends the worker (as the command line does with --timeout).
 */
export function embeddedClingo(options: SolverOptions = {}): Backend {
  const runner: ClingoRunner = async (text, models, clingoOptions) => {
    if (text.length > embeddedProgramLimit) {
      throw new BackendError(
        `the program (${Math.round(text.length / 1000)} kB) is too large for the embedded clingo, which reads at most ` +
          `${embeddedProgramLimit / 1000} kB; use --backend asp:clingo`,
      );
    }
    const run = await loadClingoWasm();
    const output = run(text, models, [...clingoOptions]);
    // A crashed instance is not reused.
    if (output.Result === 'ERROR' && !output.Error) wasmLoading = undefined;
    return output;
  };
  return clingoBackend('clingo', runner, options);
}
