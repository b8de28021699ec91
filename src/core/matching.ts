// Matching: every node of a two-sided graph that is present is paired with exactly one present node of the other
// side along an edge (Tents: every tree with its own tent next to it, every tent with its own tree). Stated with a
// pairing boolean per edge and the model's counts, so every backend lowers it as it lowers counts.

import type { Literal, Model } from './model.js';

/** A node of one side: always present, or present when its literal is true (a cell that holds a tent). */
export interface MatchNode {
  readonly name: string;
  readonly present?: Literal;
}

/**
 * Pairs the present nodes of `left` with those of `right` one to one along `edges` (index into left, index into
 * right): a node that is present has exactly one pairing, one that is absent has none. Returns the pairing literal of
 * each edge, in the order of `edges`.
 */
export function perfectMatching(model: Model, left: readonly MatchNode[], right: readonly MatchNode[], edges: readonly (readonly [number, number])[]): Literal[] {
  const pairings = edges.map(([from, to]) => model.bool(`${left[from]!.name} paired with ${right[to]!.name}`));
  const side = (nodes: readonly MatchNode[], end: 0 | 1) =>
    nodes.forEach((node, index) => {
      const own = pairings.filter((_, edge) => edges[edge]![end] === index);
      if (node.present === undefined) {
        model.exactlyOne(own);
        return;
      }
      // Present: one pairing; absent: none.
      for (const pairing of own) model.implies(pairing, node.present);
      model.atMostOne(own);
      model.atLeastOne([-node.present, ...own]);
    });
  side(left, 0);
  side(right, 1);
  return pairings;
}
