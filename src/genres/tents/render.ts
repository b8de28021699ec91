// Tents as text.

import type { TentsAnswer, TentsCount, TentsPuzzle } from './puzzle.js';

/** The grid in text (T a tree, A a tent, . empty), each row's count on its right, the column counts below. */
export function render(puzzle: TentsPuzzle, answer?: TentsAnswer): string {
  const countText = (count: TentsCount) => (count === null ? '-' : String(count));
  const width = Math.max(1, ...puzzle.columnCounts.map((count) => countText(count).length));
  const lines = puzzle.trees.map((line, row) =>
    [...line.map((tree, column) => (tree ? 'T' : answer?.[row]?.[column] ? 'A' : '.').padStart(width)), ` ${countText(puzzle.rowCounts[row]!)}`].join(' '),
  );
  lines.push(puzzle.columnCounts.map((count) => countText(count).padStart(width)).join(' '));
  return lines.join('\n');
}
