// Fillomino as text.

import type { FillominoAnswer, FillominoPuzzle } from './puzzle.js';

/** The grid in text: the given numbers (`?` unknown, `.` none), or with an answer every number, regions ruled off. */
export function render(puzzle: FillominoPuzzle, answer?: FillominoAnswer): string {
  const { rows, columns } = puzzle;
  const text = (row: number, column: number): string => {
    if (answer) return String(answer[row]![column]!);
    const clue = puzzle.clues[row]![column];
    return clue ? (clue.kind === 'number' ? String(clue.value) : '?') : '.';
  };
  const width = Math.max(1, ...puzzle.clues.flatMap((row, r) => row.map((_, c) => text(r, c).length)));
  const parted = (row: number, column: number, other: number, otherColumn: number) => answer !== undefined && answer[row]![column] !== answer[other]![otherColumn];
  const rule = (row: number) => {
    let line = '+';
    for (let column = 0; column < columns; column++) {
      const border = row < 0 || row >= rows - 1 || parted(row, column, row + 1, column);
      line += (border ? '-' : ' ').repeat(width + 2) + '+';
    }
    return line;
  };
  const lines = [rule(-1)];
  for (let row = 0; row < rows; row++) {
    let line = '|';
    for (let column = 0; column < columns; column++) {
      const border = column === columns - 1 || parted(row, column, row, column + 1);
      line += ` ${text(row, column).padStart(width)} ${border ? '|' : ' '}`;
    }
    lines.push(line, rule(row));
  }
  return lines.join('\n');
}
