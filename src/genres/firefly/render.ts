// Hotaru Beam as text: without an answer the pzprv3 file's cells; with one, a drawing with the cells two characters
// apart, lines ─ and │ between cells, corners where a beam turns, and each firefly as its number (or ○) and the
// arrow of its dot.

import { arrowMark, drawCentreLoop } from '../shared/centre-loop.js';
import { fileFormat } from './formats.js';
import type { FireflyAnswer, FireflyPuzzle } from './puzzle.js';
import { fireflyAt, fireflySize } from './puzzle.js';

export function render(puzzle: FireflyPuzzle, answer?: FireflyAnswer): string {
  if (!answer) return fileFormat.write!(puzzle).trimEnd();
  return drawCentreLoop(fireflySize(puzzle), answer, (cell) => {
    const firefly = fireflyAt(puzzle, cell);
    if (firefly === null) return undefined;
    const number = firefly.value === null ? '○' : String(firefly.value);
    if (firefly.direction === null) return number.length === 1 ? number : '○';
    // The dot shows as an arrow beside the number.
    return arrowMark(number, firefly.direction);
  });
}
