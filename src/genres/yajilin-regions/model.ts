// The Regional Yajilin model: the shared model of shading beside a loop through cell centres
// (shared/shade-loop-model.ts), every cell shaded or on the loop, with the rooms' numbers.

import type { Cell } from '../../core/geometry.js';
import { lineBetween } from '../../core/lines.js';
import type { Literal, PuzzleModel } from '../../core/model.js';
import { Model } from '../../core/model.js';
import { shadeLoopModel } from '../shared/shade-loop-model.js';
import type { RegionalYajilinAnswer, RegionalYajilinPartial, RegionalYajilinPuzzle } from './puzzle.js';
import { clueId, regionalYajilinSize, roomCells, roomNumbers, roomWords } from './puzzle.js';

/**
 * The model. `settled` (for the generator drawing answers) leaves out loops that can be redrawn in a 2×2 square
 * with the same shading, which no number could tell apart.
 */
export function buildModel(puzzle: RegionalYajilinPuzzle, options: { settled?: boolean } = {}): PuzzleModel<RegionalYajilinAnswer, RegionalYajilinPartial> {
  const model = new Model();
  // No clue cells: every cell is shaded or on the loop.
  const { shaded, loop, answer } = shadeLoopModel(model, regionalYajilinSize(puzzle), {});

  // A number in a room says how many of the room's cells are shaded.
  const rooms = roomCells(puzzle.rooms);
  roomNumbers(puzzle).forEach(({ number, cell }, room) => {
    if (number?.kind !== 'number' || cell === null) return;
    model.clue({ id: clueId(cell), description: roomWords(puzzle, room), cells: rooms[room]! }, () => model.count(shaded.select(rooms[room]!), '=', number.value));
  });

  // No 2×2 square has the loop along two opposite sides alone: along the other two it often makes one loop as well.
  if (options.settled) {
    for (const [a, b, c, d] of shaded.windowCells(2, 2) as [Cell, Cell, Cell, Cell][]) {
      const [top, bottom, left, right] = [lineBetween(a, b)!, lineBetween(c, d)!, lineBetween(a, c)!, lineBetween(b, d)!].map(loop.lineOf) as [Literal, Literal, Literal, Literal];
      model.notAll([top, bottom, -left, -right]);
      model.notAll([left, right, -top, -bottom]);
    }
  }
  return answer;
}
