// Slant puzzles: a grid of cells and, on the (rows + 1) × (columns + 1) corners of the cells, numbers 0 to 4 (or a
// number the setter left unknown), each checked against the cells that meet at its corner when built.

import type { Cell, GridSize } from '../../core/geometry.js';
import { cellIndex, cellsAroundCorner, cornerName, cornerPoints } from '../../core/geometry.js';
import type { CornerClue, CornerPuzzle } from '../shared/corner-clues.js';
import { checkedCornerPuzzle } from '../shared/corner-clues.js';

// The corners of the cells, where the numbers sit, and their names, as the core has them; the numbered corners and
// the ids of their numbers, as Creek has them.
export { cornerName, cornerPoints };
export { cornerClueId as clueId, numberedCorners } from '../shared/corner-clues.js';

export type SlantClue = CornerClue;
export type SlantPuzzle = CornerPuzzle;

/** The diagonal of a cell: `/` joins its bottom-left and top-right corners, `\` its top-left and bottom-right ones. */
export type Diagonal = '/' | '\\';
/** The diagonal of every cell; null for a cell left empty (read from an answer or a board, reported by the checker). */
export type SlantAnswer = readonly (readonly (Diagonal | null)[])[];
/** What every solution agrees on: a diagonal, or null where it is open. */
export type SlantPartial = readonly (readonly (Diagonal | null)[])[];

export const maximumSlantSize: GridSize = { rows: 60, columns: 60 };

export const slantSize = (puzzle: SlantPuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

/** The cells that meet at a corner, each with the diagonal of it that touches the corner. */
export function cellsAtCorner(size: GridSize, point: Cell): { cell: Cell; touching: Diagonal }[] {
  // Above and left of the corner, or below and right of it, the cell's `\` reaches it; in the other two, its `/`.
  return cellsAroundCorner(size, point).map((cell) => ({ cell, touching: (cell.row < point.row) === (cell.column < point.column) ? '\\' : '/' }));
}

/** The corners a cell's diagonal joins, as their indices among the corners in reading order. */
export function diagonalEnds(size: GridSize, cell: Cell, diagonal: Diagonal): [number, number] {
  const { row, column } = cell;
  const ends: [Cell, Cell] = diagonal === '/'
    ? [{ row: row + 1, column }, { row, column: column + 1 }]
    : [{ row, column }, { row: row + 1, column: column + 1 }];
  return [cellIndex(cornerPoints(size), ends[0]), cellIndex(cornerPoints(size), ends[1])];
}

export function makeSlant(size: GridSize, clues: readonly (readonly (SlantClue | null)[])[]): SlantPuzzle {
  return checkedCornerPuzzle('Slant', size, maximumSlantSize, clues, (corner) => {
    // A corner of the grid touches one cell, a corner on its edge two, any other four.
    const cells = cellsAtCorner(size, corner).length;
    return { largest: cells, why: `${cells} cell${cells === 1 ? '' : 's'} meet there` };
  });
}
