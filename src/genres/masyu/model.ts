// Masyu: draw one loop through the centres of cells, never crossing or branching, that passes every pearl. On a
// white pearl the loop goes straight, and turns in the cell before or after it (or both); on a black pearl the loop
// turns, and goes straight through the next cell on both of its lines.
// Example (puzz.link `mashu/6/6/1063000i3000`):  . . W . . .      ┌──┐┌┐
//                                                . B . . W .      │┌─┘││
//                                                . . . . . .  ->  ││┌─┘│
//                                                . . . B . .      │└┘┌─┘
//                                                . W . . . .      └─┐│
//                                                . . . . . .        └┘

import type { Cell, Direction, GridSize } from '../../core/geometry.js';
import { allCells, cellName, isInside, move } from '../../core/geometry.js';
import type { LinePosition } from '../../core/lines.js';
import { lineAt, lineBetween, lineEnd, linePositions, makeLines } from '../../core/lines.js';
import type { Literal } from '../../core/model.js';
import { Model } from '../../core/model.js';
import type { MasyuAnswer, MasyuPartial, MasyuPuzzle } from './puzzle.js';
import { clueId, masyuSize, pearlAt } from './puzzle.js';

/** The line from a cell towards a direction, if that neighbour is inside the grid. */
export function lineToward(size: GridSize, cell: Cell, direction: Direction): LinePosition | undefined {
  const next = move(cell, direction);
  return isInside(size, next) ? lineBetween(cell, next) : undefined;
}

/** A line in words: `r1c1-r1c2`. */
export const lineName = (line: LinePosition): string => `${cellName(line.from)}-${cellName(lineEnd(line))}`;

/**
 * The model. `smooth` (for the generator drawing loops on a blank grid) adds that the loop goes straight on both
 * sides of every turn, as at a black pearl: such a loop allows a pearl at every turn, and the pearls pin it down.
 */
export function buildModel(puzzle: MasyuPuzzle, options: { smooth?: boolean } = {}) {
  const size = masyuSize(puzzle);
  const model = new Model();
  const lines = makeLines(size, (line) => model.bool(`line ${lineName(line)}`));
  const lineOf = (line: LinePosition): Literal => lineAt(lines, line);
  /** The line leaving `cell` towards `direction` `steps` cells further on (1: its own), or undefined past the edge. */
  const along = (cell: Cell, direction: Direction, steps = 1): Literal | undefined => {
    const start = move(cell, direction, steps - 1);
    if (!isInside(size, start)) return undefined;
    const line = lineToward(size, start, direction);
    return line && lineOf(line);
  };
  const present = (literals: readonly (Literal | undefined)[]): Literal[] => literals.filter((literal): literal is Literal => literal !== undefined);

  // The lines drawn form exactly one loop: every cell is passed 0 or 2 times, and the lines hang together.
  model.singleLoop(linePositions(size).map((line) => ({ literal: lineOf(line), ends: [line.from.row * size.columns + line.from.column, lineEnd(line).row * size.columns + lineEnd(line).column] as const })));

  for (const cell of allCells(size)) {
    const pearl = pearlAt(puzzle, cell);
    if (pearl === null) continue;
    const [left, right, up, down] = (['left', 'right', 'up', 'down'] as const).map((direction) => along(cell, direction));
    const description = `the ${pearl} pearl at ${cellName(cell)}`;
    model.clue({ id: clueId(cell), description, cells: [cell] }, () => {
      // The loop passes every pearl.
      model.atLeastOne(present([left, right, up, down]));
      if (pearl === 'white') {
        // It goes straight through: in from the left exactly when out to the right, and the same up and down.
        for (const [first, second] of [[left, right], [up, down]] as const) {
          if (first === undefined || second === undefined) {
            for (const literal of present([first, second])) model.require(-literal);
          } else {
            model.implies(first, second);
            model.implies(second, first);
          }
        }
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
          if (near === undefined) continue;
          const far = along(cell, direction, 2);
          if (far === undefined) model.require(-near);
          else model.implies(near, far);
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
          for (const direction of [across, upright]) {
            const far = along(cell, direction, 2);
            model.clause([...turn.map((literal) => -literal), ...present([far])]);
          }
        }
      }
    }
  }

  return {
    model,
    observed: [...lines.horizontal.flat(), ...lines.vertical.flat()],
    decode: (value: (literal: Literal) => boolean): MasyuAnswer => makeLines(size, (line) => value(lineOf(line))),
    decodePartial: (value: (literal: Literal) => boolean | undefined): MasyuPartial => makeLines(size, (line) => value(lineOf(line)) ?? null),
  };
}
