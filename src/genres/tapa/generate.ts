// Tapa puzzles from a random shading: connected, no 2×2 block all shaded (drawn from the genre's own model without
// clues); every unshaded cell gets the clue its ring shows, then clues are taken away in symmetric groups (half-turn
// by default) while the shading stays the only solution and the rating stays within the requested difficulty.

import { makeGrid } from '../../core/geometry.js';
import type { Generator } from '../../core/genre.js';
import { removalGenerator, symmetryOption } from '../../core/generate.js';
import { answers } from './formats.js';
import { buildModel } from './model.js';
import type { TapaAnswer, TapaClue, TapaPuzzle } from './puzzle.js';
import { clueId, makeTapa, ring, runLengths, tapaSize } from './puzzle.js';

/** The clue a cell's ring shows in an answer: its runs, or 0 for none. */
function clueShown(answer: TapaAnswer, puzzle: TapaPuzzle, row: number, column: number): TapaClue {
  const runs = runLengths(ring(tapaSize(puzzle), { row, column }).map((place) => place !== undefined && answer[place.row]![place.column]!));
  return (runs.length === 0 ? [0] : runs).map((value) => ({ kind: 'number' as const, value }));
}

export const tapaGenerator: Generator<TapaPuzzle, TapaAnswer> = removalGenerator({
  genre: { model: buildModel, partialToJson: answers.partialToJson },
  defaultSize: { rows: 10, columns: 10 },
  minimumSize: { rows: 3, columns: 3 },
  maximumSize: { rows: 30, columns: 30 },
  options: [symmetryOption('rotate2')],
  space: {
    // A Tapa wall covers about half the grid.
    trueChance: 0.6,
    blank: (request) => makeTapa(request, makeGrid(request, () => null)),
    // Every unshaded cell holds the clue its ring shows.
    withAllClues: (puzzle, answer) => makeTapa(tapaSize(puzzle), puzzle.clues.map((row, r) => row.map((clue, c) => clue ?? (answer[r]![c] ? null : clueShown(answer, puzzle, r, c))))),
    keepClues: (puzzle, kept) =>
      makeTapa(tapaSize(puzzle), puzzle.clues.map((row, r) => row.map((clue, c) => (clue !== null && kept.has(clueId({ row: r, column: c })) ? clue : null)))),
  },
});
