// Takuzu puzzles from a random full grid: every cell starts as a given, then givens are taken away (in symmetric
// groups) while the grid stays the only solution and the rating stays within the requested difficulty.

import { inputError } from '../../core/errors.js';
import { makeGrid } from '../../core/geometry.js';
import type { Generator } from '../../core/genre.js';
import { removalGenerator, switchOption, symmetryOption, yesNoOption } from '../../core/generate.js';
import type { RatingScale } from '../../core/rating.js';
import { partialToJson } from './formats.js';
import { buildModel } from './model.js';
import type { TakuzuAnswer, TakuzuPuzzle } from './puzzle.js';
import { givenId, makeTakuzu } from './puzzle.js';

// From Unruly's levels: trivial puzzles need a few waves less than easy ones; normal ones need chains.
export const takuzuScale: RatingScale = { medium: 0.6, hard: 8, expert: 30 };

export const takuzuGenerator: Generator<TakuzuPuzzle, TakuzuAnswer> = removalGenerator({
  genre: { model: buildModel, partialToJson, ratingScale: takuzuScale },
  defaultSize: { rows: 8, columns: 8 },
  // Unruly game IDs, the default format, start at 6×6.
  minimumSize: { rows: 6, columns: 6 },
  maximumSize: { rows: 30, columns: 30 },
  options: [
    symmetryOption('none'),
    switchOption('unique-lines', 'yes for the optional rule: no two rows and no two columns are equal'),
  ],
  space: {
    givenId,
    blank(request) {
      const unique = yesNoOption(request, 'unique-lines');
      if (request.rows % 2 !== 0 || request.columns % 2 !== 0) inputError(`both sides must be even, not ${request.columns}x${request.rows}`, { field: 'size' });
      return makeTakuzu(makeGrid(request, () => null), unique);
    },
    // Every cell given its colour.
    withAllClues: (puzzle, answer) => makeTakuzu(puzzle.givens.map((row, r) => row.map((given, c) => given ?? answer[r]![c]!)), puzzle.distinctLines),
    keepClues: (puzzle, kept) =>
      makeTakuzu(
        puzzle.givens.map((row, r) => row.map((given, c) => (kept.has(givenId({ row: r, column: c })) ? given : null))),
        puzzle.distinctLines,
      ),
  },
});
