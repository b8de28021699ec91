// A grid of literals as a value: one literal per cell (shaded, a star, a light), read by cell, by row and column, by
// window (every 2×2 square) or by neighbour pair, so that a rule over the grid is one line. Rules that several genres
// share over such a grid (shaded cells apart, the unshaded cells connected) and the answer read from grids live
// here too. Plain data over the model: nothing is lowered to clauses.

import type { Cell, GridSize } from './geometry.js';
import { adjacentPairs, allCells, cellIndex, cellName, cellsWithin, linksAmong, columnCells, gridWindows, isInside, makeGrid, neighbours, rowCells } from './geometry.js';
import type { Literal, Model, PuzzleModel } from './model.js';

export class LiteralGrid {
  private constructor(
    readonly size: GridSize,
    private readonly cells: readonly (readonly Literal[])[],
  ) {}

  /** A new boolean per cell, named after the cell: `model.bool('r1c1 shaded')` for `what` = `shaded`. */
  static of(model: Model, size: GridSize, what: string): LiteralGrid {
    return new LiteralGrid(size, makeGrid(size, (cell) => model.bool(`${cellName(cell)} ${what}`)));
  }

  /** A grid of literals made some other way. */
  static from(size: GridSize, literal: (cell: Cell) => Literal): LiteralGrid {
    return new LiteralGrid(size, makeGrid(size, literal));
  }

  at(cell: Cell): Literal {
    if (!isInside(this.size, cell)) throw new Error(`${cellName(cell)} is outside the ${this.size.columns}×${this.size.rows} grid`);
    return this.cells[cell.row]![cell.column]!;
  }

  /** The literals of some cells, in their order. */
  select(cells: readonly Cell[]): Literal[] {
    return cells.map((cell) => this.at(cell));
  }

  /** Every literal, row by row. */
  flat(): Literal[] {
    const literals: Literal[] = [];
    for (const row of this.cells) for (const literal of row) literals.push(literal);
    return literals;
  }

  /** The negation of every literal (unshaded where this is shaded). */
  not(): LiteralGrid {
    return new LiteralGrid(this.size, this.cells.map((row) => row.map((literal) => -literal)));
  }

  rows(): Literal[][] {
    return Array.from({ length: this.size.rows }, (_, row) => this.select(rowCells(this.size, row)));
  }

  columns(): Literal[][] {
    return Array.from({ length: this.size.columns }, (_, column) => this.select(columnCells(this.size, column)));
  }

  /** Every `height`×`width` window of cells that fits in the grid, each as its cells. */
  windowCells(height: number, width: number): Cell[][] {
    return gridWindows(this.size, height, width);
  }

  /** Every `height`×`width` window's literals. */
  windows(height: number, width: number): Literal[][] {
    return this.windowCells(height, width).map((cells) => this.select(cells));
  }

  /** The literals of every two orthogonally neighbouring cells. */
  pairs(): [Literal, Literal][] {
    const pairs: [Literal, Literal][] = [];
    this.cells.forEach((line, row) =>
      line.forEach((literal, column) => {
        if (column + 1 < line.length) pairs.push([literal, line[column + 1]!]);
        if (row + 1 < this.cells.length) pairs.push([literal, this.cells[row + 1]![column]!]);
      }),
    );
    return pairs;
  }

  /** The literals of a cell's orthogonal neighbours. */
  neighbours(cell: Cell): Literal[] {
    return this.select(neighbours(this.size, cell));
  }

  /** The grid's values under an assignment. */
  read<Value>(value: (literal: Literal) => Value): Value[][] {
    return this.cells.map((row) => row.map((literal) => value(literal)));
  }
}

/** The cells whose literal is true are orthogonally connected (an empty set counts as connected). */
export function connectedCells(model: Model, grid: LiteralGrid): void {
  model.connected(grid.flat(), adjacentIndexPairs(grid.size));
}

/** Every two orthogonally neighbouring cells by their indexes (`cellIndex`), in `adjacentPairs`' order. */
function adjacentIndexPairs({ rows, columns }: GridSize): [number, number][] {
  const pairs: [number, number][] = [];
  for (let index = 0; index < rows * columns; index++) {
    if ((index % columns) + 1 < columns) pairs.push([index, index + 1]);
    if (index + columns < rows * columns) pairs.push([index, index + columns]);
  }
  return pairs;
}

/**
 * Every cell whose literal is true reaches the grid's edge through true cells (Cave: no shaded area is walled in by
 * the cave). Stated as connectivity: the true cells and one node outside the grid, true and beside every border
 * cell, form one connected set, so each lowering's connectivity carries it.
 */
export function connectedToEdge(model: Model, grid: LiteralGrid): void {
  const { size } = grid;
  const outside = model.bool('outside the grid');
  model.require(outside);
  const outsideIndex = size.rows * size.columns;
  const border = allCells(size).filter((cell) => cell.row === 0 || cell.column === 0 || cell.row === size.rows - 1 || cell.column === size.columns - 1);
  model.connected(
    [...grid.flat(), outside],
    [
      ...adjacentIndexPairs(size),
      ...border.map((cell) => [cellIndex(size, cell), outsideIndex] as const),
    ],
  );
}

/**
 * The cells whose literal is true close no loop: two true neighbours are joined, and the joins form a forest
 * (Nuri-Maze: with `connectedCells`, the unshaded cells are a tree). Stated as acyclicity over a join per neighbour
 * pair, true exactly when both cells are.
 */
export function acyclicCells(model: Model, grid: LiteralGrid): void {
  const { size } = grid;
  model.acyclic(
    adjacentPairs(size).map(([a, b]) => {
      // The pair is split (not joined) exactly when one of the two cells is false.
      const split = model.bool(`${cellName(a)} and ${cellName(b)} not both true`);
      model.anyOf(split, [-grid.at(a), -grid.at(b)]);
      return { literal: -split, ends: [cellIndex(size, a), cellIndex(size, b)] as const };
    }),
  );
}

/**
 * The path between two cells through true cells, where the true cells close no loop (`acyclicCells`), so that the
 * path is the only one: a literal per cell, true on the path. Stated by degrees: the ends are on it with one
 * neighbour on it each, any other cell on it has exactly two, and only true cells are on it. Without loops those
 * cells can only form the one path between the ends.
 */
export function pathBetween(model: Model, grid: LiteralGrid, from: Cell, to: Cell): LiteralGrid {
  const { size } = grid;
  if (from.row === to.row && from.column === to.column) throw new Error(`pathBetween(): both ends are ${cellName(from)}`);
  const onPath = LiteralGrid.of(model, size, 'on the path');
  for (const cell of allCells(size)) {
    const neighbouring = onPath.neighbours(cell);
    model.implies(onPath.at(cell), grid.at(cell));
    if ((cell.row === from.row && cell.column === from.column) || (cell.row === to.row && cell.column === to.column)) {
      model.require(onPath.at(cell));
      model.exactlyOne(neighbouring);
      continue;
    }
    // Off the path, any neighbours; on it, exactly two of them.
    model.table(
      [onPath.at(cell), ...neighbouring],
      patterns(neighbouring.length).filter(([on, ...around]) => !on || around.filter(Boolean).length === 2),
    );
  }
  return onPath;
}

/** Every row of `count + 1` booleans. */
function patterns(count: number): boolean[][] {
  return Array.from({ length: 2 ** (count + 1) }, (_, bits) => Array.from({ length: count + 1 }, (_, index) => ((bits >> index) & 1) === 1));
}

/** No `height`×`width` window has every literal true (Nurikabe, LITS: no 2×2 block of shaded cells). */
export function noWindowAll(model: Model, grid: LiteralGrid, height: number, width: number): void {
  for (const window of grid.windows(height, width)) model.notAll(window);
}

/**
 * No `length` cells in a row along a row or a column all have a true literal (Aqre: no four shaded cells in a line,
 * said again of the unshaded ones through `grid.not()`): every window of that many cells has a false one.
 */
export function noRun(model: Model, grid: LiteralGrid, length: number): void {
  noWindowAll(model, grid, 1, length);
  noWindowAll(model, grid, length, 1);
}

/** No two orthogonally neighbouring cells are both true (shaded cells never touch). */
export function apart(model: Model, grid: LiteralGrid): void {
  for (const pair of grid.pairs()) model.atMostOne(pair);
}

/**
 * The unshaded cells are orthogonally connected (lazy cuts when an answer splits them). Stated with it, as it is
 * implied once shaded cells never touch and cheap up front: no cell is walled in by shaded neighbours.
 */
export function unshadedConnected(model: Model, shaded: LiteralGrid, options: { apart: boolean }): void {
  const unshaded = shaded.not();
  connectedCells(model, unshaded);
  if (options.apart && shaded.size.rows * shaded.size.columns > 1) {
    for (const cell of allCells(shaded.size)) model.atLeastOne(unshaded.neighbours(cell));
  }
}

/**
 * The dead ends of the true cells (a true cell with exactly one true neighbour) are exactly the cells `isEnd` names
 * (Nurimisaki: every circle is a cape of the unshaded area, and every cape holds a circle). Such a cell is true with
 * exactly one true neighbour; any other true cell never has one neighbour alone true, said of each neighbour. When the
 * true cells are `connected` (stated elsewhere) and some cell is an end, they are more than one, so no true cell is
 * alone either: every other true cell has two true neighbours or more, which is stated instead, as it prunes sooner.
 */
export function deadEndsAt(model: Model, grid: LiteralGrid, isEnd: (cell: Cell) => boolean, options: { connected: boolean }): void {
  const cells = allCells(grid.size);
  const atLeastTwo = options.connected && cells.some(isEnd);
  for (const cell of cells) {
    const around = grid.neighbours(cell);
    if (isEnd(cell)) {
      model.require(grid.at(cell));
      model.exactlyOne(around);
      continue;
    }
    around.forEach((alone, index) => {
      const others = around.filter((_, other) => other !== index);
      // Without `alone` true, another neighbour is; with two or more wanted, whether or not `alone` is.
      if (atLeastTwo) model.atLeastOne([-grid.at(cell), ...others]);
      else model.atLeastOne([-grid.at(cell), -alone, ...others]);
    });
  }
}

/**
 * Every cell takes one of two colours (the literal true or false), and the cells of each colour are orthogonally
 * connected (Yin-Yang). Two facts that follow on a grid, since a path of one colour can never cross a path of the
 * other, are stated too, as they prune far more than the connectivity cuts alone: no 2×2 block is coloured like a
 * chessboard, and round the border of the grid the colour changes at most twice.
 */
export function bothColoursConnected(model: Model, grid: LiteralGrid): void {
  connectedCells(model, grid);
  connectedCells(model, grid.not());
  for (const [topLeft, topRight, bottomLeft, bottomRight] of grid.windows(2, 2)) {
    model.notAll([topLeft!, -topRight!, -bottomLeft!, bottomRight!]);
    model.notAll([-topLeft!, topRight!, bottomLeft!, -bottomRight!]);
  }
  const border = borderCells(grid.size);
  if (border.length < 4) return;
  const changes = border.map((cell, index) => {
    const next = border[(index + 1) % border.length]!;
    const change = model.bool(`colour changes from ${cellName(cell)} to ${cellName(next)}`);
    model.table([grid.at(cell), grid.at(next), change], differsRows);
    return change;
  });
  model.atMost(changes, 2);
}

/** The rows of `c = (a differs from b)`. */
const differsRows: readonly (readonly boolean[])[] = [
  [false, false, false],
  [false, true, true],
  [true, false, true],
  [true, true, false],
];

/**
 * A cell and the cells whose literal is true joined to it through true cells number exactly `size` (Kurotto: a
 * circle with the shaded areas that touch it); the cell's own literal is not asked. Stated as an area of members
 * round the cell: a member is a cell within `size - 1` steps that is true (or the cell itself), a true neighbour of a
 * member is a member, and the members form one connected area of `size` cells, so they are exactly what the cell
 * reaches through true cells.
 */
export function reachedArea(model: Model, grid: LiteralGrid, root: Cell, size: number): void {
  const { size: gridSize } = grid;
  // The cells within size - 1 steps, the root first: no member lies farther.
  const near = cellsWithin(gridSize, root, size - 1);
  const index = new Map(near.map((cell, position) => [cellIndex(gridSize, cell), position]));
  const members = near.map((cell) => model.bool(`${cellName(cell)} joined to ${cellName(root)}`));
  const memberAt = (cell: Cell) => {
    const position = index.get(cellIndex(gridSize, cell));
    return position === undefined ? undefined : members[position];
  };
  near.forEach((cell, position) => {
    if (position > 0) model.implies(members[position]!, grid.at(cell));
    // A true neighbour of a member is a member (one too far away makes the area too large: it cannot be true).
    for (const neighbour of neighbours(gridSize, cell)) {
      if (neighbour.row === root.row && neighbour.column === root.column) continue;
      const joined = memberAt(neighbour);
      model.atLeastOne(joined === undefined ? [-members[position]!, -grid.at(neighbour)] : [-members[position]!, -grid.at(neighbour), joined]);
    }
  });
  model.area(members, linksAmong(gridSize, near), { root: 0, size });
}

/** The cells round the edge of a grid of at least 2×2, clockwise from the top left corner (each once). */
export function borderCells(size: GridSize): Cell[] {
  const { rows, columns } = size;
  if (rows < 2 || columns < 2) return [];
  const top = Array.from({ length: columns }, (_, column) => ({ row: 0, column }));
  const right = Array.from({ length: rows - 2 }, (_, index) => ({ row: index + 1, column: columns - 1 }));
  const bottom = Array.from({ length: columns }, (_, index) => ({ row: rows - 1, column: columns - 1 - index }));
  const left = Array.from({ length: rows - 2 }, (_, index) => ({ row: rows - 2 - index, column: 0 }));
  return [...top, ...right, ...bottom, ...left];
}

/** A model whose answer is one grid of booleans (the shaded cells): what it observes and how it reads answers. */
export function gridAnswer(model: Model, grid: LiteralGrid): PuzzleModel<boolean[][], (boolean | null)[][]> {
  return {
    model,
    observed: grid.flat(),
    decode: (value) => grid.read(value),
    decodePartial: (value) => grid.read((literal) => value(literal) ?? null),
  };
}

/** A model whose answer is a grid of two values (Slant's `/` and `\`), one boolean per cell saying which: `valueOf`. */
export function twoValueGridAnswer<Value>(model: Model, grid: LiteralGrid, valueOf: (holds: boolean) => Value): PuzzleModel<Value[][], (Value | null)[][]> {
  return {
    model,
    observed: grid.flat(),
    decode: (value) => grid.read((literal) => valueOf(value(literal))),
    decodePartial: (value) =>
      grid.read((literal) => {
        const holds = value(literal);
        return holds === undefined ? null : valueOf(holds);
      }),
  };
}
