// Futoshiki as text.

import { cellName } from '../../core/geometry.js';
import type { FutoshikiAnswer, FutoshikiPuzzle } from './puzzle.js';

/** A text picture like Unequal's: `<` `>` between cells in a row, `^` `v` between rows (pointing at the smaller), `|` and `-` for bars. */
export function render(puzzle: FutoshikiPuzzle, answer?: FutoshikiAnswer): string {
  const n = puzzle.size;
  const width = String(n).length;
  const between = new Map<string, string>();
  if (puzzle.mode === 'inequality') {
    for (const { smaller, larger } of puzzle.signs) {
      const horizontal = smaller.row === larger.row;
      const first = horizontal ? (smaller.column < larger.column ? smaller : larger) : smaller.row < larger.row ? smaller : larger;
      const symbol = horizontal ? (first === smaller ? '<' : '>') : first === smaller ? '^' : 'v';
      between.set(`${cellName(first)}${horizontal ? 'right' : 'down'}`, symbol);
    }
  } else {
    for (const { first, second } of puzzle.bars) between.set(`${cellName(first)}${first.row === second.row ? 'right' : 'down'}`, first.row === second.row ? '|' : '-');
  }
  const output: string[] = [];
  for (let row = 0; row < n; row++) {
    let text = '';
    for (let column = 0; column < n; column++) {
      const value = answer?.[row]?.[column] ?? puzzle.givens[row]![column];
      text += (value === null || value === undefined ? '.' : String(value)).padStart(width);
      if (column < n - 1) text += between.get(`${cellName({ row, column })}right`) ?? ' ';
    }
    output.push(text.trimEnd());
    if (row < n - 1) {
      const signs = Array.from({ length: n }, (_, column) => (between.get(`${cellName({ row, column })}down`) ?? ' ').padStart(width)).join(' ');
      output.push(signs.trimEnd());
    }
  }
  return output.join('\n');
}
