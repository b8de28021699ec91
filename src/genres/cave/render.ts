// Cave as text.

import type { Cell } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { CaveAnswer, CavePuzzle } from './puzzle.js';
import { caveSize } from './puzzle.js';

/** The grid in text: clues, # shaded, . unshaded. */
export function render(puzzle: CavePuzzle, answer?: CaveAnswer): string {
  const text = (position: Cell): string => {
    const clue = puzzle.clues[position.row]![position.column];
    if (clue) return clue.kind === 'number' ? String(clue.value) : '?';
    return answer?.[position.row]![position.column] ? '#' : '.';
  };
  const grid = makeGrid(caveSize(puzzle), text);
  const width = Math.max(...grid.flat().map((entry) => entry.length));
  return grid.map((row) => row.map((entry) => entry.padStart(width)).join(' ')).join('\n');
}
