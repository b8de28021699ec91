// The model of rooms of a count against every marking of a small grid that a count per room admits (a cell in no room
// unmarked), and its clues named by each room's first cell.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Cell } from './geometry.js';
import { allCells, cellName } from './geometry.js';
import { roomCountModel } from './grown-rooms.js';
import { LiteralGrid } from './literal-grid.js';
import { defaultBackend } from '../index.js';

describe('rooms of a count', () => {
  it('admits exactly the markings with the count in every room and no mark outside the rooms', async () => {
    const size = { rows: 2, columns: 3 };
    const cells = allCells(size);
    // Row 1 a room, the first two cells of row 2 another; the last cell in no room.
    const rooms: Cell[][] = [cells.slice(0, 3), cells.slice(3, 5)];
    for (const perRoom of [1, 2]) {
      const { model, observed } = roomCountModel(size, rooms, perRoom, (model, gridSize) => LiteralGrid.of(model, gridSize, 'marked'));
      const expected: string[] = [];
      for (let bits = 0; bits < 2 ** cells.length; bits++) {
        const marked = (index: number) => (bits >> index) & 1;
        const count = (room: readonly Cell[]) => room.filter((cell) => marked(cells.indexOf(cell))).length;
        if (rooms.every((room) => count(room) === perRoom) && !marked(5)) expected.push(cells.map((_, index) => marked(index)).join(''));
      }
      const { solutions } = await defaultBackend.enumerate(model, observed, 1000);
      assert.deepEqual(solutions.map((values) => values.map(Number).join('')).sort(), expected.sort(), `${perRoom} a room`);
      assert.deepEqual(model.clues.map((clue) => clue.label.id), rooms.map((room) => `room ${cellName(room[0]!)}`));
    }
  });
});
