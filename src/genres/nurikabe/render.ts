// Nurikabe as text.

import { makeGrid } from '../../core/geometry.js';
import type { NurikabeAnswer, NurikabePuzzle } from './puzzle.js';
import { clueAt, nurikabeSize } from './puzzle.js';

/** The grid in text: numbers (`?` unknown), `#` shaded, `.` unshaded. */
export function render(puzzle: NurikabePuzzle, answer?: NurikabeAnswer): string {
  const grid = makeGrid(nurikabeSize(puzzle), (cell) => {
    const clue = clueAt(puzzle, cell);
    if (clue) return clue.kind === 'number' ? String(clue.value) : '?';
    return answer?.[cell.row]![cell.column] ? '#' : '.';
  });
  const width = Math.max(...grid.flat().map((entry) => entry.length));
  return grid.map((row) => row.map((entry) => entry.padStart(width)).join(' ')).join('\n');
}
