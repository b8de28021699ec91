// The embedded clingo for the studio's worker. The package's browser build (clingo.web.js, copied next to the worker
// with clingo.wasm) is loaded only when clingo is picked, so the default SAT path loads nothing more.

import type { Backend } from '../core/engine.js';
import { BackendError } from '../core/errors.js';
import type { ClingoOutput, ClingoRunner } from '../solvers/clingo.js';
import { clingoBackend } from '../solvers/clingo.js';

/** What clingo.web.js puts on the worker's global scope: it runs clingo in a worker of its own. */
interface ClingoWeb {
  init(wasmUrl?: string): Promise<void>;
  run(program: string, models?: number, options?: string[]): Promise<ClingoOutput>;
}

const scope = self as unknown as { clingo?: ClingoWeb; importScripts(...urls: string[]): void; location: Location };

let loading: Promise<ClingoWeb> | undefined;

function loadClingo(): Promise<ClingoWeb> {
  loading ??= (async () => {
    // The worker's address, not the page's: the files sit next to worker.js.
    const base = scope.location.href;
    try {
      scope.importScripts(new URL('clingo.web.js', base).href);
    } catch (error) {
      throw new BackendError(`the embedded clingo could not be loaded: ${(error as Error).message}`);
    }
    const clingo = scope.clingo;
    if (!clingo) throw new BackendError('the embedded clingo did not start');
    // A given .wasm address also picks the single-threaded build, which needs no special headers.
    await clingo.init(new URL('clingo.wasm', base).href);
    return clingo;
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** `clingo` in the browser: the same lowering and reading of answers as on the command line. */
export function browserClingo(): Backend {
  const runner: ClingoRunner = async (program, models, options) => {
    const clingo = await loadClingo();
    return clingo.run(program, models, [...options]);
  };
  return clingoBackend('clingo', runner);
}
