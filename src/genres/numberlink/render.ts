// Numberlink as text: without an answer the text grid; with one, a drawing with the cells apart, numbers in their
// cells, lines ─ and │ between cells and corners where a path turns.

import { lineAt } from '../../core/lines.js';
import { textFormat } from './formats.js';
import type { NumberlinkAnswer, NumberlinkPuzzle } from './puzzle.js';
import { clueText } from './puzzle.js';

const glyphs: Record<string, string> = { '': '·', lr: '─', ud: '│', rd: '┌', ld: '┐', ru: '└', lu: '┘' };

export function render(puzzle: NumberlinkPuzzle, answer?: NumberlinkAnswer): string {
  if (!answer) return textFormat.write!(puzzle).trimEnd();
  const width = Math.max(1, ...puzzle.clues.flat().map((clue) => (clue ? clueText(clue).length : 1)));
  const has = (row: number, column: number, orientation: 'horizontal' | 'vertical') =>
    row >= 0 && column >= 0 && (orientation === 'horizontal' ? column < puzzle.columns - 1 && row < puzzle.rows : row < puzzle.rows - 1 && column < puzzle.columns) && lineAt(answer, { orientation, from: { row, column } });
  const lines: string[] = [];
  for (let row = 0; row < puzzle.rows; row++) {
    let text = '';
    let below = '';
    for (let column = 0; column < puzzle.columns; column++) {
      const clue = puzzle.clues[row]![column];
      const key = (has(row, column - 1, 'horizontal') ? 'l' : '') + (has(row, column, 'horizontal') ? 'r' : '') + (has(row - 1, column, 'vertical') ? 'u' : '') + (has(row, column, 'vertical') ? 'd' : '');
      const right = has(row, column, 'horizontal');
      const mark = clue ? clueText(clue) : glyphs[key] ?? '+';
      text += mark.padStart(width, has(row, column - 1, 'horizontal') ? '─' : ' ');
      if (column + 1 < puzzle.columns) text += right ? '─' : ' ';
      below += (has(row, column, 'vertical') ? '│' : ' ').padStart(width) + (column + 1 < puzzle.columns ? ' ' : '');
    }
    lines.push(text.trimEnd());
    if (row + 1 < puzzle.rows) lines.push(below.trimEnd());
  }
  return lines.join('\n');
}
