// Masyu as text: without an answer the text grid (W, B, .); with one, a drawing with the cells two characters
// apart, pearls ○ and ●, lines ─ and │ between cells and corners where the loop turns.

import { drawCentreLoop } from '../shared/centre-loop.js';
import { textFormat } from './formats.js';
import type { MasyuAnswer, MasyuPuzzle, Pearl } from './puzzle.js';
import { masyuSize, pearlAt } from './puzzle.js';

const pearlGlyphs: Readonly<Record<Pearl, string>> = { white: '○', black: '●' };

export function render(puzzle: MasyuPuzzle, answer?: MasyuAnswer): string {
  if (!answer) return textFormat.write!(puzzle).trimEnd();
  return drawCentreLoop(masyuSize(puzzle), answer, (cell) => {
    const pearl = pearlAt(puzzle, cell);
    return pearl === null ? undefined : pearlGlyphs[pearl];
  });
}
