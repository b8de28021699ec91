// Nurimisaki as text.

import type { Cell } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { NurimisakiAnswer, NurimisakiPuzzle } from './puzzle.js';
import { nurimisakiSize } from './puzzle.js';

/** The grid in text: numbers, o a circle without one, # shaded, . unshaded. */
export function render(puzzle: NurimisakiPuzzle, answer?: NurimisakiAnswer): string {
  const text = (position: Cell): string => {
    const clue = puzzle.clues[position.row]![position.column];
    if (clue) return clue.kind === 'number' ? String(clue.value) : 'o';
    return answer?.[position.row]![position.column] ? '#' : '.';
  };
  const grid = makeGrid(nurimisakiSize(puzzle), text);
  const width = Math.max(...grid.flat().map((entry) => entry.length));
  return grid.map((row) => row.map((entry) => entry.padStart(width)).join(' ')).join('\n');
}
