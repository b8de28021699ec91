// The room cuts and the shading basics' random shading, on many seeds: every result is checked against what the
// functions promise (rooms in one piece, cuts straight and allowed, sizes kept to, shaded cells apart and the rest
// connected), not against a copy of their code.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { connectedAreas } from './checks.js';
import type { Cell } from './geometry.js';
import { allCells, makeGrid, neighbours } from './geometry.js';
import { apartShading } from './random-shading.js';
import { seededRandom } from './random.js';
import { cutDown, cutRectangle, isolateCell, splitRoom } from './room-cuts.js';

type Rooms = readonly (readonly number[])[];
const size = { rows: 6, columns: 7 };
const labels = (rooms: Rooms) => [...new Set(rooms.flat())];
const cellsOf = (rooms: Rooms, room: number) => allCells(size).filter((cell) => rooms[cell.row]![cell.column] === room);
const inOnePiece = (rooms: Rooms, room: number) => connectedAreas(size, (cell) => rooms[cell.row]![cell.column] === room).length === 1;
const isRectangle = (cells: readonly Cell[]) => {
  const height = Math.max(...cells.map((cell) => cell.row)) - Math.min(...cells.map((cell) => cell.row)) + 1;
  const width = Math.max(...cells.map((cell) => cell.column)) - Math.min(...cells.map((cell) => cell.column)) + 1;
  return height * width === cells.length;
};

describe('room cuts', () => {
  it('split a room in two pieces, each in one piece, the first cell keeping the label; a room of one cell not at all', () => {
    for (let seed = 0; seed < 30; seed++) {
      const rooms = makeGrid(size, (cell) => (cell.column < 4 ? 0 : 1));
      const from = { row: seed % size.rows, column: seed % 4 };
      const split = splitRoom(rooms, from, seededRandom(`split ${seed}`))!;
      assert.equal(split[from.row]![from.column], 0);
      assert.deepEqual(labels(split).sort(), [0, 1, 2]);
      for (const room of [0, 1, 2]) assert.ok(inOnePiece(split, room), `seed ${seed}, room ${room}`);
      assert.deepEqual(cellsOf(split, 1), cellsOf(rooms, 1), 'other rooms stay');
    }
    assert.equal(splitRoom([[0, 1]], { row: 0, column: 0 }, seededRandom('one')), undefined);
  });

  it('cut a grid down to rectangles no larger than their targets, each cut one that is allowed', () => {
    for (let seed = 0; seed < 30; seed++) {
      const random = seededRandom(`cut ${seed}`);
      const target = 2 + (seed % 5);
      const rooms = cutDown(size, () => target, (current, room) => cutRectangle(current, [room], random, () => true));
      for (const room of labels(rooms)) {
        const cells = cellsOf(rooms, room);
        assert.ok(isRectangle(cells) && cells.length <= target, `seed ${seed}, room ${room}`);
      }
    }
    // No cut allowed: nothing is cut.
    assert.deepEqual(cutDown(size, () => 1, (current, room) => cutRectangle(current, [room], seededRandom('none'), () => false)), makeGrid(size, () => 0));
  });

  it('make a cell a room of its own, and what falls apart around it one room per piece', () => {
    // A ring of one room round a middle room: the top-middle cell alone leaves the rest of the ring in one piece; a
    // row's middle cell alone leaves two pieces.
    const row = isolateCell([[0, 0, 0]], { row: 0, column: 1 });
    assert.deepEqual(row, [[0, 1, 2]]);
    const ring = [
      [0, 0, 0],
      [0, 1, 0],
      [0, 0, 0],
    ];
    assert.deepEqual(isolateCell(ring, { row: 0, column: 1 }), [
      [0, 2, 0],
      [0, 1, 0],
      [0, 0, 0],
    ]);
  });
});

describe('a random shading under the shading basics', () => {
  it('keeps shaded cells apart and the unshaded cells connected, and with chance 1 leaves no cell that could be shaded', () => {
    for (let seed = 0; seed < 30; seed++) {
      for (const chance of [1, 0.5]) {
        const shaded = apartShading(size, seededRandom(`shading ${seed}`), chance);
        const isShaded = (cell: Cell) => shaded[cell.row]![cell.column]!;
        const unshadedConnected = (grid: boolean[][]) => connectedAreas(size, (cell) => !grid[cell.row]![cell.column]).length === 1;
        assert.ok(unshadedConnected(shaded), `seed ${seed}`);
        for (const cell of allCells(size).filter(isShaded)) assert.ok(!neighbours(size, cell).some(isShaded), `seed ${seed}`);
        if (chance < 1) continue;
        for (const cell of allCells(size).filter((cell) => !isShaded(cell) && !neighbours(size, cell).some(isShaded))) {
          const more = shaded.map((line) => [...line]);
          more[cell.row]![cell.column] = true;
          assert.ok(!unshadedConnected(more), `seed ${seed}: ${cell.row},${cell.column} could still be shaded`);
        }
      }
    }
  });
});
