// The Castle Wall model: one boolean per line between neighbouring cell centres, drawn as one loop, and whether each
// cell lies inside it (the core's parity chain along the rows).

import { allCells } from '../../core/geometry.js';
import { linesAlong } from '../../core/lines.js';
import { insideLoop } from '../../core/loop-inside.js';
import { Model } from '../../core/model.js';
import { centreLoop, keepThin } from '../shared/centre-loop.js';
import type { CastleAnswer, CastlePartial, CastlePuzzle } from './puzzle.js';
import { castleSize, clueAt, clueId, clueWords } from './puzzle.js';

/**
 * The model. `thin` (for the generator drawing answers on a grid without clues) keeps the loop one cell wide: no 2×2
 * square of cells all on it, since a wider loop can often be redrawn where no clue sees it.
 */
export function buildModel(puzzle: CastlePuzzle, options: { thin?: boolean } = {}) {
  const size = castleSize(puzzle);
  const model = new Model();
  // The lines form exactly one loop through cell centres (it need not pass every cell).
  const loop = centreLoop(model, size);
  const inside = insideLoop(model, size, loop.lineOf);

  for (const cell of allCells(size)) {
    const clue = clueAt(puzzle, cell);
    if (clue === null) continue;
    model.clue({ id: clueId(cell), description: clueWords(clue, cell), cells: [cell] }, () => {
      // The loop does not pass a clue cell.
      model.require(...loop.linesAt(cell).map((line) => -line));
      // A white clue cell lies inside the loop, a black one outside; a grey one either.
      const enclosed = inside[cell.row]![cell.column]!;
      if (clue.colour === 'white') model.require(enclosed);
      if (clue.colour === 'black') model.require(-enclosed);
      // A number counts the loop's segments from the cell to the edge, the way its arrow points.
      if (clue.direction !== null && clue.value !== null) model.count(linesAlong(size, cell, clue.direction).map(loop.lineOf), '=', clue.value);
    });
  }

  if (options.thin) {
    keepThin(model, size, loop);
  }

  return {
    model,
    observed: loop.observed,
    decode: (value: (literal: number) => boolean): CastleAnswer => loop.decode(value),
    decodePartial: (value: (literal: number) => boolean | undefined): CastlePartial => loop.decodePartial(value),
  };
}

