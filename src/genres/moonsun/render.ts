// Moon or Sun as text: the rooms with their walls, `o` a sun, `c` a moon, `.` another cell; with an answer, the loop
// drawn through the cells (the marks shown where they are).

import { drawCentreLoop } from '../shared/centre-loop.js';
import { drawRooms } from '../shared/room-grid.js';
import type { Mark, MoonSunAnswer, MoonSunPuzzle } from './puzzle.js';
import { markAt, moonSunSize } from './puzzle.js';

const glyph = (mark: Mark | null) => (mark === null ? undefined : mark === 'sun' ? 'o' : 'c');

export function render(puzzle: MoonSunPuzzle, answer?: MoonSunAnswer): string {
  if (!answer) return drawRooms(puzzle.rooms, (cell) => glyph(markAt(puzzle, cell)) ?? '.');
  return drawCentreLoop(moonSunSize(puzzle), answer, (cell) => glyph(markAt(puzzle, cell)));
}
