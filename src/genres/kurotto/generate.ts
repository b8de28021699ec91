// Kurotto puzzles from a random shading: each cell shaded by chance, some cell at least; every unshaded cell gets a
// circle with the total size of the shaded areas it touches, then circles are taken away in symmetric pairs
// (half-turn by default) while the shading stays the only solution and the rating stays within the requested
// difficulty.

import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, makeGrid, neighbours } from '../../core/geometry.js';
import type { Generator } from '../../core/genre.js';
import type { Random } from '../../core/random.js';
import { removalGenerator, symmetryOption } from '../../core/generate.js';
import { partialToJson } from './formats.js';
import { buildModel } from './model.js';
import type { KurottoAnswer, KurottoPuzzle } from './puzzle.js';
import { clueId, makeKurotto } from './puzzle.js';

/** The chance that a cell is shaded. */
const shadedChance = 0.4;

/** A random shading (true shaded) with at least one shaded cell. */
export function randomShading(size: GridSize, random: Random): boolean[][] {
  const shaded = makeGrid(size, () => random.next() < shadedChance);
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
  genre: { model: buildModel, partialToJson },
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
