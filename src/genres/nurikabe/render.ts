// Nurikabe as text.

import { clueText, renderCells } from '../shared/text-grid.js';
import type { NurikabeAnswer, NurikabePuzzle } from './puzzle.js';
import { clueAt, nurikabeSize } from './puzzle.js';

/** The grid in text: numbers (`?` unknown), `#` shaded, `.` unshaded. */
export function render(puzzle: NurikabePuzzle, answer?: NurikabeAnswer): string {
  return renderCells(nurikabeSize(puzzle), ({ row, column }) => {
    const clue = clueAt(puzzle, { row, column });
    return clue ? clueText(clue) : answer?.[row]![column] ? '#' : '.';
  });
}
