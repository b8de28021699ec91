// Creek as text: rows of corners (a number, ? or +) between rows of cells (# shaded, . not).

import type { CreekAnswer, CreekPuzzle } from './puzzle.js';

/** The corners and, between them, the cells; an answer's shaded cells as #. */
export function render(puzzle: CreekPuzzle, answer?: CreekAnswer): string {
  const corner = (row: number) => puzzle.clues[row]!.map((clue) => (clue === null ? '+' : clue.kind === 'number' ? String(clue.value) : '?')).join(' ');
  const cells = (row: number) => ' ' + Array.from({ length: puzzle.columns }, (_, column) => (answer?.[row]![column] ? '#' : '.')).join(' ');
  const lines = [corner(0)];
  for (let row = 0; row < puzzle.rows; row++) lines.push(cells(row), corner(row + 1));
  return lines.join('\n');
}
