// The Futoshiki model: one integer 1..n per cell.

import type { Cell } from '../../core/geometry.js';
import { adjacentPairs, cellName } from '../../core/geometry.js';
import { givensStay, integerAnswer } from '../../core/integer-grid.js';
import { Model } from '../../core/model.js';
import { latinSquare } from '../shared/latin-square.js';
import type { FutoshikiPuzzle } from './puzzle.js';
import { clueIdOfGiven, clueIdOfSign, pairKey } from './puzzle.js';

/** A Latin square with its givens, and signs (or bars, and no difference of 1 without one). Givens and signs are clues. */
export function buildModel(puzzle: FutoshikiPuzzle) {
  const n = puzzle.size;
  const model = new Model();
  // Every row and every column holds each number once.
  const cells = latinSquare(model, n);
  const at = ({ row, column }: Cell) => cells[row]![column]!;
  // Givens stay.
  givensStay(model, cells, puzzle.givens, clueIdOfGiven);
  if (puzzle.mode === 'inequality') {
    // A sign points at the smaller number.
    for (const sign of puzzle.signs) {
      const label = { id: clueIdOfSign(sign), description: `the sign ${cellName(sign.smaller)} < ${cellName(sign.larger)}`, cells: [sign.smaller, sign.larger] };
      model.clue(label, () => model.less(at(sign.smaller), at(sign.larger)));
    }
  } else {
    // A bar joins numbers one apart; neighbours without a bar are never one apart.
    const barred = new Set(puzzle.bars.map((bar) => pairKey(bar.first, bar.second)));
    for (const [a, b] of adjacentPairs({ rows: n, columns: n })) model.difference(at(a), at(b), 1, barred.has(pairKey(a, b)));
  }
  return integerAnswer(model, cells);
}
