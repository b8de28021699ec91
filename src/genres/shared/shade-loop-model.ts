// The model the genres that shade cells beside a loop through cell centres share (Yajilin, Koburin, Regional Yajilin): one boolean per
// cell (shaded) and one per line between neighbouring cell centres; every cell but a clue cell is shaded or on the
// loop, and shaded cells never touch. The genre adds what its clues say about the shaded cells.

import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, makeGrid } from '../../core/geometry.js';
import { LiteralGrid, apart } from '../../core/literal-grid.js';
import type { ClueLabel, Model, PuzzleModel } from '../../core/model.js';
import type { CentreLoop } from './centre-loop.js';
import { centreLoop } from './centre-loop.js';
import type { ShadeLoopAnswer, ShadeLoopPartial } from './shade-loop.js';

export interface ShadeLoopCells {
  /** A clue cell: neither shaded nor on the loop (none when absent: Regional Yajilin). */
  isClue?(cell: Cell): boolean;
  /** A clue cell as a given that hints cite (`the numbered cell r1c1`); absent, as a rule. */
  clueCell?(cell: Cell): ClueLabel;
  /** Clue cells stated as rules instead (the generator takes numbers away, never the cells). */
  readonly blocksAsRules?: boolean;
  /**
   * For the generator drawing answers on a grid without clues: any cell may be a block, neither shaded nor on the
   * loop, where the generator then puts a clue, at most one in `blocks` cells and none touching; and the loop stays
   * one cell wide (every 2×2 square holds a shaded cell or a block), since a wider loop can mostly be redrawn where
   * no number sees it.
   */
  readonly blocks?: number;
}

/**
 * The shaded cells as a grid of literals, the loop's lines, and the model's answer: the shaded cells (clue cells
 * never) and the loop.
 */
export function shadeLoopModel(
  model: Model,
  size: GridSize,
  cells: ShadeLoopCells,
): { shaded: LiteralGrid; loop: CentreLoop; answer: PuzzleModel<ShadeLoopAnswer, ShadeLoopPartial> } {
  const isClue = (cell: Cell) => cells.isClue?.(cell) ?? false;
  const shaded = LiteralGrid.of(model, size, 'shaded');
  const loop = centreLoop(model, size);
  const block = cells.blocks === undefined ? undefined : LiteralGrid.of(model, size, 'block');

  for (const cell of allCells(size)) {
    const lines = loop.linesAt(cell);
    if (isClue(cell)) {
      const rule = () => model.require(-shaded.at(cell), ...lines.map((line) => -line));
      if (cells.blocksAsRules || !cells.clueCell) rule();
      else model.clue(cells.clueCell(cell), rule);
      continue;
    }
    // A shaded cell is off the loop; every other cell is on it.
    for (const line of lines) model.implies(shaded.at(cell), -line);
    if (block) {
      model.atMostOne([block.at(cell), shaded.at(cell)]);
      for (const line of lines) model.implies(block.at(cell), -line);
      model.atLeastOne([block.at(cell), shaded.at(cell), ...lines]);
    } else model.atLeastOne([shaded.at(cell), ...lines]);
  }
  // No two shaded cells share an edge.
  apart(model, shaded);
  if (block && cells.blocks !== undefined) {
    model.atMost(block.flat(), Math.max(1, Math.floor((size.rows * size.columns) / cells.blocks)));
    apart(model, block);
    // The loop is never two cells wide: where it is, it can often be drawn two ways that no number tells apart.
    for (const square of shaded.windowCells(2, 2)) model.atLeastOne(square.flatMap((corner) => [shaded.at(corner), block.at(corner)]));
  }

  // Clue cells are never shaded: an answer does not decide them, and no hint is about them.
  const open = (cell: Cell) => !isClue(cell);
  const answer: PuzzleModel<ShadeLoopAnswer, ShadeLoopPartial> = {
    model,
    observed: [...allCells(size).filter(open).map((cell) => shaded.at(cell)), ...loop.observed],
    decode: (value) => ({ shaded: makeGrid(size, (cell) => open(cell) && value(shaded.at(cell))), lines: loop.decode(value) }),
    decodePartial: (value) => ({ shaded: makeGrid(size, (cell) => (open(cell) ? (value(shaded.at(cell)) ?? null) : null)), lines: loop.decodePartial(value) }),
  };
  return { shaded, loop, answer };
}
