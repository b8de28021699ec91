// Simple Loop as text: without an answer the pzprv3 file's cells; with one, a drawing with the cells two characters
// apart, lines ─ and │ between cells, corners where the loop turns, and each shaded cell as ■.

import { drawCentreLoop } from '../shared/centre-loop.js';
import { fileFormat } from './formats.js';
import type { SimpleLoopAnswer, SimpleLoopPuzzle } from './puzzle.js';
import { isShaded, simpleLoopSize } from './puzzle.js';

export function render(puzzle: SimpleLoopPuzzle, answer?: SimpleLoopAnswer): string {
  if (!answer) return fileFormat.write!(puzzle).trimEnd();
  return drawCentreLoop(simpleLoopSize(puzzle), answer, (cell) => (isShaded(puzzle, cell) ? '■' : undefined));
}
