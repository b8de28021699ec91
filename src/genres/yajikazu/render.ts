// Yajisan-Kazusan as text.

import type { Cell } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { YajikazuAnswer, YajikazuPuzzle } from './puzzle.js';
import { clueAt, clueText, yajikazuSize } from './puzzle.js';

/** The grid in text: clues (`←2`), # shaded, . unshaded; a shaded clue is its clue after a # (`#←2`). */
export function render(puzzle: YajikazuPuzzle, answer?: YajikazuAnswer): string {
  const text = (cell: Cell): string => {
    const clue = clueAt(puzzle, cell);
    const shaded = answer?.[cell.row]![cell.column] === true;
    if (clue) return `${shaded ? '#' : ''}${clueText(clue)}`;
    return shaded ? '#' : '.';
  };
  const grid = makeGrid(yajikazuSize(puzzle), text);
  const width = Math.max(...grid.flat().map((entry) => [...entry].length));
  return grid.map((row) => row.map((entry) => entry.padStart(width + entry.length - [...entry].length)).join(' ')).join('\n');
}
