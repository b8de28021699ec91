// The Kurotto model: one boolean per cell, true when shaded.

import { allCells, cellName } from '../../core/geometry.js';
import { LiteralGrid, gridAnswer, reachedArea } from '../../core/literal-grid.js';
import { Model } from '../../core/model.js';
import type { KurottoPuzzle } from './puzzle.js';
import { clueId, kurottoSize } from './puzzle.js';

/** Some cell is shaded; circles stay unshaded, and a number counts the shaded cells joined to its circle. */
export function buildModel(puzzle: KurottoPuzzle) {
  const size = kurottoSize(puzzle);
  const model = new Model();
  const shaded = LiteralGrid.of(model, size, 'shaded');

  // Some cell is shaded (puz.link refuses a board without one).
  model.atLeastOne(shaded.flat());
  // A circle stays unshaded; a number is the total size of the shaded areas that touch its circle: with the circle,
  // the cells it reaches through shaded cells are one more than the number.
  for (const cell of allCells(size)) {
    const clue = puzzle.clues[cell.row]![cell.column];
    if (clue === null || clue === undefined) continue;
    const name = cellName(cell);
    const description = clue.kind === 'number' ? `the number ${clue.value} at ${name}` : `the empty circle at ${name}`;
    model.clue({ id: clueId(cell), description, cells: [cell] }, () => {
      model.require(-shaded.at(cell));
      if (clue.kind === 'number') reachedArea(model, shaded, cell, clue.value + 1);
    });
  }
  return gridAnswer(model, shaded);
}
