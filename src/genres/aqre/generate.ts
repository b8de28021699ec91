// Aqre puzzles, rooms drawn around a shading (in the manner of the Heyawake generator):
//   1. a random shading, drawn from the genre's own model over one room without a number (shaded cells connected, no
//      run of four of one colour);
//   2. rooms grown from random seed cells, about one per four cells (the core's growRegions);
//   3. every room is numbered with its shaded cells; while a second solution exists, a room where it differs is split
//      in two, grown from a cell where it differs and another (a split only adds numbers, so the shading stays a
//      solution and others only go away);
//   4. numbers are taken away one at a time, in random order, while the shading stays the only solution; any prefix
//      of that sequence is unique too, and the requested level is found along it with the core's rating.

import type { Construction, GridConstructed } from '../../core/construct.js';
import { constructGrid } from '../../core/construct.js';
import { growRegions } from '../../core/divide.js';
import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, cellIndex, makeGrid, neighbours } from '../../core/geometry.js';
import type { GenerateRequest, Generator } from '../../core/genre.js';
import { SolutionSource, SourceCache } from '../../core/generate.js';
import { satFactoryOf } from '../../core/oracle.js';
import type { Random } from '../../core/random.js';
import type { RatingScale } from '../../core/rating.js';
import { defaultScale } from '../../core/rating.js';
import { partialToJson } from './formats.js';
import { buildModel } from './model.js';
import type { AqreAnswer, AqreNumber, AqrePartial, AqrePuzzle } from './puzzle.js';
import { makeAqre, roomCells, topCell } from './puzzle.js';
import { oneRoom } from '../shared/room-drawing.js';

/**
 * No outside program rates Aqre by level; the cut-offs are set so that janko.at's published puzzles (rated 22 to 934
 * here, most above 450) fall in hard and expert, as puzzles made for solvers with some practice.
 */
export const aqreScale: RatingScale = { ...defaultScale, medium: 50, hard: 200, expert: 500 };

/** Cells per room on average: larger rooms leave more shadings with the same counts to mend away. */
const cellsPerRoom = 4;

/** Random shadings of a grid of one size, from the rules alone (loaded once per size). */
const shadings = new SourceCache<AqreAnswer, AqrePartial>();

function randomShading(request: GenerateRequest, random: Random): AqreAnswer | undefined {
  const size = { rows: request.rows, columns: request.columns };
  const factory = satFactoryOf(request);
  const blank = () => makeAqre(oneRoom(size), makeGrid(size, () => null));
  return shadings.get(`${factory.name} ${size.columns}x${size.rows}`, () => new SolutionSource<AqreAnswer, AqrePartial>(buildModel(blank()), { partialToJson }, factory, 0.5)).drawAnswer(random);
}

/** The room split in two, grown a random cell at a time from `from` and from another of its cells. */
function split(rooms: readonly (readonly number[])[], from: Cell, random: Random): number[][] {
  const size = { rows: rooms.length, columns: rooms[0]!.length };
  const room = rooms[from.row]![from.column]!;
  const cells = roomCells(rooms)[room]!;
  const other = random.pick(cells.filter((cell) => cell.row !== from.row || cell.column !== from.column));
  const label = Math.max(...rooms.flat()) + 1;
  const result = rooms.map((row) => [...row]);
  const owner = new Map<number, number>([[cellIndex(size, from), room], [cellIndex(size, other), label]]);
  const frontier: { cell: Cell; label: number }[] = [];
  const claim = (cell: Cell, owned: number) => {
    owner.set(cellIndex(size, cell), owned);
    result[cell.row]![cell.column] = owned;
    for (const next of neighbours(size, cell)) if (rooms[next.row]![next.column] === room && !owner.has(cellIndex(size, next))) frontier.push({ cell: next, label: owned });
  };
  claim(from, room);
  claim(other, label);
  while (frontier.length > 0) {
    const index = random.below(frontier.length);
    const { cell, label: owned } = frontier[index]!;
    frontier[index] = frontier[frontier.length - 1]!;
    frontier.pop();
    if (!owner.has(cellIndex(size, cell))) claim(cell, owned);
  }
  return result;
}

/** Every room (or those kept, by index in reading order) numbered with its shaded cells. */
function numbered(rooms: readonly (readonly number[])[], shading: AqreAnswer, kept?: ReadonlySet<number>): AqrePuzzle {
  const size = { rows: rooms.length, columns: rooms[0]!.length };
  const ordered = makeAqre(rooms, makeGrid(size, () => null)).rooms;
  const numbers = makeGrid<AqreNumber | null>(size, () => null);
  roomCells(ordered).forEach((cells, room) => {
    if (kept && !kept.has(room)) return;
    const top = topCell(cells);
    numbers[top.row]![top.column] = { kind: 'number', value: cells.filter((cell) => shading[cell.row]![cell.column]).length };
  });
  return makeAqre(ordered, numbers);
}

/** A puzzle under construction: the shading that is its solution, and the rooms grown around it. */
interface Draft {
  readonly shading: AqreAnswer;
  readonly rooms: readonly (readonly number[])[];
}

function growRooms(size: GridSize, random: Random): number[][] {
  const seeds = random.shuffle(allCells(size)).slice(0, Math.max(1, Math.round((size.rows * size.columns) / cellsPerRoom)));
  return growRegions(size, seeds, random);
}

const construction = (request: GenerateRequest): Construction<Draft, AqrePuzzle> => ({
  name: 'Aqre',
  scale: aqreScale,
  attempts: 30,
  randomKey: ({ columns, rows, difficulty, seed }) => `aqre/${columns}x${rows}/${difficulty ?? 'any'}/${seed}`,
  draw(random) {
    const shading = randomShading(request, random);
    return shading && { shading, rooms: growRooms({ rows: request.rows, columns: request.columns }, random) };
  },
  read({ shading, rooms }) {
    const puzzle = numbered(rooms, shading);
    return { puzzle, model: buildModel(puzzle), answer: shading.flat() };
  },
  // A room where the other solution differs is split, from a cell where it differs (a room of one cell fixes it).
  mend({ shading, rooms }, other, random) {
    const size = { rows: request.rows, columns: request.columns };
    const differing = allCells(size).filter((cell) => other[cellIndex(size, cell)] !== shading[cell.row]![cell.column]);
    const splittable = differing.filter((cell) => roomCells(rooms)[rooms[cell.row]![cell.column]!]!.length > 1);
    if (splittable.length === 0) return undefined;
    return { shading, rooms: split(rooms, random.pick(splittable), random) };
  },
  mendRounds: (draft) => draft.rooms.length * draft.rooms[0]!.length,
  // Towards an easier puzzle a room is split (one more number); towards a harder one two rooms side by side join.
  steer: {
    change({ shading, rooms }, harder, random) {
      const size = { rows: request.rows, columns: request.columns };
      const cell = random.pick(allCells(size));
      const room = rooms[cell.row]![cell.column]!;
      if (!harder) return roomCells(rooms)[room]!.length > 1 ? { shading, rooms: split(rooms, cell, random) } : undefined;
      const beside = neighbours(size, cell).find((next) => rooms[next.row]![next.column] !== room);
      if (!beside) return undefined;
      const other = rooms[beside.row]![beside.column]!;
      return { shading, rooms: rooms.map((row) => row.map((label) => (label === other ? room : label))) };
    },
    steps: (draft) => draft.rooms.length * draft.rooms[0]!.length,
  },
  keep: ({ shading, rooms }, kept) => numbered(rooms, shading, new Set(kept)),
});

export type GeneratedAqre = GridConstructed<AqrePuzzle>;

/** Generates a puzzle with its solution and rating (the Generator interface returns just the puzzle). */
export const generateAqre = (request: GenerateRequest, scale: RatingScale = aqreScale): GeneratedAqre => constructGrid({ ...construction(request), scale }, request);

/** Every room numbered with its shaded cells, numbers already there kept (the clues `explain` may suggest adding). */
function withAllNumbers(puzzle: AqrePuzzle, answer: AqreAnswer): AqrePuzzle {
  const numbers = puzzle.numbers.map((row) => [...row]);
  for (const cells of roomCells(puzzle.rooms)) {
    if (cells.some((cell) => puzzle.numbers[cell.row]![cell.column] !== null)) continue;
    const top = topCell(cells);
    numbers[top.row]![top.column] = { kind: 'number', value: cells.filter((cell) => answer[cell.row]![cell.column]).length };
  }
  return makeAqre(puzzle.rooms, numbers, puzzle.walls);
}

export const aqreGenerator: Generator<AqrePuzzle, AqreAnswer> = {
  options: [],
  defaultSize: { rows: 10, columns: 10 },
  minimumSize: { rows: 4, columns: 4 },
  // A 15×15 takes about 4 s of CPU; a 20×20 more than 4 minutes (mending and thinning some 100 rooms, each a question).
  maximumSize: { rows: 15, columns: 15 },
  generate: async (request) => generateAqre(request).puzzle,
  withAllClues: withAllNumbers,
};
