import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Model } from './model.js';
import { cellsAtPoint, halfPoints, halfTurn, pointName, symmetricAbout } from './symmetry.js';

describe('points on the doubled lattice', () => {
  it('lie in one cell, on the edge between two or at the corner of four', () => {
    assert.deepEqual(cellsAtPoint({ row: 2, column: 4 }), [{ row: 1, column: 2 }]);
    assert.deepEqual(cellsAtPoint({ row: 2, column: 3 }), [{ row: 1, column: 1 }, { row: 1, column: 2 }]);
    assert.deepEqual(cellsAtPoint({ row: 1, column: 1 }), [{ row: 0, column: 0 }, { row: 0, column: 1 }, { row: 1, column: 0 }, { row: 1, column: 1 }]);
    assert.equal(pointName({ row: 1, column: 0 }), 'the edge between r1c1 and r2c1');
    assert.equal(pointName({ row: 1, column: 1 }), 'the corner of r1c1, r1c2, r2c1 and r2c2');
    assert.deepEqual(halfPoints({ rows: 2, columns: 3 }), { rows: 3, columns: 5 });
  });

  it('turn a cell half round about them, or off the grid', () => {
    const size = { rows: 3, columns: 4 };
    // About the corner between r1c1, r1c2, r2c1 and r2c2.
    assert.deepEqual(halfTurn(size, { row: 1, column: 1 }, { row: 0, column: 0 }), { row: 1, column: 1 });
    assert.deepEqual(halfTurn(size, { row: 1, column: 1 }, { row: 1, column: 0 }), { row: 0, column: 1 });
    assert.equal(halfTurn(size, { row: 1, column: 1 }, { row: 2, column: 0 }), undefined);
    // About the centre of r2c2: r1c1 and r3c3.
    assert.deepEqual(halfTurn(size, { row: 2, column: 2 }, { row: 0, column: 0 }), { row: 2, column: 2 });
  });

  it('state a region symmetric about a point: each cell in it implies its turned cell, and one without a turned cell is out', () => {
    const model = new Model();
    const size = { rows: 1, columns: 3 };
    const cells = [0, 1, 2].map((column) => ({ row: 0, column }));
    const literals = cells.map((cell) => model.bool(`r1c${cell.column + 1}`));
    // About the edge between r1c1 and r1c2: r1c3 turns off the grid.
    symmetricAbout(model, size, { row: 0, column: 1 }, (cell) => literals[cell.column], cells);
    assert.deepEqual(model.constraints, [
      { kind: 'clause', literals: [-literals[0]!, literals[1]!] },
      { kind: 'clause', literals: [-literals[1]!, literals[0]!] },
      { kind: 'clause', literals: [-literals[2]!] },
    ]);
  });
});
