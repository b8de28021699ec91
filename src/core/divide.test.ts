// The region toolkit: regions grown from seeds cover the grid, one connected region per seed; grouping joins them
// into connected rooms of a given number of seeds; a moved cell never splits a room; a room splits into two connected
// parts, or joins a neighbour whole.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { groupRegions, growRegions, joinNeighbour, leaves, moveCell, splitRoom } from './divide.js';
import type { Cell } from './geometry.js';
import { allCells, neighbours } from './geometry.js';
import { seededRandom } from './random.js';
import { floodRegions } from './regions.js';

const size = { rows: 6, columns: 7 };

/** Whether every label's cells form one 4-connected piece. */
function connected(labels: readonly (readonly number[])[]): boolean {
  const pieces = floodRegions(size, (a, b) => labels[a.row]![a.column] === labels[b.row]![b.column]);
  return new Set(pieces.flat()).size === new Set(labels.flat()).size;
}

const seeds: Cell[] = [
  { row: 0, column: 0 },
  { row: 0, column: 6 },
  { row: 2, column: 3 },
  { row: 5, column: 0 },
  { row: 5, column: 6 },
  { row: 3, column: 1 },
];

describe('region toolkit', () => {
  it('grows one connected region per seed over the whole grid', () => {
    for (let k = 0; k < 20; k++) {
      const regions = growRegions(size, seeds, seededRandom(`grow ${k}`));
      assert.ok(regions.flat().every((label) => label >= 0 && label < seeds.length));
      seeds.forEach((seed, index) => assert.equal(regions[seed.row]![seed.column], index));
      assert.ok(connected(regions));
    }
  });

  it('groups neighbouring regions into connected rooms of two seeds each', () => {
    let grouped = 0;
    for (let k = 0; k < 20; k++) {
      const random = seededRandom(`group ${k}`);
      const rooms = groupRegions(growRegions(size, seeds, random), 2, random);
      if (!rooms) continue;
      grouped++;
      assert.ok(connected(rooms));
      const seedsPerRoom = new Map<number, number>();
      for (const seed of seeds) seedsPerRoom.set(rooms[seed.row]![seed.column]!, (seedsPerRoom.get(rooms[seed.row]![seed.column]!) ?? 0) + 1);
      assert.deepEqual([...seedsPerRoom.values()], [2, 2, 2]);
    }
    assert.ok(grouped > 10, `only ${grouped} of 20 groupings found`);
  });

  it('moves a cell to a neighbouring room only where its own room stays whole', () => {
    // Room 0 is a row of three cells across the top: its middle cell holds it together.
    const rooms = [
      [0, 0, 0, 1, 1, 1, 1],
      ...Array.from({ length: 5 }, () => [1, 1, 1, 1, 1, 1, 1]),
    ];
    assert.equal(leaves(rooms, { row: 0, column: 1 }), false);
    assert.equal(leaves(rooms, { row: 0, column: 0 }), true);
    assert.equal(moveCell(rooms, { row: 0, column: 1 }, seededRandom('middle')), undefined);
    for (let k = 0; k < 10; k++) {
      const cell = allCells(size)[k * 4]!;
      const moved = moveCell(rooms, cell, seededRandom(`move ${k}`));
      if (!moved) continue;
      assert.ok(connected(moved));
      const target = moved[cell.row]![cell.column]!;
      assert.ok(neighbours(size, cell).some((next) => moved[next.row]![next.column] === target));
    }
  });

  it('splits a room into two connected parts, one grown from the cell named, and joins a room with a neighbour', () => {
    for (let k = 0; k < 10; k++) {
      const regions = growRegions(size, seeds, seededRandom(`split ${k}`));
      const cell = allCells(size)[k * 4]!;
      const room = regions[cell.row]![cell.column]!;
      const split = splitRoom(regions, cell, seededRandom(`split ${k}`));
      assert.ok(connected(split));
      const parts = new Set(allCells(size).filter((other) => regions[other.row]![other.column] === room).map((other) => split[other.row]![other.column]!));
      assert.equal(parts.size, 2);
      assert.notEqual(split[cell.row]![cell.column], room);
      // Cells of other rooms keep their labels.
      assert.ok(allCells(size).every((other) => regions[other.row]![other.column] === room || split[other.row]![other.column] === regions[other.row]![other.column]));
      const joined = joinNeighbour(split, cell, seededRandom(`join ${k}`))!;
      assert.ok(connected(joined));
      assert.equal(new Set(joined.flat()).size, new Set(split.flat()).size - 1);
    }
  });
});
