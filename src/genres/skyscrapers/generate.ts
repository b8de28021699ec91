// Skyscrapers puzzles from a random Latin square: every view count and every height given, then givens and clues
// are taken away while the square stays the only solution and the rating stays within the requested difficulty.

import { inputError } from '../../core/errors.js';
import type { Cell } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { Generator } from '../../core/genre.js';
import { givensFilled, givensKept } from '../../core/integer-grid.js';
import { removalGenerator, symmetryOption } from '../../core/generate.js';
import type { RatingScale } from '../../core/rating.js';
import { partialToJson } from './formats.js';
import { buildModel } from './model.js';
import { noSideClues, sideClueLines, sideCluesOf } from '../shared/side-clues.js';
import type { SkyscrapersAnswer, SkyscrapersPuzzle } from './puzzle.js';
import { clueIdOfGiven, clueIdOfView, makeSkyscrapers, towersSeen } from './puzzle.js';

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
      return makeSkyscrapers(request.rows, noSideClues(request.rows), makeGrid(request, () => null));
    },
    withAllClues(puzzle, answer) {
      const seen = (cells: readonly Cell[]) => towersSeen(cells.map(({ row, column }) => answer[row]![column]!));
      const views = sideClueLines(puzzle.size, puzzle.clues).map(({ clue, cells }) => clue ?? seen(cells));
      return makeSkyscrapers(puzzle.size, sideCluesOf(puzzle.size, views), givensFilled(puzzle.givens, answer));
    },
    keepClues(puzzle, kept) {
      const views = sideClueLines(puzzle.size, puzzle.clues).map(({ side, index, clue }) => (kept.has(clueIdOfView(side, index)) ? clue : null));
      return makeSkyscrapers(puzzle.size, sideCluesOf(puzzle.size, views), givensKept(puzzle.givens, kept, clueIdOfGiven));
    },
  },
});
