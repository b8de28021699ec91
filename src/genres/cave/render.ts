// Cave as text.

import { clueText, renderCells } from '../shared/text-grid.js';
import type { CaveAnswer, CavePuzzle } from './puzzle.js';
import { caveSize } from './puzzle.js';

/** The grid in text: clues, # shaded, . unshaded. */
export function render(puzzle: CavePuzzle, answer?: CaveAnswer): string {
  return renderCells(caveSize(puzzle), ({ row, column }) => {
    const clue = puzzle.clues[row]![column];
    return clue ? clueText(clue) : answer?.[row]![column] ? '#' : '.';
  });
}
