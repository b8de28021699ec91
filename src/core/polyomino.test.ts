// Polyomino geometry: free shapes under the 8 symmetries, the tetrominoes, and placements inside a room.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Cell } from './geometry.js';
import { seededRandom } from './random.js';
import type { Rectangle } from './polyomino.js';
import { freePolyominoes, freeShapeKey, isConnectedShape, normalise, orientations, placementsIn, rectangleCells, rectanglesThrough, shapeIndex, tetrominoes } from './polyomino.js';

const cells = (...pairs: [number, number][]): Cell[] => pairs.map(([row, column]) => ({ row, column }));

describe('polyominoes', () => {
  it('normalises a set of cells to the top-left corner in reading order', () => {
    assert.deepEqual(normalise(cells([5, 4], [4, 5], [4, 4])), cells([0, 0], [0, 1], [1, 0]));
  });

  it('counts the fixed forms of each tetromino: I 2, L 8, O 1, S 4, T 4 (19 in all)', () => {
    const counts = Object.fromEntries(tetrominoes.map((shape) => [shape.name, orientations(shape.cells).length]));
    assert.deepEqual(counts, { I: 2, L: 8, O: 1, S: 4, T: 4 });
  });

  it('gives every rotation and reflection of a shape the same key, and different shapes different keys', () => {
    const l = cells([0, 0], [1, 0], [2, 0], [2, 1]);
    const j = cells([0, 1], [1, 1], [2, 1], [2, 0]);
    const lying = cells([7, 3], [7, 4], [7, 5], [6, 5]);
    assert.equal(freeShapeKey(l), freeShapeKey(j));
    assert.equal(freeShapeKey(l), freeShapeKey(lying));
    const keys = new Set(tetrominoes.map((shape) => freeShapeKey(shape.cells)));
    assert.equal(keys.size, 5);
    const z = cells([0, 0], [0, 1], [1, 1], [1, 2]);
    assert.equal(tetrominoes[shapeIndex(z, tetrominoes)!]!.name, 'S');
    assert.equal(tetrominoes[shapeIndex(lying, tetrominoes)!]!.name, 'L');
    assert.equal(shapeIndex(cells([0, 0], [0, 1], [0, 2]), tetrominoes), undefined);
  });

  it('enumerates the free polyominoes: 1, 1, 2, 5, 12 and 35 of sizes 1 to 6', () => {
    assert.deepEqual(
      [1, 2, 3, 4, 5, 6].map((size) => freePolyominoes(size).length),
      [1, 1, 2, 5, 12, 35],
    );
    const four = new Set(freePolyominoes(4).map(freeShapeKey));
    assert.deepEqual(four, new Set(tetrominoes.map((shape) => freeShapeKey(shape.cells))));
  });

  it('tells connected cells from separate ones', () => {
    assert.equal(isConnectedShape(cells([0, 0], [0, 1], [1, 1])), true);
    assert.equal(isConnectedShape(cells([0, 0], [1, 1])), false);
    assert.equal(isConnectedShape([]), false);
  });

  it('places shapes inside a room: every orientation at every position that fits, each once', () => {
    // A 2×4 room takes I in 2 ways, O in 3, S in 4, T in 4 and L in 8 (its 4 lying forms at 2 positions each).
    const room = cells([0, 0], [0, 1], [0, 2], [0, 3], [1, 0], [1, 1], [1, 2], [1, 3]);
    const placements = placementsIn(room, tetrominoes);
    const byName = (name: string) => placements.filter((placement) => tetrominoes[placement.shape]!.name === name).length;
    assert.equal(byName('I'), 2);
    assert.equal(byName('O'), 3);
    assert.equal(byName('S'), 4);
    assert.equal(byName('T'), 4);
    assert.equal(byName('L'), 8);
    const keys = placements.map((placement) => placement.cells.map((cell) => `${cell.row},${cell.column}`).join(' '));
    assert.equal(new Set(keys).size, placements.length);
    // An L-shaped room of four cells takes one placement: itself.
    const single = placementsIn(cells([3, 3], [4, 3], [5, 3], [5, 4]), tetrominoes);
    assert.deepEqual(single, [{ shape: 1, cells: cells([3, 3], [4, 3], [5, 3], [5, 4]) }]);
    assert.deepEqual(placementsIn(cells([0, 0], [0, 1], [0, 2]), tetrominoes), []);
  });

  it('lists the rectangles through a cell that avoid blocked cells, as every rectangle of the grid checked one by one does', () => {
    const random = seededRandom('bands of rows');
    for (let round = 0; round < 40; round++) {
      const grid = { rows: 1 + random.below(6), columns: 1 + random.below(6) };
      const cell = { row: random.below(grid.rows), column: random.below(grid.columns) };
      const blockedCells = new Set(Array.from({ length: random.below(6) }, () => `${random.below(grid.rows)},${random.below(grid.columns)}`));
      const blocked = (other: Cell) => blockedCells.has(`${other.row},${other.column}`);
      const area = random.below(3) === 0 ? undefined : 1 + random.below(8);
      // Every rectangle of the grid, kept when it holds the cell, has the area and holds no blocked cell but the cell.
      const expected: Rectangle[] = [];
      for (let height = 1; height <= grid.rows; height++) {
        for (let width = 1; width <= grid.columns; width++) {
          for (let top = 0; top + height <= grid.rows; top++) {
            for (let left = 0; left + width <= grid.columns; left++) {
              const inside = rectangleCells({ top, left, height, width });
              const holds = inside.some((other) => other.row === cell.row && other.column === cell.column);
              const clear = inside.every((other) => (other.row === cell.row && other.column === cell.column) || !blocked(other));
              if (holds && clear && (area === undefined || height * width === area)) expected.push({ top, left, height, width });
            }
          }
        }
      }
      assert.deepEqual(rectanglesThrough(grid, cell, area, blocked), expected, `round ${round}`);
    }
  });
});
