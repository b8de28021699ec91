// Yajilin as text: without an answer the text grid; with one, a drawing with the cells two characters apart, lines
// ─ and │ between cells, corners where the loop turns, ■ for a shaded cell and each clue as its number and arrow.

import { arrowGlyphs } from './puzzle.js';
import { drawCentreLoop } from '../shared/centre-loop.js';
import { textFormat } from './formats.js';
import type { YajilinAnswer, YajilinPuzzle } from './puzzle.js';
import { clueAt, yajilinSize } from './puzzle.js';

export function render(puzzle: YajilinPuzzle, answer?: YajilinAnswer): string {
  if (!answer) return textFormat.write!(puzzle).trimEnd();
  return drawCentreLoop(yajilinSize(puzzle), answer.lines, (cell) => {
    const clue = clueAt(puzzle, cell);
    if (clue === null) return answer.shaded[cell.row]![cell.column] ? '■' : undefined;
    if (clue.direction === null) return '▒';
    // A number and its arrow fill the cell and the gap after it; a longer number shows its arrow alone.
    const number = String(clue.value ?? '?');
    return number.length === 1 ? `${number}${arrowGlyphs[clue.direction]}` : arrowGlyphs[clue.direction];
  });
}
