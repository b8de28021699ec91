// External DIMACS SAT solvers (minisat, cadical, cryptominisat5, kissat, ...), run as programs without a shell.
// They are not incremental: every solve writes the whole problem, with assumptions as unit clauses.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { BackendError, TimeoutError } from '../core/errors.js';
import { readDimacsResult } from '../core/dimacs.js';
import type { Literal } from '../core/model.js';
import type { SatSolver, SatSolverFactory } from '../core/sat.js';

export interface ExternalOptions {
  /** Seconds per solver call. */
  timeoutSeconds?: number;
}

export function externalDimacs(command: string, options: ExternalOptions = {}): SatSolverFactory {
  const [program, ...extraArguments] = command.split(/\s+/).filter(Boolean);
  if (!program) throw new BackendError('dimacs: needs a program name, e.g. dimacs:minisat');
  // MiniSat writes its answer to a result file named after the input; the others print `s` and `v` lines.
  const usesResultFile = /^minisat(_static|-simp)?$/.test(basename(program));
  return {
    name: `dimacs:${command}`,
    create() {
      const clauses: Literal[][] = [];
      let variables = 0;
      let values: boolean[] = [];
      let calls = 0;
      let conflicts = 0;
      let decisions = 0;
      const solver: SatSolver = {
        reserve(count) {
          variables = Math.max(variables, count);
        },
        newVariable() {
          return ++variables;
        },
        addClause(literals) {
          clauses.push([...literals]);
        },
        solve(assumptions = []) {
          calls++;
          const folder = mkdtempSync(join(tmpdir(), 'pencilsat-'));
          try {
            const input = join(folder, 'problem.cnf');
            const output = join(folder, 'result.txt');
            const all = [...clauses, ...assumptions.map((literal) => [literal])];
            writeFileSync(input, `p cnf ${variables} ${all.length}\n${all.map((clause) => `${clause.join(' ')} 0`).join('\n')}\n`);
            const run = spawnSync(program, [...extraArguments, input, ...(usesResultFile ? [output] : [])], {
              encoding: 'utf8',
              timeout: options.timeoutSeconds ? options.timeoutSeconds * 1000 : undefined,
              maxBuffer: 1 << 30,
            });
            if (run.error) {
              const code = (run.error as NodeJS.ErrnoException).code;
              if (code === 'ENOENT') throw new BackendError(`the program '${program}' was not found on the PATH (install it, e.g. apt-get install ${program})`);
              if (code === 'ETIMEDOUT') throw new TimeoutError(`${program} did not finish within ${options.timeoutSeconds} s`);
              throw new BackendError(`${program} could not be run: ${run.error.message}`);
            }
            const text = usesResultFile ? `${run.stdout}\n${safeRead(output)}` : run.stdout;
            const result = readDimacsResult(text, variables);
            conflicts += result.conflicts ?? 0;
            decisions += result.decisions ?? 0;
            if (result.status === 'unknown') {
              throw new BackendError(`${program} gave no answer (exit code ${run.status}): ${(run.stderr || run.stdout).slice(0, 300)}`);
            }
            values = result.values;
            return result.status === 'sat';
          } finally {
            rmSync(folder, { recursive: true, force: true });
          }
        },
        value(variable) {
          return values[variable] ?? false;
        },
        statistics() {
          return { solveCalls: calls, conflicts, decisions };
        },
        dispose() {},
      };
      return solver;
    },
  };
}

function safeRead(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}
