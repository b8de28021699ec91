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
  // Measured on the embedded MiniSat (one seed each, November 2026): 20×20 runs out of MiniSat's memory, and so does an easy 15×15; an easy 12×12 takes 1.3 s CPU.
  embeddedMaximumSize: { rows: 12, columns: 12 },
};
