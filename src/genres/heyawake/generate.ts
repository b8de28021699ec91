// Heyawake puzzles, rooms drawn around a shading (the shared generator of rooms numbered with their shaded cells):
//   1. a random shading: cells in random order are shaded, some of the time, when no shaded cell touches them and
//      the unshaded cells stay connected;
//   2. rooms are cut out of the grid: a rectangle is cut in two by a straight cut across it, at a random place where
//      no line of unshaded cells then crosses two borders, until it is small enough;
//   3. every room is numbered with its shaded cells; while a second solution exists, a room where it differs is cut
//      again, or, where no cut keeps to the rule of lines, a shaded cell where it differs becomes a room of its own;
//   4. numbers are taken away while the shading stays the only solution, down to the requested level.

import { constructGrid } from '../../core/construct.js';
import type { Generator } from '../../core/genre.js';
import { apartShading } from '../../core/random-shading.js';
import { defaultScale } from '../../core/rating.js';
import { cutDown, cutRectangle } from '../../core/room-cuts.js';
import type { Rooms, ShadedRoomsGenre, Shading } from '../shared/shaded-rooms.js';
import { shadedRoomsConstruction, withAllRoomNumbers } from '../shared/shaded-rooms.js';
import { buildModel } from './model.js';
import type { HeyawakeAnswer, HeyawakePuzzle } from './puzzle.js';
import { makeHeyawake } from './puzzle.js';

const transpose = <Value>(grid: readonly (readonly Value[])[]) => grid[0]!.map((_, column) => grid.map((line) => line[column]!));

/** Whether no line of unshaded cells along a row crosses two borders between the rooms. */
const rowsHold = (shading: Shading, rooms: Rooms) =>
  rooms.every((line, row) => {
    let borders = 0;
    return line.every((room, column) => {
      if (shading[row]![column]) borders = 0;
      else if (column > 0 && !shading[row]![column - 1] && line[column - 1] !== room) borders++;
      return borders < 2;
    });
  });

/** The rule of lines along the rows, and along the columns as the rows of the grids turned over. */
const runsHold = (shading: Shading) => {
  const turned = transpose(shading);
  return (rooms: Rooms) => rowsHold(shading, rooms) && rowsHold(turned, transpose(rooms));
};

const heyawakeRooms: ShadedRoomsGenre<HeyawakePuzzle> = {
  id: 'heyawake',
  name: 'Heyawake',
  // The rating's default cut-offs: no outside program rates Heyawake by level to calibrate against.
  scale: defaultScale,
  attempts: 100,
  mendRounds: 40,
  shading: (random, { rows, columns }) => apartShading({ rows, columns }, random, 0.6),
  // Rooms of at most a random 2 to 9 cells (or as small as cuts keeping to the rule of lines allow).
  rooms: (size, shading, random) => cutDown(size, () => 2 + random.below(8), (rooms, room) => cutRectangle(rooms, [room], random, runsHold(shading))),
  split: (rooms, cells, shading, random) => cutRectangle(rooms, cells.map((cell) => rooms[cell.row]![cell.column]!), random, runsHold(shading)),
  make: makeHeyawake,
  model: buildModel,
};

export const heyawakeGenerator: Generator<HeyawakePuzzle, HeyawakeAnswer> = {
  options: [],
  defaultSize: { rows: 10, columns: 10 },
  minimumSize: { rows: 3, columns: 3 },
  maximumSize: { rows: 30, columns: 30 },
  generate: async (request) => constructGrid(shadedRoomsConstruction(heyawakeRooms, request), request).puzzle,
  withAllClues: (puzzle, answer) => withAllRoomNumbers(makeHeyawake, puzzle, answer),
};
