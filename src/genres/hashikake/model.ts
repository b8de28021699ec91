// The Hashi model in the core's vocabulary of bridges: each span between two islands that face each other carries
// 0, 1 or 2 bridges; crossing spans never both carry one; an island's number counts the bridges at it; the islands
// hang together.

import { bridgeSpans, bridgesAt, islandsConnected, spanBridges, spanCrossings } from '../../core/bridges.js';
import { allCells, cellName } from '../../core/geometry.js';
import type { LinePosition } from '../../core/lines.js';
import { lineKey, makeLines } from '../../core/lines.js';
import type { IntegerVariable, Literal, PuzzleModel } from '../../core/model.js';
import { Model } from '../../core/model.js';
import type { HashiAnswer, HashiPartial, HashiPuzzle } from './puzzle.js';
import { clueId, hashiSize, islandAt, islandText } from './puzzle.js';

/** A line between cell centres as a map key. */
const keyOf = (line: LinePosition): string => {
  const key = lineKey(line);
  return `${key.row},${key.column}`;
};

export function buildModel(puzzle: HashiPuzzle): PuzzleModel<HashiAnswer, HashiPartial> {
  const size = hashiSize(puzzle);
  const model = new Model();
  const spans = bridgeSpans(size, (cell) => islandAt(puzzle, cell) !== null);
  const islands = allCells(size).filter((cell) => islandAt(puzzle, cell) !== null);
  // Between two islands that face each other: no bridge, one or two.
  const bridges = spanBridges(model, spans);

  // There is a bridge at all (puz.link refuses a board without one).
  model.atLeastOne(bridges.map((bridge) => bridge.one));
  // Bridges never cross each other.
  for (const [across, down] of spanCrossings(spans)) model.notAll([bridges[across]!.one, bridges[down]!.one]);
  // All islands are connected through bridges.
  islandsConnected(model, islands, spans, bridges);
  // A number counts the bridges at its island.
  for (const island of islands) {
    const clue = islandAt(puzzle, island)!;
    if (clue.kind !== 'number') continue;
    model.clue({ id: clueId(island), description: `the ${islandText(clue)} at ${cellName(island)}`, cells: [island] }, () => {
      model.linear(bridgesAt(island, spans, bridges), '=', clue.value);
    });
  }

  // Each line's count: a line a span runs along reads its own integer; a line outside every span carries nothing
  // (a partial answer leaves it open: the model decides nothing there).
  const counts = new Map<string, IntegerVariable>(spans.flatMap((span, index) => span.lines.map((line, at) => [keyOf(line), bridges[index]!.counts[at]!] as const)));
  const countOn = (value: (literal: Literal) => boolean | undefined, line: LinePosition, outside: number | null): number | null => {
    const count = counts.get(keyOf(line));
    if (!count) return outside;
    const known = count.literals.map(value);
    const held = known.indexOf(true);
    if (held >= 0) return count.values[held]!;
    const open = count.values.filter((_, index) => known[index] !== false);
    return open.length === 1 ? open[0]! : null;
  };
  return {
    model,
    observed: bridges.flatMap((bridge) => bridge.counts.flatMap((count) => count.literals)),
    decode: (value) => makeLines(size, (line) => countOn(value, line, 0) ?? 0),
    decodePartial: (value) => makeLines(size, (line) => countOn(value, line, null)),
  };
}
