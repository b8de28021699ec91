// Sashigane as text.

import type { SashiganeAnswer, SashiganePuzzle } from './puzzle.js';
import { clueText } from './puzzle.js';

/** The grid in text: circles `o` (`o5` with a number), arrows `↑→↓←`, `?`, `.` none; with an answer, its borders. */
export function render(puzzle: SashiganePuzzle, answer?: SashiganeAnswer): string {
  const { rows, columns } = puzzle;
  const text = (row: number, column: number): string => {
    const clue = puzzle.clues[row]![column];
    return clue ? clueText(clue) : '.';
  };
  const width = Math.max(1, ...puzzle.clues.flatMap((row, r) => row.map((_, c) => text(r, c).length)));
  const rule = (row: number) => {
    let line = '+';
    for (let column = 0; column < columns; column++) {
      const border = row < 0 || row >= rows - 1 || (answer?.below[row]![column] ?? false);
      line += (border ? '-' : ' ').repeat(width + 2) + '+';
    }
    return line;
  };
  const lines = [rule(-1)];
  for (let row = 0; row < rows; row++) {
    let line = '|';
    for (let column = 0; column < columns; column++) {
      const border = column === columns - 1 || (answer?.right[row]![column] ?? false);
      line += ` ${text(row, column).padStart(width)} ${border ? '|' : ' '}`;
    }
    lines.push(line, rule(row));
  }
  return lines.join('\n');
}
