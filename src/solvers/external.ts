// External DIMACS SAT solvers (minisat, cadical, cryptominisat5, kissat, ...), run as programs without a shell, in a
// process group of their own (see process.ts). They are not incremental: every solve writes the whole problem, with
// assumptions as unit clauses. An answer is never trusted: a claimed solution must satisfy every clause.

import { basename } from 'node:path';
import { BackendError, oneLine } from '../core/errors.js';
import { readDimacsResult } from '../core/dimacs.js';
import type { Literal } from '../core/model.js';
import type { SatSolver, SatSolverFactory } from '../core/sat.js';
import { splitCommand } from './process.js';
import { runOnFileSync } from './program-sync.js';

export interface ExternalOptions {
  /** Seconds per solver call. */
  timeoutSeconds?: number;
}

export function externalDimacs(command: string, options: ExternalOptions = {}): SatSolverFactory {
  const { program, extraArguments } = splitCommand(command, 'dimacs', 'dimacs:minisat');
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
          const all = [...clauses, ...assumptions.map((literal) => [literal])];
          const text = `p cnf ${variables} ${all.length}\n${all.map((clause) => `${clause.join(' ')} 0`).join('\n')}\n`;
          const run = runOnFileSync(program, extraArguments, text, 'cnf', { timeoutSeconds: options.timeoutSeconds, outputFile: usesResultFile });
          const result = readDimacsResult(usesResultFile ? `${run.stdout}\n${run.output ?? ''}` : run.stdout, variables);
          conflicts += result.conflicts ?? 0;
          decisions += result.decisions ?? 0;
          if (result.status === 'unknown') {
            throw new BackendError(`${program} gave no answer (exit code ${run.status}): ${oneLine((run.stderr || run.stdout).slice(0, 200)) || 'no output'}`);
          }
          if (result.status === 'sat') {
            const broken = all.findIndex((clause) => !clause.some((literal) => (result.values[Math.abs(literal)] ?? false) === literal > 0));
            if (broken >= 0) throw new BackendError(`${program} claimed a solution that breaks clause ${broken + 1} of ${all.length}`);
          }
          values = result.values;
          return result.status === 'sat';
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
