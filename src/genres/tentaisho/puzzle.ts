// Tentaisho puzzles: the dots on the grid's lattice (at cell centres, edge midpoints and corners), the cells cut out
// of the grid (puz.link's empty cells), checked when built; and the borders that answer one.

import { checkGridSize, inputError } from '../../core/errors.js';
import type { Cell, GridSize } from '../../core/geometry.js';
import { cellName } from '../../core/geometry.js';
import type { HalfPoint } from '../../core/symmetry.js';
import { cellsAtPoint, halfPoints, pointName } from '../../core/symmetry.js';
import type { Borders } from '../shared/borders.js';

/** A dot's colour: puz.link and Galaxies draw white and black ones alike in the rules (black ones shade their galaxy in a picture). */
export type DotColour = 'white' | 'black';

export interface Dot extends HalfPoint {
  readonly colour: DotColour;
}

export interface TentaishoPuzzle {
  readonly rows: number;
  readonly columns: number;
  /** The dots in reading order of the doubled lattice. */
  readonly dots: readonly Dot[];
  /** holes[row][column]: the cell is cut out of the grid (no galaxy covers it). */
  readonly holes: readonly (readonly boolean[])[];
}

/** The borders drawn between cells (one beside an empty cell is the edge of the grid there: the checker reads none). */
export type TentaishoAnswer = Borders;
/** What every solution agrees on: true a border, false none, null open. */
export type TentaishoPartial = Borders<boolean | null>;

export const maximumTentaishoSize: GridSize = { rows: 40, columns: 40 };

const pointKey = (point: HalfPoint) => `${point.row},${point.column}`;

export function makeTentaisho(size: GridSize, dots: readonly Dot[], holes?: readonly (readonly boolean[])[]): TentaishoPuzzle {
  const { rows, columns } = size;
  checkGridSize('Tentaisho', size, maximumTentaishoSize);
  const cutOut = holes ?? Array.from({ length: rows }, () => new Array<boolean>(columns).fill(false));
  if (cutOut.length !== rows || cutOut.some((row) => row.length !== columns)) inputError(`the empty cells do not fill a ${columns}×${rows} grid`);
  const lattice = halfPoints(size);
  const seen = new Set<string>();
  for (const dot of dots) {
    if (!Number.isInteger(dot.row) || !Number.isInteger(dot.column) || dot.row < 0 || dot.column < 0 || dot.row >= lattice.rows || dot.column >= lattice.columns) {
      inputError(`a dot at half-cell (${dot.row}, ${dot.column}) lies outside the ${columns}×${rows} grid`);
    }
    if (seen.has(pointKey(dot))) inputError(`two dots at ${pointName(dot)}`);
    seen.add(pointKey(dot));
    const hole = cellsAtPoint(dot).find((cell) => cutOut[cell.row]![cell.column]);
    if (hole) inputError(`the dot at ${pointName(dot)} touches the empty cell ${cellName(hole)}`, { cell: hole });
  }
  const ordered = [...dots].sort((a, b) => a.row - b.row || a.column - b.column).map(({ row, column, colour }) => ({ row, column, colour }));
  return { rows, columns, dots: ordered, holes: cutOut.map((row) => [...row]) };
}

export const tentaishoSize = (puzzle: TentaishoPuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

export const isHole = (puzzle: TentaishoPuzzle, cell: Cell): boolean => puzzle.holes[cell.row]![cell.column]!;

/** The id of a dot. */
export const dotId = (dot: HalfPoint): string => `dot ${dot.row},${dot.column}`;

/** A dot in words: `the dot at the centre of r2c2`. */
export const dotName = (dot: HalfPoint): string => `the dot at ${pointName(dot)}`;
