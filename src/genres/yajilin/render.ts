// Yajilin as text: without an answer the text grid; with one, a drawing with the cells two characters apart, lines
// ─ and │ between cells, corners where the loop turns, ■ for a shaded cell and each clue as its number and arrow.

import { arrowMark, drawCentreLoop } from '../shared/centre-loop.js';
import { textFormat } from './formats.js';
import type { YajilinAnswer, YajilinPuzzle } from './puzzle.js';
import { clueAt, yajilinSize } from './puzzle.js';

export function render(puzzle: YajilinPuzzle, answer?: YajilinAnswer): string {
  if (!answer) return textFormat.write!(puzzle).trimEnd();
  return drawCentreLoop(yajilinSize(puzzle), answer.lines, (cell) => {
    const clue = clueAt(puzzle, cell);
    if (clue === null) return answer.shaded[cell.row]![cell.column] ? '■' : undefined;
    if (clue.direction === null) return '▒';
    return arrowMark(String(clue.value ?? '?'), clue.direction);
  });
}
