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
import type { RatingScale } from '../../core/rating.js';
import { defaultScale } from '../../core/rating.js';
import { cutDown, cutRectangle } from '../../core/room-cuts.js';
import type { ShadedRoomsGenre } from '../shared/shaded-rooms.js';
import { shadedRoomsConstruction, withAllRoomNumbers } from '../shared/shaded-rooms.js';
import { buildModel } from './model.js';
import type { HeyawakeAnswer, HeyawakePuzzle } from './puzzle.js';
import { borderSpans, makeHeyawake } from './puzzle.js';

/** The rating's default cut-offs: no outside program rates Heyawake by level to calibrate against. */
export const heyawakeScale: RatingScale = defaultScale;

type Rooms = readonly (readonly number[])[];

/** Whether every line of unshaded cells crosses at most one border between the rooms. */
const runsHold = (shading: readonly (readonly boolean[])[]) => (rooms: Rooms) =>
  borderSpans({ rows: rooms.length, columns: rooms[0]!.length, rooms: rooms.map((row) => [...row]), numbers: [] }).every((span) =>
    span.some((cell) => shading[cell.row]![cell.column]),
  );

const heyawakeRooms: ShadedRoomsGenre<HeyawakePuzzle> = {
  id: 'heyawake',
  name: 'Heyawake',
  scale: heyawakeScale,
  attempts: 100,
  mendRounds: 40,
  steer: false,
  shading(random, { rows, columns }) {
    const shading = apartShading({ rows, columns }, random, 0.6);
    return shading.flat().some(Boolean) ? shading : undefined;
  },
  // Rooms of at most a random 2 to 9 cells (or as small as cuts keeping to the rule of lines allow).
  rooms: (size, shading, random) => cutDown(size, () => 2 + random.below(8), (rooms, room) => cutRectangle(rooms, room, random, runsHold(shading))),
  split: (rooms, cell, shading, random) => cutRectangle(rooms, rooms[cell.row]![cell.column]!, random, runsHold(shading)),
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
