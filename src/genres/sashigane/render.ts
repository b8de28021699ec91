// Sashigane as text.

import { renderBorders } from '../shared/border-answers.js';
import type { SashiganeAnswer, SashiganePuzzle } from './puzzle.js';
import { clueText } from './puzzle.js';

/** The grid in text: circles `o` (`o5` with a number), arrows `↑→↓←`, `?`, `.` none; with an answer, its borders. */
export function render(puzzle: SashiganePuzzle, answer?: SashiganeAnswer): string {
  return renderBorders(puzzle, ({ row, column }) => {
    const clue = puzzle.clues[row]![column];
    return clue ? clueText(clue) : '.';
  }, answer);
}
