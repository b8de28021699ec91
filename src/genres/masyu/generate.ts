// Masyu puzzles from a random loop, drawn from the genre's own model without pearls; every cell where the loop
// allows a pearl gets it (white where it goes straight and turns next door, black where it turns and goes straight
// on both sides), then pearls are taken away while the loop stays the only solution and the rating stays within the
// requested difficulty.

import type { Cell, Direction } from '../../core/geometry.js';
import { move } from '../../core/geometry.js';
import type { Generator } from '../../core/genre.js';
import { clueGridSpace, removalGenerator, symmetryOption } from '../../core/generate.js';
import { lineEntries, partialLinesToJson } from '../../core/lines.js';
import { goesToward } from '../shared/centre-loop.js';
import { buildModel } from './model.js';
import type { MasyuAnswer, MasyuPuzzle, Pearl } from './puzzle.js';
import { clueId, makeMasyu, masyuSize, pearlAt } from './puzzle.js';
import { masyuScale } from './rating.js';

/** The pearl the loop allows in a cell, if any. */
export function pearlAllowed(answer: MasyuAnswer, cell: Cell): Pearl | null {
  const size = { rows: answer.horizontal.length, columns: answer.vertical[0]?.length ?? 0 };
  const goes = (from: Cell, direction: Direction) => goesToward(size, answer, from, direction);
  const across = goes(cell, 'left') && goes(cell, 'right');
  const upright = goes(cell, 'up') && goes(cell, 'down');
  if (across || upright) {
    const [first, second] = across ? (['left', 'right'] as const) : (['up', 'down'] as const);
    return goes(move(cell, first), first) && goes(move(cell, second), second) ? null : 'white';
  }
  const used = (['left', 'right', 'up', 'down'] as const).filter((direction) => goes(cell, direction));
  if (used.length !== 2) return null;
  return used.every((direction) => goes(move(cell, direction), direction)) ? 'black' : null;
}

export const masyuGenerator: Generator<MasyuPuzzle, MasyuAnswer> = removalGenerator({
  // Loops are drawn smooth (see buildModel); puzzles with pearls have the plain rules.
  genre: { model: (puzzle) => buildModel(puzzle, { smooth: puzzle.pearls.every((row) => row.every((pearl) => pearl === null)) }), partialToJson: partialLinesToJson, entries: lineEntries, ratingScale: masyuScale },
  defaultSize: { rows: 8, columns: 8 },
  minimumSize: { rows: 4, columns: 4 },
  maximumSize: { rows: 30, columns: 30 },
  // Measured (one seed each, November 2026): an easy 20×20 was still searching after 40 s CPU on the default cdcl; on
  // logic-solver's MiniSat an easy 15×15 ran out of memory and an easy 12×12 took 1.8 s CPU.
  embeddedMaximumSize: { rows: 12, columns: 12 },
  options: [symmetryOption('none')],
  space: clueGridSpace({ size: masyuSize, make: makeMasyu, clueAt: pearlAt, clueId, allowed: pearlAllowed }),
});
