// The Kurodoko model: one boolean per cell, true when shaded.

import type { Cell, Direction } from '../../core/geometry.js';
import { adjacentPairs, allCells, cellIndex, cellName, directions, makeGrid, neighbours, ray } from '../../core/geometry.js';
import type { Literal } from '../../core/model.js';
import { Model } from '../../core/model.js';
import { sumEquals, unarySum } from '../shared/unary.js';
import type { KurodokoAnswer, KurodokoPartial, KurodokoPuzzle } from './puzzle.js';
import { clueId, kurodokoSize } from './puzzle.js';

/** No two shaded cells touch; clues stay unshaded and count what they see; the unshaded cells connect. */
export function buildModel(puzzle: KurodokoPuzzle) {
  const size = kurodokoSize(puzzle);
  const model = new Model();
  const shaded = makeGrid(size, (cell) => model.bool(`${cellName(cell)} shaded`));
  const isShaded = (position: Cell): Literal => shaded[position.row]![position.column]!;

  // No two shaded cells are orthogonally adjacent.
  for (const [a, b] of adjacentPairs(size)) model.clause([-isShaded(a), -isShaded(b)]);

  // Numbered cells are unshaded, and each number counts the unshaded cells it sees in the four directions, itself
  // included.
  for (const position of allCells(size)) {
    const clue = puzzle.clues[position.row]![position.column];
    if (clue === null || clue === undefined) continue;
    const name = cellName(position);
    const description = clue.kind === 'number' ? `the number ${clue.value} at ${name}` : `the circle at ${name}`;
    model.clue({ id: clueId(position), description, cells: [position] }, () => {
      model.require(-isShaded(position));
      if (clue.kind === 'number') statesCount(position, clue.value, name);
    });
  }

  function statesCount(position: Cell, value: number, name: string): void {
    // seen[direction][k - 1]: the number sees at least k cells that way. It never sees `value` cells one way.
    const seen = (direction: Direction): Literal[] => {
      const run: Literal[] = [];
      for (const next of ray(size, position, direction).slice(0, value)) {
        const previous = run[run.length - 1];
        if (previous === undefined) {
          run.push(-isShaded(next));
          continue;
        }
        const further = model.bool(`${name} sees ${run.length + 1} ${direction}`);
        model.clause([-further, previous]);
        model.clause([-further, -isShaded(next)]);
        model.clause([further, -previous, isShaded(next)]);
        run.push(further);
      }
      return run;
    };
    const [up, right, down, left] = directions.map(seen) as [Literal[], Literal[], Literal[], Literal[]];
    const across = unarySum(model, left, right, value - 1, `${name} sees across`);
    const along = unarySum(model, up, down, value - 1, `${name} sees down the column`);
    sumEquals(model, across, along, value - 1);
  }

  // All unshaded cells are orthogonally connected (lazy cuts when an answer splits them).
  model.connected(
    allCells(size).map((position) => -isShaded(position)),
    adjacentPairs(size).map(([a, b]) => [cellIndex(size, a), cellIndex(size, b)] as const),
  );
  // Implied by the two rules above, and cheap to state up front: no cell is walled in by shaded neighbours.
  if (size.rows * size.columns > 1) {
    for (const position of allCells(size)) model.clause(neighbours(size, position).map((next) => -isShaded(next)));
  }

  return {
    model,
    observed: shaded.flat(),
    decode: (value: (literal: Literal) => boolean): KurodokoAnswer => shaded.map((row) => row.map((literal) => value(literal))),
    decodePartial: (value: (literal: Literal) => boolean | undefined): KurodokoPartial =>
      shaded.map((row) => row.map((literal) => value(literal) ?? null)),
  };
}

