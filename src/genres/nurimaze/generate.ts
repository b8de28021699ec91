// Nuri-Maze puzzles, rooms drawn around a shading (in the manner of the Aqre generator):
//   1. a random shading, drawn from the genre's own model over rooms of one cell (no 2×2 of one colour, the unshaded
//      cells a tree), and S and G put on two unshaded cells far apart along the tree;
//   2. each colour's cells joined into rooms of up to four cells; a shaded room that touches the unshaded cells
//      fewer than twice is joined to a shaded neighbour. Then unshading any shaded rooms closes a loop, so once every
//      unshaded cell holds a mark (a circle on the route, a triangle off it) the shading is the only solution;
//   3. marks are taken away one at a time, in random order, while the shading stays the only solution; the level is
//      found along that sequence with the core's rating.

import type { Construction, GridConstructed } from '../../core/construct.js';
import { constructGrid } from '../../core/construct.js';
import type { Cell } from '../../core/geometry.js';
import { adjacentPairs, allCells, cellIndex, makeGrid, neighbours, sameCell } from '../../core/geometry.js';
import type { GenerateRequest, Generator } from '../../core/genre.js';
import { SolutionSource, SourceCache } from '../../core/generate.js';
import { satFactoryOf } from '../../core/oracle.js';
import type { Random } from '../../core/random.js';
import type { RatingScale } from '../../core/rating.js';
import { defaultScale } from '../../core/rating.js';
import { separateRooms } from '../shared/room-drawing.js';
import { routeOf } from './check.js';
import { answers } from './formats.js';
import { buildModel } from './model.js';
import type { NurimazeAnswer, NurimazeMark, NurimazePartial, NurimazePuzzle } from './puzzle.js';
import { makeNurimaze, markCells, roomCells } from './puzzle.js';

/**
 * No outside program rates Nuri-Maze by level. A draft with every unshaded cell marked rates 4 to 10 from 10×10 to
 * 20×20 (a shaded room of several cells, each of which could be unshaded alone, takes a short contradiction), so the
 * cut-offs sit above the default ones, where every level is reachable from 6×6 to 20×20; pzprjs's 6×6 rates easy.
 */
export const nurimazeScale: RatingScale = { ...defaultScale, medium: 12, hard: 40, expert: 100 };

/** The most cells a drawn room holds. */
const largestRoom = 4;

/** Random shadings of a grid of one size, from the rules alone (loaded once per size). */
const shadings = new SourceCache<NurimazeAnswer, NurimazePartial>();

function randomShading(request: GenerateRequest, random: Random): NurimazeAnswer | undefined {
  const size = { rows: request.rows, columns: request.columns };
  const factory = satFactoryOf(request);
  const blank = () => makeNurimaze(separateRooms(size), { start: { row: 0, column: 0 }, goal: { row: size.rows - 1, column: size.columns - 1 }, marks: makeGrid(size, () => null) });
  return shadings.get(`${factory.name} ${size.columns}x${size.rows}`, () => new SolutionSource<NurimazeAnswer, NurimazePartial>(buildModel(blank()), answers, factory, 0.45)).drawAnswer(random);
}

/** The cells reached from `from` through unshaded cells, each with its distance (unshaded cells form a tree). */
function distances(shading: NurimazeAnswer, from: Cell): Map<number, number> {
  const size = { rows: shading.length, columns: shading[0]!.length };
  const found = new Map([[cellIndex(size, from), 0]]);
  const queue = [from];
  for (let index = 0; index < queue.length; index++) {
    const cell = queue[index]!;
    for (const next of neighbours(size, cell)) {
      if (shading[next.row]![next.column] || found.has(cellIndex(size, next))) continue;
      found.set(cellIndex(size, next), found.get(cellIndex(size, cell))! + 1);
      queue.push(next);
    }
  }
  return found;
}

/** S and G: of a few random pairs of unshaded cells, the two farthest apart along the tree. */
function startAndGoal(shading: NurimazeAnswer, random: Random): { start: Cell; goal: Cell } {
  const size = { rows: shading.length, columns: shading[0]!.length };
  const unshaded = allCells(size).filter((cell) => !shading[cell.row]![cell.column]);
  let best = { start: unshaded[0]!, goal: unshaded[1]!, length: -1 };
  for (let trial = 0; trial < 12; trial++) {
    const start = random.pick(unshaded);
    const goal = random.pick(unshaded);
    const length = distances(shading, start).get(cellIndex(size, goal)) ?? -1;
    if (!sameCell(start, goal) && length > best.length) best = { start, goal, length };
  }
  return best;
}

/** Rooms of one colour each, cells joined at random up to `largestRoom`; then shaded rooms that touch unshaded cells once joined on. */
function drawRooms(shading: NurimazeAnswer, random: Random): number[][] | undefined {
  const size = { rows: shading.length, columns: shading[0]!.length };
  const rooms = separateRooms(size);
  const colour = (cell: Cell) => shading[cell.row]![cell.column]!;
  const join = (keep: number, gone: number) => {
    for (const row of rooms) for (let column = 0; column < row.length; column++) if (row[column] === gone) row[column] = keep;
  };
  const cellCount = (room: number) => rooms.flat().filter((label) => label === room).length;
  for (const [a, b] of random.shuffle(adjacentPairs(size))) {
    const [roomA, roomB] = [rooms[a.row]![a.column]!, rooms[b.row]![b.column]!];
    if (colour(a) !== colour(b) || roomA === roomB || random.next() < 0.3) continue;
    if (cellCount(roomA) + cellCount(roomB) <= largestRoom) join(roomA, roomB);
  }
  // A shaded room that touches unshaded cells along at most one side could be unshaded as a branch of the tree.
  for (let round = 0; round < size.rows * size.columns; round++) {
    // Labels joined away leave holes in the list of rooms, which filter passes over.
    const lonely = roomCells(rooms).filter(() => true).find(
      (cells) => colour(cells[0]!) && cells.flatMap((cell) => neighbours(size, cell).filter((next) => !colour(next))).length < 2,
    );
    if (!lonely) return rooms;
    const label = rooms[lonely[0]!.row]![lonely[0]!.column]!;
    const beside = lonely.flatMap((cell) => neighbours(size, cell)).filter((next) => colour(next) && rooms[next.row]![next.column] !== label);
    if (beside.length === 0) return undefined;
    const other = random.pick(beside);
    join(label, rooms[other.row]![other.column]!);
  }
  return undefined;
}

/** A puzzle under construction: the shading that is its solution, S, G and the rooms drawn around it. */
interface Draft {
  readonly shading: NurimazeAnswer;
  readonly start: Cell;
  readonly goal: Cell;
  readonly rooms: readonly (readonly number[])[];
}

/** Every unshaded cell but S and G marked: a circle on the route, a triangle off it (or only the marks kept, by index). */
function marked(draft: Draft, kept?: ReadonlySet<number>): NurimazePuzzle {
  const size = { rows: draft.shading.length, columns: draft.shading[0]!.length };
  const bare = makeNurimaze(draft.rooms, { start: draft.start, goal: draft.goal, marks: makeGrid(size, () => null) });
  const full = withAllMarks(bare, draft.shading);
  if (!kept) return full;
  const marks = makeGrid<NurimazeMark | null>(size, () => null);
  markCells(full).forEach(({ cell, mark }, index) => {
    if (kept.has(index)) marks[cell.row]![cell.column] = mark;
  });
  return makeNurimaze(full.rooms, { start: full.start, goal: full.goal, marks });
}

const construction = (request: GenerateRequest): Construction<Draft, NurimazePuzzle> => ({
  name: 'Nuri-Maze',
  scale: nurimazeScale,
  // A 6×6 draft rarely reaches expert (one seed took 25 drafts), but a draft there takes milliseconds.
  attempts: 60,
  randomKey: ({ columns, rows, difficulty, seed }) => `nurimaze/${columns}x${rows}/${difficulty ?? 'any'}/${seed}`,
  draw(random) {
    const shading = randomShading(request, random);
    if (!shading) return undefined;
    const rooms = drawRooms(shading, random);
    return rooms && { shading, rooms, ...startAndGoal(shading, random) };
  },
  read(draft) {
    const puzzle = marked(draft);
    return { puzzle, model: buildModel(puzzle), answer: draft.shading.flat() };
  },
  // Not expected (the rooms are drawn so that the marks settle every room), but should another solution unshade a
  // shaded room, that room is joined to a shaded neighbour.
  mend(draft, other, random) {
    const size = { rows: draft.shading.length, columns: draft.shading[0]!.length };
    const differing = allCells(size).filter((cell) => other[cellIndex(size, cell)] !== draft.shading[cell.row]![cell.column]);
    const cell = random.pick(differing);
    const label = draft.rooms[cell.row]![cell.column]!;
    const beside = roomCells(draft.rooms)[label]!.flatMap((inRoom) => neighbours(size, inRoom))
      .filter((next) => draft.shading[next.row]![next.column] === draft.shading[cell.row]![cell.column] && draft.rooms[next.row]![next.column] !== label);
    if (beside.length === 0) return undefined;
    const joined = random.pick(beside);
    const gone = draft.rooms[joined.row]![joined.column]!;
    return { ...draft, rooms: draft.rooms.map((row) => row.map((room) => (room === gone ? label : room))) };
  },
  mendRounds: (draft) => draft.rooms.length * draft.rooms[0]!.length,
  keep: (draft, kept) => marked(draft, new Set(kept)),
});

export type GeneratedNurimaze = GridConstructed<NurimazePuzzle>;

/** Generates a puzzle with its solution and rating (the Generator interface returns just the puzzle). */
export const generateNurimaze = (request: GenerateRequest, scale: RatingScale = nurimazeScale): GeneratedNurimaze => constructGrid({ ...construction(request), scale }, request);

/** Every unshaded cell without S, G or a mark given one: a circle on the route from S to G, a triangle off it. */
function withAllMarks(puzzle: NurimazePuzzle, answer: NurimazeAnswer): NurimazePuzzle {
  const size = { rows: puzzle.rows, columns: puzzle.columns };
  const route = routeOf(puzzle, answer) ?? [];
  const onRoute = new Set(route.map((cell) => cellIndex(size, cell)));
  const marks = makeGrid<NurimazeMark | null>(size, (cell) => {
    const present = puzzle.marks[cell.row]![cell.column]!;
    if (present || answer[cell.row]![cell.column] || sameCell(cell, puzzle.start) || sameCell(cell, puzzle.goal)) return present;
    return onRoute.has(cellIndex(size, cell)) ? 'circle' : 'triangle';
  });
  return makeNurimaze(puzzle.rooms, { start: puzzle.start, goal: puzzle.goal, marks }, puzzle.walls);
}

export const nurimazeGenerator: Generator<NurimazePuzzle, NurimazeAnswer> = {
  options: [],
  defaultSize: { rows: 8, columns: 8 },
  minimumSize: { rows: 4, columns: 4 },
  // A 20×20 takes about 1 s of CPU; a 30×30 about 5 s (the bench makes some), too long for the studio's New game.
  maximumSize: { rows: 20, columns: 20 },
  generate: async (request) => generateNurimaze(request).puzzle,
  withAllClues: withAllMarks,
};
