// Borders between cells as data of any value (drawn, open, a literal), for Tentaisho's model, checker and play: their
// JSON form and words are in border-answers.ts and border-play.ts.

import type { Cell, GridSize } from '../../core/geometry.js';
import type { LinePosition } from '../../core/lines.js';

export type { Borders } from '../../core/regions.js';
export { borderBetween, makeBorders } from '../../core/regions.js';

/** The cells on both sides of a line along the cell edges (corner (r, c) is the top-left corner of cell (r, c)). */
export function cellsBeside(size: GridSize, { orientation, from }: LinePosition): Cell[] {
  const sides = orientation === 'horizontal' ? [{ row: from.row - 1, column: from.column }, from] : [{ row: from.row, column: from.column - 1 }, from];
  return sides.filter((cell) => cell.row >= 0 && cell.column >= 0 && cell.row < size.rows && cell.column < size.columns);
}

/** The line of the border between a cell and its right neighbour, or the one under it. */
export const borderLine = (cell: Cell, side: 'right' | 'below'): LinePosition =>
  side === 'right' ? { orientation: 'vertical', from: { row: cell.row, column: cell.column + 1 } } : { orientation: 'horizontal', from: { row: cell.row + 1, column: cell.column } };
