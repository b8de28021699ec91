import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lineBetween } from '../../core/lines.js';
import { borderLines } from './room-loop.js';

describe('rooms a loop passes', () => {
  it("lists the lines across each room's border, and leaves out those it is told no loop draws", () => {
    // Room 0 is the top row; rooms 1 and 2 the bottom left and bottom right cells.
    const rooms = [
      [0, 0],
      [1, 2],
    ];
    const line = (a: [number, number], b: [number, number]) => lineBetween({ row: a[0], column: a[1] }, { row: b[0], column: b[1] })!;
    assert.deepEqual(borderLines(rooms), [
      [line([0, 0], [1, 0]), line([0, 1], [1, 1])],
      [line([0, 0], [1, 0]), line([1, 0], [1, 1])],
      [line([0, 1], [1, 1]), line([1, 0], [1, 1])],
    ]);
    // Without the line into the bottom right cell.
    const open = borderLines(rooms, (a, b) => !(a.row === 1 && a.column === 1) && !(b.row === 1 && b.column === 1));
    assert.deepEqual(open, [[line([0, 0], [1, 0])], [line([0, 0], [1, 0])], []]);
  });
});
