// SMT-LIB backends: any SMT-LIB 2 program run on a file (`smt2:z3`, `smt2:cvc5`), and z3 embedded from the optional
// `z3-solver` package (`z3`), loaded only when asked for. Both read the same SMT-LIB text; the embedded one keeps
// it loaded and asks again with (push)/(pop), the programs get the whole file each time.

import type { Backend } from '../core/engine.js';
import { BackendError, TimeoutError } from '../core/errors.js';
import type { Literal, Model } from '../core/model.js';
import type { Assignment, Session } from './iterative.js';
import { iterativeBackend } from './iterative.js';
import { runOnFile, splitCommand } from './process.js';
import type { SExpression, SmtlibEncoding } from './smtlib.js';
import { lowerToSmtlib, parseSExpressions, readGetValue } from './smtlib.js';

export interface SolverOptions {
  /** Seconds per solver call. */
  timeoutSeconds?: number;
}

function getValueCommand(encoding: SmtlibEncoding): string {
  return encoding.symbols.length > 0 ? `(get-value (${encoding.symbols.join(' ')}))` : '';
}

function errorsIn(expressions: readonly SExpression[]): string[] {
  return expressions
    .filter((expression): expression is SExpression[] => Array.isArray(expression) && expression[0] === 'error')
    .map((expression) => expression.slice(1).map(String).join(' ').replace(/^"|"$/g, ''));
}

/** Reads `sat`/`unsat`/`unknown` and the values that follow. Errors before the answer are the encoding's fault. */
export function readSmtAnswer(text: string, encoding: SmtlibEncoding, solver: string, timeoutSeconds?: number): Assignment | undefined {
  let expressions: SExpression[];
  try {
    expressions = parseSExpressions(text);
  } catch {
    throw new BackendError(`${solver} printed something that is not SMT-LIB: ${text.slice(0, 300)}`);
  }
  const answerIndex = expressions.findIndex((expression) => expression === 'sat' || expression === 'unsat' || expression === 'unknown');
  const errors = errorsIn(answerIndex < 0 ? expressions : expressions.slice(0, answerIndex));
  if (errors.length > 0) throw new BackendError(`${solver} rejected the encoding: ${errors[0]}`);
  if (answerIndex < 0) throw new BackendError(`${solver} gave no answer: ${text.slice(0, 300)}`);
  const answer = expressions[answerIndex];
  if (answer === 'unsat') return undefined;
  if (answer === 'unknown') {
    if (timeoutSeconds !== undefined) throw new TimeoutError(`${solver} did not finish within ${timeoutSeconds} s`);
    throw new BackendError(`${solver} answered "unknown"`);
  }
  const values = readGetValue(expressions.slice(answerIndex + 1));
  const missing = encoding.symbols.find((symbol) => !values.has(symbol));
  if (missing !== undefined) throw new BackendError(`${solver} gave no value for ${missing}`);
  return encoding.reader(values);
}

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
        const script = [encoding.body, ...kept, ...temporary.map((clause) => encoding.clause(clause)), '(check-sat)', getValueCommand(encoding), ''].join('\n');
        const run = await runOnFile(program, extraArguments, script, 'smt2', options);
        return readSmtAnswer(`${run.stdout}\n${run.stderr}`, encoding, program, options.timeoutSeconds);
      },
      size: () => ({ variables: encoding.declarations, clauses: encoding.assertions + kept.length }),
      close() {},
    };
  });
}

/** The part of the z3-solver package used here: its low-level API, which reads SMT-LIB text. */
interface Z3Api {
  mk_config(): unknown;
  del_config(config: unknown): void;
  mk_context_rc(config: unknown): unknown;
  del_context(context: unknown): void;
  eval_smtlib2_string(context: unknown, text: string): Promise<string>;
}

let z3Loading: Promise<Z3Api> | undefined;

async function loadZ3(): Promise<Z3Api> {
  z3Loading ??= (async () => {
    // A variable specifier keeps bundlers and the type checker from requiring the optional package.
    const specifier = 'z3-solver';
    let module: { init?: () => Promise<{ Z3: Z3Api }>; default?: { init?: () => Promise<{ Z3: Z3Api }> } };
    try {
      module = (await import(specifier)) as typeof module;
    } catch {
      throw new BackendError("the z3 backend needs the optional package 'z3-solver' (npm install z3-solver)");
    }
    const init = module.init ?? module.default?.init;
    if (!init) throw new BackendError("the 'z3-solver' package has no init function");
    return (await init()).Z3;
  })();
  try {
    return await z3Loading;
  } catch (error) {
    z3Loading = undefined;
    throw error;
  }
}

/** `z3`: z3 embedded (WebAssembly, from the optional `z3-solver` package), fed the same SMT-LIB text. */
export function embeddedZ3(options: SolverOptions = {}): Backend {
  return iterativeBackend('z3', async (model: Model): Promise<Session> => {
    const z3 = await loadZ3();
    const encoding = lowerToSmtlib(model);
    const config = z3.mk_config();
    const context = z3.mk_context_rc(config);
    z3.del_config(config);
    const evaluate = async (text: string): Promise<string> => {
      const output = await z3.eval_smtlib2_string(context, text);
      const errors = errorsIn(parseSExpressions(output));
      if (errors.length > 0) throw new BackendError(`z3 rejected the encoding: ${errors[0]}`);
      return output;
    };
    let pending: string[] = [];
    let closed = false;
    let clauses = encoding.assertions;
    try {
      await evaluate(encoding.body);
      if (options.timeoutSeconds !== undefined) await evaluate(`(set-option :timeout ${Math.ceil(options.timeoutSeconds * 1000)})`);
    } catch (error) {
      z3.del_context(context);
      throw error;
    }
    return {
      addClause(literals: readonly Literal[]) {
        pending.push(encoding.clause(literals));
        clauses++;
      },
      async solve(temporary = []) {
        const scoped = temporary.length > 0;
        const text = [...pending, ...(scoped ? ['(push 1)', ...temporary.map((clause) => encoding.clause(clause))] : []), '(check-sat)'].join('\n');
        pending = [];
        let output = await evaluate(text);
        if (output.trim() === 'sat') output += await evaluate(getValueCommand(encoding));
        if (scoped) await evaluate('(pop 1)');
        return readSmtAnswer(output, encoding, 'z3', options.timeoutSeconds);
      },
      size: () => ({ variables: encoding.declarations, clauses }),
      close() {
        if (closed) return;
        closed = true;
        z3.del_context(context);
      },
    };
  });
}
