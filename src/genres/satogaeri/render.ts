// Satogaeri as text.

import type { SatogaeriAnswer, SatogaeriPuzzle } from './puzzle.js';
import { trackOf } from './puzzle.js';

const arrows = { up: '^', down: 'v', left: '<', right: '>' } as const;

/** The grid in text: country walls drawn with + - |, circles by number (o: no number); with an answer, circles
 * at their destinations and arrows on the cells their tracks cover. */
export function render(puzzle: SatogaeriPuzzle, answer?: SatogaeriAnswer): string {
  const labels = puzzle.countries.map((row) => row.map(() => ''));
  const circleLabel = (k: number) => {
    const number = puzzle.circles[k]!.number;
    return number === null ? 'o' : String(number);
  };
  if (answer) {
    answer.forEach((move) => {
      const track = trackOf(move);
      const direction =
        move.to.row < move.from.row ? 'up' : move.to.row > move.from.row ? 'down' : move.to.column < move.from.column ? 'left' : 'right';
      for (const cell of track.slice(0, -1)) if (labels[cell.row]?.[cell.column] !== undefined) labels[cell.row]![cell.column] = arrows[direction];
    });
    answer.forEach((move, k) => {
      if (labels[move.to.row]?.[move.to.column] !== undefined) labels[move.to.row]![move.to.column] = circleLabel(k);
    });
  } else {
    puzzle.circles.forEach((circle, k) => (labels[circle.row]![circle.column] = circleLabel(k)));
  }
  const { countries, rows, columns } = puzzle;
  const lines: string[] = [];
  const rule = (row: number) => {
    let line = '+';
    for (let column = 0; column < columns; column++) {
      const wall = row < 0 || row + 1 >= rows || countries[row]![column] !== countries[row + 1]![column];
      line += (wall ? '---' : '   ') + '+';
    }
    return line;
  };
  lines.push(rule(-1));
  for (let row = 0; row < rows; row++) {
    let line = '|';
    for (let column = 0; column < columns; column++) {
      const text = labels[row]![column]! || ' ';
      line += text.padStart(2).padEnd(3);
      line += column + 1 >= columns || countries[row]![column] !== countries[row]![column + 1] ? '|' : ' ';
    }
    lines.push(line);
    lines.push(rule(row));
  }
  return lines.join('\n');
}
