// Aqre as text.

import { renderBorders } from '../shared/border-answers.js';
import type { AqreAnswer, AqrePuzzle } from './puzzle.js';
import { aqreWalls } from './puzzle.js';

/**
 * The grid in text: cells with room walls drawn between them (`|` and `---`), numbers in their cells, `?` an unknown
 * one, `.` another cell; with an answer, `#` for a shaded cell.
 */
export function render(puzzle: AqrePuzzle, answer?: AqreAnswer): string {
  return renderBorders(puzzle, ({ row, column }) => {
    if (answer?.[row]![column]) return '#';
    const entry = puzzle.numbers[row]![column];
    return entry ? (entry.kind === 'number' ? String(entry.value) : '?') : '.';
  }, aqreWalls(puzzle));
}
