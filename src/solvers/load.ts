// Backends by name, loading only the one asked for: logic-solver's MiniSat alone takes a third of a second to load,
// longer than solving a 9×9 Sudoku a hundred times over. The command line loads its backend through here;
// `backendByName` (solvers/index.ts) is the same, loaded all at once.

import type { Backend } from '../core/engine.js';
import { satBackend } from '../core/engine.js';
import { inputError } from '../core/errors.js';
import { cdcl, cdclFactory } from './cdcl/solver.js';

export const embeddedBackendNames = ['cdcl', 'minisat', 'clingo', 'z3'] as const;
export type EmbeddedBackendName = (typeof embeddedBackendNames)[number];

export const backendNames = [...embeddedBackendNames, 'dimacs:<program>', 'smt2:<program>', 'asp:<program>'];

export function isEmbeddedBackendName(name: string): name is EmbeddedBackendName {
  return (embeddedBackendNames as readonly string[]).includes(name);
}

const externalExamples: Record<string, string> = { dimacs: 'dimacs:minisat', smt2: 'smt2:z3', asp: 'asp:clingo' };

/** The kind and program of an external backend's name; a clear error for a name that is neither embedded nor one. */
export function externalBackendName(name: string): { kind: 'dimacs' | 'smt2' | 'asp'; command: string } {
  const colon = name.indexOf(':');
  const kind = colon < 0 ? name : name.slice(0, colon);
  const command = colon < 0 ? '' : name.slice(colon + 1).trim();
  if (kind === 'dimacs' || kind === 'smt2' || kind === 'asp') {
    if (!command) inputError(`${kind}: needs a program, e.g. --backend ${externalExamples[kind]}`, { field: 'backend' });
    return { kind, command };
  }
  return inputError(`unknown backend '${name}' (known: ${backendNames.join(', ')})`, { field: 'backend' });
}

/** Throws the error `loadBackend` would for a bad name, loading nothing. */
export function checkBackendName(name: string): void {
  if (!isEmbeddedBackendName(name)) externalBackendName(name);
}

/** The default backend with a time limit per solver call, or without one. */
export function cdclBackend(options: { timeoutSeconds?: number } = {}): Backend {
  return satBackend(options.timeoutSeconds === undefined ? cdcl : cdclFactory({ timeLimitMs: options.timeoutSeconds * 1000 }));
}

export async function loadBackend(name: string, options: { timeoutSeconds?: number } = {}): Promise<Backend> {
  switch (name) {
    case 'cdcl':
      return cdclBackend(options);
    case 'minisat':
      return satBackend((await import('./minisat.js')).minisat);
    case 'clingo':
      return (await import('./clingo.js')).embeddedClingo(options);
    case 'z3':
      return (await import('./smt.js')).embeddedZ3(options);
  }
  const { kind, command } = externalBackendName(name);
  if (kind === 'dimacs') return satBackend((await import('./external.js')).externalDimacs(command, options));
  const programs = await import('./programs.js');
  return kind === 'smt2' ? programs.externalSmt(command, options) : programs.externalClingo(command, options);
}
