// Kurotto puzzles from a random shading: each cell shaded by chance, some cell at least, and any shaded area larger
// than a few cells broken up (large areas make large numbers, whose areas are slow to state and to reason about);
// every unshaded cell gets a circle with the total size of the shaded areas it touches, then circles are taken away in
// symmetric pairs (half-turn by default) while the shading stays the only solution and the rating stays within the
// requested difficulty.

import type { Cell, GridSize } from '../../core/geometry.js';
import { connectedAreas } from '../../core/checks.js';
import { allCells, makeGrid, neighbours } from '../../core/geometry.js';
import type { Generator } from '../../core/genre.js';
import type { Random } from '../../core/random.js';
import { removalGenerator, symmetryOption } from '../../core/generate.js';
import { answers } from './formats.js';
import { buildModel } from './model.js';
import type { KurottoAnswer, KurottoPuzzle } from './puzzle.js';
import { clueId, makeKurotto } from './puzzle.js';

/** The chance that a cell is shaded. */
const shadedChance = 0.4;

/** The largest shaded area a drawn shading keeps. */
const largestArea = 6;

/** A random shading (true shaded) with at least one shaded cell and no shaded area larger than `largestArea`. */
export function randomShading(size: GridSize, random: Random): boolean[][] {
  const shaded = makeGrid(size, () => random.next() < shadedChance);
  for (;;) {
    const large = connectedAreas(size, (cell) => shaded[cell.row]![cell.column]!).filter((area) => area.length > largestArea);
    if (large.length === 0) break;
    for (const area of large) {
      const cell = random.pick(area);
      shaded[cell.row]![cell.column] = false;
    }
  }
  if (!shaded.flat().some(Boolean)) {
    const cell = random.pick(allCells(size));
    shaded[cell.row]![cell.column] = true;
  }
  return shaded;
}

/** The shaded cells joined to a cell through shaded cells: the total size of the shaded areas it touches. */
export function touchedSize(shaded: readonly (readonly boolean[])[], circle: Cell): number {
  const size: GridSize = { rows: shaded.length, columns: shaded[0]!.length };
  const seen = makeGrid(size, () => false);
  seen[circle.row]![circle.column] = true;
  const queue = [circle];
  for (let index = 0; index < queue.length; index++) {
    for (const next of neighbours(size, queue[index]!)) {
      if (seen[next.row]![next.column] || !shaded[next.row]![next.column]) continue;
      seen[next.row]![next.column] = true;
      queue.push(next);
    }
  }
  return queue.length - 1;
}

export const kurottoGenerator: Generator<KurottoPuzzle, KurottoAnswer> = removalGenerator({
  genre: { model: buildModel, partialToJson: answers.partialToJson },
  defaultSize: { rows: 8, columns: 8 },
  minimumSize: { rows: 3, columns: 3 },
  maximumSize: { rows: 20, columns: 20 },
  options: [symmetryOption('rotate2')],
  space: {
    // The model's observed literals are the shaded cells, row by row.
    drawAnswer: (request, random) => randomShading(request, random).flat(),
    blank: (request) => makeKurotto(request, makeGrid(request, () => null)),
    // Every unshaded cell circled with the size it touches.
    withAllClues: (puzzle, answer) =>
      makeKurotto(
        puzzle,
        puzzle.clues.map((row, r) =>
          row.map((clue, c) => clue ?? (answer[r]![c] ? null : { kind: 'number' as const, value: touchedSize(answer, { row: r, column: c }) })),
        ),
      ),
    keepClues: (puzzle, kept) =>
      makeKurotto(
        puzzle,
        puzzle.clues.map((row, r) => row.map((clue, c) => (clue !== null && kept.has(clueId({ row: r, column: c })) ? clue : null))),
      ),
  },
});
