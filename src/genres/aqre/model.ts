// The Aqre model: one boolean per cell, true when shaded.

import { cellName } from '../../core/geometry.js';
import { LiteralGrid, connectedCells, gridAnswer, noRun } from '../../core/literal-grid.js';
import type { PuzzleModel } from '../../core/model.js';
import { Model } from '../../core/model.js';
import type { AqreAnswer, AqrePartial, AqrePuzzle } from './puzzle.js';
import { aqreSize, clueId, roomCells, roomNumbers } from './puzzle.js';

/** Room counts; the shaded cells connect; no four cells of one colour in a row or column. */
export function buildModel(puzzle: AqrePuzzle): PuzzleModel<AqreAnswer, AqrePartial> {
  const model = new Model();
  const shaded = LiteralGrid.of(model, aqreSize(puzzle), 'shaded');

  // A number in a room says how many of the room's cells are shaded.
  const rooms = roomCells(puzzle.rooms);
  roomNumbers(puzzle).forEach(({ number, cell }, room) => {
    if (number?.kind !== 'number' || cell === null) return;
    const description = `the ${number.value} in the room of ${cellName(rooms[room]![0]!)}`;
    model.clue({ id: clueId(cell), description, cells: rooms[room]! }, () => model.count(shaded.select(rooms[room]!), '=', number.value));
  });

  // No four shaded cells, nor four unshaded ones, lie in a row along a row or a column.
  noRun(model, shaded, 4);
  noRun(model, shaded.not(), 4);

  // All shaded cells are orthogonally connected.
  connectedCells(model, shaded);

  return gridAnswer(model, shaded);
}
