// Masyu as text: without an answer the text grid (W, B, .); with one, a drawing with the cells two characters
// apart, pearls ○ and ●, lines ─ and │ between cells and corners where the loop turns.

import { lineAt } from '../../core/lines.js';
import { textFormat } from './formats.js';
import type { MasyuAnswer, MasyuPuzzle } from './puzzle.js';

const glyphs: Record<string, string> = { '': '·', lr: '─', ud: '│', rd: '┌', ld: '┐', ru: '└', lu: '┘' };

export function render(puzzle: MasyuPuzzle, answer?: MasyuAnswer): string {
  if (!answer) return textFormat.write!(puzzle).trimEnd();
  const has = (row: number, column: number, orientation: 'horizontal' | 'vertical') =>
    row >= 0 && column >= 0 && (orientation === 'horizontal' ? column < puzzle.columns - 1 && row < puzzle.rows : row < puzzle.rows - 1 && column < puzzle.columns) && lineAt(answer, { orientation, from: { row, column } });
  const lines: string[] = [];
  for (let row = 0; row < puzzle.rows; row++) {
    let text = '';
    let below = '';
    for (let column = 0; column < puzzle.columns; column++) {
      const pearl = puzzle.pearls[row]![column];
      const key = (has(row, column - 1, 'horizontal') ? 'l' : '') + (has(row, column, 'horizontal') ? 'r' : '') + (has(row - 1, column, 'vertical') ? 'u' : '') + (has(row, column, 'vertical') ? 'd' : '');
      text += pearl === 'white' ? '○' : pearl === 'black' ? '●' : glyphs[key] ?? '+';
      if (column + 1 < puzzle.columns) text += has(row, column, 'horizontal') ? '─' : ' ';
      below += (has(row, column, 'vertical') ? '│' : ' ') + (column + 1 < puzzle.columns ? ' ' : '');
    }
    lines.push(text.trimEnd());
    if (row + 1 < puzzle.rows) lines.push(below.trimEnd());
  }
  return lines.join('\n');
}
