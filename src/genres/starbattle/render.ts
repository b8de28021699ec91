// Star Battle as text.

import { drawRooms } from '../shared/room-grid.js';
import type { StarBattleAnswer, StarBattlePuzzle } from './puzzle.js';

/** The rooms drawn with their walls, the star count above them; with an answer, `*` on each star. */
export function render(puzzle: StarBattlePuzzle, answer?: StarBattleAnswer): string {
  const grid = drawRooms(puzzle.rooms, (cell) => (answer?.[cell.row]?.[cell.column] ? '*' : '.'));
  return `${puzzle.stars} ★ per row, column and room\n${grid}`;
}
