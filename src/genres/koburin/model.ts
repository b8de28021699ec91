// The Koburin model: the shared model of shading beside a loop through cell centres (shared/shade-loop-model.ts),
// with the numbers.

import { allCells, cellName, neighbours } from '../../core/geometry.js';
import { Model } from '../../core/model.js';
import { shadeLoopModel } from '../shared/shade-loop-model.js';
import type { KoburinPuzzle } from './puzzle.js';
import { blockId, clueAt, clueId, clueWords, koburinSize } from './puzzle.js';

/**
 * The model. `blocks` (for the generator drawing answers on a grid without numbers) lets any cell be a numbered one
 * (at most one in five), neither shaded nor on the loop, and keeps the loop one cell wide. Numbered cells are givens
 * that hints cite; `blocksAsRules` (for the generator, which takes numbers away but never the cells) states them as
 * rules instead.
 */
export function buildModel(puzzle: KoburinPuzzle, options: { blocks?: boolean; blocksAsRules?: boolean } = {}) {
  const size = koburinSize(puzzle);
  const model = new Model();
  const { shaded, answer } = shadeLoopModel(model, size, {
    isClue: (cell) => clueAt(puzzle, cell) !== null,
    // A numbered cell is neither shaded nor on the loop.
    clueCell: (cell) => ({ id: blockId(cell), description: `the numbered cell ${cellName(cell)}`, cells: [cell] }),
    blocksAsRules: options.blocksAsRules,
    blocks: options.blocks ? 5 : undefined,
  });

  // A number counts the shaded cells orthogonally next to it.
  for (const cell of allCells(size)) {
    const clue = clueAt(puzzle, cell);
    if (clue === null || clue === 'unknown') continue;
    model.clue({ id: clueId(cell), description: clueWords(clue, cell), cells: [cell] }, () => {
      model.count(shaded.select(neighbours(size, cell)), '=', clue);
    });
  }
  return answer;
}
