// Akari as text.

import { makeGrid } from '../../core/geometry.js';
import type { AkariAnswer, AkariPuzzle } from './puzzle.js';
import { akariSize, wallAt } from './puzzle.js';

/** The grid in text: `#` a wall, a digit a numbered wall, `L` a light (as Light Up prints it), `.` a white cell. */
export function render(puzzle: AkariPuzzle, answer?: AkariAnswer): string {
  const grid = makeGrid(akariSize(puzzle), (cell) => {
    const wall = wallAt(puzzle, cell);
    if (wall) return wall.kind === 'number' ? String(wall.value) : '#';
    return answer?.[cell.row]![cell.column] ? 'L' : '.';
  });
  return grid.map((row) => row.join(' ')).join('\n');
}
