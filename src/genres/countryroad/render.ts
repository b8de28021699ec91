// Country Road as text: the countries with their walls and numbers; with an answer, the loop drawn in the cells.

import { wallsOf } from '../../core/regions.js';
import { drawRoomsAndLoop, loopGlyph } from '../shared/centre-loop.js';
import type { CountryRoadAnswer, CountryRoadPuzzle } from './puzzle.js';
import { countryRoadSize } from './puzzle.js';

/**
 * The grid with country walls between cells (`|` and `---`), numbers in their cells (`?` an unknown one), `.` another
 * cell; with an answer, each cell shows the loop's piece through it (─ │ ┌ ┐ └ ┘, or · where it is not visited).
 */
export function render(puzzle: CountryRoadPuzzle, answer?: CountryRoadAnswer): string {
  const size = countryRoadSize(puzzle);
  // The countries' borders only: a wall drawn inside a country is not shown.
  return drawRoomsAndLoop(size, wallsOf(puzzle.rooms), answer, (cell) => {
    if (answer) return loopGlyph(size, answer, cell);
    const entry = puzzle.numbers[cell.row]![cell.column];
    return entry ? (entry.kind === 'number' ? String(entry.value) : '?') : '.';
  });
}
