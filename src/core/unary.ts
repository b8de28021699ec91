// Small counts kept in unary ("at least k") form, as clauses: the CNF lowering of sightlines and of exact counts.
// A line of sight is a chain of "sees at least k cells" literals, and two chains are added pairwise; this costs a
// few hundred clauses per Kurodoko clue where a counter over every cell it could see costs thousands. An exact
// count over a long line (Takuzu's "half of each colour") is a tree of such sums (a totalizer), a fraction of the
// size of a sequential counter at 30 cells.

import type { Literal } from './model.js';

/** atLeast[k - 1] is true when the number is at least k; the list is as long as the largest value it can take. */
export type UnaryNumber = readonly Literal[];

/** Where encodings put their clauses and get their auxiliary variables. */
export interface ClauseSink {
  fresh(): Literal;
  add(literals: Literal[]): void;
  /** A clause of two literals (without an array, where the sink can). */
  addPair(first: Literal, second: Literal): void;
}

/** A literal of a unary number, or a constant outside its range (at least 0 always, above its length never). */
function atLeast(number: UnaryNumber, k: number): Literal | boolean {
  if (k <= 0) return true;
  if (k > number.length) return false;
  return number[k - 1]!;
}

const not = (term: Literal | boolean): Literal | boolean => (typeof term === 'boolean' ? !term : -term);

/** Adds the clause made of these terms, dropping constant-false terms and skipping it when one is constant-true. */
function addTerms(sink: ClauseSink, terms: readonly (Literal | boolean)[]): void {
  const literals: Literal[] = [];
  for (const term of terms) {
    if (term === true) return;
    if (term !== false) literals.push(term);
  }
  sink.add(literals);
}

/**
 * `addTerms` of two or three terms, without an array for the terms, and the clause in an array of its own length (a
 * totalizer adds thousands of these; an array grown by `push` reserves room for many more literals).
 */
function addFew(sink: ClauseSink, first: Literal | boolean, second: Literal | boolean, third: Literal | boolean = false): void {
  if (first === true || second === true || third === true) return;
  // The terms that are literals, moved to the front in order.
  if (second === false) {
    second = third;
    third = false;
  }
  if (first === false) {
    first = second;
    second = third;
    third = false;
  }
  if (first === false) sink.add([]);
  else if (second === false) sink.add([first]);
  else if (third === false) sink.addPair(first, second);
  else sink.add([first, second, third]);
}

/**
 * How many of `literals` are true before the first false one, in unary, counting at most `limit`: the first entry
 * is the first literal itself, and each further one holds when the one before it does and its literal is true.
 */
export function prefixRun(sink: ClauseSink, literals: readonly Literal[], limit: number): UnaryNumber {
  const run: Literal[] = [];
  for (const literal of literals.slice(0, Math.max(0, limit))) {
    const previous = run[run.length - 1];
    if (previous === undefined) {
      run.push(literal);
      continue;
    }
    const further = sink.fresh();
    sink.add([-further, previous]);
    sink.add([-further, literal]);
    sink.add([further, -previous, -literal]);
    run.push(further);
  }
  return run;
}

/**
 * The unary sum of `a` and `b`, up to `cap`. Above the cap, `forbid` makes a larger sum impossible (the caller
 * knows it cannot happen), `saturate` lets the top literal stand for "at least cap".
 */
export function unarySum(sink: ClauseSink, a: UnaryNumber, b: UnaryNumber, cap: number, overflow: 'forbid' | 'saturate'): UnaryNumber {
  const length = Math.max(0, Math.min(a.length + b.length, cap));
  const sum: Literal[] = [];
  for (let k = 0; k < length; k++) sum.push(sink.fresh());
  for (let k = 2; k <= length; k++) addFew(sink, -sum[k - 1]!, sum[k - 2]!);
  for (let i = 0; i <= a.length; i++) {
    for (let j = 0; j <= b.length; j++) {
      // a ≥ i and b ≥ j give a sum of at least i + j.
      if (i + j >= 1) {
        const reached = overflow === 'saturate' ? atLeast(sum, Math.min(i + j, length)) : atLeast(sum, i + j);
        addFew(sink, not(atLeast(a, i)), not(atLeast(b, j)), reached);
      }
      // a ≤ i and b ≤ j give a sum of at most i + j.
      if (i + j + 1 <= length) addFew(sink, atLeast(a, i + 1), atLeast(b, j + 1), not(atLeast(sum, i + j + 1)));
    }
  }
  return sum;
}

/** a + b = total. */
export function sumEquals(sink: ClauseSink, a: UnaryNumber, b: UnaryNumber, total: number): void {
  for (let h = 0; h <= a.length; h++) {
    // a ≥ h leaves b at most total - h.
    addFew(sink, not(atLeast(a, h)), not(atLeast(b, total - h + 1)));
    // a < h + 1 asks b for at least total - h.
    addFew(sink, atLeast(a, h + 1), atLeast(b, total - h));
  }
}

/** The number is at least k (k ≤ 0: nothing to say). */
export function requireAtLeast(sink: ClauseSink, number: UnaryNumber, k: number): void {
  addTerms(sink, [atLeast(number, k)]);
}

/** The number is at most k. */
export function requireAtMost(sink: ClauseSink, number: UnaryNumber, k: number): void {
  addTerms(sink, [not(atLeast(number, k + 1))]);
}

/** The sum of several unary numbers, added as a balanced tree of pairwise sums. */
export function sumAll(sink: ClauseSink, numbers: readonly UnaryNumber[], cap: number, overflow: 'forbid' | 'saturate'): UnaryNumber {
  if (numbers.length === 0) return [];
  if (numbers.length === 1) return numbers[0]!;
  const middle = numbers.length >> 1;
  return unarySum(sink, sumAll(sink, numbers.slice(0, middle), cap, overflow), sumAll(sink, numbers.slice(middle), cap, overflow), cap, overflow);
}

/**
 * The sum of the numbers compared with `total`. An exact total splits the numbers in two halves and states
 * a + b = total, which propagates both ways; bounds add everything up to the bound.
 */
export function compareSum(sink: ClauseSink, numbers: readonly UnaryNumber[], comparison: '<=' | '>=' | '=', total: number): void {
  if (total < 0 && comparison !== '>=') return sink.add([]);
  if (comparison === '=' && numbers.length >= 2) {
    const middle = numbers.length >> 1;
    return sumEquals(sink, sumAll(sink, numbers.slice(0, middle), total, 'forbid'), sumAll(sink, numbers.slice(middle), total, 'forbid'), total);
  }
  if (comparison === '<=') return requireAtMost(sink, sumAll(sink, numbers, total + 1, 'saturate'), total);
  if (comparison === '>=') return requireAtLeast(sink, sumAll(sink, numbers, total, 'saturate'), total);
  const only = numbers[0] ?? [];
  requireAtLeast(sink, only, total);
  requireAtMost(sink, only, total);
}

/**
 * a + b is 0 or `length`, while `guard` holds (no guard: always). Two sides of a straight segment through a point:
 * a side that stops after i lines leaves the other side length - i, and together they never pass the length.
 */
export function sumZeroOr(sink: ClauseSink, a: UnaryNumber, b: UnaryNumber, length: number, guard?: Literal): void {
  const off: Literal[] = guard === undefined ? [] : [-guard];
  for (let i = 0; i <= length + 1; i++) addTerms(sink, [...off, not(atLeast(a, i)), not(atLeast(b, length + 1 - i))]);
  // a drawn but stopping at i < length: b reaches length - i.
  for (let i = 1; i < length; i++) addTerms(sink, [...off, not(atLeast(a, 1)), atLeast(a, i + 1), atLeast(b, length - i)]);
  // a not drawn, b drawn: b alone is the whole length.
  addTerms(sink, [...off, atLeast(a, 1), not(atLeast(b, 1)), atLeast(b, length)]);
}

/** Exactly `total` of the literals are true: a totalizer (sums of halves, down to single literals). */
export function countEquals(sink: ClauseSink, literals: readonly Literal[], total: number): void {
  compareSum(sink, literals.map((literal) => [literal]), '=', total);
}

/** How many subsets of size k a set of n has. */
function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}

/**
 * The number of true literals is one of `allowed`. Few literals (a point of a loop has at most four lines) get the
 * direct encoding, one clause per way of reaching a forbidden count, which propagates best; more get a totalizer
 * whose forbidden values are cut out.
 */
export function countIn(sink: ClauseSink, literals: readonly Literal[], allowed: readonly number[]): void {
  const n = literals.length;
  const forbidden: number[] = [];
  let clauses = 0;
  for (let value = 0; value <= n; value++) {
    if (allowed.includes(value)) continue;
    forbidden.push(value);
    clauses += binomial(n, value);
  }
  if (forbidden.length === 0) return;
  if (forbidden.length === n + 1) return sink.add([]);
  if (clauses <= 64) {
    // Exactly `value` true is ruled out: for each subset of that size, one of it is false or one outside is true.
    // Subsets in lexicographic order, each a rising list of indexes (every point of a loop meets this, so no
    // allocation but the clauses).
    const chosen = new Int32Array(n);
    for (const value of forbidden) {
      for (let index = 0; index < value; index++) chosen[index] = index;
      for (;;) {
        const clause: Literal[] = [];
        for (let index = 0; index < value; index++) clause.push(-literals[chosen[index]!]!);
        let next = 0;
        for (let index = 0; index < n; index++) {
          if (next < value && chosen[next] === index) next++;
          else clause.push(literals[index]!);
        }
        sink.add(clause);
        // The next subset: raise the last index that can still rise, and restart the ones after it from there.
        let position = value - 1;
        while (position >= 0 && chosen[position] === n - value + position) position--;
        if (position < 0) break;
        chosen[position]!++;
        for (let index = position + 1; index < value; index++) chosen[index] = chosen[index - 1]! + 1;
      }
    }
    return;
  }
  const sum = sumAll(sink, literals.map((literal) => [literal]), n, 'forbid');
  for (const value of forbidden) addTerms(sink, [not(atLeast(sum, value)), atLeast(sum, value + 1)]);
}
