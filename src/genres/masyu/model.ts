// Masyu: draw one loop through the centres of cells, never crossing or branching, that passes every pearl. On a
// white pearl the loop goes straight, and turns in the cell before or after it (or both); on a black pearl the loop
// turns, and goes straight through the next cell on both of its lines.
// Example (puzz.link `mashu/6/6/1063000i3000`):  . . W . . .      ┌──┐┌┐
//                                                . B . . W .      │┌─┘││
//                                                . . . . . .  ->  ││┌─┘│
//                                                . . . B . .      │└┘┌─┘
//                                                . W . . . .      └─┐│
//                                                . . . . . .        └┘

import type { Cell, Direction } from '../../core/geometry.js';
import { allCells, cellName, move } from '../../core/geometry.js';
import type { Literal } from '../../core/model.js';
import { Model } from '../../core/model.js';
import { centreLoop, lineLeaving } from '../shared/centre-loop.js';
import type { MasyuPuzzle } from './puzzle.js';
import { clueId, masyuSize, pearlAt } from './puzzle.js';

/**
 * The model. `smooth` (for the generator drawing loops on a blank grid) adds that the loop goes straight on both
 * sides of every turn, as at a black pearl: such a loop allows a pearl at every turn, and the pearls pin it down.
 */
export function buildModel(puzzle: MasyuPuzzle, options: { smooth?: boolean } = {}) {
  const size = masyuSize(puzzle);
  const model = new Model();
  // The lines drawn form exactly one loop: every cell is passed 0 or 2 times, and the lines hang together.
  const loop = centreLoop(model, size);
  /** The line leaving `cell` towards `direction` `steps` cells further on (1: its own), or undefined past the edge. */
  const along = (cell: Cell, direction: Direction, steps = 1): Literal | undefined => {
    const start = steps === 1 ? cell : move(cell, direction, steps - 1);
    return lineLeaving(loop.lines, size, start.row, start.column, direction);
  };
  const present = (literals: readonly (Literal | undefined)[]): Literal[] => literals.filter((literal): literal is Literal => literal !== undefined);
  /** When every line of `drawn` is, so is `then`: a line past the edge (undefined) never is. */
  const whenDrawn = (drawn: readonly Literal[], then: Literal | undefined) => model.clause([...drawn.map((literal) => -literal), ...present([then])]);

  for (const cell of allCells(size)) {
    const pearl = pearlAt(puzzle, cell);
    if (pearl === null) continue;
    const [left, right, up, down] = (['left', 'right', 'up', 'down'] as const).map((direction) => along(cell, direction));
    const description = `the ${pearl} pearl at ${cellName(cell)}`;
    model.clue({ id: clueId(cell), description, cells: [cell] }, () => {
      // The loop passes every pearl.
      model.atLeastOne(present([left, right, up, down]));
      if (pearl === 'white') {
        // It goes straight through: in from the left exactly when out to the right (neither at an edge), and the same
        // up and down.
        for (const [from, to] of [[left, right], [right, left], [up, down], [down, up]] as const) if (from !== undefined) whenDrawn([from], to);
        // It turns in the cell before or after: the lines beyond those cells are not both drawn.
        for (const [first, second] of [['left', 'right'], ['up', 'down']] as const) {
          const near = along(cell, first);
          const far = [along(cell, first, 2), along(cell, second, 2)];
          if (near !== undefined && far.every((literal) => literal !== undefined)) model.notAll(present([near, ...far]));
        }
      } else {
        // It turns: one line across and one up or down.
        for (const pair of [present([left, right]), present([up, down])]) {
          model.atLeastOne(pair);
          if (pair.length === 2) model.notAll(pair);
        }
        // Each of its lines goes straight on through the next cell.
        for (const direction of ['left', 'right', 'up', 'down'] as const) {
          const near = along(cell, direction);
          if (near !== undefined) whenDrawn([near], along(cell, direction, 2));
        }
      }
    });
  }

  if (options.smooth) {
    for (const cell of allCells(size)) {
      for (const across of ['left', 'right'] as const) {
        for (const upright of ['up', 'down'] as const) {
          const turn = present([along(cell, across), along(cell, upright)]);
          if (turn.length < 2) continue;
          for (const direction of [across, upright]) whenDrawn(turn, along(cell, direction, 2));
        }
      }
    }
  }

  return { model, observed: loop.observed, decode: loop.decode, decodePartial: loop.decodePartial };
}
