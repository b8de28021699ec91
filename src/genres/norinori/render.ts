// Norinori as text.

import { drawRooms } from '../shared/room-grid.js';
import type { NorinoriAnswer, NorinoriPuzzle } from './puzzle.js';

/** The rooms drawn with their walls; with an answer, `#` on each shaded cell. */
export function render(puzzle: NorinoriPuzzle, answer?: NorinoriAnswer): string {
  return drawRooms(puzzle.rooms, (cell) => (answer?.[cell.row]?.[cell.column] ? '#' : '.'));
}
