// Backends by name, for the command line and the studio:
//   minisat (embedded default), clingo (embedded), z3 (embedded, optional package),
//   dimacs:<program>, smt2:<program>, asp:<program> (external programs, e.g. dimacs:cadical, smt2:cvc5, asp:clingo).

import type { Backend } from '../core/engine.js';
import { satBackend } from '../core/engine.js';
import { inputError } from '../core/errors.js';
import { embeddedBackend, isEmbeddedBackendName } from './embedded.js';
import { externalDimacs } from './external.js';
import { externalClingo, externalSmt } from './programs.js';

export const backendNames = ['minisat', 'clingo', 'z3', 'dimacs:<program>', 'smt2:<program>', 'asp:<program>'];

export function backendByName(name: string, options: { timeoutSeconds?: number } = {}): Backend {
  if (isEmbeddedBackendName(name)) return embeddedBackend(name, options);
  const colon = name.indexOf(':');
  const kind = colon < 0 ? name : name.slice(0, colon);
  const command = colon < 0 ? '' : name.slice(colon + 1).trim();
  const examples: Record<string, string> = { dimacs: 'dimacs:minisat', smt2: 'smt2:z3', asp: 'asp:clingo' };
  if (kind in examples && !command) inputError(`${kind}: needs a program, e.g. --backend ${examples[kind]}`, { field: 'backend' });
  if (kind === 'dimacs') return satBackend(externalDimacs(command, options));
  if (kind === 'smt2') return externalSmt(command, options);
  if (kind === 'asp') return externalClingo(command, options);
  return inputError(`unknown backend '${name}' (known: ${backendNames.join(', ')})`, { field: 'backend' });
}
