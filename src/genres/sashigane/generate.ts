// Sashigane puzzles by taking symbols away: a random division into Ls is drawn from the model of the blank grid,
// every L gets a circle with its cell count at its corner and an arrow at each end of its arms, then symbols and
// numbers (a circle may stay without its number) are taken away in symmetric groups (half-turn by default) while the division stays the only solution and the rating stays
// within the requested difficulty.

import { areasInReadingOrder } from '../../core/checks.js';
import type { Direction } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { Generator } from '../../core/genre.js';
import { removalGenerator, symmetryOption } from '../../core/generate.js';
import { wallBetween } from '../../core/regions.js';
import { borderEntries } from '../shared/border-play.js';
import { lParts } from './check.js';
import { partialToJson } from './formats.js';
import { buildModel } from './model.js';
import type { SashiganeAnswer, SashiganeClue, SashiganePuzzle } from './puzzle.js';
import { clueIds, makeSashigane, sashiganeSize } from './puzzle.js';

/** Every symbol a division allows: each L's circled cell count at its corner and an arrow at each end. */
export function allSymbols(puzzle: SashiganePuzzle, borders: SashiganeAnswer): SashiganePuzzle {
  const size = sashiganeSize(puzzle);
  const clues = makeGrid<SashiganeClue | null>(size, (cell) => puzzle.clues[cell.row]![cell.column]!);
  for (const cells of areasInReadingOrder(size, () => true, (a, b) => !wallBetween(borders, a, b))) {
    const parts = lParts(cells);
    if (parts === undefined) continue;
    const { corner } = parts;
    clues[corner.row]![corner.column] ??= { kind: 'corner', size: cells.length };
    for (const end of parts.ends) {
      const direction: Direction = end.row === corner.row ? (corner.column < end.column ? 'left' : 'right') : corner.row < end.row ? 'up' : 'down';
      clues[end.row]![end.column] ??= { kind: 'arrow', direction };
    }
  }
  return makeSashigane(size, clues);
}

export const sashiganeGenerator: Generator<SashiganePuzzle, SashiganeAnswer> = removalGenerator({
  // Observed literals are borders, which the border play's entries place on the cell edges.
  genre: { model: buildModel, partialToJson, entries: borderEntries },
  defaultSize: { rows: 8, columns: 8 },
  minimumSize: { rows: 4, columns: 4 },
  maximumSize: { rows: 20, columns: 20 },
  options: [symmetryOption('rotate2')],
  space: {
    blank: (request) => makeSashigane(request, makeGrid(request, () => null)),
    withAllClues: allSymbols,
    // A circle whose number goes keeps the circle; a number kept keeps its circle too (it makes its cell a corner).
    keepClues: (puzzle, kept) =>
      makeSashigane(
        puzzle,
        puzzle.clues.map((row, r) =>
          row.map((clue, c): SashiganeClue | null => {
            const cell = { row: r, column: c };
            if (clue?.kind === 'corner' && clue.size !== undefined && kept.has(clueIds.number(cell))) return clue;
            if (clue === null || !kept.has(clueIds.symbol(cell))) return null;
            return clue.kind === 'corner' ? { kind: 'corner' } : clue;
          }),
        ),
      ),
  },
});
