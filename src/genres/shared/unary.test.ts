import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as engine from '../../core/engine.js';
import type { Literal } from '../../core/model.js';
import { Model } from '../../core/model.js';
import { defaultBackend } from '../../index.js';
import { countEquals, sumEquals, unarySum } from './unary.js';

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

/** A unary number of the given length: its literals must be a chain (at least k implies at least k - 1). */
function chain(model: Model, length: number, name: string): Literal[] {
  const literals = Array.from({ length }, (_, index) => model.bool(`${name} ≥ ${index + 1}`));
  for (let k = 1; k < length; k++) model.implies(literals[k]!, literals[k - 1]!);
  return literals;
}

describe('unary sums', () => {
  it('countEquals allows exactly the assignments with that many true literals', async () => {
    for (let n = 1; n <= 7; n++) {
      for (let total = 0; total <= n + 1; total++) {
        const model = new Model();
        const literals = Array.from({ length: n }, (_, index) => model.bool(`x${index}`));
        countEquals(model, literals, total, 'x');
        const found = await solutions(model, literals);
        assert.equal(found.length, total > n ? 0 : binomial(n, total), `n=${n} total=${total}`);
        for (const assignment of found) assert.equal([...assignment].filter((digit) => digit === '1').length, total);
      }
    }
  });

  it('unarySum and sumEquals: a + b = total for chains of any length', async () => {
    for (const [lengthA, lengthB] of [
      [0, 3],
      [2, 3],
      [4, 1],
    ] as const) {
      for (let total = 0; total <= lengthA + lengthB + 1; total++) {
        const model = new Model();
        const a = chain(model, lengthA, 'a');
        const b = chain(model, lengthB, 'b');
        const c = chain(model, 2, 'c');
        // (a + b) + c = total, with the sum of a and b capped at total.
        sumEquals(model, unarySum(model, a, b, total, 'a+b'), c, total);
        const found = await solutions(model, [...a, ...b, ...c]);
        let expected = 0;
        for (let i = 0; i <= lengthA; i++) for (let j = 0; j <= lengthB; j++) for (let k = 0; k <= 2; k++) if (i + j + k === total) expected++;
        assert.equal(found.length, expected, `${lengthA}+${lengthB}+2=${total}`);
      }
    }
  });

  it('is usable through the engine like any model', async () => {
    const model = new Model();
    const literals = Array.from({ length: 4 }, (_, index) => model.bool(`x${index}`));
    countEquals(model, literals, 2, 'x');
    model.require(literals[0]!, literals[1]!);
    const result = await engine.solve({ model, observed: literals, decode: (value) => literals.map(value), decodePartial: () => null }, defaultBackend);
    assert.equal(result.status, 'unique');
    assert.deepEqual(result.answer, [true, true, false, false]);
  });
});
