// The Tents model: one boolean per cell, true where a tent stands, and a pairing of trees with tents.

import { allCells, cellName, makeGrid, neighbours } from '../../core/geometry.js';
import { LiteralGrid } from '../../core/literal-grid.js';
import { perfectMatching } from '../../core/matching.js';
import { Model } from '../../core/model.js';
import type { PuzzleModel } from '../../core/model.js';
import type { TentsPartial, TentsAnswer, TentsPuzzle } from './puzzle.js';
import { countLines, isTree, tentWord, tentsSize, treeCells } from './puzzle.js';

export function buildModel(puzzle: TentsPuzzle): PuzzleModel<TentsAnswer, TentsPartial> {
  const size = tentsSize(puzzle);
  const model = new Model();
  const tent = LiteralGrid.of(model, size, 'tent');
  const trees = treeCells(puzzle);
  const free = allCells(size).filter((cell) => !isTree(puzzle, cell));

  // A tree's cell holds no tent.
  for (const cell of trees) model.require(-tent.at(cell));

  // Every tree is paired with exactly one tent orthogonally next to it, and every tent with exactly one tree.
  const freeIndex = new Map(free.map((cell, index) => [cellName(cell), index]));
  const edges = trees.flatMap((cell, treeIndex) =>
    neighbours(size, cell)
      .filter((next) => !isTree(puzzle, next))
      .map((next): [number, number] => [treeIndex, freeIndex.get(cellName(next))!]),
  );
  perfectMatching(
    model,
    trees.map((cell) => ({ name: `the tree at ${cellName(cell)}` })),
    free.map((cell) => ({ name: `the tent at ${cellName(cell)}`, present: tent.at(cell) })),
    edges,
  );

  // No two tents touch, not even diagonally: every 2×2 block holds at most one.
  for (const window of tent.windows(2, 2)) model.atMostOne(window);
  if (size.rows === 1 || size.columns === 1) for (const pair of tent.pairs()) model.atMostOne(pair);

  // The number beside a row or column counts its tents.
  for (const line of countLines(puzzle)) {
    const count = line.count;
    if (count === null) continue;
    model.clue({ id: line.id, description: `${tentWord(count)} in ${line.name}`, cells: line.cells }, () => model.count(tent.select(line.cells), '=', count));
  }
  // A tree's cell is the puzzle's, never an entry of an answer: it is not observed, and a partial answer leaves it open.
  return {
    model,
    observed: tent.select(free),
    decode: (value) => makeGrid(size, (cell) => !isTree(puzzle, cell) && value(tent.at(cell))),
    decodePartial: (value) => makeGrid(size, (cell) => (isTree(puzzle, cell) ? null : (value(tent.at(cell)) ?? null))),
  };
}
