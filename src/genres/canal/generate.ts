// Canal View puzzles from a random canal: grown cell by cell from one cell, as corridors more than as blobs, never
// closing a 2×2 block, so that the shaded cells stay connected; every unshaded cell gets the count of shaded cells it
// sees, then numbers are taken away in symmetric pairs (half-turn by default) while the shading stays the only
// solution and the rating stays within the requested difficulty.

import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, makeGrid, neighbours } from '../../core/geometry.js';
import type { Generator } from '../../core/genre.js';
import type { Random } from '../../core/random.js';
import { removalGenerator, symmetryOption } from '../../core/generate.js';
import { shadedSeenCount } from '../shared/sight.js';
import { answers } from './formats.js';
import { buildModel } from './model.js';
import type { CanalAnswer, CanalPuzzle } from './puzzle.js';
import { clueId, makeCanal } from './puzzle.js';

/** The share of the grid the canal grows to. */
const canalShare = 0.5;
/** The chance that a cell beside two or more canal cells joins: low, so the canal branches into corridors. */
const widenChance = 0.3;

/** Whether shading a cell would shade a whole 2×2 block. */
function closesBlock(shaded: readonly (readonly boolean[])[], size: GridSize, cell: Cell): boolean {
  const at = (row: number, column: number) => row >= 0 && column >= 0 && row < size.rows && column < size.columns && shaded[row]![column]!;
  for (const dr of [-1, 1]) {
    for (const dc of [-1, 1]) {
      if (at(cell.row + dr, cell.column) && at(cell.row, cell.column + dc) && at(cell.row + dr, cell.column + dc)) return true;
    }
  }
  return false;
}

/** A random shading (true shaded): one connected canal with no 2×2 block, about half the grid. */
export function randomCanal(size: GridSize, random: Random): boolean[][] {
  const shaded = makeGrid(size, () => false);
  const canalNeighbours = (cell: Cell) => neighbours(size, cell).filter((next) => shaded[next.row]![next.column]).length;
  const start = random.pick(allCells(size));
  shaded[start.row]![start.column] = true;
  const target = Math.max(1, Math.round(size.rows * size.columns * canalShare));
  for (let canal = 1, tries = 0; canal < target && tries < 50 * size.rows * size.columns; tries++) {
    const frontier = allCells(size).filter((cell) => !shaded[cell.row]![cell.column] && canalNeighbours(cell) > 0 && !closesBlock(shaded, size, cell));
    if (frontier.length === 0) break;
    const cell = random.pick(frontier);
    if (canalNeighbours(cell) >= 2 && random.next() >= widenChance) continue;
    shaded[cell.row]![cell.column] = true;
    canal++;
  }
  return shaded;
}

export const canalGenerator: Generator<CanalPuzzle, CanalAnswer> = removalGenerator({
  genre: { model: buildModel, partialToJson: answers.partialToJson },
  defaultSize: { rows: 8, columns: 8 },
  minimumSize: { rows: 3, columns: 3 },
  maximumSize: { rows: 20, columns: 20 },
  options: [symmetryOption('rotate2')],
  space: {
    // The model's observed literals are the shaded cells, row by row.
    drawAnswer: (request, random) => randomCanal(request, random).flat(),
    blank: (request) => makeCanal(request, makeGrid(request, () => null)),
    // Every unshaded cell numbered with the shaded cells it sees.
    withAllClues: (puzzle, answer) =>
      makeCanal(
        puzzle,
        puzzle.clues.map((row, r) =>
          row.map((clue, c) => clue ?? (answer[r]![c] ? null : { kind: 'number' as const, value: shadedSeenCount(answer, { row: r, column: c }) })),
        ),
      ),
    keepClues: (puzzle, kept) =>
      makeCanal(
        puzzle,
        puzzle.clues.map((row, r) => row.map((clue, c) => (clue !== null && kept.has(clueId({ row: r, column: c })) ? clue : null))),
      ),
  },
});
