// Heyawake as text.

import type { HeyawakeAnswer, HeyawakePuzzle } from './puzzle.js';

/**
 * The grid in text: cells with room walls drawn between them (`|` and `---`), numbers in their cells, `?` an unknown
 * one, `.` another cell; with an answer, `#` for a shaded cell.
 */
export function render(puzzle: HeyawakePuzzle, answer?: HeyawakeAnswer): string {
  const { rows, columns, rooms } = puzzle;
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
      const wall = row < 0 || row >= rows - 1 || rooms[row]![column] !== rooms[row + 1]![column];
      line += (wall ? '-' : ' ').repeat(width + 2) + '+';
    }
    return line;
  };
  lines.push(rule(-1));
  for (let row = 0; row < rows; row++) {
    let line = '|';
    for (let column = 0; column < columns; column++) {
      const wall = column === columns - 1 || rooms[row]![column] !== rooms[row]![column + 1];
      line += ` ${text(row, column).padStart(width)} ${wall ? '|' : ' '}`;
    }
    lines.push(line, rule(row));
  }
  return lines.join('\n');
}
