// Slitherlink: draw one loop along the edges of the cells, never crossing or branching. Each number says how many
// of its cell's four sides the loop uses; cells without a number may have any count.
// Example (puzz.link `slither/3/3/bbd`):  +   +   +   +      +   +---+---+
//                                         1                 1 |       |
//                                       +   +   +   +  ->  +   +---+   +
//                                         1                 1     |   |
//                                       +   +   +   +      +---+---+   +
//                                         3                | 3         |
//                                       +   +   +   +      +---+---+---+

import type { Cell, GridSize } from '../../core/geometry.js';
import { cellName } from '../../core/geometry.js';
import type { LinePosition } from '../../core/lines.js';
import { Model } from '../../core/model.js';
import { centreLoop } from '../shared/centre-loop.js';
import type { SlitherlinkPuzzle } from './puzzle.js';
import { clueId, cornerPoints, slitherlinkSize } from './puzzle.js';

/** The four sides of a cell on the lattice of corners: top, right, bottom, left. */
export function cellSides({ row, column }: Cell): LinePosition[] {
  return [
    { orientation: 'horizontal', from: { row, column } },
    { orientation: 'vertical', from: { row, column: column + 1 } },
    { orientation: 'horizontal', from: { row: row + 1, column } },
    { orientation: 'vertical', from: { row, column } },
  ];
}

/** The cells a line runs between (one on the frame, two inside). */
export function cellsBeside(size: GridSize, { orientation, from }: LinePosition): Cell[] {
  const cells: Cell[] =
    orientation === 'horizontal'
      ? [{ row: from.row - 1, column: from.column }, { row: from.row, column: from.column }]
      : [{ row: from.row, column: from.column - 1 }, { row: from.row, column: from.column }];
  return cells.filter((cell) => cell.row >= 0 && cell.column >= 0 && cell.row < size.rows && cell.column < size.columns);
}

/** A line in words, as the side of a cell next to it: the bottom or right of the cell before it where there is one. */
export function lineName(line: LinePosition): string {
  const { orientation, from } = line;
  if (orientation === 'horizontal') {
    return from.row > 0 ? `the bottom of ${cellName({ row: from.row - 1, column: from.column })}` : `the top of ${cellName(from)}`;
  }
  return from.column > 0 ? `the right of ${cellName({ row: from.row, column: from.column - 1 })}` : `the left of ${cellName(from)}`;
}

export function buildModel(puzzle: SlitherlinkPuzzle) {
  const size = slitherlinkSize(puzzle);
  const model = new Model();
  // The lines drawn form exactly one loop: every corner is passed 0 or 2 times, and the lines hang together.
  const loop = centreLoop(model, cornerPoints(size), lineName);

  // Each number counts the sides of its cell that the loop uses.
  puzzle.clues.forEach((row, r) =>
    row.forEach((clue, c) => {
      if (clue?.kind !== 'number') return;
      const cell = { row: r, column: c };
      model.clue({ id: clueId(cell), description: `the ${clue.value} at ${cellName(cell)}`, cells: [cell] }, () => {
        model.count(cellSides(cell).map(loop.lineOf), '=', clue.value);
      });
    }),
  );

  return { model, observed: loop.observed, decode: loop.decode, decodePartial: loop.decodePartial };
}
