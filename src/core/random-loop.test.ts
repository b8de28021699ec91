// A random loop is one loop (no branch, no dead end, one piece) that encloses about the share of squares asked for.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lineShape, loopPoints } from './lines.js';
import { seededRandom } from './random.js';
import { loopStretches, randomLoop } from './random-loop.js';

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

  it('cuts a loop into stretches of at most the longest length that follow the loop and cover it once', () => {
    const points = { rows: 7, columns: 8 };
    const loop = randomLoop(points, 0.4, seededRandom('stretches'));
    const path = loopPoints(points, loop).slice(0, -1);
    const stretches = loopStretches(points, loop, 3, seededRandom('cut'));
    assert.ok(stretches.every((stretch) => stretch.length >= 1 && stretch.length <= 3));
    const joined = stretches.flat();
    assert.equal(joined.length, path.length);
    // From its random start, the stretches run along the loop in order.
    const start = path.findIndex((cell) => cell.row === joined[0]!.row && cell.column === joined[0]!.column);
    assert.deepEqual(joined, [...path.slice(start), ...path.slice(0, start)]);
  });
});
