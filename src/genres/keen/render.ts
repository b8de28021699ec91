// Keen as text: each cell's cage label (a, b, ...) or its digit, then the clue of each cage.

import { cellName } from '../../core/geometry.js';
import type { KeenAnswer, KeenPuzzle } from './puzzle.js';
import { clueText } from './puzzle.js';

export function render(puzzle: KeenPuzzle, answer?: KeenAnswer): string {
  const label = (cage: number) => (cage < 26 ? String.fromCharCode(97 + cage) : String(cage));
  const width = Math.max(...puzzle.cageOf.flat().map((cage) => label(cage).length));
  const grid = puzzle.cageOf.map((row, r) => row.map((cage, c) => (answer ? String(answer[r]![c]!) : label(cage)).padStart(width)).join(' '));
  const clues = puzzle.cages.map((cage, index) => `${label(index)} ${clueText(cage)} at ${cellName(cage.cells[0]!)}`);
  return [...grid, '', ...clues].join('\n');
}
