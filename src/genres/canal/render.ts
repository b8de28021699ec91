// Canal View as text.

import { clueText, renderCells } from '../shared/text-grid.js';
import type { CanalAnswer, CanalPuzzle } from './puzzle.js';
import { canalSize } from './puzzle.js';

/** The grid in text: clues (? unknown), # shaded, . unshaded. */
export function render(puzzle: CanalPuzzle, answer?: CanalAnswer): string {
  return renderCells(canalSize(puzzle), ({ row, column }) => {
    const clue = puzzle.clues[row]![column];
    return clue ? clueText(clue) : answer?.[row]![column] ? '#' : '.';
  });
}
