// Tapa as text.

import { renderCells } from '../shared/text-grid.js';
import type { TapaAnswer, TapaPuzzle } from './puzzle.js';
import { clueAt, tapaSize } from './puzzle.js';

/** The grid in text: clues as their numbers run together (`31` for 3 1, `?` unknown), # shaded, . unshaded. */
export function render(puzzle: TapaPuzzle, answer?: TapaAnswer): string {
  return renderCells(tapaSize(puzzle), ({ row, column }) => {
    const clue = clueAt(puzzle, { row, column });
    if (clue) return clue.map((number) => (number.kind === 'number' ? String(number.value) : '?')).join('');
    return answer?.[row]![column] ? '#' : '.';
  });
}
