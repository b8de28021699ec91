// Grid geometry as plain data: cells, neighbours, lines. No solver, no DOM.

export interface Cell {
  readonly row: number;
  readonly column: number;
}

export interface GridSize {
  readonly rows: number;
  readonly columns: number;
}

export type Direction = 'up' | 'right' | 'down' | 'left';

export const directions: readonly Direction[] = ['up', 'right', 'down', 'left'];

/** The arrow a board or a drawing shows for each direction. */
export const arrowGlyphs: Readonly<Record<Direction, string>> = { up: '↑', down: '↓', left: '←', right: '→' };

/** The direction turned round. */
export const opposite: Readonly<Record<Direction, Direction>> = { up: 'down', down: 'up', left: 'right', right: 'left' };

/** A cell as a key for a map or set: `row,column`. */
export const cellKey = ({ row, column }: Cell): string => `${row},${column}`;

const steps: Record<Direction, Cell> = {
  up: { row: -1, column: 0 },
  right: { row: 0, column: 1 },
  down: { row: 1, column: 0 },
  left: { row: 0, column: -1 },
};

export function isInside(size: GridSize, position: Cell): boolean {
  return position.row >= 0 && position.row < size.rows && position.column >= 0 && position.column < size.columns;
}

const insideAt = (size: GridSize, row: number, column: number): boolean =>
  row >= 0 && row < size.rows && column >= 0 && column < size.columns;

export function cellIndex(size: GridSize, position: Cell): number {
  return position.row * size.columns + position.column;
}

export function allCells(size: GridSize): Cell[] {
  const result: Cell[] = [];
  for (let row = 0; row < size.rows; row++) {
    for (let column = 0; column < size.columns; column++) result.push({ row, column });
  }
  return result;
}

export function move(position: Cell, direction: Direction, distance = 1): Cell {
  const delta = steps[direction];
  return { row: position.row + delta.row * distance, column: position.column + delta.column * distance };
}

/** Every window of `height` × `width` cells inside the grid (every 2×2 block), each as its cells in reading order. */
export function gridWindows(size: GridSize, height = 2, width = 2): Cell[][] {
  return allCells({ rows: size.rows - height + 1, columns: size.columns - width + 1 }).map((corner) =>
    allCells({ rows: height, columns: width }).map(({ row, column }) => ({ row: corner.row + row, column: corner.column + column })),
  );
}

/**
 * The windows of `height` × `width` cells inside the grid that hold a cell (the four 2×2 blocks around it, fewer at
 * the edge), each as its cells in reading order.
 */
export function windowsAround(size: GridSize, cell: Cell, height = 2, width = 2): Cell[][] {
  const windows: Cell[][] = [];
  for (let top = cell.row - height + 1; top <= cell.row; top++) {
    for (let left = cell.column - width + 1; left <= cell.column; left++) {
      if (top < 0 || left < 0 || top + height > size.rows || left + width > size.columns) continue;
      windows.push(allCells({ rows: height, columns: width }).map(({ row, column }) => ({ row: top + row, column: left + column })));
    }
  }
  return windows;
}

/** The direction from a cell to an orthogonal neighbour. */
export function directionTo(from: Cell, to: Cell): Direction {
  return directions.find((direction) => sameCell(move(from, direction), to))!;
}

/** The orthogonal neighbours of a cell that lie inside the grid. */
export function neighbours(size: GridSize, position: Cell): Cell[] {
  // Up, right, down, left, as `directions` lists them (written out: it runs for every cell of every model).
  const { row, column } = position;
  const result: Cell[] = [];
  if (insideAt(size, row - 1, column)) result.push({ row: row - 1, column });
  if (insideAt(size, row, column + 1)) result.push({ row, column: column + 1 });
  if (insideAt(size, row + 1, column)) result.push({ row: row + 1, column });
  if (insideAt(size, row, column - 1)) result.push({ row, column: column - 1 });
  return result;
}

/** Every pair of orthogonally adjacent cells, each pair once (right and down). */
export function adjacentPairs(size: GridSize): [Cell, Cell][] {
  const pairs: [Cell, Cell][] = [];
  for (let row = 0; row < size.rows; row++) {
    for (let column = 0; column < size.columns; column++) {
      const position = { row, column };
      if (column + 1 < size.columns) pairs.push([position, { row, column: column + 1 }]);
      if (row + 1 < size.rows) pairs.push([position, { row: row + 1, column }]);
    }
  }
  return pairs;
}

/** The orthogonally adjacent pairs among `cells`, as pairs of their positions in the list (the links of a graph on them). */
export function linksAmong(size: GridSize, cells: readonly Cell[]): [number, number][] {
  const position = new Map(cells.map((cell, index) => [cellIndex(size, cell), index]));
  return adjacentPairs(size).flatMap(([a, b]) => {
    const from = position.get(cellIndex(size, a));
    const to = position.get(cellIndex(size, b));
    return from === undefined || to === undefined ? [] : [[from, to] as [number, number]];
  });
}

/**
 * The cells within `steps` orthogonal moves of `start` through cells that `passable` lets in, nearest first (`start`
 * first): a breadth-first search.
 */
export function cellsWithin(size: GridSize, start: Cell, steps: number, passable: (cell: Cell) => boolean = () => true): Cell[] {
  const distance = makeGrid(size, () => -1);
  distance[start.row]![start.column] = 0;
  const reached = [start];
  for (let index = 0; index < reached.length; index++) {
    const cell = reached[index]!;
    const next = distance[cell.row]![cell.column]! + 1;
    if (next > steps) continue;
    for (const neighbour of neighbours(size, cell)) {
      if (distance[neighbour.row]![neighbour.column] !== -1 || !passable(neighbour)) continue;
      distance[neighbour.row]![neighbour.column] = next;
      reached.push(neighbour);
    }
  }
  return reached;
}

/**
 * Every two cells of one row or column at most `distance` apart, each pair once with its distance (Ripple Effect: two
 * equal digits N need more than N cells' distance; `adjacentPairs` are the pairs at distance 1).
 */
export function pairsInLine(size: GridSize, distance: number): { cells: [Cell, Cell]; distance: number }[] {
  const pairs: { cells: [Cell, Cell]; distance: number }[] = [];
  for (const position of allCells(size)) {
    for (const direction of ['right', 'down'] as const) {
      ray(size, position, direction)
        .slice(0, distance)
        .forEach((other, index) => pairs.push({ cells: [position, other], distance: index + 1 }));
    }
  }
  return pairs;
}

/** The cells from `start` (exclusive) towards the edge in one direction. */
export function ray(size: GridSize, start: Cell, direction: Direction): Cell[] {
  const result: Cell[] = [];
  for (let next = move(start, direction); isInside(size, next); next = move(next, direction)) result.push(next);
  return result;
}

export function rowCells(size: GridSize, row: number): Cell[] {
  const cells: Cell[] = [];
  for (let column = 0; column < size.columns; column++) cells.push({ row, column });
  return cells;
}

export function columnCells(size: GridSize, column: number): Cell[] {
  const cells: Cell[] = [];
  for (let row = 0; row < size.rows; row++) cells.push({ row, column });
  return cells;
}

/** A row or a column of a grid, named in words (`row 1`, `column 3`). */
export interface GridLine {
  readonly name: string;
  readonly kind: 'row' | 'column';
  readonly cells: Cell[];
}

/** Every row, then every column, of a grid. */
export function gridLines(size: GridSize): GridLine[] {
  const lines: GridLine[] = [];
  for (let row = 0; row < size.rows; row++) lines.push({ name: `row ${row + 1}`, kind: 'row', cells: rowCells(size, row) });
  for (let column = 0; column < size.columns; column++) lines.push({ name: `column ${column + 1}`, kind: 'column', cells: columnCells(size, column) });
  return lines;
}

export function sameCell(a: Cell, b: Cell): boolean {
  return a.row === b.row && a.column === b.column;
}

/** A cell as players write it: `r3c1` is row 3, column 1 (counted from 1). */
export function cellName({ row, column }: Cell): string {
  return `r${row + 1}c${column + 1}`;
}

/** A rows x columns array filled by a function of the cell. */
export function makeGrid<T>(size: GridSize, fill: (position: Cell) => T): T[][] {
  const grid: T[][] = [];
  for (let row = 0; row < size.rows; row++) {
    const line: T[] = [];
    for (let column = 0; column < size.columns; column++) line.push(fill({ row, column }));
    grid.push(line);
  }
  return grid;
}

/** The corners of a grid's cells, a grid of (rows + 1) × (columns + 1) points (where Slant's and Creek's numbers sit). */
export const cornerPoints = (size: GridSize): GridSize => ({ rows: size.rows + 1, columns: size.columns + 1 });

/** The cells that meet at a corner point: four inside the grid, two on its edge, one at its corners. */
export function cellsAroundCorner(size: GridSize, point: Cell): Cell[] {
  const around = [
    { row: point.row - 1, column: point.column - 1 },
    { row: point.row - 1, column: point.column },
    { row: point.row, column: point.column - 1 },
    { row: point.row, column: point.column },
  ];
  return around.filter((cell) => isInside(size, cell));
}

/** A corner point in words, as a corner of a cell next to it: `the top-left corner of r3c4`. */
export function cornerName(size: GridSize, point: Cell): string {
  const bottom = point.row === size.rows;
  const right = point.column === size.columns;
  const cell = { row: bottom ? point.row - 1 : point.row, column: right ? point.column - 1 : point.column };
  return `the ${bottom ? 'bottom' : 'top'}-${right ? 'right' : 'left'} corner of ${cellName(cell)}`;
}

/** A line between two orthogonally adjacent points of a grid of points, numbered like the points' cells. */
/** One line of a lattice of points: where it starts and which way it goes. */
export interface LinePosition {
  readonly orientation: 'horizontal' | 'vertical';
  /** The upper or left end. */
  readonly from: Cell;
}

export interface LatticeEdge {
  readonly from: Cell;
  readonly to: Cell;
  readonly orientation: 'horizontal' | 'vertical';
}

/**
 * The lines between orthogonally adjacent points of a grid of points: `horizontal[row][column]` joins (row, column)
 * to (row, column + 1), `vertical[row][column]` joins (row, column) to (row + 1, column). For lines through cell
 * centres (Masyu, Numberlink) the points are the cells; for lines along cell edges (Slitherlink) they are the
 * corners, a grid of (rows + 1) × (columns + 1) points.
 */
export function latticeEdges(points: GridSize): { horizontal: LatticeEdge[][]; vertical: LatticeEdge[][]; all: LatticeEdge[] } {
  const horizontal = Array.from({ length: points.rows }, (_, row) =>
    Array.from({ length: Math.max(0, points.columns - 1) }, (_, column): LatticeEdge => ({ from: { row, column }, to: { row, column: column + 1 }, orientation: 'horizontal' })),
  );
  const vertical = Array.from({ length: Math.max(0, points.rows - 1) }, (_, row) =>
    Array.from({ length: points.columns }, (_, column): LatticeEdge => ({ from: { row, column }, to: { row: row + 1, column }, orientation: 'vertical' })),
  );
  return { horizontal, vertical, all: [...horizontal.flat(), ...vertical.flat()] };
}
