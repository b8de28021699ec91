// What each model variable is, and the name it carries in a text encoding. SMT-LIB and ASP use the same names, so
// an SMT-LIB file and an ASP program of one puzzle read alike: `r3c4` is the integer of row 3, column 4, and its
// value literal `r3c4=7` becomes `(= r3c4 7)` in SMT-LIB and `value(r3c4,7)` in ASP.

import type { IntegerVariable, Literal, Model } from '../core/model.js';

/** A model variable is either "integer takes value" or a plain yes/no. */
export type VariableRole =
  | { readonly kind: 'value'; readonly integer: number; readonly value: number }
  | { readonly kind: 'bool'; readonly bool: number };

export interface Naming {
  /** Identifiers of the integers, by index in `model.integers`. */
  readonly integerNames: readonly string[];
  /** The plain yes/no variables, as variable numbers, with their identifiers. */
  readonly bools: readonly { readonly variable: number; readonly name: string }[];
  /** roles[v] for every model variable v >= 1. */
  readonly roles: readonly VariableRole[];
  /** A fresh identifier that clashes with no other name (for auxiliary variables of an encoding). */
  fresh(base: string): string;
}

const reservedWords = new Set([
  // SMT-LIB words that cannot be plain symbols.
  'and', 'or', 'not', 'xor', 'ite', 'distinct', 'true', 'false', 'let', 'forall', 'exists', 'match', 'par', 'as',
  'abs', 'div', 'mod', 'assert', 'declare', 'define', 'push', 'pop', 'exit',
  // ASP words.
  'not', 'sup', 'inf',
]);

/** Letters, digits and underscores, starting with a lowercase letter: valid in SMT-LIB and as an ASP constant. */
export function identifier(name: string): string {
  let text = name.replace(/[^A-Za-z0-9_]+/g, '_').replace(/^_+|_+$/g, '');
  if (text === '') text = 'v';
  if (!/^[a-z]/.test(text)) text = /^[A-Z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : `v${text}`;
  if (reservedWords.has(text)) text = `${text}_`;
  return text;
}

/** `compact` gives short names (`i3`, `b17`, `a5`) for text that only a solver reads: shorter text, faster parsing. */
export function nameModel(model: Model, options: { compact?: boolean } = {}): Naming {
  const used = new Set<string>();
  let freshCount = 0;
  const claim = (base: string): string => {
    if (options.compact) return `a${++freshCount}`;
    const start = identifier(base);
    let name = start;
    for (let k = 2; used.has(name); k++) name = `${start}_${k}`;
    used.add(name);
    return name;
  };
  const roles: VariableRole[] = new Array<VariableRole>(model.variableCount + 1);
  const integerNames = model.integers.map((variable: IntegerVariable, index) => {
    variable.literals.forEach((literal, position) => {
      roles[literal] = { kind: 'value', integer: index, value: variable.values[position]! };
    });
    return options.compact ? `i${index + 1}` : claim(variable.name);
  });
  const bools: { variable: number; name: string }[] = [];
  for (let variable = 1; variable <= model.variableCount; variable++) {
    if (roles[variable]) continue;
    roles[variable] = { kind: 'bool', bool: bools.length };
    bools.push({ variable, name: options.compact ? `b${variable}` : claim(model.nameOf(variable)) });
  }
  return { integerNames, bools, roles, fresh: claim };
}

/** The role of a literal's variable, with the literal's sign. */
export function roleOf(naming: Naming, literal: Literal): { role: VariableRole; positive: boolean } {
  const role = naming.roles[Math.abs(literal)];
  if (!role) throw new Error(`literal ${literal} is not a variable of the model`);
  return { role, positive: literal > 0 };
}
