// Tapa as text.

import type { Cell } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { TapaAnswer, TapaPuzzle } from './puzzle.js';
import { clueAt, tapaSize } from './puzzle.js';

/** The grid in text: clues as their numbers run together (`31` for 3 1, `?` unknown), # shaded, . unshaded. */
export function render(puzzle: TapaPuzzle, answer?: TapaAnswer): string {
  const text = (cell: Cell): string => {
    const clue = clueAt(puzzle, cell);
    if (clue) return clue.map((number) => (number.kind === 'number' ? String(number.value) : '?')).join('');
    return answer?.[cell.row]![cell.column] ? '#' : '.';
  };
  const grid = makeGrid(tapaSize(puzzle), text);
  const width = Math.max(...grid.flat().map((entry) => entry.length));
  return grid.map((row) => row.map((entry) => entry.padStart(width)).join(' ')).join('\n');
}
