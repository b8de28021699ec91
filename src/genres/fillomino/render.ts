// Fillomino as text.

import { makeBorders } from '../../core/regions.js';
import { renderBorders } from '../shared/border-answers.js';
import type { FillominoAnswer, FillominoPuzzle } from './puzzle.js';

/** The grid in text: the given numbers (`?` unknown, `.` none), or with an answer every number, regions ruled off. */
export function render(puzzle: FillominoPuzzle, answer?: FillominoAnswer): string {
  const borders = answer && makeBorders(puzzle, (cell, other) => answer[cell.row]![cell.column] !== answer[other.row]![other.column]);
  return renderBorders(puzzle, ({ row, column }) => {
    if (answer) return String(answer[row]![column]!);
    const clue = puzzle.clues[row]![column];
    return clue ? (clue.kind === 'number' ? String(clue.value) : '?') : '.';
  }, borders);
}
