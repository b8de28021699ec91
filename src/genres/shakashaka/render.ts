// Shakashaka as text.

import { makeGrid } from '../../core/geometry.js';
import type { ShakashakaAnswer, ShakashakaPuzzle, Triangle } from './puzzle.js';
import { blackAt, shakashakaSize } from './puzzle.js';

/** Each triangle drawn by the character whose dark corner is its own. */
export const triangleGlyphs: Readonly<Record<Triangle, string>> = { 'bottom-left': '◣', 'bottom-right': '◢', 'top-right': '◥', 'top-left': '◤' };

/** The grid in text: numbers and # for black cells, the triangles, . for white. */
export function render(puzzle: ShakashakaPuzzle, answer?: ShakashakaAnswer): string {
  const grid = makeGrid(shakashakaSize(puzzle), (cell) => {
    const black = blackAt(puzzle, cell);
    if (black) return black.kind === 'number' ? String(black.value) : '#';
    const triangle = answer?.[cell.row]![cell.column];
    return triangle ? triangleGlyphs[triangle] : '.';
  });
  return grid.map((row) => row.join(' ')).join('\n');
}
