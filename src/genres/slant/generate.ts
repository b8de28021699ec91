// Slant puzzles as Slant makes them: a random grid of diagonals without a loop, drawn from the genre's own model
// without numbers; every corner gets the count of diagonals that touch it, then numbers are taken away while the
// diagonals stay the only solution and the rating stays within the requested difficulty. No symmetry by default, as
// Slant makes them.

import type { Generator } from '../../core/genre.js';
import { removalGenerator, symmetryOption } from '../../core/generate.js';
import type { RatingScale } from '../../core/rating.js';
import { cornerClueSpace } from '../shared/corner-clues.js';
import { partialToJson } from './formats.js';
import { buildModel } from './model.js';
import type { SlantAnswer, SlantPuzzle } from './puzzle.js';
import { cellsAtCorner, makeSlant } from './puzzle.js';

/**
 * Calibrated on Simon Tatham's Slant at 7×7 and 10×10: its easy puzzles score 0.3 to 1.3 (propagation and the count
 * of a corner's diagonals alone), its hard ones 2 to 180 (median 15). Spearman's rank correlation with its level: 0.87.
 */
export const slantScale: RatingScale = { medium: 1.5, hard: 10, expert: 30 };

export const slantGenerator: Generator<SlantPuzzle, SlantAnswer> = removalGenerator({
  genre: { model: buildModel, partialToJson, ratingScale: slantScale },
  defaultSize: { rows: 8, columns: 8 },
  minimumSize: { rows: 2, columns: 2 },
  maximumSize: { rows: 30, columns: 40 },
  options: [symmetryOption('none')],
  // Every corner numbered with the diagonals that touch it; numbers already there stay.
  space: cornerClueSpace(makeSlant, (answer: SlantAnswer, corner, size) =>
    cellsAtCorner(size, corner).filter(({ cell, touching }) => answer[cell.row]![cell.column] === touching).length,
  ),
});
