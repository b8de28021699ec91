// Kurotto as text.

import { renderCells } from '../shared/text-grid.js';
import type { KurottoAnswer, KurottoPuzzle } from './puzzle.js';
import { kurottoSize } from './puzzle.js';

/** The grid in text: numbers, o a circle without one, # shaded, . unshaded. */
export function render(puzzle: KurottoPuzzle, answer?: KurottoAnswer): string {
  return renderCells(kurottoSize(puzzle), ({ row, column }) => {
    const clue = puzzle.clues[row]![column];
    if (clue) return clue.kind === 'number' ? String(clue.value) : 'o';
    return answer?.[row]![column] ? '#' : '.';
  });
}
