import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { allSolutions } from '../../test/brute-force.js';
import { perfectMatching } from './matching.js';
import { Model } from './model.js';
import { seededRandom } from './random.js';

/** Whether the present nodes can be paired one to one along the edges: every way of choosing edges, tried. */
function hasPerfectMatching(left: readonly boolean[], right: readonly boolean[], edges: readonly (readonly [number, number])[]): boolean {
  for (let chosen = 0; chosen < 1 << edges.length; chosen++) {
    const picked = edges.filter((_, index) => (chosen >> index) & 1);
    const degree = (side: 0 | 1, node: number) => picked.filter((edge) => edge[side] === node).length;
    const fits = (present: readonly boolean[], side: 0 | 1) => present.every((is, node) => degree(side, node) === (is ? 1 : 0));
    if (fits(left, 0) && fits(right, 1)) return true;
  }
  return false;
}

describe('perfectMatching', () => {
  it('admits exactly the presences that can be paired one to one, on random small graphs', () => {
    const random = seededRandom('matching');
    for (let round = 0; round < 30; round++) {
      const leftCount = 1 + random.below(3);
      const rightCount = 1 + random.below(3);
      const edges: [number, number][] = [];
      for (let from = 0; from < leftCount; from++) for (let to = 0; to < rightCount; to++) if (random.next() < 0.6) edges.push([from, to]);
      const model = new Model();
      // The left side always present, the right side present by its literal, as trees and tents.
      const presence = Array.from({ length: rightCount }, (_, index) => model.bool(`right ${index}`));
      perfectMatching(
        model,
        Array.from({ length: leftCount }, (_, index) => ({ name: `left ${index}` })),
        presence.map((literal, index) => ({ name: `right ${index}`, present: literal })),
        edges,
      );
      const admitted = new Set(allSolutions(model).map((values) => presence.map((literal) => values[literal - 1]!).join()));
      for (let chosen = 0; chosen < 1 << rightCount; chosen++) {
        const right = Array.from({ length: rightCount }, (_, index) => ((chosen >> index) & 1) === 1);
        const left = Array.from({ length: leftCount }, () => true);
        assert.equal(admitted.has(right.join()), hasPerfectMatching(left, right, edges), `round ${round}: ${JSON.stringify({ edges, right })}`);
      }
    }
  });
});
