// Takuzu as text.

import type { TakuzuAnswer, TakuzuPuzzle } from './puzzle.js';

/** The grid in text: 0, 1, . for empty. */
export function render(puzzle: TakuzuPuzzle, answer?: TakuzuAnswer): string {
  const grid = answer ?? puzzle.givens;
  return grid.map((row) => row.map((colour) => (colour === null ? '.' : String(colour))).join(' ')).join('\n');
}
