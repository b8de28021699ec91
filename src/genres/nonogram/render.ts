// Nonogram as text.

import type { NonogramAnswer, NonogramPuzzle } from './puzzle.js';
import { clueText } from './puzzle.js';

/** The grid in text (# shaded), each row's clue on its right, then the column clues one column per line. */
export function render(puzzle: NonogramPuzzle, answer?: NonogramAnswer): string {
  const lines = puzzle.rowClues.map((clue, row) =>
    [...puzzle.columnClues.map((_, column) => (answer?.[row]![column] ? '#' : '.')), ` ${clueText(clue)}`].join(' '),
  );
  puzzle.columnClues.forEach((clue, column) => lines.push(`column ${column + 1}: ${clueText(clue)}`));
  return lines.join('\n');
}
