// External solver programs for the SMT-LIB and ASP lowerings: `smt2:<program>` (z3, cvc5) gets an SMT-LIB file
// per query; `asp:<program>` (clingo) gets the program on standard input and answers in JSON. (DIMACS programs
// are in external.ts.) Spawned without a shell, with a time limit.

import type { Backend } from '../core/engine.js';
import type { Model } from '../core/model.js';
import type { ClingoOutput, ClingoRunner } from './clingo.js';
import { clingoBackend } from './clingo.js';
import type { Session } from './iterative.js';
import { iterativeBackend } from './iterative.js';
import { runOnFile, runProgram, splitCommand } from './process.js';
import type { SolverOptions } from './smt.js';
import { readSmtAnswer } from './smt.js';
import { lowerToSmtlib } from './smtlib.js';

/** `smt2:<program>`: an SMT-LIB 2 solver program, run on a file for each query. */
export function externalSmt(command: string, options: SolverOptions = {}): Backend {
  const { program, extraArguments } = splitCommand(command, 'smt2', 'smt2:z3 or smt2:cvc5');
  return iterativeBackend(`smt2:${command}`, async (model: Model): Promise<Session> => {
    const encoding = lowerToSmtlib(model);
    const kept: string[] = [];
    return {
      addClause(literals) {
        kept.push(encoding.clause(literals));
      },
      async solve(temporary = []) {
        const script = [encoding.body, ...kept, ...temporary.map((clause) => encoding.clause(clause)), '(check-sat)', encoding.getValue, ''].join('\n');
        const run = await runOnFile(program, extraArguments, script, 'smt2', options);
        return readSmtAnswer(`${run.stdout}\n${run.stderr}`, encoding, program, options.timeoutSeconds);
      },
      size: () => ({ variables: encoding.declarations, clauses: encoding.assertions + kept.length }),
      close() {},
    };
  });
}

/** `asp:<program>`: a clingo program, fed the program on standard input. */
export function externalClingo(command: string, options: SolverOptions = {}): Backend {
  const { program, extraArguments } = splitCommand(command, 'asp', 'asp:clingo');
  const runner: ClingoRunner = async (text, models, clingoOptions) => {
    const run = await runProgram(program, [...extraArguments, '--outf=2', `--models=${models}`, ...clingoOptions], {
      input: text,
      // clingo stops itself at its time limit; this is the backstop.
      timeoutSeconds: options.timeoutSeconds === undefined ? undefined : options.timeoutSeconds + 5,
    });
    try {
      return JSON.parse(run.stdout) as ClingoOutput;
    } catch {
      return { Result: 'ERROR', Error: run.stderr || run.stdout };
    }
  };
  return clingoBackend(`asp:${command}`, runner, options);
}
