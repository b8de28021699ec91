// Slitherlink puzzles from a random loop, drawn from the genre's own model without numbers; every cell gets the
// count of its sides on the loop, then numbers are taken away while the loop stays the only solution and the
// rating stays within the requested difficulty. No symmetry by default, as Loopy makes them.

import type { Cell } from '../../core/geometry.js';
import type { Generator } from '../../core/genre.js';
import { clueGridSpace, removalGenerator, symmetryOption } from '../../core/generate.js';
import { lineAt, lineEntries, partialLinesToJson } from '../../core/lines.js';
import { buildModel, cellSides } from './model.js';
import type { SlitherlinkAnswer, SlitherlinkClue, SlitherlinkPuzzle } from './puzzle.js';
import { clueAt, clueId, makeSlitherlink, slitherlinkSize } from './puzzle.js';
import { slitherlinkScale } from './rating.js';

/** The number the loop gives a cell: its sides on the loop. */
const sidesOnLoop = (answer: SlitherlinkAnswer, cell: Cell): SlitherlinkClue => ({ kind: 'number', value: cellSides(cell).filter((side) => lineAt(answer, side)).length });

export const slitherlinkGenerator: Generator<SlitherlinkPuzzle, SlitherlinkAnswer> = removalGenerator({
  genre: { model: buildModel, partialToJson: partialLinesToJson, entries: lineEntries, ratingScale: slitherlinkScale },
  defaultSize: { rows: 7, columns: 7 },
  minimumSize: { rows: 3, columns: 3 },
  maximumSize: { rows: 30, columns: 40 },
  // Measured on the default backend, cdcl (one seed, November 2026): an easy 20×20 takes 4.0 s CPU (on logic-solver's MiniSat it ran out of memory).
  embeddedMaximumSize: { rows: 20, columns: 20 },
  options: [symmetryOption('none')],
  space: clueGridSpace({ size: slitherlinkSize, make: makeSlitherlink, clueAt, clueId, allowed: sidesOnLoop }),
});
