// Hitori as text.

import type { Cell } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { HitoriAnswer, HitoriPuzzle } from './puzzle.js';
import { hitoriSize } from './puzzle.js';

/** The grid in text: numbers, `?` an unknown one, `.` an empty cell; with an answer, `#` for a shaded cell. */
export function render(puzzle: HitoriPuzzle, answer?: HitoriAnswer): string {
  const text = (position: Cell): string => {
    if (answer?.[position.row]![position.column]) return '#';
    const entry = puzzle.numbers[position.row]![position.column];
    return entry ? (entry.kind === 'number' ? String(entry.value) : '?') : '.';
  };
  const grid = makeGrid(hitoriSize(puzzle), text);
  const width = Math.max(...grid.flat().map((entry) => entry.length));
  return grid.map((row) => row.map((entry) => entry.padStart(width)).join(' ')).join('\n');
}
