// The Hitori model: one boolean per cell, true when shaded.

import { LiteralGrid, apart, gridAnswer, unshadedConnected } from '../../core/literal-grid.js';
import type { PuzzleModel } from '../../core/model.js';
import { Model } from '../../core/model.js';
import type { HitoriAnswer, HitoriPartial, HitoriPuzzle } from './puzzle.js';
import { hitoriSize, repetitionId, repetitions } from './puzzle.js';

/** No number twice unshaded in a line; shaded cells never touch; the unshaded cells connect. */
export function buildModel(puzzle: HitoriPuzzle): PuzzleModel<HitoriAnswer, HitoriPartial> {
  const size = hitoriSize(puzzle);
  const model = new Model();
  const shaded = LiteralGrid.of(model, size, 'shaded');
  const unshaded = shaded.not();

  // No number appears twice among the unshaded cells of a row or a column: of the cells of a line that repeat a
  // number, at most one stays unshaded.
  for (const repetition of repetitions(puzzle)) {
    const id = repetitionId(repetition);
    model.clue({ id, description: id, cells: [...repetition.cells] }, () => {
      model.atMostOne(unshaded.select(repetition.cells));
      // Written out so that they propagate at once, as a player sees them (they follow with the rule that shaded cells
      // never touch): two of them side by side leave one unshaded, so every other one is shaded; and the cell
      // between two of them stays unshaded, since shading it would leave both unshaded.
      repetition.cells.forEach((a, index) => {
        for (const b of repetition.cells.slice(index + 1)) {
          const gap = Math.abs(a.row - b.row) + Math.abs(a.column - b.column);
          if (gap === 1) for (const other of repetition.cells) if (other !== a && other !== b) model.require(shaded.at(other));
          if (gap === 2) model.require(unshaded.at({ row: (a.row + b.row) / 2, column: (a.column + b.column) / 2 }));
        }
      });
    });
  }

  // No two shaded cells are orthogonally adjacent; all unshaded cells are orthogonally connected.
  apart(model, shaded);
  unshadedConnected(model, shaded, { apart: true });

  // puzz.link does not take a board without any shaded cell as solved.
  model.atLeastOne(shaded.flat());

  return gridAnswer(model, shaded);
}
