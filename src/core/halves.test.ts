import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Cell, GridSize } from './geometry.js';
import { adjacentPairs, allCells, cellIndex } from './geometry.js';
import type { Anchor } from './halves.js';
import { pairedHalves } from './halves.js';
import { Model } from './model.js';
import { freeShapeKey } from './polyomino.js';
import { seededRandom } from './random.js';
import { defaultBackend } from '../index.js';

/** The groups of cells the joined pairs connect (among cells `within` allows), each a list of cell indexes. */
function groups(size: GridSize, joined: readonly boolean[], within: (a: Cell, b: Cell) => boolean): number[][] {
  const pairs = adjacentPairs(size);
  const label = new Array<number>(size.rows * size.columns).fill(-1);
  const found: number[][] = [];
  for (const start of allCells(size)) {
    if (label[cellIndex(size, start)] !== -1) continue;
    const members = [cellIndex(size, start)];
    label[members[0]!] = found.length;
    for (let head = 0; head < members.length; head++) {
      pairs.forEach(([a, b], k) => {
        if (!joined[k] || !within(a, b)) return;
        for (const [from, to] of [[a, b], [b, a]] as const) {
          if (cellIndex(size, from) === members[head] && label[cellIndex(size, to)] === -1) {
            label[cellIndex(size, to)] = found.length;
            members.push(cellIndex(size, to));
          }
        }
      });
    }
    found.push(members);
  }
  return found;
}

/**
 * Whether the joined pairs divide the grid into regions of two congruent halves of the two colours, by flood fill,
 * each anchor's region with halves of the anchor's size.
 */
function dividesIntoHalves(size: GridSize, second: (cell: Cell) => boolean, joined: readonly boolean[], anchors: readonly Anchor[] = []): boolean {
  const cells = allCells(size);
  const regions = groups(size, joined, () => true);
  const regionOf = new Map(regions.flatMap((members, region) => members.map((member) => [member, region] as const)));
  // A pair left unjoined lies between two regions.
  if (adjacentPairs(size).some(([a, b], k) => !joined[k] && regionOf.get(cellIndex(size, a)) === regionOf.get(cellIndex(size, b)))) return false;
  if (anchors.some(({ cell, half }) => regions[regionOf.get(cellIndex(size, cell))!]!.length !== 2 * half)) return false;
  const halves = groups(size, joined, (a, b) => second(a) === second(b));
  return regions.every((members) => {
    const inside = halves.filter((half) => members.includes(half[0]!));
    if (inside.length !== 2 || second(cells[inside[0]![0]!]!) === second(cells[inside[1]![0]!]!)) return false;
    const [one, other] = inside.map((half) => freeShapeKey(half.map((member) => cells[member]!)));
    return one === other;
  });
}

describe('paired halves', () => {
  it('admits exactly the divisions into regions of two congruent halves, on small grids of random colourings', async () => {
    const random = seededRandom('paired halves');
    const cases: { size: GridSize; bits: number }[] = [
      { size: { rows: 2, columns: 2 }, bits: 0b0011 },
      { size: { rows: 2, columns: 2 }, bits: 0b0110 },
      { size: { rows: 1, columns: 4 }, bits: 0b0101 },
    ];
    for (let k = 0; k < 6; k++) {
      const size = k < 3 ? { rows: 2, columns: 4 } : { rows: 3, columns: 4 };
      const count = size.rows * size.columns;
      const order = random.shuffle(Array.from({ length: count }, (_, index) => index));
      cases.push({ size, bits: order.slice(0, count / 2).reduce((bits, index) => bits | (1 << index), 0) });
    }
    let divided = 0;
    for (const { size, bits } of cases) {
      const second = (cell: Cell) => ((bits >> cellIndex(size, cell)) & 1) === 1;
      const pairs = adjacentPairs(size);
      const expected = new Set<string>();
      for (let mask = 0; mask < 2 ** pairs.length; mask++) {
        const joined = pairs.map((_, k) => ((mask >> k) & 1) === 1);
        if (dividesIntoHalves(size, second, joined)) expected.add(joined.map(Number).join(''));
      }
      const model = new Model();
      const halves = pairedHalves(model, size, second);
      const observed = pairs.map(([a, b]) => halves.joined(a, b));
      const { solutions } = await defaultBackend.enumerate(model, observed, 10_000);
      const found = new Set(solutions.map((values) => values.map(Number).join('')));
      assert.equal(found.size, solutions.length, 'each division once');
      assert.deepEqual([...found].sort(), [...expected].sort(), `${size.columns}×${size.rows}, colouring ${bits.toString(2)}`);
      divided += expected.size;
    }
    assert.ok(divided > 10, `the colourings allow some divisions (${divided})`);
  });

  it('admits exactly those divisions whose anchored regions have halves of the anchors\' sizes', async () => {
    const random = seededRandom('anchored halves');
    let divided = 0;
    for (let k = 0; k < 6; k++) {
      const size = k < 3 ? { rows: 2, columns: 4 } : { rows: 3, columns: 3 };
      const count = size.rows * size.columns;
      const order = random.shuffle(Array.from({ length: count }, (_, index) => index));
      const bits = order.slice(0, Math.floor(count / 2)).reduce((bits, index) => bits | (1 << index), 0);
      const second = (cell: Cell) => ((bits >> cellIndex(size, cell)) & 1) === 1;
      const cells = allCells(size);
      const anchors: Anchor[] = random.shuffle(cells).slice(0, 1 + (k % 2)).map((cell) => ({ cell, half: 1 + random.below(3) }));
      const pairs = adjacentPairs(size);
      const expected = new Set<string>();
      for (let mask = 0; mask < 2 ** pairs.length; mask++) {
        const joined = pairs.map((_, k) => ((mask >> k) & 1) === 1);
        if (dividesIntoHalves(size, second, joined, anchors)) expected.add(joined.map(Number).join(''));
      }
      const model = new Model();
      const halves = pairedHalves(model, size, second);
      for (const anchor of anchors) halves.anchor(anchor);
      const observed = pairs.map(([a, b]) => halves.joined(a, b));
      const { solutions } = await defaultBackend.enumerate(model, observed, 10_000);
      const found = new Set(solutions.map((values) => values.map(Number).join('')));
      assert.equal(found.size, solutions.length, 'each division once');
      assert.deepEqual([...found].sort(), [...expected].sort(), `${size.columns}×${size.rows}, colouring ${bits.toString(2)}, anchors ${JSON.stringify(anchors)}`);
      divided += expected.size;
    }
    assert.ok(divided > 3, `the anchors allow some divisions (${divided})`);
  });
});
