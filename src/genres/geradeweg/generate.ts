// Geradeweg puzzles from a random loop (the core's: the outline of a shape of squares between cell centres grown at
// random): every cell of the loop whose straight segments are equally long (each cell it runs straight through, and
// each turn with arms of one length) gets that length as its number; then numbers are taken away while the loop stays
// the only solution and the rating stays within the requested difficulty.

import type { Cell, Direction } from '../../core/geometry.js';
import type { Generator } from '../../core/genre.js';
import { clueGridSpace, removalGenerator, symmetryOption } from '../../core/generate.js';
import type { LineGrid } from '../../core/lines.js';
import { lineAt, lineEntries, linesLeaving, lineValues, partialLinesToJson } from '../../core/lines.js';
import { randomLoop } from '../../core/random-loop.js';
import { buildModel } from './model.js';
import type { GeradewegAnswer, GeradewegClue, GeradewegPuzzle } from './puzzle.js';
import { clueAt, clueId, geradewegSize, makeGeradeweg } from './puzzle.js';
import { geradewegScale } from './rating.js';

/** The number a loop allows in a cell: the length its segments share, or null off the loop and at uneven turns. */
export function numberFor(loop: LineGrid, cell: Cell): GeradewegClue | null {
  const size = { rows: loop.horizontal.length, columns: loop.vertical[0]?.length ?? 1 };
  const reach = (direction: Direction) => {
    const leaving = linesLeaving(size, cell, direction);
    const stop = leaving.findIndex((line) => !lineAt(loop, line));
    return stop < 0 ? leaving.length : stop;
  };
  const lengths = [reach('left') + reach('right'), reach('up') + reach('down')].filter((length) => length > 0);
  const [first, second] = lengths;
  if (first === undefined || (second !== undefined && second !== first)) return null;
  return { kind: 'number', value: first };
}

const hasNoClues = (puzzle: GeradewegPuzzle) => puzzle.clues.every((row) => row.every((clue) => clue === null));

export const geradewegGenerator: Generator<GeradewegPuzzle, GeradewegAnswer> = removalGenerator({
  genre: { model: (puzzle) => buildModel(puzzle, { thin: hasNoClues(puzzle) }), partialToJson: partialLinesToJson, entries: lineEntries, ratingScale: geradewegScale },
  defaultSize: { rows: 8, columns: 8 },
  minimumSize: { rows: 4, columns: 4 },
  // Past 15×15 the empty cells a random loop leaves let another loop through every number: measured (November 2026),
  // 100 loops at 20×20 gave no unique puzzle.
  maximumSize: { rows: 15, columns: 15 },
  // Measured (November 2026): a 12×12 in 0.2-1.1 s of CPU, a 15×15 in 2-19 s. The studio offers what answers in seconds.
  embeddedMaximumSize: { rows: 12, columns: 12 },
  options: [symmetryOption('none')],
  space: {
    ...clueGridSpace({ size: geradewegSize, make: makeGeradeweg, clueAt, clueId, allowed: numberFor }),
    // The core's random loop, its inside a third to a half of the grid: long and winding, with straight runs of
    // every length.
    drawAnswer: (request, random) => lineValues(randomLoop(request, 0.3 + 0.2 * random.next(), random)),
  },
});
