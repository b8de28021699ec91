// Shikaku as text.

import { renderBorders } from '../shared/border-answers.js';
import type { ShikakuAnswer, ShikakuPuzzle } from './puzzle.js';

/** The grid in text: numbers in their cells (`?` unknown, `.` none); with an answer, its borders (`|` and `---`). */
export function render(puzzle: ShikakuPuzzle, answer?: ShikakuAnswer): string {
  return renderBorders(puzzle, ({ row, column }) => {
    const clue = puzzle.clues[row]![column];
    return clue ? (clue.kind === 'number' ? String(clue.value) : '?') : '.';
  }, answer);
}
