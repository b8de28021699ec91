// Text helpers shared by the genres: reading rows of numbers, drawing grids.

import { inputError } from '../../core/errors.js';
import type { NumberClue } from '../../core/formats/codec.js';
import type { Cell, GridSize } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';

/** A number clue in text: its number, `?` for one left unknown, `.` for none. */
export const clueText = (clue: NumberClue | null | undefined): string => (clue ? (clue.kind === 'number' ? String(clue.value) : '?') : '.');

/** A grid in text, each cell's `text` right-aligned to one width, one space apart. */
export function renderCells(size: GridSize, text: (cell: Cell) => string): string {
  const grid = makeGrid(size, text);
  const width = Math.max(...grid.flat().map((entry) => entry.length));
  return grid.map((row) => row.map((entry) => entry.padStart(width)).join(' ')).join('\n');
}

/**
 * Lines of whitespace-separated numbers (`.` reads as 0), every one as long as the first; box rules like `|`, `+`,
 * `-` lines are skipped.
 */
export function parseNumberRows(text: string): number[][] {
  const rows: number[][] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const cleaned = line.replace(/\|/g, ' ').trim();
    if (cleaned === '' || /^[-+\s]+$/.test(cleaned)) return;
    const tokens = cleaned.split(/\s+/);
    const row = tokens.map((token, position) => {
      if (token === '.' || token === '_') return 0;
      if (!/^\d+$/.test(token)) {
        inputError(`'${token}' is not a number`, { line: index + 1, column: line.indexOf(token) + 1 || position + 1 });
      }
      return Number(token);
    });
    if (rows.length > 0 && row.length !== rows[0]!.length) inputError(`this row has ${row.length} numbers, the first has ${rows[0]!.length}`, { line: index + 1 });
    rows.push(row);
  });
  if (rows.length === 0) inputError('no grid found');
  return rows;
}

export function renderNumberGrid(
  grid: readonly (readonly (number | null)[])[],
  boxes?: { boxWidth: number; boxHeight: number },
): string {
  const width = Math.max(1, ...grid.flat().map((value) => (value === null ? 1 : String(value).length)));
  const lines: string[] = [];
  grid.forEach((row, r) => {
    if (boxes && r > 0 && r % boxes.boxHeight === 0) {
      const segment = '-'.repeat(boxes.boxWidth * (width + 1) - 1);
      lines.push(Array.from({ length: row.length / boxes.boxWidth }, () => segment).join('-+-'));
    }
    const cells = row.map((value, c) => {
      const text = (value === null ? '.' : String(value)).padStart(width);
      return boxes && c > 0 && c % boxes.boxWidth === 0 ? `| ${text}` : text;
    });
    lines.push(cells.join(' '));
  });
  return lines.join('\n');
}
