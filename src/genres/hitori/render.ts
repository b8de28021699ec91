// Hitori as text.

import { clueText, renderCells } from '../shared/text-grid.js';
import type { HitoriAnswer, HitoriPuzzle } from './puzzle.js';
import { hitoriSize } from './puzzle.js';

/** The grid in text: numbers, `?` an unknown one, `.` an empty cell; with an answer, `#` for a shaded cell. */
export function render(puzzle: HitoriPuzzle, answer?: HitoriAnswer): string {
  return renderCells(hitoriSize(puzzle), ({ row, column }) => (answer?.[row]![column] ? '#' : clueText(puzzle.numbers[row]![column])));
}
