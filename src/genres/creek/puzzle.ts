// Creek puzzles: a grid of cells and, on the (rows + 1) × (columns + 1) corners of the cells, numbers 0 to 4 (or a
// number the setter left unknown), each counting the shaded cells among those that meet at its corner.

import type { GridSize } from '../../core/geometry.js';
import { cellsAroundCorner, cornerName, cornerPoints } from '../../core/geometry.js';
import type { CornerClue, CornerPuzzle } from '../shared/corner-clues.js';
import { checkedCornerPuzzle } from '../shared/corner-clues.js';

export type CreekClue = CornerClue;
export type CreekPuzzle = CornerPuzzle;

/** isShaded[row][column]. */
export type CreekAnswer = boolean[][];
/** What every solution agrees on: true shaded, false unshaded, null open. */
export type CreekPartial = (boolean | null)[][];

export const maximumCreekSize: GridSize = { rows: 60, columns: 60 };

/** The largest number on a corner, as puz.link allows it anywhere (a corner of the grid touches one cell only). */
export const largestNumber = 4;

export const creekSize = (puzzle: CreekPuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

export { cellsAroundCorner, cornerName, cornerPoints };
export { cornerClueId as clueId, numberedCorners } from '../shared/corner-clues.js';

export function makeCreek(size: GridSize, clues: readonly (readonly (CreekClue | null)[])[]): CreekPuzzle {
  // puz.link takes 0 to 4 on any corner; a number larger than the cells meeting there leaves the puzzle unsolvable.
  return checkedCornerPuzzle('Creek', size, maximumCreekSize, clues, () => ({ largest: largestNumber }));
}
