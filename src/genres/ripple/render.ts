// Ripple Effect as text.

import { drawRooms } from '../shared/room-grid.js';
import type { RippleAnswer, RipplePuzzle } from './puzzle.js';

/** A digit in one character: 10 and above (rooms that large are rare) as letters from `a`, as base 36 writes them. */
const character = (value: number): string => value.toString(36);

/** The rooms drawn with their walls and the givens (`?` unknown, `.` none); with an answer, every cell's digit. */
export function render(puzzle: RipplePuzzle, answer?: RippleAnswer): string {
  return drawRooms(puzzle.rooms, ({ row, column }) => {
    if (answer) return character(answer[row]![column]!);
    const given = puzzle.givens[row]![column]!;
    return given === null ? '.' : given.kind === 'unknown' ? '?' : character(given.value);
  });
}
