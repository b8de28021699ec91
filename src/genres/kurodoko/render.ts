// Kurodoko as text.

import { clueText, renderCells } from '../shared/text-grid.js';
import type { KurodokoAnswer, KurodokoPuzzle } from './puzzle.js';
import { kurodokoSize } from './puzzle.js';

/** The grid in text: clues, # shaded, . unshaded. */
export function render(puzzle: KurodokoPuzzle, answer?: KurodokoAnswer): string {
  return renderCells(kurodokoSize(puzzle), ({ row, column }) => {
    const clue = puzzle.clues[row]![column];
    return clue ? clueText(clue) : answer?.[row]![column] ? '#' : '.';
  });
}
