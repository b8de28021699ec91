// Backends by name, for the command line and the studio:
//   cdcl (embedded default, pencilsat's own), minisat (embedded, logic-solver's), clingo (embedded), z3 (embedded,
//   optional package), dimacs:<program>, smt2:<program>, asp:<program> (external programs, e.g. dimacs:cadical,
//   smt2:cvc5, asp:clingo). Everything is loaded here at once; `loadBackend` (load.ts) loads only the one named.

import type { Backend } from '../core/engine.js';
import { satBackend } from '../core/engine.js';
import { embeddedBackend, isEmbeddedBackendName } from './embedded.js';
import { externalDimacs } from './external.js';
import { externalBackendName } from './load.js';
import { externalClingo, externalSmt } from './programs.js';

export { backendNames, checkBackendName, loadBackend } from './load.js';

export function backendByName(name: string, options: { timeoutSeconds?: number } = {}): Backend {
  if (isEmbeddedBackendName(name)) return embeddedBackend(name, options);
  const { kind, command } = externalBackendName(name);
  if (kind === 'dimacs') return satBackend(externalDimacs(command, options));
  if (kind === 'smt2') return externalSmt(command, options);
  return externalClingo(command, options);
}
