// Tentaisho as text, on the doubled lattice as Galaxies prints it.

import { makeGrid } from '../../core/geometry.js';
import type { TentaishoAnswer, TentaishoPuzzle } from './puzzle.js';

/**
 * The grid in text: `+` at the corners, `o` a white dot and `*` a black one wherever it sits, `#` an empty cell; the
 * frame, and with an answer its borders, drawn with `|` and `-`.
 */
export function render(puzzle: TentaishoPuzzle, answer?: TentaishoAnswer): string {
  const { rows, columns } = puzzle;
  const text = makeGrid({ rows: 2 * rows + 1, columns: 2 * columns + 1 }, ({ row, column }): string => (row % 2 === 0 && column % 2 === 0 ? '+' : ' '));
  const hole = (row: number, column: number) => row >= 0 && column >= 0 && row < rows && column < columns && puzzle.holes[row]![column]!;
  const outside = (row: number, column: number) => row < 0 || column < 0 || row >= rows || column >= columns || hole(row, column);
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column <= columns; column++) {
      const drawn = outside(row, column - 1) !== outside(row, column) || (column > 0 && column < columns && (answer?.right[row]![column - 1] ?? false));
      if (drawn) text[2 * row + 1]![2 * column] = '|';
    }
  }
  for (let row = 0; row <= rows; row++) {
    for (let column = 0; column < columns; column++) {
      const drawn = outside(row - 1, column) !== outside(row, column) || (row > 0 && row < rows && (answer?.below[row - 1]![column] ?? false));
      if (drawn) text[2 * row]![2 * column + 1] = '-';
    }
  }
  for (let row = 0; row < rows; row++) for (let column = 0; column < columns; column++) if (hole(row, column)) text[2 * row + 1]![2 * column + 1] = '#';
  for (const dot of puzzle.dots) text[dot.row + 1]![dot.column + 1] = dot.colour === 'white' ? 'o' : '*';
  return text.map((line) => line.join('').trimEnd()).join('\n');
}
