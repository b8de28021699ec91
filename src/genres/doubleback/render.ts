// Double Back as text: without an answer the pzprv3 file; with one, the loop drawn through the cells, each black cell
// as ■.

import { drawCentreLoop } from '../shared/centre-loop.js';
import { fileFormat } from './formats.js';
import type { DoubleBackAnswer, DoubleBackPuzzle } from './puzzle.js';
import { doubleBackSize, isBlack } from './puzzle.js';

export function render(puzzle: DoubleBackPuzzle, answer?: DoubleBackAnswer): string {
  if (!answer) return fileFormat.write!(puzzle).trimEnd();
  return drawCentreLoop(doubleBackSize(puzzle), answer, (cell) => (isBlack(puzzle, cell) ? '■' : undefined));
}
