// Skyscrapers as text: the grid inside a ring of clues (top and bottom rows, left and right columns), `.` where a
// cell is empty or a side has no clue, and the corners `.` too. The text format reads the same picture.

import type { SkyscrapersAnswer, SkyscrapersPuzzle } from './puzzle.js';

export function render(puzzle: SkyscrapersPuzzle, answer?: SkyscrapersAnswer): string {
  const n = puzzle.size;
  const width = String(n).length;
  const show = (value: number | null | undefined) => (value === null || value === undefined || value === 0 ? '.' : String(value)).padStart(width);
  const ring = (clues: readonly (number | null)[]) => [show(null), ...clues.map(show), show(null)].join(' ');
  const rows = puzzle.givens.map((row, r) =>
    [show(puzzle.clues.left[r]), ...row.map((given, c) => show(given ?? answer?.[r]?.[c])), show(puzzle.clues.right[r])].join(' '),
  );
  return [ring(puzzle.clues.top), ...rows, ring(puzzle.clues.bottom)].join('\n');
}
