// Aqre as text.

import type { AqreAnswer, AqrePuzzle } from './puzzle.js';
import { aqreWalls } from './puzzle.js';

/**
 * The grid in text: cells with room walls drawn between them (`|` and `---`), numbers in their cells, `?` an unknown
 * one, `.` another cell; with an answer, `#` for a shaded cell.
 */
export function render(puzzle: AqrePuzzle, answer?: AqreAnswer): string {
  const { rows, columns } = puzzle;
  const walls = aqreWalls(puzzle);
  const text = (row: number, column: number): string => {
    if (answer?.[row]![column]) return '#';
    const entry = puzzle.numbers[row]![column];
    return entry ? (entry.kind === 'number' ? String(entry.value) : '?') : '.';
  };
  const width = Math.max(1, ...Array.from({ length: rows }, (_, row) => Array.from({ length: columns }, (_, column) => text(row, column).length)).flat());
  const lines: string[] = [];
  const rule = (row: number) => {
    let line = '+';
    for (let column = 0; column < columns; column++) {
      const wall = row < 0 || row >= rows - 1 || walls.below[row]![column]!;
      line += (wall ? '-' : ' ').repeat(width + 2) + '+';
    }
    return line;
  };
  lines.push(rule(-1));
  for (let row = 0; row < rows; row++) {
    let line = '|';
    for (let column = 0; column < columns; column++) {
      const wall = column === columns - 1 || walls.right[row]![column]!;
      line += ` ${text(row, column).padStart(width)} ${wall ? '|' : ' '}`;
    }
    lines.push(line, rule(row));
  }
  return lines.join('\n');
}
