// The Yajilin model: the shared model of shading beside a loop through cell centres (shared/shade-loop-model.ts),
// with the numbers.

import { allCells, cellName } from '../../core/geometry.js';
import type { PuzzleModel } from '../../core/model.js';
import { Model } from '../../core/model.js';
import { shadeLoopModel } from '../shared/shade-loop-model.js';
import type { YajilinAnswer, YajilinPartial, YajilinPuzzle } from './puzzle.js';
import { blockId, clueAt, clueId, countOf, yajilinSize } from './puzzle.js';

/**
 * The model. `blocks` (for the generator drawing answers on a grid without clues) lets any cell be a block (at most
 * one in four), neither shaded nor on the loop, where the generator then puts a clue, and keeps the loop one cell
 * wide. Clue cells are givens that hints cite; `blocksAsRules` (for the generator, which takes numbers away but never
 * clue cells) states them as rules instead.
 */
export function buildModel(puzzle: YajilinPuzzle, options: { blocks?: boolean; blocksAsRules?: boolean } = {}): PuzzleModel<YajilinAnswer, YajilinPartial> {
  const size = yajilinSize(puzzle);
  const model = new Model();
  const { shaded, answer } = shadeLoopModel(model, size, {
    isClue: (cell) => clueAt(puzzle, cell) !== null,
    // A clue cell is neither shaded nor on the loop.
    clueCell: (cell) => ({ id: blockId(cell), description: `the clue cell ${cellName(cell)}`, cells: [cell] }),
    blocksAsRules: options.blocksAsRules,
    blocks: options.blocks ? 4 : undefined,
  });

  // A number counts the shaded cells from its cell to the edge, the way its arrow points.
  for (const cell of allCells(size)) {
    const count = countOf(puzzle, cell);
    if (count !== undefined) model.clue({ id: clueId(cell), description: count.words, cells: [cell] }, () => model.count(shaded.select(count.seen), '=', count.value));
  }
  return answer;
}
