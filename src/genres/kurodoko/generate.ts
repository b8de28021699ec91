// Kurodoko puzzles from a random shading: no two shaded cells touch and the rest stays connected (drawn from the
// genre's own model without numbers); every unshaded cell gets its count, then numbers are taken away in symmetric
// pairs (half-turn by default, like Range) while the shading stays the only solution and the rating stays within the
// requested difficulty.

import { makeGrid } from '../../core/geometry.js';
import type { Generator } from '../../core/genre.js';
import { removalGenerator, symmetryOption } from '../../core/generate.js';
import { visibleCount } from '../shared/sight.js';
import { partialToJson } from './formats.js';
import { buildModel } from './model.js';
import type { KurodokoAnswer, KurodokoPuzzle } from './puzzle.js';
import { clueId, makeKurodoko } from './puzzle.js';

export const kurodokoGenerator: Generator<KurodokoPuzzle, KurodokoAnswer> = removalGenerator({
  genre: { model: buildModel, partialToJson },
  defaultSize: { rows: 9, columns: 9 },
  minimumSize: { rows: 3, columns: 3 },
  maximumSize: { rows: 30, columns: 30 },
  options: [symmetryOption('rotate2')],
  space: {
    // About one cell in four shaded, as in published puzzles.
    trueChance: 0.3,
    blank: (request) => makeKurodoko(request, makeGrid(request, () => null)),
    // Every unshaded cell numbered with what it sees.
    withAllClues: (puzzle, answer) =>
      makeKurodoko(
        puzzle,
        puzzle.clues.map((row, r) =>
          row.map((clue, c) => clue ?? (answer[r]![c] ? null : { kind: 'number' as const, value: visibleCount(answer, { row: r, column: c }) })),
        ),
      ),
    keepClues: (puzzle, kept) =>
      makeKurodoko(
        puzzle,
        puzzle.clues.map((row, r) => row.map((clue, c) => (clue !== null && kept.has(clueId({ row: r, column: c })) ? clue : null))),
      ),
  },
});
