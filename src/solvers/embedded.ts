// The backends that run inside this process, with no program to install; no Node API, so the studio's worker can
// offer them too. z3 needs the optional `z3-solver` package (and, in a browser, a cross-origin isolated page).

import type { Backend } from '../core/engine.js';
import { satBackend } from '../core/engine.js';
import { embeddedClingo } from './clingo.js';
import type { EmbeddedBackendName } from './load.js';
import { cdclBackend } from './load.js';
import { minisat } from './minisat.js';
import type { SolverOptions } from './smt.js';
import { embeddedZ3 } from './smt.js';

export type { EmbeddedBackendName } from './load.js';
export { embeddedBackendNames, isEmbeddedBackendName } from './load.js';

export function embeddedBackend(name: EmbeddedBackendName, options: SolverOptions = {}): Backend {
  switch (name) {
    case 'cdcl':
      return cdclBackend(options);
    case 'minisat':
      return satBackend(minisat);
    case 'clingo':
      return embeddedClingo(options);
    case 'z3':
      return embeddedZ3(options);
  }
}
