// Backends by name, for the command line: `minisat` (embedded default) and `dimacs:<program>`.

import type { Backend } from '../core/engine.js';
import { satBackend } from '../core/engine.js';
import { inputError } from '../core/errors.js';
import { externalDimacs } from './external.js';
import { minisat } from './minisat.js';

export const backendNames = ['minisat', 'dimacs:<program>'];

export function backendByName(name: string, options: { timeoutSeconds?: number } = {}): Backend {
  if (name === 'minisat') return satBackend(minisat);
  const colon = name.indexOf(':');
  const kind = colon < 0 ? name : name.slice(0, colon);
  const command = colon < 0 ? '' : name.slice(colon + 1);
  if (kind === 'dimacs') {
    if (!command) inputError('dimacs: needs a program, e.g. --backend dimacs:minisat', { part: '--backend' });
    return satBackend(externalDimacs(command, options));
  }
  return inputError(`unknown backend '${name}' (known: ${backendNames.join(', ')})`, { part: '--backend' });
}
