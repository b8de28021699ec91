// Sums of small counts kept in unary ("at least k") form, built from plain clauses. Kurodoko's lines of sight are
// chains of "sees at least k cells" literals; adding two chains this way costs a few hundred clauses and almost no
// new variables, where a counter over all the cells a clue could see costs thousands. Takuzu's "half of each colour"
// is a tree of such sums over a line (a totalizer), a fraction of the size of a sequential counter at 30 cells.

import type { Literal, Model } from '../../core/model.js';

/** atLeast[k - 1] is true when the number is at least k; the list is as long as the largest possible value. */
export type UnaryNumber = readonly Literal[];

/** A literal of a unary number, or a constant outside its range (at least 0 always, above its length never). */
function atLeast(number: UnaryNumber, k: number): Literal | boolean {
  if (k <= 0) return true;
  if (k > number.length) return false;
  return number[k - 1]!;
}

/** Adds the clause made of these terms, dropping constant-false terms and skipping it when one is constant-true. */
function clause(model: Model, terms: readonly (Literal | boolean)[]): void {
  const literals: Literal[] = [];
  for (const term of terms) {
    if (term === true) return;
    if (term !== false) literals.push(term);
  }
  // A fresh array, handed over whole (these sums make most of the clauses of a big puzzle).
  model.add({ kind: 'clause', literals });
}

const not = (term: Literal | boolean): Literal | boolean => (typeof term === 'boolean' ? !term : -term);

/** The unary sum of `a` and `b`; sums above `cap` are forbidden (the caller knows they cannot happen). */
export function unarySum(model: Model, a: UnaryNumber, b: UnaryNumber, cap: number, name: string): UnaryNumber {
  const length = Math.min(a.length + b.length, cap);
  const sum = Array.from({ length }, (_, index) => model.bool(`${name} ≥ ${index + 1}`));
  for (let k = 2; k <= length; k++) clause(model, [-sum[k - 1]!, sum[k - 2]!]);
  for (let i = 0; i <= a.length; i++) {
    for (let j = 0; j <= b.length; j++) {
      // a ≥ i and b ≥ j give a sum of at least i + j (impossible above the cap).
      if (i + j >= 1) clause(model, [not(atLeast(a, i)), not(atLeast(b, j)), atLeast(sum, i + j)]);
      // a ≤ i and b ≤ j give a sum of at most i + j.
      if (i + j + 1 <= length) clause(model, [atLeast(a, i + 1), atLeast(b, j + 1), not(atLeast(sum, i + j + 1))]);
    }
  }
  return sum;
}

/** a + b = total. */
export function sumEquals(model: Model, a: UnaryNumber, b: UnaryNumber, total: number): void {
  for (let h = 0; h <= a.length; h++) {
    // a ≥ h leaves b at most total - h.
    clause(model, [not(atLeast(a, h)), not(atLeast(b, total - h + 1))]);
    // a < h + 1 asks b for at least total - h.
    clause(model, [atLeast(a, h + 1), atLeast(b, total - h)]);
  }
}

/** Exactly `total` of the literals are true: sums of halves, down to single literals, then one equation. */
export function countEquals(model: Model, literals: readonly Literal[], total: number, name: string): void {
  const sumOf = (part: readonly Literal[]): UnaryNumber => {
    if (part.length <= 1) return part;
    const middle = part.length >> 1;
    return unarySum(model, sumOf(part.slice(0, middle)), sumOf(part.slice(middle)), total, name);
  };
  const middle = literals.length >> 1;
  sumEquals(model, sumOf(literals.slice(0, middle)), sumOf(literals.slice(middle)), total);
}
