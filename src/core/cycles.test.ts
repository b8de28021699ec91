import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pointsOnCycles } from './cycles.js';

describe('pointsOnCycles', () => {
  it('keeps a cycle and drops the trees hanging from it', () => {
    // A triangle 0-1-2 with a tail 2-3-4 and a lone point 5.
    const edges = [[0, 1], [1, 2], [2, 0], [2, 3], [3, 4]] as const;
    assert.deepEqual(pointsOnCycles(6, edges), [true, true, true, false, false, false]);
  });

  it('keeps the path that joins two cycles', () => {
    // Triangles 0-1-2 and 4-5-6 joined through 3; a tail 6-7.
    const edges = [[0, 1], [1, 2], [2, 0], [2, 3], [3, 4], [4, 5], [5, 6], [6, 4], [6, 7]] as const;
    assert.deepEqual(pointsOnCycles(8, edges), [true, true, true, true, true, true, true, false]);
  });

  it('finds no cycle in a tree', () => {
    assert.deepEqual(pointsOnCycles(4, [[0, 1], [1, 2], [1, 3]]), [false, false, false, false]);
  });
});
