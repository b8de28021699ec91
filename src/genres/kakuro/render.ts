// Kakuro as text: the grid in its border, a block as `down\across` (either side empty when it has no sum), a white
// cell as its digit or `.`.

import type { KakuroAnswer, KakuroPuzzle, KakuroSum } from './puzzle.js';

export function render(puzzle: KakuroPuzzle, answer?: KakuroAnswer): string {
  const sum = (value: KakuroSum) => (value === null ? '' : String(value));
  const lines: string[][] = [
    ['\\', ...puzzle.top.map((down, column) => (puzzle.cells[0]![column]!.kind === 'white' ? `${sum(down)}\\` : '\\'))],
    ...puzzle.cells.map((line, row) => [
      line[0]!.kind === 'white' ? `\\${sum(puzzle.left[row]!)}` : '\\',
      ...line.map((cell, column) => {
        if (cell.kind === 'block') return `${sum(cell.down)}\\${sum(cell.across)}`;
        const digit = answer?.[row]?.[column] ?? 0;
        return digit === 0 ? '.' : String(digit);
      }),
    ]),
  ];
  const width = Math.max(...lines.flat().map((token) => token.length));
  return lines.map((line) => line.map((token) => token.padStart(width)).join(' ')).join('\n');
}
