// The Skyscrapers model: one integer 1..n per cell, a Latin square, and a view count per clue.

import { givensStay, integerAnswer } from '../../core/integer-grid.js';
import { Model } from '../../core/model.js';
import { latinSquare } from '../shared/latin-square.js';
import { sideClueLines, sideClueName } from '../shared/side-clues.js';
import type { SkyscrapersPuzzle } from './puzzle.js';
import { clueIdOfGiven, clueIdOfView } from './puzzle.js';

/** A Latin square of heights; a clue counts the towers seen from its side; givens stay. Clues and givens are clues. */
export function buildModel(puzzle: SkyscrapersPuzzle) {
  const model = new Model();
  // Every row and every column holds each height once.
  const heights = latinSquare(model, puzzle.size);
  // A clue says how many towers are seen from its side: a tower hides every lower one behind it.
  for (const { side, index, clue, cells } of sideClueLines(puzzle.size, puzzle.clues)) {
    if (clue === null) continue;
    const label = { id: clueIdOfView(side, index), description: `the clue ${clue} ${sideClueName(side, index)}`, cells };
    model.clue(label, () => model.visible(cells.map(({ row, column }) => heights[row]![column]!), '=', clue));
  }
  // Givens stay.
  givensStay(model, heights, puzzle.givens, clueIdOfGiven);
  return integerAnswer(model, heights);
}
