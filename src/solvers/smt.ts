// SMT-LIB backends: z3 embedded from the optional `z3-solver` package (`z3`), loaded only when asked for, and what
// every SMT-LIB backend shares (reading a solver's answer). Programs (`smt2:z3`, `smt2:cvc5`) are in programs.ts.
// No Node API here, so the studio can use it.

import type { Backend } from '../core/engine.js';
import { BackendError, TimeoutError } from '../core/errors.js';
import type { Literal, Model } from '../core/model.js';
import type { Assignment, Session } from './iterative.js';
import { iterativeBackend } from './iterative.js';
import type { SExpression, SmtlibEncoding, SmtValue } from './smtlib.js';
import { lowerToSmtlib, parseSExpressions, readGetValue } from './smtlib.js';

export interface SolverOptions {
  /** Seconds per solver call. */
  timeoutSeconds?: number;
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

/** The part of the z3-solver package used here: its low-level (C) API. */
interface Z3Api {
  mk_config(): unknown;
  del_config(config: unknown): void;
  mk_context(config: unknown): unknown;
  del_context(context: unknown): void;
  get_error_code(context: unknown): number;
  get_error_msg(context: unknown, code: number): string;
  mk_params(context: unknown): unknown;
  params_inc_ref(context: unknown, params: unknown): void;
  params_set_uint(context: unknown, params: unknown, key: unknown, value: number): void;
  mk_string_symbol(context: unknown, name: string): unknown;
  mk_int_sort(context: unknown): unknown;
  mk_bool_sort(context: unknown): unknown;
  mk_const(context: unknown, symbol: unknown, sort: unknown): unknown;
  mk_int(context: unknown, value: number, sort: unknown): unknown;
  mk_eq(context: unknown, left: unknown, right: unknown): unknown;
  mk_not(context: unknown, term: unknown): unknown;
  mk_or(context: unknown, terms: unknown[]): unknown;
  mk_false(context: unknown): unknown;
  mk_solver(context: unknown): unknown;
  solver_inc_ref(context: unknown, solver: unknown): void;
  solver_dec_ref(context: unknown, solver: unknown): void;
  solver_set_params(context: unknown, solver: unknown, params: unknown): void;
  solver_from_string(context: unknown, solver: unknown, text: string): void;
  solver_assert(context: unknown, solver: unknown, term: unknown): void;
  solver_push(context: unknown, solver: unknown): void;
  solver_pop(context: unknown, solver: unknown, count: number): void;
  solver_check(context: unknown, solver: unknown): Promise<number>;
  solver_get_model(context: unknown, solver: unknown): unknown;
  model_inc_ref(context: unknown, model: unknown): void;
  model_dec_ref(context: unknown, model: unknown): void;
  model_eval(context: unknown, model: unknown, term: unknown, completion: boolean): unknown;
  get_numeral_string(context: unknown, term: unknown): string;
  get_bool_value(context: unknown, term: unknown): number;
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

/**
 * `z3`: z3 embedded (WebAssembly, from the optional `z3-solver` package). The SMT-LIB text is loaded into a solver
 * once; blocking clauses and temporary questions are built through the API and asked with push/pop. (The
 * package's `eval_smtlib2_string` runs on another thread and was seen reading its text after it was freed, so
 * the text goes through the synchronous parser instead.)
 */
export function embeddedZ3(options: SolverOptions = {}): Backend {
  return iterativeBackend('z3', async (model: Model): Promise<Session> => {
    const z3 = await loadZ3();
    const encoding = lowerToSmtlib(model);
    const config = z3.mk_config();
    const context = z3.mk_context(config);
    z3.del_config(config);
    const solver = z3.mk_solver(context);
    z3.solver_inc_ref(context, solver);
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      z3.solver_dec_ref(context, solver);
      z3.del_context(context);
    };
    const failIfError = (what: string) => {
      const code = z3.get_error_code(context);
      if (code !== 0) throw new BackendError(`z3 ${what}: ${z3.get_error_msg(context, code)}`);
    };
    try {
      z3.solver_from_string(context, solver, encoding.body);
      failIfError('rejected the encoding');
      if (options.timeoutSeconds !== undefined) {
        const parameters = z3.mk_params(context);
        z3.params_inc_ref(context, parameters);
        z3.params_set_uint(context, parameters, z3.mk_string_symbol(context, 'timeout'), Math.ceil(options.timeoutSeconds * 1000));
        z3.solver_set_params(context, solver, parameters);
      }
    } catch (error) {
      close();
      throw error;
    }
    const intSort = z3.mk_int_sort(context);
    const boolSort = z3.mk_bool_sort(context);
    const constants = new Map<string, unknown>();
    const constant = (symbol: string, sort: 'Int' | 'Bool') => {
      let term = constants.get(symbol);
      if (term === undefined) {
        term = z3.mk_const(context, z3.mk_string_symbol(context, symbol), sort === 'Int' ? intSort : boolSort);
        constants.set(symbol, term);
      }
      return term;
    };
    const literalTerm = (literal: Literal) => {
      const atom = encoding.atom(literal);
      const positive = atom.sort === 'Int' ? z3.mk_eq(context, constant(atom.symbol, 'Int'), z3.mk_int(context, atom.value, intSort)) : constant(atom.symbol, 'Bool');
      return literal > 0 ? positive : z3.mk_not(context, positive);
    };
    const clauseTerm = (literals: readonly Literal[]) => (literals.length === 0 ? z3.mk_false(context) : z3.mk_or(context, literals.map(literalTerm)));
    const integerSymbols = new Set(model.integers.length > 0 ? encoding.symbols.slice(0, model.integers.length) : []);
    let clauses = encoding.assertions;
    return {
      addClause(literals) {
        z3.solver_assert(context, solver, clauseTerm(literals));
        clauses++;
      },
      async solve(temporary = []) {
        const scoped = temporary.length > 0;
        if (scoped) {
          z3.solver_push(context, solver);
          for (const clause of temporary) z3.solver_assert(context, solver, clauseTerm(clause));
        }
        try {
          const result = await z3.solver_check(context, solver);
          if (result === -1) return undefined;
          if (result === 0) {
            if (options.timeoutSeconds !== undefined) throw new TimeoutError(`z3 did not finish within ${options.timeoutSeconds} s`);
            throw new BackendError('z3 answered "unknown"');
          }
          const answer = z3.solver_get_model(context, solver);
          z3.model_inc_ref(context, answer);
          const values = new Map<string, SmtValue>();
          for (const symbol of encoding.symbols) {
            const integer = integerSymbols.has(symbol);
            const value = z3.model_eval(context, answer, constant(symbol, integer ? 'Int' : 'Bool'), true);
            values.set(symbol, integer ? Number(z3.get_numeral_string(context, value)) : z3.get_bool_value(context, value) === 1);
          }
          z3.model_dec_ref(context, answer);
          return encoding.reader(values);
        } finally {
          if (scoped) z3.solver_pop(context, solver, 1);
        }
      },
      size: () => ({ variables: encoding.declarations, clauses }),
      close,
    };
  });
}
