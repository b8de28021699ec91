// Nuri-Maze as text.

import { sameCell } from '../../core/geometry.js';
import { drawRooms } from '../shared/room-grid.js';
import type { NurimazeAnswer, NurimazePuzzle } from './puzzle.js';
import { markAt } from './puzzle.js';

/** The rooms with their walls; `S`, `G`, `o` a circle, `^` a triangle, `.` another cell; with an answer, `#` shaded. */
export function render(puzzle: NurimazePuzzle, answer?: NurimazeAnswer): string {
  return drawRooms(puzzle.rooms, (cell) => {
    if (answer?.[cell.row]![cell.column]) return '#';
    if (sameCell(cell, puzzle.start)) return 'S';
    if (sameCell(cell, puzzle.goal)) return 'G';
    const mark = markAt(puzzle, cell);
    return mark === 'circle' ? 'o' : mark === 'triangle' ? '^' : '.';
  });
}
