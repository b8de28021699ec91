// The path toolkit and the chain steering, on small cases checked by hand: random paths are disjoint runs of
// neighbouring cells; joining and cutting keep every cell; the chain finds a level between its links.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { levelAlongChain } from './chain.js';
import type { Place } from './chain.js';
import type { Cell } from './geometry.js';
import { lineBetween } from './lines.js';
import { cutPaths, joinedPaths, pathDrawing, randomPaths } from './paths.js';
import { seededRandom } from './random.js';

const key = (cell: Cell) => `${cell.row},${cell.column}`;
const isRun = (path: readonly Cell[]) => path.every((cell, index) => index === 0 || lineBetween(path[index - 1]!, cell) !== undefined);

describe('paths', () => {
  it('draws disjoint runs of neighbouring cells, each of two cells or more', () => {
    const size = { rows: 6, columns: 7 };
    for (const seed of ['a', 'b', 'c']) {
      const paths = randomPaths(size, seededRandom(seed), 30);
      const cells = paths.flat().map(key);
      assert.equal(new Set(cells).size, cells.length, seed);
      assert.ok(paths.every((path) => path.length >= 2 && isRun(path)), seed);
    }
  });

  it('joins paths whose ends meet, and cuts a path into two runs', () => {
    const first = [{ row: 0, column: 0 }, { row: 0, column: 1 }];
    const second = [{ row: 1, column: 3 }, { row: 0, column: 3 }, { row: 0, column: 2 }];
    const whole = joinedPaths(first, second)!;
    assert.deepEqual(whole.map(key), ['0,0', '0,1', '0,2', '0,3', '1,3']);
    assert.equal(joinedPaths(first, [{ row: 2, column: 2 }]), undefined);
    const cut = cutPaths([whole], seededRandom('cut'), 1)!;
    assert.equal(cut.length, 2);
    assert.deepEqual(cut.flat().map(key).sort(), whole.map(key).sort());
    assert.ok(cut.every((path) => path.length >= 2 && isRun(path)));
    assert.equal(pathDrawing({ rows: 2, columns: 4 }, [whole]).horizontal[0]!.filter(Boolean).length, 3);
  });
});

describe('level along a chain', () => {
  // Drafts are numbers; a harder step adds 3, an easier one takes 1 away; the level is [10, 12).
  const place = (draft: number): Place => (draft < 10 ? -1 : draft >= 12 ? 1 : 0);
  const steps = { place, harder: (draft: number) => (draft < 30 ? draft + 3 : undefined), easier: (draft: number) => draft - 1, stride: 2, sideSteps: 3, placeFirst: true, sideHarder: false };

  it('finds the level by halves or steps beside the chain', () => {
    assert.equal(levelAlongChain(0, steps), 11);
    assert.equal(levelAlongChain(1, steps), 10);
    assert.equal(levelAlongChain(11, steps), 11);
  });

  it('gives up when the chain ends below the level', () => {
    assert.equal(levelAlongChain(0, { ...steps, harder: (draft: number) => (draft < 6 ? draft + 3 : undefined) }), undefined);
  });
});
