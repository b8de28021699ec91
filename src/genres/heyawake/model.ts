// The Heyawake model: one boolean per cell, true when shaded.

import type { Cell } from '../../core/geometry.js';
import { adjacentPairs, allCells, cellIndex, cellName, makeGrid, neighbours } from '../../core/geometry.js';
import type { Literal, PuzzleModel } from '../../core/model.js';
import { Model } from '../../core/model.js';
import type { HeyawakeAnswer, HeyawakePartial, HeyawakePuzzle } from './puzzle.js';
import { borderSpans, clueId, heyawakeSize, roomCells, roomNumbers } from './puzzle.js';

/** Room counts; shaded cells never touch; the unshaded cells connect; no unshaded line crosses two borders. */
export function buildModel(puzzle: HeyawakePuzzle): PuzzleModel<HeyawakeAnswer, HeyawakePartial> {
  const size = heyawakeSize(puzzle);
  const model = new Model();
  const shaded = makeGrid(size, (cell) => model.bool(`${cellName(cell)} shaded`));
  const isShaded = (position: Cell): Literal => shaded[position.row]![position.column]!;
  const isOpen = (position: Cell): Literal => -isShaded(position);

  // A number in a room says how many of the room's cells are shaded.
  const rooms = roomCells(puzzle.rooms);
  roomNumbers(puzzle).forEach(({ number, cell }, room) => {
    if (number?.kind !== 'number' || cell === null) return;
    const description = `the ${number.value} in the room of ${cellName(rooms[room]![0]!)}`;
    model.clue({ id: clueId(cell), description, cells: rooms[room]! }, () => model.count(rooms[room]!.map(isShaded), '=', number.value));
  });

  // No two shaded cells are orthogonally adjacent.
  for (const [a, b] of adjacentPairs(size)) model.atMostOne([isShaded(a), isShaded(b)]);

  // A straight line of unshaded cells crosses at most one room border: from the cell before a border to the cell
  // after the next one along a row or column, some cell is shaded.
  for (const span of borderSpans(puzzle)) model.atLeastOne(span.map(isShaded));

  // All unshaded cells are orthogonally connected (lazy cuts when an answer splits them).
  model.connected(
    allCells(size).map(isOpen),
    adjacentPairs(size).map(([a, b]) => [cellIndex(size, a), cellIndex(size, b)] as const),
  );
  // Implied by the two rules above, and cheap to state up front: no cell is walled in by shaded neighbours.
  if (size.rows * size.columns > 1) {
    for (const position of allCells(size)) model.atLeastOne(neighbours(size, position).map(isOpen));
  }

  // puzz.link does not take a board without any shaded cell as solved.
  model.atLeastOne(shaded.flat());

  return {
    model,
    observed: shaded.flat(),
    decode: (value) => shaded.map((row) => row.map((literal) => value(literal))),
    decodePartial: (value) => shaded.map((row) => row.map((literal) => value(literal) ?? null)),
  };
}
