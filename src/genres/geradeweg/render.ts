// Geradeweg as text: without an answer the pzprv3 file's cells; with one, a drawing with the cells two characters
// apart, lines ─ and │ between cells, corners where the loop turns, and each numbered cell as its number (`?` for
// an unknown one).

import { drawCentreLoop } from '../shared/centre-loop.js';
import { fileFormat } from './formats.js';
import type { GeradewegAnswer, GeradewegPuzzle } from './puzzle.js';
import { clueAt, geradewegSize } from './puzzle.js';

export function render(puzzle: GeradewegPuzzle, answer?: GeradewegAnswer): string {
  if (!answer) return fileFormat.write!(puzzle).trimEnd();
  return drawCentreLoop(geradewegSize(puzzle), answer, (cell) => {
    const clue = clueAt(puzzle, cell);
    // A number of two digits fills the gap after its cell, where a line across would be drawn.
    return clue === null ? undefined : clue.kind === 'unknown' ? '?' : String(clue.value);
  });
}
