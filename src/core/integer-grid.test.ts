// Grids of integers in a model, against every filling a count by hand allows: a 3×3 Latin square with one given has
// exactly the squares that keep it, and each reads back through integerAnswer as the grid it is; the values of a
// grid's observed literals (integerLiterals) read back as that grid; givens filled and kept as a generator asks.
// Divisions drawn by joining regions keep each region's size; `neighbourLinks` link each pair of neighbours once.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { defaultBackend } from '../index.js';
import { observedReader } from './engine.js';
import { adjacentPairs } from './geometry.js';
import { givensFilled, givensKept, givensStay, integerAnswer, integerGrid, integerLiterals } from './integer-grid.js';
import { JoinedRegions, neighbourLinks } from './joined-regions.js';
import { Model } from './model.js';

/** Every n×n grid of 1..n without a repeat in a row or a column, by brute force. */
function latinSquares(size: number): number[][][] {
  const squares: number[][][] = [];
  const grid = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  const fill = (index: number) => {
    if (index === size * size) return void squares.push(grid.map((row) => [...row]));
    const [row, column] = [Math.floor(index / size), index % size];
    for (let value = 1; value <= size; value++) {
      if (grid[row]!.includes(value) || grid.some((line) => line[column] === value)) continue;
      grid[row]![column] = value;
      fill(index + 1);
      grid[row]![column] = 0;
    }
  };
  fill(0);
  return squares;
}

describe('integer grids', () => {
  it('keep a given as a clue and read every answer back as the grid it is', async () => {
    const size = { rows: 3, columns: 3 };
    const model = new Model();
    const grid = integerGrid(model, size, [1, 2, 3]);
    for (const line of grid) model.distinct(line);
    for (let column = 0; column < 3; column++) model.distinct(grid.map((line) => line[column]!));
    const givens = [[2, null, null], [null, null, null], [null, null, null]];
    givensStay(model, grid, givens, ({ row, column }) => `given ${row},${column}`);
    const answer = integerAnswer(model, grid);
    const { solutions } = await defaultBackend.enumerate(model, answer.observed, 100);
    const found = solutions.map((values) => JSON.stringify(answer.decode(observedReader(answer.observed, values)))).sort();
    const expected = latinSquares(3).filter((square) => square[0]![0] === 2).map((square) => JSON.stringify(square)).sort();
    assert.deepEqual(found, expected);
    assert.equal(model.clues.length, 1);
    // A grid's own literal values read back as that grid.
    const square = latinSquares(3)[0]!;
    const values = integerLiterals(square, 3);
    assert.deepEqual(answer.decode(observedReader(answer.observed, values)), square);
    assert.deepEqual(answer.decodePartial((literal) => (literal === answer.observed[0] ? true : undefined))[0], [1, null, null]);
  });

  it('reads a cell without an integer as 0, and as null in a partial answer', () => {
    const model = new Model();
    const grid = [[model.integer('a', [4, 5]), null]];
    const answer = integerAnswer(model, grid);
    assert.deepEqual(answer.decode((literal) => literal === grid[0]![0]!.literals[1]), [[5, 0]]);
    assert.deepEqual(answer.decodePartial(() => undefined), [[null, null]]);
  });

  it('fills the givens from an answer and keeps those named', () => {
    const givens = [[1, null], [null, 2]];
    assert.deepEqual(givensFilled(givens, [[1, 2], [2, 1]]), [[1, 2], [2, 2]]);
    assert.deepEqual(givensKept(givens, new Set(['0,0']), ({ row, column }) => `${row},${column}`), [[1, null], [null, null]]);
  });
});

describe('joined regions', () => {
  it('join two regions into one of their summed size, and give each cell its region size', () => {
    const regions = new JoinedRegions({ rows: 2, columns: 3 });
    regions.join(0, 1);
    regions.join(1, 4);
    regions.join(4, 0);
    assert.ok(regions.together(0, 4) && !regions.together(0, 2));
    assert.equal(regions.sizeAt(1), 3);
    assert.deepEqual(regions.sizes(), [[3, 3, 1], [1, 3, 1]]);
  });

  it('link each pair of neighbours once, in the order of adjacentPairs', () => {
    const size = { rows: 2, columns: 3 };
    const links = neighbourLinks(new Model(), size);
    assert.deepEqual(links.map((link) => link.cells), adjacentPairs(size));
    assert.deepEqual(links[0]!.ends, [0, 1]);
    assert.equal(new Set(links.map((link) => link.literal)).size, links.length);
  });
});
