// LITS as text.

import { drawRooms } from '../shared/room-grid.js';
import type { LitsAnswer, LitsPuzzle } from './puzzle.js';

/** The rooms drawn with their walls; with an answer, `#` on each shaded cell. */
export function render(puzzle: LitsPuzzle, answer?: LitsAnswer): string {
  return drawRooms(puzzle.rooms, (cell) => (answer?.[cell.row]?.[cell.column] ? '#' : '.'));
}
