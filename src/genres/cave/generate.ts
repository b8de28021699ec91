// Cave puzzles from a random shading: the cave connected and every shaded cell reaching the edge (drawn from the
// genre's own model without numbers); every cave cell gets its count, then numbers are taken away in symmetric pairs
// (half-turn by default) while the shading stays the only solution and the rating stays within the requested
// difficulty.

import { makeGrid } from '../../core/geometry.js';
import type { Generator } from '../../core/genre.js';
import { removalGenerator, symmetryOption } from '../../core/generate.js';
import { visibleCount } from '../shared/sight.js';
import { partialToJson } from './formats.js';
import { buildModel } from './model.js';
import type { CaveAnswer, CavePuzzle } from './puzzle.js';
import { clueId, makeCave } from './puzzle.js';

export const caveGenerator: Generator<CavePuzzle, CaveAnswer> = removalGenerator({
  genre: { model: buildModel, partialToJson },
  defaultSize: { rows: 9, columns: 9 },
  minimumSize: { rows: 3, columns: 3 },
  maximumSize: { rows: 30, columns: 30 },
  options: [symmetryOption('rotate2')],
  space: {
    // About four cells in ten shaded, as in published caves.
    trueChance: 0.4,
    blank: (request) => makeCave(request, makeGrid(request, () => null)),
    // Every cave cell numbered with what it sees.
    withAllClues: (puzzle, answer) =>
      makeCave(
        puzzle,
        puzzle.clues.map((row, r) =>
          row.map((clue, c) => clue ?? (answer[r]![c] ? null : { kind: 'number' as const, value: visibleCount(answer, { row: r, column: c }) })),
        ),
      ),
    keepClues: (puzzle, kept) =>
      makeCave(
        puzzle,
        puzzle.clues.map((row, r) => row.map((clue, c) => (clue !== null && kept.has(clueId({ row: r, column: c })) ? clue : null))),
      ),
  },
});
