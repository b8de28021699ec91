// Polyominoes: shapes made of orthogonally connected cells, for the genres whose answers are pieces (LITS's
// tetrominoes). A shape is plain data, its cells shifted to the top-left corner; two sets of cells have the same free
// shape when one becomes the other under the 8 rotations and reflections of the square.

import type { Cell, GridSize } from './geometry.js';
import { allCells, neighbours } from './geometry.js';

/** A named free shape, in one of its orientations. */
export interface Shape {
  readonly name: string;
  readonly cells: readonly Cell[];
}

/** One way to lay a shape on given cells: the index of the shape in its list, and the cells it covers. */
export interface Placement {
  readonly shape: number;
  readonly cells: readonly Cell[];
}

const byReadingOrder = (a: Cell, b: Cell): number => a.row - b.row || a.column - b.column;

/** The cells shifted so that their smallest row and column are 0, in reading order. */
export function normalise(cells: readonly Cell[]): Cell[] {
  if (cells.length === 0) return [];
  const top = Math.min(...cells.map((cell) => cell.row));
  const left = Math.min(...cells.map((cell) => cell.column));
  return cells.map((cell) => ({ row: cell.row - top, column: cell.column - left })).sort(byReadingOrder);
}

const keyOf = (cells: readonly Cell[]): string => cells.map((cell) => `${cell.row},${cell.column}`).join(' ');

/** The 8 symmetries of the square, as maps of a cell (the identity first): 4 turns, then 4 reflections. */
export const symmetryMaps: readonly ((cell: Cell) => Cell)[] = [
  ({ row, column }) => ({ row, column }),
  ({ row, column }) => ({ row: column, column: -row }),
  ({ row, column }) => ({ row: -row, column: -column }),
  ({ row, column }) => ({ row: -column, column: row }),
  ({ row, column }) => ({ row, column: -column }),
  ({ row, column }) => ({ row: -row, column }),
  ({ row, column }) => ({ row: column, column: row }),
  ({ row, column }) => ({ row: -column, column: -row }),
];

/** The distinct fixed forms of a shape under rotation and reflection, each normalised (1, 2, 4 or 8 of them). */
export function orientations(cells: readonly Cell[]): Cell[][] {
  const seen = new Map<string, Cell[]>();
  for (const map of symmetryMaps) {
    const form = normalise(cells.map(map));
    const key = keyOf(form);
    if (!seen.has(key)) seen.set(key, form);
  }
  return [...seen.values()];
}

/** A key that two sets of cells share exactly when they have the same free shape (position and orientation aside). */
export function freeShapeKey(cells: readonly Cell[]): string {
  return orientations(cells)
    .map(keyOf)
    .reduce((least, key) => (key < least ? key : least));
}

/** Whether the cells are orthogonally connected (an empty set is not). */
export function isConnectedShape(cells: readonly Cell[]): boolean {
  if (cells.length === 0) return false;
  const members = new Set(cells.map((cell) => `${cell.row},${cell.column}`));
  const reached = new Set([`${cells[0]!.row},${cells[0]!.column}`]);
  const stack = [cells[0]!];
  while (stack.length > 0) {
    const { row, column } = stack.pop()!;
    for (const next of [
      { row: row - 1, column },
      { row: row + 1, column },
      { row, column: column - 1 },
      { row, column: column + 1 },
    ]) {
      const key = `${next.row},${next.column}`;
      if (members.has(key) && !reached.has(key)) {
        reached.add(key);
        stack.push(next);
      }
    }
  }
  return reached.size === members.size;
}

/** The five free tetrominoes. */
export const tetrominoes: readonly Shape[] = [
  { name: 'I', cells: [{ row: 0, column: 0 }, { row: 1, column: 0 }, { row: 2, column: 0 }, { row: 3, column: 0 }] },
  { name: 'L', cells: [{ row: 0, column: 0 }, { row: 1, column: 0 }, { row: 2, column: 0 }, { row: 2, column: 1 }] },
  { name: 'O', cells: [{ row: 0, column: 0 }, { row: 0, column: 1 }, { row: 1, column: 0 }, { row: 1, column: 1 }] },
  { name: 'S', cells: [{ row: 0, column: 1 }, { row: 0, column: 2 }, { row: 1, column: 0 }, { row: 1, column: 1 }] },
  { name: 'T', cells: [{ row: 0, column: 0 }, { row: 0, column: 1 }, { row: 0, column: 2 }, { row: 1, column: 1 }] },
];

/** The index in `shapes` of the free shape the cells have, or undefined when they have none of them. */
export function shapeIndex(cells: readonly Cell[], shapes: readonly Shape[]): number | undefined {
  const key = freeShapeKey(cells);
  const index = shapes.findIndex((shape) => shape.cells.length === cells.length && freeShapeKey(shape.cells) === key);
  return index < 0 ? undefined : index;
}

// A shape's orientations, worked out once: generators ask for the placements in rooms thousands of times.
const orientationCache = new WeakMap<Shape, readonly (readonly Cell[])[]>();
function orientationsOf(shape: Shape): readonly (readonly Cell[])[] {
  let forms = orientationCache.get(shape);
  if (!forms) orientationCache.set(shape, (forms = orientations(shape.cells)));
  return forms;
}

/**
 * Every placement of the shapes inside an area of cells (a room): each orientation at each position where all its
 * cells are in the area. Each placement comes once, its cells in reading order; placements are listed by shape, then
 * orientation, then the area's cells in reading order.
 */
export function placementsIn(area: readonly Cell[], shapes: readonly Shape[]): Placement[] {
  // Cells as numbers (a row and a column of a few thousand at most): this runs for every room of every model.
  const key = (row: number, column: number) => row * 8192 + column;
  const members = new Set(area.map((cell) => key(cell.row, cell.column)));
  const anchors = [...area].sort(byReadingOrder);
  const placements: Placement[] = [];
  shapes.forEach((shape, index) => {
    for (const form of orientationsOf(shape)) {
      // The form's first cell (in reading order) goes on each cell of the area in turn: one translation each.
      const first = form[0]!;
      for (const anchor of anchors) {
        const top = anchor.row - first.row;
        const left = anchor.column - first.column;
        if (!form.every((cell) => members.has(key(top + cell.row, left + cell.column)))) continue;
        placements.push({ shape: index, cells: form.map((cell) => ({ row: top + cell.row, column: left + cell.column })) });
      }
    }
  });
  return placements;
}

/** A placement on a grid by cell indexes: its cells, the cells beside it, and the 2×2 blocks it reaches into. */
export interface GridPlacement {
  readonly placement: Placement;
  readonly cells: readonly number[];
  readonly beside: readonly number[];
  readonly blocks: readonly (readonly number[])[];
}

const gridPlacementCache = new WeakMap<readonly Shape[], Map<string, GridPlacement[]>>();

/** Every placement of the shapes on the grid, by cell indexes (kept per list of shapes and size: generators ask often). */
export function gridPlacements(size: GridSize, shapes: readonly Shape[]): GridPlacement[] {
  const key = `${size.rows}x${size.columns}`;
  const cache = gridPlacementCache.get(shapes) ?? new Map<string, GridPlacement[]>();
  gridPlacementCache.set(shapes, cache);
  const cached = cache.get(key);
  if (cached) return cached;
  const index = (cell: Cell) => cell.row * size.columns + cell.column;
  const placements = placementsIn(allCells(size), shapes).map((placement): GridPlacement => {
    const cells = placement.cells.map(index);
    const beside = [...new Set(placement.cells.flatMap((cell) => neighbours(size, cell)).map(index))].filter((other) => !cells.includes(other));
    const blocks = new Map<string, number[]>();
    for (const { row, column } of placement.cells) {
      for (const top of [row - 1, row]) {
        for (const left of [column - 1, column]) {
          if (top < 0 || left < 0 || top + 1 >= size.rows || left + 1 >= size.columns) continue;
          blocks.set(`${top},${left}`, [top * size.columns + left, top * size.columns + left + 1, (top + 1) * size.columns + left, (top + 1) * size.columns + left + 1]);
        }
      }
    }
    return { placement, cells, beside, blocks: [...blocks.values()] };
  });
  cache.set(key, placements);
  return placements;
}

/** Every free polyomino of `size` cells, each once, normalised (1, 1, 2, 5, 12, 35 ... of them). */
export function freePolyominoes(size: number): Cell[][] {
  let shapes = new Map<string, Cell[]>([[freeShapeKey([{ row: 0, column: 0 }]), [{ row: 0, column: 0 }]]]);
  for (let cells = 1; cells < size; cells++) {
    const grown = new Map<string, Cell[]>();
    for (const shape of shapes.values()) {
      const members = new Set(shape.map((cell) => `${cell.row},${cell.column}`));
      for (const { row, column } of shape) {
        for (const next of [
          { row: row - 1, column },
          { row: row + 1, column },
          { row, column: column - 1 },
          { row, column: column + 1 },
        ]) {
          if (members.has(`${next.row},${next.column}`)) continue;
          const bigger = [...shape, next];
          const key = freeShapeKey(bigger);
          if (!grown.has(key)) grown.set(key, normalise(bigger));
        }
      }
    }
    shapes = grown;
  }
  return size < 1 ? [] : [...shapes.values()];
}

/** A rectangle of cells: its top-left cell and its size. */
export interface Rectangle {
  readonly top: number;
  readonly left: number;
  readonly height: number;
  readonly width: number;
}

/** The cells of a rectangle, in reading order. */
export function rectangleCells({ top, left, height, width }: Rectangle): Cell[] {
  const cells: Cell[] = [];
  for (let row = top; row < top + height; row++) for (let column = left; column < left + width; column++) cells.push({ row, column });
  return cells;
}

/**
 * Every rectangle inside a grid of `rows` × `columns` that holds `cell`, has the area asked for (any, when none is)
 * and holds no cell that `blocked` names (Shikaku: another number). Listed by height, then width, then position in
 * reading order. Bands of rows round the cell are widened one row at a time, each with the columns left free on
 * both sides, so the work follows the rectangles found, not the grid's size.
 */
export function rectanglesThrough(
  grid: { readonly rows: number; readonly columns: number },
  cell: Cell,
  area: number | undefined,
  blocked: (cell: Cell) => boolean,
): Rectangle[] {
  // Per row: the free columns on either side of the cell's column, or none when that column is blocked there.
  const free = Array.from({ length: grid.rows }, (_, row) => {
    const open = (column: number) => (row === cell.row && column === cell.column) || !blocked({ row, column });
    if (!open(cell.column)) return undefined;
    let low = cell.column;
    while (low > 0 && open(low - 1)) low--;
    let high = cell.column;
    while (high + 1 < grid.columns && open(high + 1)) high++;
    return { low, high };
  });
  const found: Rectangle[] = [];
  let upper = { low: 0, high: grid.columns - 1 };
  for (let top = cell.row; top >= 0 && free[top]; top--) {
    upper = { low: Math.max(upper.low, free[top]!.low), high: Math.min(upper.high, free[top]!.high) };
    let band = upper;
    for (let bottom = cell.row; bottom < grid.rows && free[bottom]; bottom++) {
      band = { low: Math.max(band.low, free[bottom]!.low), high: Math.min(band.high, free[bottom]!.high) };
      const height = bottom - top + 1;
      if (area !== undefined && (area % height !== 0 || area / height > band.high - band.low + 1)) continue;
      const widths = area === undefined ? Array.from({ length: band.high - band.low + 1 }, (_, index) => index + 1) : [area / height];
      for (const width of widths) {
        for (let left = Math.max(band.low, cell.column - width + 1); left <= Math.min(cell.column, band.high - width + 1); left++) found.push({ top, left, height, width });
      }
    }
  }
  return found.sort((a, b) => a.height - b.height || a.width - b.width || a.top - b.top || a.left - b.left);
}
