// The Heyawake model: one boolean per cell, true when shaded.

import { cellName } from '../../core/geometry.js';
import { LiteralGrid, apart, gridAnswer, unshadedConnected } from '../../core/literal-grid.js';
import type { PuzzleModel } from '../../core/model.js';
import { Model } from '../../core/model.js';
import type { HeyawakeAnswer, HeyawakePartial, HeyawakePuzzle } from './puzzle.js';
import { borderSpans, clueId, heyawakeSize, roomCells, roomNumbers } from './puzzle.js';

/** Room counts; shaded cells never touch; the unshaded cells connect; no unshaded line crosses two borders. */
export function buildModel(puzzle: HeyawakePuzzle): PuzzleModel<HeyawakeAnswer, HeyawakePartial> {
  const size = heyawakeSize(puzzle);
  const model = new Model();
  const shaded = LiteralGrid.of(model, size, 'shaded');

  // A number in a room says how many of the room's cells are shaded.
  const rooms = roomCells(puzzle.rooms);
  roomNumbers(puzzle).forEach(({ number, cell }, room) => {
    if (number?.kind !== 'number' || cell === null) return;
    const description = `the ${number.value} in the room of ${cellName(rooms[room]![0]!)}`;
    model.clue({ id: clueId(cell), description, cells: rooms[room]! }, () => model.count(shaded.select(rooms[room]!), '=', number.value));
  });

  // No two shaded cells are orthogonally adjacent.
  apart(model, shaded);

  // A straight line of unshaded cells crosses at most one room border: from the cell before a border to the cell
  // after the next one along a row or column, some cell is shaded.
  for (const span of borderSpans(puzzle)) model.atLeastOne(shaded.select(span));

  // All unshaded cells are orthogonally connected.
  unshadedConnected(model, shaded, { apart: true });

  // puzz.link does not take a board without any shaded cell as solved.
  model.atLeastOne(shaded.flat());

  return gridAnswer(model, shaded);
}
