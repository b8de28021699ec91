// The opening comment every export shares: what the variables are, in words a person can read next to the puzzle.

import type { Model } from '../core/model.js';
import type { Naming } from './naming.js';

/** Lines (without a comment marker) that list the model's variables, grouped and shortened. */
export function describeVariables(model: Model, naming: Naming, words: { integer: string; bool: string }): string[] {
  const lines: string[] = [];
  const groups = new Map<string, string[]>();
  model.integers.forEach((variable, index) => {
    const key = domainText(variable.values);
    groups.set(key, [...(groups.get(key) ?? []), naming.integerNames[index]!]);
  });
  for (const [domain, names] of groups) {
    lines.push(`${words.integer} ${shortList(names)}: ${names.length} integer(s), each one of ${domain}`);
  }
  if (naming.bools.length > 0) {
    lines.push(`${words.bool} ${shortList(naming.bools.map((bool) => bool.name))}: ${naming.bools.length} yes/no variable(s)`);
  }
  const allNames = [...naming.integerNames, ...naming.bools.map((bool) => bool.name)];
  if (allNames.some((name) => /^r\d+c\d+/.test(name))) {
    lines.push('Names follow the grid: r3c4 is the cell in row 3, column 4 (counted from 1 at the top left).');
  }
  return lines;
}

export function domainText(values: readonly number[]): string {
  if (values.length === 0) return 'nothing';
  if (isRange(values)) return values.length === 1 ? `${values[0]}` : `${values[0]}..${values[values.length - 1]}`;
  return `{${values.join(', ')}}`;
}

/** true when the values are consecutive integers in increasing order. */
export function isRange(values: readonly number[]): boolean {
  return values.every((value, index) => index === 0 || value === values[index - 1]! + 1);
}

function shortList(names: readonly string[]): string {
  if (names.length <= 6) return names.join(' ');
  return `${names.slice(0, 3).join(' ')} ... ${names.slice(-2).join(' ')}`;
}

/** The warning an export carries when the model has checks that no static encoding expresses. */
export function lazyWarning(model: Model): string[] {
  if (model.lazyChecks.length === 0) return [];
  return [
    `WARNING: this puzzle has ${model.lazyChecks.length} rule check(s) with no static form here. An answer of this`,
    'encoding may still break them; pencilsat checks each answer and adds a constraint that excludes it.',
  ];
}
