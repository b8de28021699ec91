// The backends that run inside this process, with no program to install; no Node API, so the studio's worker can
// offer them too. z3 needs the optional `z3-solver` package (and, in a browser, a cross-origin isolated page).

import type { Backend } from '../core/engine.js';
import { satBackend } from '../core/engine.js';
import { cdcl, cdclFactory } from './cdcl/solver.js';
import { embeddedClingo } from './clingo.js';
import { minisat } from './minisat.js';
import type { SolverOptions } from './smt.js';
import { embeddedZ3 } from './smt.js';

export const embeddedBackendNames = ['cdcl', 'minisat', 'clingo', 'z3'] as const;
export type EmbeddedBackendName = (typeof embeddedBackendNames)[number];

export function isEmbeddedBackendName(name: string): name is EmbeddedBackendName {
  return (embeddedBackendNames as readonly string[]).includes(name);
}

export function embeddedBackend(name: EmbeddedBackendName, options: SolverOptions = {}): Backend {
  switch (name) {
    case 'cdcl':
      return satBackend(options.timeoutSeconds === undefined ? cdcl : cdclFactory({ timeLimitMs: options.timeoutSeconds * 1000 }));
    case 'minisat':
      return satBackend(minisat);
    case 'clingo':
      return embeddedClingo(options);
    case 'z3':
      return embeddedZ3(options);
  }
}
