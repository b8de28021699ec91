// Yin-Yang as text.

import type { Cell } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { YinYangAnswer, YinYangPuzzle } from './puzzle.js';
import { givenAt, yinYangSize } from './puzzle.js';

/** The grid in text: given circles as `B` (black) and `W` (white), the answer's as `#` and `.`, an empty cell `-`. */
export function render(puzzle: YinYangPuzzle, answer?: YinYangAnswer): string {
  const text = (cell: Cell): string => {
    const given = givenAt(puzzle, cell);
    if (given !== null) return given === 'black' ? 'B' : 'W';
    const value = answer?.[cell.row]![cell.column];
    return value === undefined || value === null ? '-' : value ? '#' : '.';
  };
  return makeGrid(yinYangSize(puzzle), text)
    .map((row) => row.join(' '))
    .join('\n');
}
