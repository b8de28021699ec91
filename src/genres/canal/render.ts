// Canal View as text.

import type { Cell } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { CanalAnswer, CanalPuzzle } from './puzzle.js';
import { canalSize } from './puzzle.js';

/** The grid in text: clues (? unknown), # shaded, . unshaded. */
export function render(puzzle: CanalPuzzle, answer?: CanalAnswer): string {
  const text = (position: Cell): string => {
    const clue = puzzle.clues[position.row]![position.column];
    if (clue) return clue.kind === 'number' ? String(clue.value) : '?';
    return answer?.[position.row]![position.column] ? '#' : '.';
  };
  const grid = makeGrid(canalSize(puzzle), text);
  const width = Math.max(...grid.flat().map((entry) => entry.length));
  return grid.map((row) => row.map((entry) => entry.padStart(width)).join(' ')).join('\n');
}
