// Both colours connected, with the facts it states beyond the rule (no chessboard 2×2, at most two colour changes
// round the border), against every colouring of small grids whose two colours a flood fill finds connected; the
// area a cell reaches through true cells against a flood fill from the cell on every shading of small grids; and no
// run of four of either colour along a line, against every colouring whose rows and columns a scan finds no such run in;
// and the dead ends of the true cells at exactly the cells named, against a count of each true cell's true neighbours.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { GridSize } from './geometry.js';
import { LiteralGrid, acyclicCells, bothColoursConnected, borderCells, connectedCells, deadEndsAt, noRun, pathBetween, reachedArea } from './literal-grid.js';
import { Model } from './model.js';
import { defaultBackend } from '../index.js';

/** Whether the cells whose bit equals `colour` form one orthogonally connected set (none counts as connected). */
function colourConnected(size: GridSize, bits: number, colour: number): boolean {
  const cells = Array.from({ length: size.rows * size.columns }, (_, index) => index).filter((index) => ((bits >> index) & 1) === colour);
  if (cells.length === 0) return true;
  const reached = new Set([cells[0]!]);
  const queue = [cells[0]!];
  while (queue.length > 0) {
    const index = queue.pop()!;
    const row = Math.floor(index / size.columns);
    const column = index % size.columns;
    const next = [row > 0 && index - size.columns, row < size.rows - 1 && index + size.columns, column > 0 && index - 1, column < size.columns - 1 && index + 1];
    for (const other of next) {
      if (other === false || reached.has(other) || ((bits >> other) & 1) !== colour) continue;
      reached.add(other);
      queue.push(other);
    }
  }
  return reached.size === cells.length;
}

describe('both colours connected', () => {
  it('admits exactly the colourings whose two colours are each connected', async () => {
    for (const size of [{ rows: 1, columns: 4 }, { rows: 3, columns: 3 }, { rows: 2, columns: 6 }, { rows: 4, columns: 4 }, { rows: 3, columns: 5 }]) {
      const cellCount = size.rows * size.columns;
      const expected = new Set<string>();
      for (let bits = 0; bits < 2 ** cellCount; bits++) {
        if (colourConnected(size, bits, 1) && colourConnected(size, bits, 0)) expected.add(Array.from({ length: cellCount }, (_, index) => (bits >> index) & 1).join(''));
      }
      const model = new Model();
      const grid = LiteralGrid.of(model, size, 'black');
      bothColoursConnected(model, grid);
      const { solutions } = await defaultBackend.enumerate(model, grid.flat(), 100_000);
      const found = new Set(solutions.map((values) => values.map(Number).join('')));
      assert.equal(found.size, solutions.length, 'each colouring once');
      assert.deepEqual([...found].sort(), [...expected].sort(), `${size.columns}×${size.rows}`);
    }
  });

  it('walks the border clockwise, each cell once', () => {
    assert.deepEqual(
      borderCells({ rows: 3, columns: 3 }).map(({ row, column }) => `${row}${column}`),
      ['00', '01', '02', '12', '22', '21', '20', '10'],
    );
    assert.equal(borderCells({ rows: 4, columns: 6 }).length, 2 * (4 + 6) - 4);
    assert.deepEqual(borderCells({ rows: 1, columns: 5 }), []);
  });
});

/** The cell and the true cells a flood from it through true cells reaches (the cell's own bit is not read). */
function reachedCount(size: GridSize, bits: number, root: number): number {
  const reached = new Set([root]);
  const queue = [root];
  while (queue.length > 0) {
    const index = queue.pop()!;
    const row = Math.floor(index / size.columns);
    const column = index % size.columns;
    const next = [row > 0 && index - size.columns, row < size.rows - 1 && index + size.columns, column > 0 && index - 1, column < size.columns - 1 && index + 1];
    for (const other of next) {
      if (other === false || reached.has(other) || ((bits >> other) & 1) !== 1) continue;
      reached.add(other);
      queue.push(other);
    }
  }
  return reached.size;
}

describe('reached area', () => {
  it('admits exactly the shadings in which the cell reaches that many cells through true cells', async () => {
    const cases = [
      { size: { rows: 3, columns: 3 }, root: { row: 1, column: 1 }, counts: [1, 2, 4, 6, 9] },
      { size: { rows: 3, columns: 3 }, root: { row: 0, column: 0 }, counts: [1, 3, 5] },
      { size: { rows: 2, columns: 5 }, root: { row: 0, column: 2 }, counts: [2, 3, 7, 10] },
      { size: { rows: 1, columns: 4 }, root: { row: 0, column: 3 }, counts: [1, 4, 5] },
    ];
    for (const { size, root, counts } of cases) {
      const cellCount = size.rows * size.columns;
      for (const count of counts) {
        const expected = new Set<string>();
        for (let bits = 0; bits < 2 ** cellCount; bits++) {
          if (reachedCount(size, bits, root.row * size.columns + root.column) === count) expected.add(Array.from({ length: cellCount }, (_, index) => (bits >> index) & 1).join(''));
        }
        const model = new Model();
        const grid = LiteralGrid.of(model, size, 'shaded');
        reachedArea(model, grid, root, count);
        const { solutions } = await defaultBackend.enumerate(model, grid.flat(), 100_000);
        const found = new Set(solutions.map((values) => values.map(Number).join('')));
        assert.equal(found.size, solutions.length, 'each shading once');
        assert.deepEqual([...found].sort(), [...expected].sort(), `${size.columns}×${size.rows}, r${root.row + 1}c${root.column + 1} reaching ${count}`);
      }
    }
  });
});

/** Whether some row or column of the colouring holds `length` cells of one colour in a row. */
function hasRun(size: GridSize, bits: number, length: number): boolean {
  const colour = (row: number, column: number) => (bits >> (row * size.columns + column)) & 1;
  const lines = [
    ...Array.from({ length: size.rows }, (_, row) => Array.from({ length: size.columns }, (_, column) => colour(row, column))),
    ...Array.from({ length: size.columns }, (_, column) => Array.from({ length: size.rows }, (_, row) => colour(row, column))),
  ];
  return lines.some((line) => line.some((_, start) => start + length <= line.length && new Set(line.slice(start, start + length)).size === 1));
}

describe('no run of one colour', () => {
  it('admits exactly the colourings with no four cells of one colour in a row or column', async () => {
    for (const size of [{ rows: 1, columns: 6 }, { rows: 3, columns: 4 }, { rows: 4, columns: 4 }, { rows: 2, columns: 7 }]) {
      const cellCount = size.rows * size.columns;
      const expected = new Set<string>();
      for (let bits = 0; bits < 2 ** cellCount; bits++) {
        if (!hasRun(size, bits, 4)) expected.add(Array.from({ length: cellCount }, (_, index) => (bits >> index) & 1).join(''));
      }
      const model = new Model();
      const grid = LiteralGrid.of(model, size, 'shaded');
      noRun(model, grid, 4);
      noRun(model, grid.not(), 4);
      const { solutions } = await defaultBackend.enumerate(model, grid.flat(), 100_000);
      const found = new Set(solutions.map((values) => values.map(Number).join('')));
      assert.equal(found.size, solutions.length, 'each colouring once');
      assert.deepEqual([...found].sort(), [...expected].sort(), `${size.columns}×${size.rows}`);
    }
  });
});

/** The true cells of a bit pattern, their joins (true neighbours) and, per cell, the true neighbours. */
function joins(size: GridSize, bits: number): { cells: number[]; links: [number, number][] } {
  const on = (index: number) => ((bits >> index) & 1) === 1;
  const cells = Array.from({ length: size.rows * size.columns }, (_, index) => index).filter(on);
  const links: [number, number][] = [];
  for (const index of cells) {
    if (index % size.columns < size.columns - 1 && on(index + 1)) links.push([index, index + 1]);
    if (index + size.columns < size.rows * size.columns && on(index + size.columns)) links.push([index, index + size.columns]);
  }
  return { cells, links };
}

/** The path between two cells through true cells found by a breadth-first search, or undefined. */
function searchedPath(size: GridSize, bits: number, from: number, to: number): number[] | undefined {
  const { links } = joins(size, bits);
  if (((bits >> from) & 1) === 0) return undefined;
  const previous = new Map<number, number>([[from, from]]);
  const queue = [from];
  for (let index = 0; index < queue.length; index++) {
    for (const [a, b] of links) {
      const next = a === queue[index] ? b : b === queue[index] ? a : undefined;
      if (next === undefined || previous.has(next)) continue;
      previous.set(next, queue[index]!);
      queue.push(next);
    }
  }
  if (!previous.has(to)) return undefined;
  const path = [to];
  while (path.at(-1) !== from) path.push(previous.get(path.at(-1)!)!);
  return path;
}

describe('acyclic cells and the path between two cells', () => {
  const sizes = [{ rows: 1, columns: 4 }, { rows: 3, columns: 3 }, { rows: 2, columns: 5 }, { rows: 3, columns: 4 }];
  /** Whether the true cells close no loop: in a forest, each area has one join fewer than cells. */
  const isForest = (size: GridSize, bits: number) => {
    const { cells, links } = joins(size, bits);
    const areas = new Map(cells.map((cell) => [cell, cell]));
    const find = (cell: number): number => (areas.get(cell) === cell ? cell : find(areas.get(cell)!));
    for (const [a, b] of links) {
      if (find(a) === find(b)) return false;
      areas.set(find(a), find(b));
    }
    return true;
  };
  const pattern = (size: GridSize, bits: number) => Array.from({ length: size.rows * size.columns }, (_, index) => (bits >> index) & 1).join('');

  it('admits exactly the shadings whose true cells close no loop', async () => {
    for (const size of sizes) {
      const expected = new Set<string>();
      for (let bits = 0; bits < 2 ** (size.rows * size.columns); bits++) if (isForest(size, bits)) expected.add(pattern(size, bits));
      const model = new Model();
      const grid = LiteralGrid.of(model, size, 'unshaded');
      acyclicCells(model, grid);
      const { solutions } = await defaultBackend.enumerate(model, grid.flat(), 100_000);
      assert.deepEqual(solutions.map((values) => values.map(Number).join('')).sort(), [...expected].sort(), `${size.columns}×${size.rows}`);
    }
  });

  it('marks exactly the cells of the one path between two cells of a forest, and admits no forest that parts them', async () => {
    for (const size of sizes) {
      const count = size.rows * size.columns;
      const [from, to] = [0, count - 1];
      const expected = new Set<string>();
      for (let bits = 0; bits < 2 ** count; bits++) {
        const path = isForest(size, bits) ? searchedPath(size, bits, from, to) : undefined;
        if (path) expected.add(`${pattern(size, bits)} ${Array.from({ length: count }, (_, index) => (path.includes(index) ? 1 : 0)).join('')}`);
      }
      const model = new Model();
      const grid = LiteralGrid.of(model, size, 'unshaded');
      acyclicCells(model, grid);
      const toCell = (index: number) => ({ row: Math.floor(index / size.columns), column: index % size.columns });
      const onPath = pathBetween(model, grid, toCell(from), toCell(to));
      const { solutions } = await defaultBackend.enumerate(model, [...grid.flat(), ...onPath.flat()], 100_000);
      const found = solutions.map((values) => `${values.slice(0, count).map(Number).join('')} ${values.slice(count).map(Number).join('')}`);
      assert.deepEqual(found.sort(), [...expected].sort(), `${size.columns}×${size.rows}`);
    }
  });
});

describe('dead ends at the cells named', () => {
  it('admits exactly the colourings whose true cells with one true neighbour are the ends named, connected or not', async () => {
    for (const size of [{ rows: 1, columns: 4 }, { rows: 3, columns: 3 }, { rows: 2, columns: 5 }, { rows: 3, columns: 4 }]) {
      const cellCount = size.rows * size.columns;
      // Ends at the first and the last cell, or at none.
      for (const ends of [new Set([0, cellCount - 1]), new Set<number>()]) {
        const isTrue = (bits: number, row: number, column: number) => row >= 0 && column >= 0 && row < size.rows && column < size.columns && ((bits >> (row * size.columns + column)) & 1) === 1;
        for (const connected of [false, true]) {
          const expected = new Set<string>();
          for (let bits = 0; bits < 2 ** cellCount; bits++) {
            if (connected && !colourConnected(size, bits, 1)) continue;
            let fits = true;
            for (let index = 0; index < cellCount && fits; index++) {
              const row = Math.floor(index / size.columns);
              const column = index % size.columns;
              const trueNeighbours = [[-1, 0], [1, 0], [0, -1], [0, 1]].filter(([down, right]) => isTrue(bits, row + down!, column + right!)).length;
              fits = (isTrue(bits, row, column) && trueNeighbours === 1) === ends.has(index);
            }
            if (fits) expected.add(Array.from({ length: cellCount }, (_, index) => (bits >> index) & 1).join(''));
          }
          const model = new Model();
          const grid = LiteralGrid.of(model, size, 'unshaded');
          // With the true cells connected, a single true cell is no dead end, and the helper's stronger form must
          // still admit it when no end is named.
          if (connected) connectedCells(model, grid);
          deadEndsAt(model, grid, (cell) => ends.has(cell.row * size.columns + cell.column), { connected });
          const { solutions } = await defaultBackend.enumerate(model, grid.flat(), 100_000);
          const found = new Set(solutions.map((values) => values.map(Number).join('')));
          const name = `${size.columns}×${size.rows}, ${ends.size} ends, ${connected ? 'connected' : 'apart'}`;
          assert.equal(found.size, solutions.length, 'each colouring once');
          assert.ok(expected.size > 0, `${name} has colourings to find`);
          assert.deepEqual([...found].sort(), [...expected].sort(), name);
        }
      }
    }
  });
});
