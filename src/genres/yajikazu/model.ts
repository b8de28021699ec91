// The Yajisan-Kazusan model: one boolean per cell, true when shaded, clue cells included.

import { allCells, ray } from '../../core/geometry.js';
import { LiteralGrid, apart, gridAnswer, unshadedConnected } from '../../core/literal-grid.js';
import type { PuzzleModel } from '../../core/model.js';
import { Model } from '../../core/model.js';
import type { YajikazuAnswer, YajikazuPartial, YajikazuPuzzle } from './puzzle.js';
import { clueAt, clueId, clueWords, counts, yajikazuSize } from './puzzle.js';

/** Some cell is shaded; shaded cells never touch; the unshaded cells connect; an unshaded arrow counts the shaded cells it points at. */
export function buildModel(puzzle: YajikazuPuzzle): PuzzleModel<YajikazuAnswer, YajikazuPartial> {
  const size = yajikazuSize(puzzle);
  const model = new Model();
  const shaded = LiteralGrid.of(model, size, 'shaded');
  const unshaded = shaded.not();

  // Some cell is shaded (puz.link refuses a board without one).
  model.atLeastOne(shaded.flat());
  // No two shaded cells are orthogonally adjacent.
  apart(model, shaded);

  // An arrow in an unshaded cell gives the number of shaded cells from it to the edge, the way it points; a shaded
  // one says nothing.
  for (const cell of allCells(size)) {
    const clue = clueAt(puzzle, cell);
    if (!counts(clue)) continue;
    model.clue({ id: clueId(cell), description: clueWords(clue, cell), cells: [cell] }, () => {
      model.countWhen(unshaded.at(cell), shaded.select(ray(size, cell, clue.direction)), '=', clue.value);
    });
  }

  // All unshaded cells are orthogonally connected.
  unshadedConnected(model, shaded, { apart: true });
  return gridAnswer(model, shaded);
}
