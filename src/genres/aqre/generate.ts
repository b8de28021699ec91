// Aqre puzzles, rooms drawn around a shading (the shared generator of rooms numbered with their shaded cells):
//   1. a random shading, drawn from the genre's own model over one room without a number (shaded cells connected, no
//      run of four of one colour);
//   2. rooms grown from random seed cells, about one per four cells (the core's growRegions);
//   3. every room is numbered with its shaded cells; while a second solution exists, a room where it differs is split
//      in two, grown from a cell where it differs and another;
//   4. for a level, rooms are split (easier) or joined (harder) while the shading stays the only solution, then numbers
//      are taken away while it stays so, down to the level.

import { constructGrid } from '../../core/construct.js';
import { growRegions } from '../../core/divide.js';
import { SolutionSource, SourceCache } from '../../core/generate.js';
import { allCells, makeGrid } from '../../core/geometry.js';
import type { Generator } from '../../core/genre.js';
import { satFactoryOf } from '../../core/oracle.js';
import type { RatingScale } from '../../core/rating.js';
import { defaultScale } from '../../core/rating.js';
import { splitRoom } from '../../core/room-cuts.js';
import { oneRoom } from '../shared/room-drawing.js';
import type { ShadedRoomsGenre } from '../shared/shaded-rooms.js';
import { shadedRoomsConstruction, withAllRoomNumbers } from '../shared/shaded-rooms.js';
import { answers } from './formats.js';
import { buildModel } from './model.js';
import type { AqreAnswer, AqrePartial, AqrePuzzle } from './puzzle.js';
import { makeAqre } from './puzzle.js';

/**
 * No outside program rates Aqre by level; the cut-offs are set so that janko.at's published puzzles (rated 22 to 934
 * here, most above 450) fall in hard and expert, as puzzles made for solvers with some practice.
 */
export const aqreScale: RatingScale = { ...defaultScale, medium: 50, hard: 200, expert: 500 };

/** Cells per room on average: larger rooms leave more shadings with the same counts to mend away. */
const cellsPerRoom = 4;

/** Random shadings of a grid of one size, from the rules alone (loaded once per size). */
const shadings = new SourceCache<AqreAnswer, AqrePartial>();

const aqreRooms: ShadedRoomsGenre<AqrePuzzle> = {
  id: 'aqre',
  name: 'Aqre',
  scale: aqreScale,
  attempts: 30,
  shading(random, request) {
    const size = { rows: request.rows, columns: request.columns };
    const factory = satFactoryOf(request);
    const blank = () => makeAqre(oneRoom(size), makeGrid(size, () => null));
    const source = () => new SolutionSource<AqreAnswer, AqrePartial>(buildModel(blank()), answers, factory, 0.5);
    return shadings.get(`${factory.name} ${size.columns}x${size.rows}`, source).drawAnswer(random);
  },
  rooms(size, _shading, random) {
    const seeds = random.shuffle(allCells(size)).slice(0, Math.max(1, Math.round((size.rows * size.columns) / cellsPerRoom)));
    return growRegions(size, seeds, random);
  },
  split(rooms, cells, _shading, random) {
    const splittable = cells.filter((cell) => rooms.flat().filter((room) => room === rooms[cell.row]![cell.column]).length > 1);
    return splittable.length > 0 ? splitRoom(rooms, random.pick(splittable), random) : undefined;
  },
  splitAt: (rooms, cell, _shading, random) => splitRoom(rooms, cell, random),
  make: makeAqre,
  model: buildModel,
};

export const aqreGenerator: Generator<AqrePuzzle, AqreAnswer> = {
  options: [],
  defaultSize: { rows: 10, columns: 10 },
  minimumSize: { rows: 4, columns: 4 },
  // A 15×15 takes about 4 s of CPU; a 20×20 more than 4 minutes (mending and thinning some 100 rooms, each a question).
  maximumSize: { rows: 15, columns: 15 },
  generate: async (request) => constructGrid(shadedRoomsConstruction(aqreRooms, request), request).puzzle,
  withAllClues: (puzzle, answer) => withAllRoomNumbers(makeAqre, puzzle, answer),
};
