// The Regional Yajilin model: one boolean per cell (shaded) and one per line between neighbouring cell centres.

import type { Cell } from '../../core/geometry.js';
import { allCells } from '../../core/geometry.js';
import { lineBetween } from '../../core/lines.js';
import type { Literal, PuzzleModel } from '../../core/model.js';
import { Model } from '../../core/model.js';
import { LiteralGrid, apart } from '../../core/literal-grid.js';
import { centreLoop } from '../shared/centre-loop.js';
import type { RegionalYajilinAnswer, RegionalYajilinPartial, RegionalYajilinPuzzle } from './puzzle.js';
import { clueId, regionalYajilinSize, roomCells, roomNumbers, roomWords } from './puzzle.js';

/**
 * The model. `settled` (for the generator drawing answers) leaves out loops that can be redrawn in a 2×2 square
 * with the same shading, which no number could tell apart.
 */
export function buildModel(puzzle: RegionalYajilinPuzzle, options: { settled?: boolean } = {}): PuzzleModel<RegionalYajilinAnswer, RegionalYajilinPartial> {
  const size = regionalYajilinSize(puzzle);
  const model = new Model();
  const shaded = LiteralGrid.of(model, size, 'shaded');
  const loop = centreLoop(model, size);

  // A shaded cell is off the loop; every other cell is on it.
  for (const cell of allCells(size)) {
    const lines = loop.linesAt(cell);
    for (const line of lines) model.implies(shaded.at(cell), -line);
    model.atLeastOne([shaded.at(cell), ...lines]);
  }

  // No two shaded cells share an edge.
  apart(model, shaded);

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

  return {
    model,
    observed: [...shaded.flat(), ...loop.observed],
    decode: (value) => ({ shaded: shaded.rows().map((row) => row.map(value)), lines: loop.decode(value) }),
    decodePartial: (value) => ({ shaded: shaded.rows().map((row) => row.map((literal) => value(literal) ?? null)), lines: loop.decodePartial(value) }),
  };
}
