// Cave puzzles from a random cave: grown cell by cell from one cell, as corridors more than as blobs, and any shaded
// area it walls in given to the cave, so that the cave stays connected and every shaded cell reaches the edge (drawn
// from the model instead, a wall walled in is found late, and at 14×14 the draw stalls); every cave cell gets its
// count, then numbers are taken away in symmetric pairs (half-turn by default) while the shading stays the only
// solution and the rating stays within the requested difficulty.

import { connectedAreas } from '../../core/checks.js';
import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, makeGrid, neighbours } from '../../core/geometry.js';
import type { Generator } from '../../core/genre.js';
import type { Random } from '../../core/random.js';
import { removalGenerator, symmetryOption } from '../../core/generate.js';
import { visibleCount } from '../shared/sight.js';
import { answers } from './formats.js';
import { buildModel } from './model.js';
import type { CaveAnswer, CavePuzzle } from './puzzle.js';
import { clueId, makeCave } from './puzzle.js';

/** The share of the grid the cave grows to. */
const caveShare = 0.6;
/** The chance that a cell beside two or more cave cells joins: low, so the cave branches into corridors. */
const widenChance = 0.25;

/** A random shading (true shaded) whose cave is connected and whose shaded cells all reach the edge. */
export function randomCave(size: GridSize, random: Random): boolean[][] {
  const shaded = makeGrid(size, () => true);
  const caveNeighbours = (cell: Cell) => neighbours(size, cell).filter((next) => !shaded[next.row]![next.column]).length;
  const open = (cell: Cell) => {
    shaded[cell.row]![cell.column] = false;
  };
  open(random.pick(allCells(size)));
  const target = Math.max(1, Math.round(size.rows * size.columns * caveShare));
  for (let cave = 1, tries = 0; cave < target && tries < 50 * size.rows * size.columns; tries++) {
    const frontier = allCells(size).filter((cell) => shaded[cell.row]![cell.column] && caveNeighbours(cell) > 0);
    if (frontier.length === 0) break;
    const cell = random.pick(frontier);
    if (caveNeighbours(cell) >= 2 && random.next() >= widenChance) continue;
    open(cell);
    cave++;
  }
  // A shaded area the cave walls in joins the cave, which stays connected round it.
  const onEdge = (cell: Cell) => cell.row === 0 || cell.column === 0 || cell.row === size.rows - 1 || cell.column === size.columns - 1;
  for (const area of connectedAreas(size, (cell) => shaded[cell.row]![cell.column]!)) if (!area.some(onEdge)) area.forEach(open);
  return shaded;
}

export const caveGenerator: Generator<CavePuzzle, CaveAnswer> = removalGenerator({
  genre: { model: buildModel, partialToJson: answers.partialToJson },
  defaultSize: { rows: 9, columns: 9 },
  minimumSize: { rows: 3, columns: 3 },
  maximumSize: { rows: 20, columns: 20 },
  options: [symmetryOption('rotate2')],
  space: {
    // The model's observed literals are the shaded cells, row by row.
    drawAnswer: (request, random) => randomCave(request, random).flat(),
    blank: (request) => makeCave(request, makeGrid(request, () => null)),
    // Every cave cell numbered with what it sees.
    withAllClues: (puzzle, answer) =>
      makeCave(
        puzzle,
        puzzle.clues.map((row, r) =>
          row.map((clue, c) => clue ?? (answer[r]![c] ? null : { kind: 'number' as const, value: visibleCount(answer, { row: r, column: c }) })),
        ),
      ),
    keepClues: (puzzle, kept) =>
      makeCave(
        puzzle,
        puzzle.clues.map((row, r) => row.map((clue, c) => (clue !== null && kept.has(clueId({ row: r, column: c })) ? clue : null))),
      ),
  },
});
