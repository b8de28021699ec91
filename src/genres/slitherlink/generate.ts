// Slitherlink puzzles from a random loop, drawn from the genre's own model without numbers; every cell gets the
// count of its sides on the loop, then numbers are taken away while the loop stays the only solution and the
// rating stays within the requested difficulty. No symmetry by default, as Loopy makes them.

import { makeGrid } from '../../core/geometry.js';
import type { Generator } from '../../core/genre.js';
import { removalGenerator, symmetryOption } from '../../core/generate.js';
import { lineAt, lineEntries, partialLinesToJson } from '../../core/lines.js';
import { buildModel, cellSides } from './model.js';
import type { SlitherlinkAnswer, SlitherlinkPuzzle } from './puzzle.js';
import { clueId, makeSlitherlink } from './puzzle.js';
import { slitherlinkScale } from './rating.js';

const removal: Generator<SlitherlinkPuzzle, SlitherlinkAnswer> = removalGenerator({
  genre: { model: buildModel, partialToJson: partialLinesToJson, entries: lineEntries, ratingScale: slitherlinkScale },
  defaultSize: { rows: 7, columns: 7 },
  minimumSize: { rows: 3, columns: 3 },
  maximumSize: { rows: 30, columns: 40 },
  options: [symmetryOption('none')],
  space: {
    blank: (request) => makeSlitherlink(request, makeGrid(request, () => null)),
    withAllClues: (puzzle, answer) =>
      makeSlitherlink(
        puzzle,
        makeGrid(puzzle, (cell) => puzzle.clues[cell.row]![cell.column] ?? { kind: 'number' as const, value: cellSides(cell).filter((side) => lineAt(answer, side)).length }),
      ),
    keepClues: (puzzle, kept) => makeSlitherlink(puzzle, makeGrid(puzzle, (cell) => (kept.has(clueId(cell)) ? puzzle.clues[cell.row]![cell.column]! : null))),
  },
});

export const slitherlinkGenerator: Generator<SlitherlinkPuzzle, SlitherlinkAnswer> = {
  ...removal,
  // Measured on the default backend, cdcl (one seed, November 2026): an easy 20×20 takes 4.0 s CPU (on logic-solver's MiniSat it ran out of memory).
  embeddedMaximumSize: { rows: 20, columns: 20 },
};
