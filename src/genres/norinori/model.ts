// The Norinori model: one boolean per cell, true when shaded. The dominoes are the rules; each room's count is
// stated as a clue, so that hints and explanations cite the rooms.

import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, cellName, makeGrid } from '../../core/geometry.js';
import { LiteralGrid, gridAnswer } from '../../core/literal-grid.js';
import type { PuzzleModel } from '../../core/model.js';
import { Model } from '../../core/model.js';
import { roomCells } from '../shared/room-grid.js';
import type { NorinoriAnswer, NorinoriPartial, NorinoriPuzzle } from './puzzle.js';
import { norinoriSize, roomId, shadedPerRoom } from './puzzle.js';

export const buildModel = (puzzle: NorinoriPuzzle): PuzzleModel<NorinoriAnswer, NorinoriPartial> =>
  roomsModel(norinoriSize(puzzle), roomCells(puzzle.rooms));

/**
 * The rules with some rooms drawn (a generator's rooms while they grow): every room holds two shaded cells, and the
 * cells in no room yet stay unshaded.
 */
export function roomsModel(size: GridSize, rooms: readonly (readonly Cell[])[]): PuzzleModel<NorinoriAnswer, NorinoriPartial> {
  const model = new Model();
  const shaded = dominoRules(model, size);

  // Every room holds exactly two shaded cells.
  const inRoom = makeGrid(size, () => false);
  for (const cells of rooms) {
    const first = cells[0]!;
    model.clue({ id: roomId(first), description: `the room at ${cellName(first)}`, cells }, () => model.count(shaded.select(cells), '=', shadedPerRoom));
    for (const cell of cells) inRoom[cell.row]![cell.column] = true;
  }
  // Cells in no room (only while a generator grows the rooms) stay unshaded.
  for (const cell of allCells(size)) if (!inRoom[cell.row]![cell.column]) model.require(-shaded.at(cell));
  return gridAnswer(model, shaded);
}

/** One boolean per cell, true when shaded, with the rules that do not depend on the rooms: shaded cells make dominoes. */
export function dominoRules(model: Model, size: GridSize): LiteralGrid {
  const shaded = LiteralGrid.of(model, size, 'shaded');
  for (const cell of allCells(size)) {
    const around = shaded.neighbours(cell);
    // A shaded cell has a shaded neighbour (the cell is unshaded, or a neighbour is shaded)...
    model.atLeastOne([-shaded.at(cell), ...around]);
    // ...and only one: no shaded cell has two shaded neighbours (no three shaded cells in a line or an L).
    for (let first = 0; first < around.length; first++) {
      for (let second = first + 1; second < around.length; second++) model.notAll([shaded.at(cell), around[first]!, around[second]!]);
    }
  }
  return shaded;
}
