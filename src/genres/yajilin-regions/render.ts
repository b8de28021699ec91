// Regional Yajilin as text: the rooms with their walls and numbers; with an answer, the shading and the loop.

import { lineAt } from '../../core/lines.js';
import type { RegionalYajilinAnswer, RegionalYajilinPuzzle } from './puzzle.js';
import { regionalYajilinWalls } from './puzzle.js';

const glyphs: Record<string, string> = { '': '·', lr: '─', ud: '│', rd: '┌', ld: '┐', ru: '└', lu: '┘' };

/**
 * The grid with walls between cells (`|` and `---`) and numbers in their cells (`?` an unknown one, `.` another
 * cell); with an answer, `#` for a shaded cell and the loop's piece through every other cell (─ │ ┌ ┐ └ ┘).
 */
export function render(puzzle: RegionalYajilinPuzzle, answer?: RegionalYajilinAnswer): string {
  const { rows, columns } = puzzle;
  const walls = regionalYajilinWalls(puzzle);
  const has = (row: number, column: number, orientation: 'horizontal' | 'vertical') =>
    answer !== undefined && row >= 0 && column >= 0 && (orientation === 'horizontal' ? column < columns - 1 && row < rows : row < rows - 1 && column < columns) && lineAt(answer.lines, { orientation, from: { row, column } });
  const text = (row: number, column: number): string => {
    if (answer) {
      if (answer.shaded[row]![column]) return '#';
      const key = (has(row, column - 1, 'horizontal') ? 'l' : '') + (has(row, column, 'horizontal') ? 'r' : '') + (has(row - 1, column, 'vertical') ? 'u' : '') + (has(row, column, 'vertical') ? 'd' : '');
      return glyphs[key] ?? '+';
    }
    const entry = puzzle.numbers[row]![column];
    return entry ? (entry.kind === 'number' ? String(entry.value) : '?') : '.';
  };
  const width = Math.max(1, ...Array.from({ length: rows }, (_, row) => Array.from({ length: columns }, (_, column) => text(row, column).length)).flat());
  const lines: string[] = [];
  const rule = (row: number) => {
    let line = '+';
    for (let column = 0; column < columns; column++) {
      const wall = row < 0 || row >= rows - 1 || walls.below[row]![column]!;
      const across = (wall ? '-' : ' ').repeat(width + 2);
      // A line down from the cell above crosses the rule in the middle of the cell.
      line += (has(row, column, 'vertical') ? across.slice(0, width) + '│' + across.slice(width + 1) : across) + '+';
    }
    return line;
  };
  lines.push(rule(-1));
  for (let row = 0; row < rows; row++) {
    let line = '|';
    for (let column = 0; column < columns; column++) {
      const wall = column === columns - 1 || walls.right[row]![column]!;
      const left = has(row, column - 1, 'horizontal') ? '─' : ' ';
      const right = has(row, column, 'horizontal') ? '─' : ' ';
      line += `${left}${text(row, column).padStart(width)}${right}${wall ? '|' : right}`;
    }
    lines.push(line, rule(row));
  }
  return lines.join('\n');
}
