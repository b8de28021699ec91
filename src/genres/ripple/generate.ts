// Ripple Effect puzzles from random rooms (`randomRooms`): a random filling of them is drawn from the rules (rooms
// that allow none are drawn again), every digit starts as a given, and givens are taken away in symmetric groups
// while the filling stays the only solution and the rating stays within the level.

import { growRegions } from '../../core/divide.js';
import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, makeGrid, neighbours } from '../../core/geometry.js';
import type { Generator } from '../../core/genre.js';
import { givensKept } from '../../core/integer-grid.js';
import { removalGenerator, symmetryOption } from '../../core/generate.js';
import type { Random } from '../../core/random.js';
import type { Regions } from '../../core/regions.js';
import { regionsFromLabels, wallsOf } from '../../core/regions.js';
import { splitRoom } from '../../core/room-cuts.js';
import { partialToJson } from './formats.js';
import { buildModel } from './model.js';
import type { RippleAnswer, RipplePuzzle } from './puzzle.js';
import { givenId, makeRipple, rippleSize } from './puzzle.js';

/** Cells per room on average, and the largest room kept: small rooms crowd their 1s and 2s, and seldom have a filling. */
const averageRoom = 5;
const largestRoom = 7;

/**
 * Random rooms: grown from random seeds, one per `averageRoom` cells; a room larger than `largestRoom` split in two
 * until none is; then a room of one cell joins a neighbouring room with space left, as two of them side by side would
 * put two 1s together.
 */
export function randomRooms(size: GridSize, random: Random): Regions {
  const seeds = random.shuffle(allCells(size)).slice(0, Math.max(1, Math.round((size.rows * size.columns) / averageRoom)));
  let rooms = growRegions(size, seeds, random);
  const roomOf = (cell: Cell) => rooms[cell.row]![cell.column]!;
  const area = (label: number) => rooms.flat().filter((other) => other === label).length;
  const oversized = () => allCells(size).filter((cell) => area(roomOf(cell)) > largestRoom);
  for (let over = oversized(); over.length > 0; over = oversized()) rooms = splitRoom(rooms, random.pick(over), random) ?? rooms;
  for (const cell of random.shuffle(allCells(size)).filter((cell) => area(roomOf(cell)) === 1)) {
    const label = roomOf(random.pick(neighbours(size, cell)));
    if (area(roomOf(cell)) === 1 && area(label) < largestRoom) rooms[cell.row]![cell.column] = label;
  }
  return regionsFromLabels(rooms);
}

export const rippleGenerator: Generator<RipplePuzzle, RippleAnswer> = removalGenerator({
  genre: { model: buildModel, partialToJson },
  defaultSize: { rows: 8, columns: 8 },
  minimumSize: { rows: 3, columns: 3 },
  maximumSize: { rows: 12, columns: 12 },
  options: [symmetryOption('rotate2')],
  // Each blank is a fresh division into rooms, and some divisions have no filling: one solution drawn from each.
  solutionsPerBlank: 1,
  space: {
    givenId,
    blank: (request, random) => makeRipple(request, wallsOf(randomRooms(request, random)), makeGrid(request, () => null)),
    // Every cell given its digit.
    withAllClues: (puzzle, answer) =>
      makeRipple(rippleSize(puzzle), wallsOf(puzzle.rooms), answer.map((row) => row.map((value) => ({ kind: 'number' as const, value })))),
    keepClues: (puzzle, kept) =>
makeRipple(rippleSize(puzzle), wallsOf(puzzle.rooms), givensKept(puzzle.givens, kept, givenId)),
  },
});
