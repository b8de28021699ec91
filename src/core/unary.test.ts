// Counts and sightlines as the CNF lowering encodes them, checked against the number of assignments they must allow
// (and, for sightlines, against a direct count of what each assignment sees).

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Comparison, Literal } from './model.js';
import { Model } from './model.js';
import { defaultBackend } from '../index.js';

/** Every solution over `observed`, as 0/1 strings. */
async function solutions(model: Model, observed: Literal[]): Promise<string[]> {
  const { solutions: found } = await defaultBackend.enumerate(model, observed, 10_000);
  return found.map((values) => values.map((value) => (value ? '1' : '0')).join('')).sort();
}

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}

const compare = (left: number, comparison: Comparison, right: number) =>
  comparison === '<=' ? left <= right : comparison === '>=' ? left >= right : left === right;

describe('counts and sightlines in clauses', () => {
  it('an exact count allows exactly the assignments with that many true literals (totalizer included)', async () => {
    for (let n = 1; n <= 7; n++) {
      for (let total = 0; total <= n + 1; total++) {
        const model = new Model();
        const literals = Array.from({ length: n }, (_, index) => model.bool(`x${index}`));
        model.count(literals, '=', total);
        const found = await solutions(model, literals);
        assert.equal(found.length, total > n ? 0 : binomial(n, total), `n=${n} total=${total}`);
        for (const assignment of found) assert.equal([...assignment].filter((digit) => digit === '1').length, total);
      }
    }
  });

  it('a sightline counts the literals that hold before the first that fails, on every ray', async () => {
    for (const lengths of [[3], [2, 2], [3, 0, 2, 1], [1, 1, 1]]) {
      for (const comparison of ['<=', '>=', '='] as const) {
        for (const base of [0, 1]) {
          for (let bound = 0; bound <= lengths.reduce((sum, length) => sum + length, base) + 1; bound++) {
            const model = new Model();
            const rays = lengths.map((length, ray) => Array.from({ length }, (_, step) => model.bool(`ray${ray} step${step}`)));
            model.sightline(rays, comparison, bound, { base });
            const all = rays.flat();
            const found = await solutions(model, all);
            const expected: string[] = [];
            for (let mask = 0; mask < 2 ** all.length; mask++) {
              const bits = all.map((_, index) => ((mask >> index) & 1) === 1);
              let position = 0;
              let seen = base;
              for (const length of lengths) {
                const ray = bits.slice(position, position + length);
                const firstFalse = ray.indexOf(false);
                seen += firstFalse < 0 ? length : firstFalse;
                position += length;
              }
              if (compare(seen, comparison, bound)) expected.push(bits.map((bit) => (bit ? '1' : '0')).join(''));
            }
            assert.deepEqual(found, expected.sort(), `rays ${lengths.join(',')} ${base} + seen ${comparison} ${bound}`);
          }
        }
      }
    }
  });

  it('a count in a set of values allows exactly the assignments with one of those counts (direct and totalizer)', async () => {
    for (let n = 1; n <= 8; n++) {
      for (const allowed of [[0, 2], [1], [0, 1, n], [2, 3, 5, 7], []]) {
        const model = new Model();
        const literals = Array.from({ length: n }, (_, index) => model.bool(`x${index}`));
        model.countIn(literals, allowed);
        const found = await solutions(model, literals);
        const expected = [...new Set(allowed)].filter((value) => value <= n).reduce((total, value) => total + binomial(n, value), 0);
        assert.equal(found.length, expected, `n=${n} allowed=${allowed.join(',')}`);
        for (const assignment of found) assert.ok(allowed.includes([...assignment].filter((digit) => digit === '1').length));
      }
    }
  });

  it('two lists differ somewhere', async () => {
    const model = new Model();
    const left = [model.bool('a1'), model.bool('a2')];
    const right = [model.bool('b1'), model.bool('b2')];
    model.different(left, right);
    const found = await solutions(model, [...left, ...right]);
    assert.equal(found.length, 12);
    assert.ok(!found.some((assignment) => assignment.slice(0, 2) === assignment.slice(2)));
  });
});
