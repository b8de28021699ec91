// The Norinori model: one boolean per cell, true when shaded. The dominoes are the rules; each room's count is
// stated as a clue, so that hints and explanations cite the rooms.

import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, cellName, makeGrid, neighbours } from '../../core/geometry.js';
import type { Literal, PuzzleModel } from '../../core/model.js';
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
  const isShaded = (cell: Cell): Literal => shaded[cell.row]![cell.column]!;

  // Every room holds exactly two shaded cells.
  const inRoom = makeGrid(size, () => false);
  for (const cells of rooms) {
    const first = cells[0]!;
    model.clue({ id: roomId(first), description: `the room at ${cellName(first)}`, cells }, () => model.count(cells.map(isShaded), '=', shadedPerRoom));
    for (const cell of cells) inRoom[cell.row]![cell.column] = true;
  }
  // Cells in no room (only while a generator grows the rooms) stay unshaded.
  for (const cell of allCells(size)) if (!inRoom[cell.row]![cell.column]) model.require(-isShaded(cell));

  return {
    model,
    observed: allCells(size).map(isShaded),
    decode: (value) => makeGrid(size, (cell) => value(isShaded(cell))),
    decodePartial: (value) => makeGrid(size, (cell) => value(isShaded(cell)) ?? null),
  };
}

/** One boolean per cell, true when shaded, with the rules that do not depend on the rooms: shaded cells make dominoes. */
export function dominoRules(model: Model, size: GridSize): Literal[][] {
  const shaded = makeGrid(size, (cell) => model.bool(`${cellName(cell)} shaded`));
  const isShaded = (cell: Cell): Literal => shaded[cell.row]![cell.column]!;
  for (const cell of allCells(size)) {
    const around = neighbours(size, cell).map(isShaded);
    // A shaded cell has a shaded neighbour (the cell is unshaded, or a neighbour is shaded)...
    model.atLeastOne([-isShaded(cell), ...around]);
    // ...and only one: no shaded cell has two shaded neighbours (no three shaded cells in a line or an L).
    for (let first = 0; first < around.length; first++) {
      for (let second = first + 1; second < around.length; second++) model.notAll([isShaded(cell), around[first]!, around[second]!]);
    }
  }
  return shaded;
}
