import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cachedBy } from './cache.js';

describe('cachedBy', () => {
  it('computes once per key and gives the kept value for every argument of that key', () => {
    const computed: number[] = [];
    const square = cachedBy(
      (value: number) => String(value % 10),
      (value: number) => {
        computed.push(value);
        return value * value;
      },
    );
    assert.equal(square(3), 9);
    assert.equal(square(13), 9);
    assert.equal(square(4), 16);
    assert.deepEqual(computed, [3, 4]);
  });
});
