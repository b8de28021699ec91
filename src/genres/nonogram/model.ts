// The Nonogram model: one boolean per cell, true when shaded.

import { LiteralGrid, gridAnswer } from '../../core/literal-grid.js';
import type { PuzzleModel } from '../../core/model.js';
import { Model } from '../../core/model.js';
import type { NonogramAnswer, NonogramPartial, NonogramPuzzle } from './puzzle.js';
import { clueId, clueLines, clueText, nonogramSize } from './puzzle.js';

/** Each row and each column shows the blocks of its clue. Each line's clue is a clue of the model. */
export function buildModel(puzzle: NonogramPuzzle): PuzzleModel<NonogramAnswer, NonogramPartial> {
  const model = new Model();
  const shaded = LiteralGrid.of(model, nonogramSize(puzzle), 'shaded');
  // The shaded cells of a line form blocks of its clue's lengths, in order, with at least one unshaded cell between.
  for (const line of clueLines(puzzle)) {
    const label = { id: clueId(line.kind, line.index), description: `the clue ${clueText(line.clue)} of ${line.name}`, cells: line.cells };
    model.clue(label, () => model.runs(shaded.select(line.cells), line.clue));
  }
  return gridAnswer(model, shaded);
}
