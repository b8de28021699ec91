// Hashi as text: without an answer the pzprv3 file; with one, the islands with their bridges drawn between them
// (─ one across, ═ two, │ one down, ║ two).

import { fileFormat } from './formats.js';
import type { HashiAnswer, HashiPuzzle } from './puzzle.js';
import { islandText } from './puzzle.js';

export function render(puzzle: HashiPuzzle, answer?: HashiAnswer): string {
  if (!answer) return fileFormat.write!(puzzle).trimEnd();
  const lines: string[] = [];
  for (let row = 0; row < puzzle.rows; row++) {
    let text = '';
    let below = '';
    for (let column = 0; column < puzzle.columns; column++) {
      const island = puzzle.islands[row]![column];
      const across = column + 1 < puzzle.columns ? answer.horizontal[row]![column]! : 0;
      const left = column > 0 ? answer.horizontal[row]![column - 1]! : 0;
      const down = row + 1 < puzzle.rows ? answer.vertical[row]![column]! : 0;
      const up = row > 0 ? answer.vertical[row - 1]![column]! : 0;
      const water = left > 0 ? (left === 2 ? '═' : '─') : up > 0 ? (up === 2 ? '║' : '│') : '·';
      text += island ? islandText(island) : water;
      if (column + 1 < puzzle.columns) text += across === 2 ? '═' : across === 1 ? '─' : ' ';
      below += (down === 2 ? '║' : down === 1 ? '│' : ' ') + (column + 1 < puzzle.columns ? ' ' : '');
    }
    lines.push(text.trimEnd());
    if (row + 1 < puzzle.rows) lines.push(below.trimEnd());
  }
  return lines.join('\n');
}
