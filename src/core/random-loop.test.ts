// A random loop is one loop (no branch, no dead end, one piece) that encloses about the share of squares asked for.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lineShape, loopPoints } from './lines.js';
import { seededRandom } from './random.js';
import { randomLoop } from './random-loop.js';

describe('random loop', () => {
  it('draws one loop whose inside grows with the share asked for', () => {
    const points = { rows: 9, columns: 11 };
    for (const seed of ['a', 'b', 'c', 'd']) {
      const small = lineShape(points, randomLoop(points, 0.1, seededRandom(seed)));
      const large = lineShape(points, randomLoop(points, 0.5, seededRandom(seed)));
      for (const shape of [small, large]) {
        assert.deepEqual([shape.branches, shape.deadEnds, shape.pieces.length], [[], [], 1], seed);
      }
      assert.ok(large.lineCount > small.lineCount, seed);
    }
  });

  it('is the same loop for the same seed', () => {
    const points = { rows: 6, columns: 6 };
    const first = randomLoop(points, 0.4, seededRandom('same'));
    assert.deepEqual(randomLoop(points, 0.4, seededRandom('same')), first);
    assert.ok(loopPoints(points, first).length > 4);
  });
});
