// Tents puzzles as Simon Tatham's Tents makes them, on the shared generator: trees are laid out around a random
// set of tents that never touch (each tent with a tree of its own beside it), every row and column count a drawn
// solution shows is given, then counts are taken away while the tents stay the only solution and the rating stays
// within the requested level. A layout whose full counts do not pin its tents down is drawn again.

import type { Generator } from '../../core/genre.js';
import type { GridSize } from '../../core/geometry.js';
import { allCells, neighbours } from '../../core/geometry.js';
import { removalGenerator } from '../../core/generate.js';
import type { Random } from '../../core/random.js';
import { partialToJson } from './formats.js';
import { buildModel } from './model.js';
import type { TentsAnswer, TentsPuzzle } from './puzzle.js';
import { columnClueId, makeTents, rowClueId } from './puzzle.js';

/** Trees for about one cell in five, as in Tents: each beside a tent of a random layout where no two tents touch. */
export function randomTrees(size: GridSize, random: Random): boolean[][] {
  const trees = Array.from({ length: size.rows }, () => Array.from({ length: size.columns }, () => false));
  const tents = Array.from({ length: size.rows }, () => Array.from({ length: size.columns }, () => false));
  const wanted = Math.max(1, Math.floor((size.rows * size.columns) / 5));
  let placed = 0;
  for (const cell of random.shuffle(allCells(size))) {
    if (placed === wanted) break;
    if (trees[cell.row]![cell.column]) continue;
    const touching = [-1, 0, 1].some((rowStep) => [-1, 0, 1].some((columnStep) => tents[cell.row + rowStep]?.[cell.column + columnStep] === true));
    if (touching) continue;
    const spots = neighbours(size, cell).filter((next) => !trees[next.row]![next.column] && !tents[next.row]![next.column]);
    if (spots.length === 0) continue;
    const tree = random.pick(spots);
    tents[cell.row]![cell.column] = true;
    trees[tree.row]![tree.column] = true;
    placed++;
  }
  return trees;
}

const countOf = (cells: readonly boolean[]) => cells.filter(Boolean).length;

export const tentsGenerator: Generator<TentsPuzzle, TentsAnswer> = removalGenerator({
  genre: { model: buildModel, partialToJson },
  defaultSize: { rows: 8, columns: 8 },
  minimumSize: { rows: 3, columns: 3 },
  maximumSize: { rows: 30, columns: 30 },
  options: [],
  solutionsPerBlank: 2,
  space: {
    blank: (request, random) =>
      makeTents(randomTrees({ rows: request.rows, columns: request.columns }, random), new Array<null>(request.rows).fill(null), new Array<null>(request.columns).fill(null)),
    // Every row and column count.
    withAllClues: (puzzle, answer) =>
      makeTents(
        puzzle.trees,
        puzzle.rowCounts.map((count, row) => count ?? countOf(answer[row]!)),
        puzzle.columnCounts.map((count, column) => count ?? countOf(answer.map((line) => line[column]!))),
      ),
    keepClues: (puzzle, kept) =>
      makeTents(
        puzzle.trees,
        puzzle.rowCounts.map((count, row) => (kept.has(rowClueId(row)) ? count : null)),
        puzzle.columnCounts.map((count, column) => (kept.has(columnClueId(column)) ? count : null)),
      ),
  },
});
