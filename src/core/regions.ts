// Rooms (regions, countries): a grid divided by walls. One flood fill for every genre that has them, whether the
// rooms come from labels (a file) or from walls (a puzz.link URL), and the walls written back from the rooms.

import type { Cell, GridSize } from './geometry.js';
import { neighbours } from './geometry.js';
import { inputError } from './errors.js';

/** regions[row][column]: the number of the cell's room, numbered 0, 1, ... in reading order of their first cell. */
export type Regions = number[][];

/**
 * The connected areas of cells that `joined` links (orthogonal neighbours only), numbered in reading order of
 * their first cell; `areaStarts` hears of each area's first cell before the area is filled.
 */
export function floodRegions(size: GridSize, joined: (a: Cell, b: Cell) => boolean, areaStarts?: (cell: Cell) => void): Regions {
  const regions = Array.from({ length: size.rows }, () => new Array<number>(size.columns).fill(-1));
  let next = 0;
  for (let row = 0; row < size.rows; row++) {
    for (let column = 0; column < size.columns; column++) {
      if (regions[row]![column] !== -1) continue;
      areaStarts?.({ row, column });
      const stack: Cell[] = [{ row, column }];
      regions[row]![column] = next;
      while (stack.length > 0) {
        const current = stack.pop()!;
        for (const neighbour of neighbours(size, current)) {
          if (regions[neighbour.row]![neighbour.column] !== -1 || !joined(current, neighbour)) continue;
          regions[neighbour.row]![neighbour.column] = next;
          stack.push(neighbour);
        }
      }
      next++;
    }
  }
  return regions;
}

/** Rooms from labels: connected cells with equal labels form one room (two areas with one label are two rooms). */
export function regionsFromLabels<Label>(labels: readonly (readonly Label[])[], areaStarts?: (label: Label, cell: Cell) => void): Regions {
  const size = { rows: labels.length, columns: labels[0]?.length ?? 0 };
  const labelAt = (cell: Cell) => labels[cell.row]![cell.column]!;
  return floodRegions(size, (a, b) => labelAt(a) === labelAt(b), areaStarts && ((cell) => areaStarts(labelAt(cell), cell)));
}

/**
 * Rooms from a grid of labels as a file or a caller gives them, refusing a row of another length (`row 2 of the rooms
 * has 3 cells, not 4`) and a label that two separate areas use (`room 'A' is split into separate areas (again at row
 * 3, column 1)`).
 */
export function roomsFromLabels(labels: readonly (readonly (string | number)[])[]): Regions {
  const columns = labels[0]?.length ?? 0;
  labels.forEach((row, index) => {
    if (row.length !== columns) inputError(`row ${index + 1} of the rooms has ${row.length} cells, not ${columns}`, { line: index + 1 });
  });
  const seen = new Set<string | number>();
  return regionsFromLabels(labels, (label, cell) => {
    if (seen.has(label)) inputError(`room '${label}' is split into separate areas (again at row ${cell.row + 1}, column ${cell.column + 1})`, { cell });
    seen.add(label);
  });
}

/** Walls between cells: `right[row][column]` east of the cell, `below[row][column]` south of it. */
/**
 * Values on the borders between cells (drawn, open, a literal): `right[row][column]` between the cell and its right
 * neighbour (columns - 1 a row), `below[row][column]` between the cell and the one under it (rows - 1 rows).
 */
export interface Borders<Value = boolean> {
  readonly right: readonly (readonly Value[])[];
  readonly below: readonly (readonly Value[])[];
}

/** Borders of a grid, each filled by a function of the two cells it separates (the second right of or below the first). */
export function makeBorders<Value>(size: GridSize, fill: (cell: Cell, other: Cell) => Value): { right: Value[][]; below: Value[][] } {
  return {
    right: Array.from({ length: size.rows }, (_, row) => Array.from({ length: Math.max(0, size.columns - 1) }, (_, column) => fill({ row, column }, { row, column: column + 1 }))),
    below: Array.from({ length: Math.max(0, size.rows - 1) }, (_, row) => Array.from({ length: size.columns }, (_, column) => fill({ row, column }, { row: row + 1, column }))),
  };
}

/** The border between two neighbouring cells. */
export const borderBetween = <Value>(borders: Borders<Value>, a: Cell, b: Cell): Value =>
  a.row === b.row ? borders.right[a.row]![Math.min(a.column, b.column)]! : borders.below[Math.min(a.row, b.row)]![a.column]!;

export interface Walls {
  readonly right: readonly (readonly boolean[])[];
  readonly below: readonly (readonly boolean[])[];
}

/** Rooms from walls. */
export function regionsFromWalls(size: GridSize, walls: Walls): Regions {
  return floodRegions(size, (a, b) => !wallBetween(walls, a, b));
}

/** The walls that separate different rooms (`right` has columns - 1 entries a row, `below` rows - 1 rows). */
export function wallsOf(regions: Regions): Walls {
  const rows = regions.length;
  const columns = regions[0]?.length ?? 0;
  const at = (row: number, column: number) => regions[row]![column]!;
  return {
    right: Array.from({ length: rows }, (_, row) => Array.from({ length: Math.max(0, columns - 1) }, (_, column) => at(row, column) !== at(row, column + 1))),
    below: Array.from({ length: Math.max(0, rows - 1) }, (_, row) => Array.from({ length: columns }, (_, column) => at(row, column) !== at(row + 1, column))),
  };
}

/** Whether a wall stands between two orthogonally adjacent cells. */
export function wallBetween(walls: Walls, a: Cell, b: Cell): boolean {
  if (a.row === b.row) return walls.right[a.row]![Math.min(a.column, b.column)]!;
  return walls.below[Math.min(a.row, b.row)]![a.column]!;
}

/** Whether some wall stands inside a room, closing nothing off (puzz.link keeps such walls, and rules may count them). */
export function hasInnerWalls(regions: Regions, walls: Walls): boolean {
  const separating = wallsOf(regions);
  return (['right', 'below'] as const).some((side) => walls[side].some((row, r) => row.some((wall, c) => wall && !separating[side][r]![c])));
}

/** A puzzle's `walls` field: the walls when some stand inside a room (kept as drawn), nothing when they are the rooms' borders. */
export function innerWalls(regions: Regions, walls: Walls | undefined): { walls?: Walls } {
  return walls && hasInnerWalls(regions, walls) ? { walls: copyWalls(walls) } : {};
}

export const copyWalls = (walls: Walls): Walls => ({ right: walls.right.map((row) => [...row]), below: walls.below.map((row) => [...row]) });
