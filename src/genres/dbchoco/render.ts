// Double Choco as text.

import { renderBorders } from '../shared/border-answers.js';
import type { DoubleChocoAnswer, DoubleChocoPuzzle } from './puzzle.js';
import { clueAt, doubleChocoSize, isGrey } from './puzzle.js';

/**
 * The grid in text: a grey cell is `#` (its number before it: `4#`), a white one `.` or its number (`?` unknown);
 * with an answer, its borders (`|` and `---`).
 */
export function render(puzzle: DoubleChocoPuzzle, answer?: DoubleChocoAnswer): string {
  return renderBorders(doubleChocoSize(puzzle), (cell) => {
    const clue = clueAt(puzzle, cell);
    const number = clue === null ? '' : clue.kind === 'number' ? String(clue.value) : '?';
    return isGrey(puzzle, cell) ? `${number}#` : number || '.';
  }, answer);
}
