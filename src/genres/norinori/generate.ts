// Norinori puzzles have no clues but their rooms. The generator draws the shading first and grows the rooms around it,
// keeping the shading the only solution at every step:
//   1. dominoes: random dominoes are laid while they touch none laid before (only diagonally), until none fits;
//   2. start: every shaded cell seeds a region (with the unshaded cells beside it), the regions grow and join in pairs,
//      never two halves of one domino, and each room shrinks to the path between its two shaded cells; when those
//      rooms leave another solution, each domino is a room of its own instead. Cells in no room are unshaded;
//   3. growth: a cell beside the rooms joins one when the shading stays the only solution (below expert: when the
//      rating decides every cell without guessing, within the level). Joining only adds solutions, so a room refused
//      to a cell stays refused; the slide rule (an unshaded cell beside a single shaded cell never shares a room with
//      that cell's partner, which it could replace) saves questions;
//   4. finish: the cells near those growth left over leave their rooms and grow again, a few times; cells still left
//      join a neighbouring room, and while another solution exists a cell it shades (and ours does not) moves to
//      another room the slide rule allows; on a stall the attempt starts again on a fresh shading;
//   5. reshape: off the level, unshaded border cells move between rooms while the solution stays unique and the
//      rating comes no farther.
// Growth, finish and reshape are the core's region toolkit; the questions go to the core's rules oracle (one solver
// for the request, each room asked about loaded once; yes or no, or the nearest other shading: a seed gives one
// puzzle), the ratings to an oracle of the rooms.

import type { MayJoin } from '../../core/divide.js';
import { fillRooms, groupRegions, growRegions, loosenRooms, reshapeToLevel, roomLists, settleRooms, shortestPath } from '../../core/divide.js';
import { firstFound } from '../../core/construct.js';
import { InputError } from '../../core/errors.js';
import type { Cell, GridSize } from '../../core/geometry.js';
import { adjacentPairs, allCells, cellIndex, makeGrid, neighbours, sameCell } from '../../core/geometry.js';
import type { GenerateRequest, Generator } from '../../core/genre.js';
import { Model } from '../../core/model.js';
import { askOnce, satFactoryOf } from '../../core/oracle.js';
import type { Random } from '../../core/random.js';
import { seededRandom } from '../../core/random.js';
import type { Rating, RatingScale } from '../../core/rating.js';
import { defaultScale, scoreRange } from '../../core/rating.js';
import type { Regions } from '../../core/regions.js';
import { regionsFromLabels } from '../../core/regions.js';
import type { Statement } from '../../core/rules-oracle.js';
import { RulesOracle } from '../../core/rules-oracle.js';
import type { SatSolverFactory } from '../../core/sat.js';
import { roomCells } from '../shared/room-grid.js';
import { dominoRules, roomsModel } from './model.js';
import type { NorinoriAnswer, NorinoriPuzzle } from './puzzle.js';
import { makeNorinori } from './puzzle.js';

/** The default cut-offs: 10×10 rooms grown for uniqueness alone rate medium to expert, growth held to a level reaches each. */
export const norinoriScale: RatingScale = defaultScale;

/** Random dominoes, none touching another orthogonally, laid until no more fit. */
function drawDominoes(size: GridSize, random: Random): NorinoriAnswer {
  const shaded = makeGrid(size, () => false);
  const blocked = (cell: Cell, partner: Cell) => shaded[cell.row]![cell.column] || neighbours(size, cell).some((next) => !sameCell(next, partner) && shaded[next.row]![next.column]);
  for (const [a, b] of random.shuffle(adjacentPairs(size))) {
    if (blocked(a, b) || blocked(b, a)) continue;
    shaded[a.row]![a.column] = true;
    shaded[b.row]![b.column] = true;
  }
  return shaded;
}

/** For every cell, its one shaded neighbour when it has exactly one (for a shaded cell: its partner in its domino). */
const loneShadedNeighbour = (size: GridSize, shading: NorinoriAnswer) =>
  makeGrid(size, (cell) => {
    const touching = neighbours(size, cell).filter((next) => shading[next.row]![next.column]);
    return touching.length === 1 ? touching[0] : undefined;
  });

/**
 * Where the rules let a cell go without a domino sliding at once: an unshaded cell beside exactly one shaded cell could
 * take the place of that cell's partner, so the two must lie in different rooms.
 */
function slideRule(size: GridSize, shading: NorinoriAnswer): MayJoin {
  const lone = loneShadedNeighbour(size, shading);
  return (cell, rooms, room) => {
    const beside = lone[cell.row]![cell.column];
    const partner = beside && lone[beside.row]![beside.column];
    return !shading[cell.row]![cell.column] && (partner === undefined || rooms[partner.row]![partner.column] !== room);
  };
}

/**
 * Step 2: every shaded cell seeds a region, which takes at once the unshaded cells beside it and no other shaded cell;
 * the regions grow and join in pairs, never the two halves of one domino, and each room shrinks to the path between
 * its two shaded cells. Those rooms when the shading is their only solution, else each domino a room of its own.
 */
function startRooms(size: GridSize, shading: NorinoriAnswer, judge: Judge, random: Random): Regions {
  const isShaded = (cell: Cell) => shading[cell.row]![cell.column]!;
  const seeds = allCells(size).filter(isShaded);
  const seedOf = new Map(seeds.map((cell, index) => [cellIndex(size, cell), index]));
  const lone = loneShadedNeighbour(size, shading);
  const seedBeside = (cell: Cell) => seedOf.get(cellIndex(size, lone[cell.row]![cell.column]!))!;
  const claimed = makeGrid(size, (cell) => (!isShaded(cell) && lone[cell.row]![cell.column] ? seedBeside(cell) : -1));
  const partner = seeds.map(seedBeside);
  let paired: Regions | undefined;
  for (let attempt = 0; attempt < 5 && !paired; attempt++) paired = groupRegions(growRegions(size, seeds, random, claimed), 2, random, (a, b) => partner[a] === b);
  if (paired) {
    const rooms = makeGrid(size, () => -1);
    roomCells(paired).forEach((cells, room) => {
      const [from, to] = cells.filter(isShaded) as [Cell, Cell];
      const members = new Set(cells.map((cell) => cellIndex(size, cell)));
      for (const cell of shortestPath(size, from, to, (next) => members.has(cellIndex(size, next)))) rooms[cell.row]![cell.column] = room;
    });
    if (judge.unique(rooms)) return rooms;
  }
  return regionsFromLabels(makeGrid(size, (cell) => (isShaded(cell) ? 0 : 1))).map((line, row) => line.map((room, column) => (isShaded({ row, column }) ? room : -1)));
}

/** Questions about rooms drawn around one shading: the rules oracle's, and ratings on an oracle of the rooms. */
function judgeOf(size: GridSize, shading: NorinoriAnswer, rules: RulesOracle, factory: SatSolverFactory, scale: RatingScale) {
  const values = shading.flat();
  const ours = rules.observed.map((literal, index) => (values[index] ? literal : -literal));
  // Not our shading, each room two shaded cells, a cell in no room unshaded: each loaded once for the whole request.
  const statements = (rooms: Rooms): Statement[] => [
    { key: `not ${values.map(Number).join('')}`, state: (model) => model.notAll(ours) },
    ...roomLists(rooms).map((cells) => {
      const indexes = cells.map((cell) => cellIndex(size, cell));
      return { key: indexes.join(' '), state: (model: Model) => model.count(indexes.map((index) => rules.observed[index]!), '=', 2) };
    }),
    ...allCells(size).flatMap((cell) => {
      const index = cellIndex(size, cell);
      return rooms[cell.row]![cell.column]! < 0 ? [{ key: `out ${index}`, state: (model: Model) => model.require(-rules.observed[index]!) }] : [];
    }),
  ];
  return {
    unique: (rooms: Rooms) => rules.solution(statements(rooms)) === undefined,
    /** The cells the solution nearest ours (other than ours) shades and ours does not, or undefined when there is none. */
    intruders(rooms: Rooms): Cell[] | undefined {
      const same = rules.nearest(ours, statements(rooms));
      return same && allCells(size).filter((cell) => !same[cellIndex(size, cell)] && !shading[cell.row]![cell.column]);
    },
    /** The rating against the shading, and whether reasoning decided every cell (a proof of uniqueness). */
    rate: (rooms: readonly (readonly number[])[], budget: number) =>
      askOnce(roomsModel(size, roomLists(rooms)), values, factory, (oracle) => oracle.rate(undefined, { scale, budget })),
  };
}
type Judge = ReturnType<typeof judgeOf>;
type Rooms = readonly (readonly number[])[];

/** Times the cells near those growth left over are taken out of their rooms and grown again. */
const regrowths = 3;

export interface GeneratedNorinori {
  readonly puzzle: NorinoriPuzzle;
  readonly solution: NorinoriAnswer;
  readonly rating: Rating;
  readonly attempts: number;
}

/** Fresh shadings tried before giving up. */
const maximumAttempts = 60;

export async function generateNorinori(request: GenerateRequest, scale: RatingScale = norinoriScale): Promise<GeneratedNorinori> {
  const factory = satFactoryOf(request);
  const size = { rows: request.rows, columns: request.columns };
  const wanted = request.difficulty;
  const random = seededRandom(`norinori/${size.columns}x${size.rows}/${wanted ?? 'any'}/${request.seed}`);
  const shouldStop = () => request.shouldStop?.() === true;
  const model = new Model();
  const rules = new RulesOracle(model, dominoRules(model, size).flat(), factory);
  try {
    return await firstFound(request, 'Norinori', maximumAttempts, async (attempts) => {
      const shading = drawDominoes(size, random);
      if (!shading.flat().some(Boolean)) throw new InputError(`a ${size.columns}x${size.rows} grid holds no domino`, { field: 'size' });
      const judge = judgeOf(size, shading, rules, factory, scale);
      const mayJoin = slideRule(size, shading);
      // Below expert the rating proves uniqueness itself, and stops once the rooms rate too hard.
      const below = wanted && wanted !== 'expert' ? scoreRange(wanted, scale).below : undefined;
      const accept = below === undefined ? judge.unique : (rooms: Rooms) => ((outcome) => outcome.complete && outcome.rating.score < below)(judge.rate(rooms, below));
      let grown = fillRooms(startRooms(size, shading, judge, random), accept, mayJoin, random, shouldStop);
      for (let again = 0; again < regrowths && grown.left.length > 0; again++) {
        // The unshaded cells near those left over leave their rooms (fewer solutions, not more) and grow again.
        const near = allCells(size).filter((cell) => !shading[cell.row]![cell.column] && grown.left.some((other) => Math.abs(other.row - cell.row) + Math.abs(other.column - cell.column) <= 2));
        grown = fillRooms(loosenRooms(grown.rooms, near), accept, mayJoin, random, shouldStop);
      }
      const rooms = grown.left.length === 0 ? regionsFromLabels(grown.rooms) : settleRooms(grown.rooms, judge.intruders, mayJoin, random, 3 * grown.left.length, shouldStop);
      if (!rooms) return undefined;
      let found = { rooms, rating: judge.rate(rooms, Infinity).rating };
      if (wanted && found.rating.level !== wanted) found = await reshapeToLevel(found, (cell) => shading[cell.row]![cell.column]!, judge, wanted, scale, random, mayJoin);
      return !wanted || found.rating.level === wanted ? { puzzle: makeNorinori(found.rooms), solution: shading, rating: found.rating, attempts } : undefined;
    });
  } finally {
    rules.dispose();
  }
}

export const norinoriGenerator: Generator<NorinoriPuzzle, NorinoriAnswer> = {
  options: [],
  defaultSize: { rows: 10, columns: 10 },
  minimumSize: { rows: 4, columns: 4 },
  // Below expert every growth step builds and rates the model afresh: past 16×16 a puzzle takes minutes.
  maximumSize: { rows: 16, columns: 16 },
  generate: async (request) => (await generateNorinori(request)).puzzle,
  // Rooms are the only clues, and an answer adds none.
  withAllClues: (puzzle) => puzzle,
};
