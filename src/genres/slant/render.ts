// Slant as text: a line `slant`, then the corners with their numbers, and the diagonals between them when an answer
// is shown.

import type { SlantAnswer, SlantPuzzle } from './puzzle.js';

export function render(puzzle: SlantPuzzle, answer?: SlantAnswer): string {
  const lines = ['slant'];
  puzzle.clues.forEach((row, r) => {
    lines.push(row.map((clue) => (clue === null ? '.' : clue.kind === 'unknown' ? '?' : String(clue.value))).join(' '));
    const diagonals = answer?.[r];
    if (diagonals) lines.push(` ${diagonals.map((mark) => mark ?? ' ').join(' ')}`.trimEnd());
  });
  return lines.join('\n');
}
