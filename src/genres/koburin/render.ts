// Koburin as text: without an answer the pzprv3 file's cells; with one, a drawing with the cells two characters
// apart, lines ─ and │ between cells, corners where the loop turns, ■ for a shaded cell and each number as itself.

import { drawCentreLoop } from '../shared/centre-loop.js';
import { fileFormat } from './formats.js';
import type { KoburinAnswer, KoburinPuzzle } from './puzzle.js';
import { clueAt, koburinSize } from './puzzle.js';

export function render(puzzle: KoburinPuzzle, answer?: KoburinAnswer): string {
  if (!answer) return fileFormat.write!(puzzle).trimEnd();
  return drawCentreLoop(koburinSize(puzzle), answer.lines, (cell) => {
    const clue = clueAt(puzzle, cell);
    if (clue === null) return answer.shaded[cell.row]![cell.column] ? '■' : undefined;
    return clue === 'unknown' ? '?' : String(clue);
  });
}
