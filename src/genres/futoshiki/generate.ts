// Futoshiki puzzles from a random Latin square: every number given and every sign between neighbours drawn (in
// Adjacent mode: every bar, which always stay), then givens and signs are taken away while the square stays the only
// solution and the rating stays within the requested difficulty.

import { inputError } from '../../core/errors.js';
import { adjacentPairs } from '../../core/geometry.js';
import type { Generator } from '../../core/genre.js';
import { givensFilled, givensKept } from '../../core/integer-grid.js';
import { removalGenerator, symmetryOption } from '../../core/generate.js';
import type { RatingScale } from '../../core/rating.js';
import { partialToJson } from './formats.js';
import { buildModel } from './model.js';
import type { FutoshikiAnswer, FutoshikiPuzzle } from './puzzle.js';
import { clueIdOfGiven, clueIdOfSign, emptyGivens, makeAdjacentFutoshiki, makeFutoshiki } from './puzzle.js';

export const futoshikiScale: RatingScale = { medium: 2, hard: 8, expert: 15 };

export const futoshikiGenerator: Generator<FutoshikiPuzzle, FutoshikiAnswer> = removalGenerator({
  genre: { model: buildModel, partialToJson, ratingScale: futoshikiScale },
  defaultSize: { rows: 5, columns: 5 },
  minimumSize: { rows: 3, columns: 3 },
  maximumSize: { rows: 12, columns: 12 },
  options: [
    symmetryOption('none'),
    { name: 'mode', description: 'inequality (signs) or adjacent (bars between numbers one apart)', defaultValue: 'inequality', choices: ['inequality', 'adjacent'] },
  ],
  space: {
    // The blank grid is a plain Latin square in both modes: bars come with the solution.
    blank(request) {
      if (request.rows !== request.columns) inputError(`a Futoshiki is square, not ${request.columns}x${request.rows}`, { field: 'size' });
      const mode = request.options.mode ?? 'inequality';
      if (mode !== 'inequality' && mode !== 'adjacent') inputError(`the mode is inequality or adjacent, not '${mode}'`, { field: 'mode' });
      return makeFutoshiki(emptyGivens(request.rows), []);
    },
    withAllClues(puzzle, answer, request) {
      const givens = givensFilled(puzzle.givens, answer);
      const pairs = adjacentPairs({ rows: puzzle.size, columns: puzzle.size });
      const valueAt = ({ row, column }: { row: number; column: number }) => answer[row]![column]!;
      if ((request?.options.mode ?? puzzle.mode) === 'adjacent') {
        const bars = pairs.filter(([a, b]) => Math.abs(valueAt(a) - valueAt(b)) === 1).map(([first, second]) => ({ first, second }));
        return makeAdjacentFutoshiki(givens, bars, puzzle.size);
      }
      const signs = pairs.map(([a, b]) => (valueAt(a) < valueAt(b) ? { smaller: a, larger: b } : { smaller: b, larger: a }));
      return makeFutoshiki(givens, signs, puzzle.size);
    },
    keepClues(puzzle, kept) {
      const givens = givensKept(puzzle.givens, kept, clueIdOfGiven);
      if (puzzle.mode === 'adjacent') return makeAdjacentFutoshiki(givens, puzzle.bars, puzzle.size);
      return makeFutoshiki(givens, puzzle.signs.filter((sign) => kept.has(clueIdOfSign(sign))), puzzle.size);
    },
  },
});
