// The Koburin model: one boolean per cell (shaded) and one per line between neighbouring cell centres.

import type { Cell } from '../../core/geometry.js';
import { adjacentPairs, allCells, cellName, makeGrid, move, neighbours } from '../../core/geometry.js';
import type { Literal } from '../../core/model.js';
import { Model } from '../../core/model.js';
import { centreLoop } from '../shared/centre-loop.js';
import type { KoburinAnswer, KoburinPartial, KoburinPuzzle } from './puzzle.js';
import { blockId, clueAt, clueId, clueWords, koburinSize } from './puzzle.js';

/**
 * The model. `blocks` (for the generator drawing answers on a grid without numbers) lets any cell be a numbered one,
 * neither shaded nor on the loop, and keeps the loop one cell wide (every 2×2 square holds a shaded or numbered
 * cell), since a wider loop can mostly be redrawn where no number sees it. Numbered cells are givens that hints cite;
 * `blocksAsRules` (for the generator, which takes numbers away but never the cells) states them as rules instead.
 */
export function buildModel(puzzle: KoburinPuzzle, options: { blocks?: boolean; blocksAsRules?: boolean } = {}) {
  const size = koburinSize(puzzle);
  const model = new Model();
  const shaded = makeGrid(size, (cell) => model.bool(`${cellName(cell)} shaded`));
  const isShaded = (cell: Cell): Literal => shaded[cell.row]![cell.column]!;
  // Numbered cells are never shaded: an answer does not decide them, and no hint is about them.
  const isOpen = (cell: Cell) => clueAt(puzzle, cell) === null;
  const loop = centreLoop(model, size);
  const block = options.blocks ? makeGrid(size, (cell) => model.bool(`${cellName(cell)} block`)) : undefined;

  for (const cell of allCells(size)) {
    const lines = loop.linesAt(cell);
    if (clueAt(puzzle, cell) !== null) {
      // A numbered cell is neither shaded nor on the loop.
      const rule = () => model.require(-isShaded(cell), ...lines.map((line) => -line));
      if (options.blocksAsRules) rule();
      else model.clue({ id: blockId(cell), description: `the numbered cell ${cellName(cell)}`, cells: [cell] }, rule);
      continue;
    }
    // A shaded cell is off the loop; every other cell is on it.
    for (const line of lines) model.implies(isShaded(cell), -line);
    if (block) {
      const isBlock = block[cell.row]![cell.column]!;
      model.atMostOne([isBlock, isShaded(cell)]);
      for (const line of lines) model.implies(isBlock, -line);
      model.atLeastOne([isBlock, isShaded(cell), ...lines]);
    } else model.atLeastOne([isShaded(cell), ...lines]);
  }

  // No two shaded cells share an edge.
  for (const [a, b] of adjacentPairs(size)) model.atMostOne([isShaded(a), isShaded(b)]);

  // A number counts the shaded cells orthogonally next to it.
  for (const cell of allCells(size)) {
    const clue = clueAt(puzzle, cell);
    if (clue === null || clue === 'unknown') continue;
    model.clue({ id: clueId(cell), description: clueWords(clue, cell), cells: [cell] }, () => {
      model.count(neighbours(size, cell).map(isShaded), '=', clue);
    });
  }

  if (block) {
    const blocks = block.flat();
    // At most one cell in five, none of them touching.
    model.atMost(blocks, Math.max(1, Math.floor((size.rows * size.columns) / 5)));
    for (const [a, b] of adjacentPairs(size)) model.atMostOne([block[a.row]![a.column]!, block[b.row]![b.column]!]);
    // The loop is never two cells wide: where it is, it can often be drawn two ways that no number tells apart.
    for (const cell of allCells(size)) {
      if (cell.row + 1 >= size.rows || cell.column + 1 >= size.columns) continue;
      const square = [cell, move(cell, 'right'), move(cell, 'down'), move(move(cell, 'down'), 'right')];
      model.atLeastOne(square.flatMap((corner) => [isShaded(corner), block[corner.row]![corner.column]!]));
    }
  }

  return {
    model,
    observed: [...allCells(size).filter(isOpen).map(isShaded), ...loop.observed],
    decode: (value: (literal: Literal) => boolean): KoburinAnswer => ({
      shaded: makeGrid(size, (cell) => isOpen(cell) && value(isShaded(cell))),
      lines: loop.decode(value),
    }),
    decodePartial: (value: (literal: Literal) => boolean | undefined): KoburinPartial => ({
      shaded: makeGrid(size, (cell) => (isOpen(cell) ? (value(isShaded(cell)) ?? null) : null)),
      lines: loop.decodePartial(value),
    }),
  };
}
