// The Norinori model: one boolean per cell, true when shaded. The dominoes are the rules; each room's count is
// stated as a clue (the core's rooms of a count), so that hints and explanations cite the rooms.

import type { GridSize } from '../../core/geometry.js';
import { allCells } from '../../core/geometry.js';
import { roomCountModel } from '../../core/grown-rooms.js';
import { LiteralGrid } from '../../core/literal-grid.js';
import type { Model, PuzzleModel } from '../../core/model.js';
import { roomCells } from '../shared/room-grid.js';
import type { NorinoriAnswer, NorinoriPartial, NorinoriPuzzle } from './puzzle.js';
import { norinoriSize, shadedPerRoom } from './puzzle.js';

export const buildModel = (puzzle: NorinoriPuzzle): PuzzleModel<NorinoriAnswer, NorinoriPartial> =>
  roomCountModel(norinoriSize(puzzle), roomCells(puzzle.rooms), shadedPerRoom, dominoRules);

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
