// Slitherlink as text: corners `+`, lines `---` and `|` along the cell edges, numbers in the cells.

import type { SlitherlinkAnswer, SlitherlinkPuzzle } from './puzzle.js';

export function render(puzzle: SlitherlinkPuzzle, answer?: SlitherlinkAnswer): string {
  const lines: string[] = [];
  const cornerRow = (row: number) => '+' + Array.from({ length: puzzle.columns }, (_, column) => (answer?.horizontal[row]![column] ? '---' : '   ') + '+').join('');
  for (let row = 0; row < puzzle.rows; row++) {
    lines.push(cornerRow(row));
    let text = '';
    for (let column = 0; column <= puzzle.columns; column++) {
      text += answer?.vertical[row]![column] ? '|' : ' ';
      if (column === puzzle.columns) break;
      const clue = puzzle.clues[row]![column];
      text += ` ${clue === null || clue === undefined ? ' ' : clue.kind === 'unknown' ? '?' : String(clue.value)} `;
    }
    lines.push(text.trimEnd());
  }
  lines.push(cornerRow(puzzle.rows));
  return lines.join('\n');
}
