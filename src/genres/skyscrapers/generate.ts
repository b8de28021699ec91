// Skyscrapers puzzles from a random Latin square: every view count and every height given, then givens and clues
// are taken away while the square stays the only solution and the rating stays within the requested difficulty.

import { inputError } from '../../core/errors.js';
import type { Generator } from '../../core/genre.js';
import { removalGenerator, symmetryOption } from '../../core/generate.js';
import type { RatingScale } from '../../core/rating.js';
import { partialToJson } from './formats.js';
import { buildModel } from './model.js';
import type { SkyscrapersAnswer, SkyscrapersClues, SkyscrapersPuzzle } from './puzzle.js';
import { clueIdOfGiven, clueIdOfView, emptyGivens, lineOf, makeSkyscrapers, noClues, sides, towersSeen } from './puzzle.js';

// Calibrated on Towers' 6×6 levels (test/fixtures/levels.jsonl): Easy scores 2 to 17, Hard and harder 70 and up.
export const skyscrapersScale: RatingScale = { medium: 6, hard: 25, expert: 100 };

export const skyscrapersGenerator: Generator<SkyscrapersPuzzle, SkyscrapersAnswer> = removalGenerator({
  genre: { model: buildModel, partialToJson, ratingScale: skyscrapersScale },
  defaultSize: { rows: 5, columns: 5 },
  minimumSize: { rows: 3, columns: 3 },
  maximumSize: { rows: 10, columns: 10 },
  options: [symmetryOption('none')],
  space: {
    blank(request) {
      if (request.rows !== request.columns) inputError(`a Skyscrapers grid is square, not ${request.columns}x${request.rows}`, { field: 'size' });
      return makeSkyscrapers(request.rows, noClues(request.rows), emptyGivens(request.rows));
    },
    withAllClues(puzzle, answer) {
      const n = puzzle.size;
      const view = (side: (typeof sides)[number]) =>
        puzzle.clues[side].map((clue, index) => clue ?? towersSeen(lineOf(n, side, index).map(({ row, column }) => answer[row]![column]!)));
      const clues: SkyscrapersClues = { top: view('top'), bottom: view('bottom'), left: view('left'), right: view('right') };
      return makeSkyscrapers(n, clues, puzzle.givens.map((row, r) => row.map((given, c) => given ?? answer[r]![c]!)));
    },
    keepClues(puzzle, kept) {
      const keep = (side: (typeof sides)[number]) => puzzle.clues[side].map((clue, index) => (kept.has(clueIdOfView(side, index)) ? clue : null));
      const clues: SkyscrapersClues = { top: keep('top'), bottom: keep('bottom'), left: keep('left'), right: keep('right') };
      const givens = puzzle.givens.map((row, r) => row.map((given, c) => (kept.has(clueIdOfGiven({ row: r, column: c })) ? given : null)));
      return makeSkyscrapers(puzzle.size, clues, givens);
    },
  },
});
