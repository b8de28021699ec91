// Regional Yajilin as text: the rooms with their walls and numbers; with an answer, the shading and the loop.

import { drawRoomsAndLoop, loopGlyph } from '../shared/centre-loop.js';
import { roomWalls } from '../shared/room-numbers.js';
import type { RegionalYajilinAnswer, RegionalYajilinPuzzle } from './puzzle.js';
import { regionalYajilinSize } from './puzzle.js';

/**
 * The grid with walls between cells (`|` and `---`) and numbers in their cells (`?` an unknown one, `.` another
 * cell); with an answer, `#` for a shaded cell and the loop's piece through every other cell (─ │ ┌ ┐ └ ┘).
 */
export function render(puzzle: RegionalYajilinPuzzle, answer?: RegionalYajilinAnswer): string {
  const size = regionalYajilinSize(puzzle);
  return drawRoomsAndLoop(size, roomWalls(puzzle), answer?.lines, (cell) => {
    if (answer) return answer.shaded[cell.row]![cell.column] ? '#' : loopGlyph(size, answer.lines, cell);
    const entry = puzzle.numbers[cell.row]![cell.column];
    return entry ? (entry.kind === 'number' ? String(entry.value) : '?') : '.';
  });
}
