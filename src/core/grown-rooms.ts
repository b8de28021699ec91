// Rooms grown a cell at a time around a drawn answer, for genres whose only clues are rooms that each hold a count of
// marked cells (Norinori: two shaded cells), judged at every step so that the answer stays the only solution:
//   1. start: the genre lays first rooms around the answer (cells in no room are unmarked);
//   2. growth: a cell beside the rooms joins one when the answer stays the only solution (below expert: when the
//      rating decides every cell without guessing, within the level). Joining only adds solutions, so a room refused
//      to a cell stays refused;
//   3. finish: the unmarked cells near those growth left over leave their rooms and grow again, a few times; cells
//      still left join a neighbouring room, and while another solution exists a cell it marks (and ours does not)
//      moves to another room; on a stall the attempt starts again on a fresh answer;
//   4. reshape: off the level, unmarked border cells move between rooms while the answer stays the only solution and
//      the rating comes no farther.
// The questions go to a rules oracle (one solver for the request, each room asked about loaded once; yes or no, or the
// nearest other answer: a seed gives one puzzle), the ratings to an oracle of the rooms.

import type { GridConstructed } from './construct.js';
import { firstFound } from './construct.js';
import type { MayJoin } from './divide.js';
import { fillRooms, loosenRooms, reshapeToLevel, roomLists, settleRooms } from './divide.js';
import type { Cell, GridSize } from './geometry.js';
import { allCells, cellIndex, cellName } from './geometry.js';
import type { GenerateRequest } from './genre.js';
import type { LiteralGrid } from './literal-grid.js';
import { gridAnswer } from './literal-grid.js';
import type { PuzzleModel } from './model.js';
import { Model } from './model.js';
import { askOnce, satFactoryOf } from './oracle.js';
import type { Random } from './random.js';
import { seededRandom } from './random.js';
import type { RatingScale } from './rating.js';
import { scoreRange } from './rating.js';
import type { Regions } from './regions.js';
import { regionsFromLabels } from './regions.js';
import type { Statement } from './rules-oracle.js';
import { RulesOracle } from './rules-oracle.js';
import type { SatSolverFactory } from './sat.js';

/** Rooms while they grow: a label per cell, -1 for a cell in no room yet. */
export type GrowingRooms = readonly (readonly number[])[];

/** What a genre tells the room grower. */
export interface RoomGrowth<Puzzle> {
  /** The genre's id (for the seeded random's key) and name (for messages). */
  readonly id: string;
  readonly name: string;
  readonly scale: RatingScale;
  /** Answers drawn before giving up. */
  readonly attempts: number;
  /** The marked cells each room holds. */
  readonly perRoom: number;
  /** The rules without rooms, stated in `model`, on a grid of literals true where the cell is marked. */
  rules(model: Model, size: GridSize): LiteralGrid;
  /** A random answer of the rules (true where marked); it may throw when the grid holds none. */
  draw(size: GridSize, random: Random): boolean[][];
  /** Step 1: the first rooms around the answer (`unique` asks whether the answer is their only solution). */
  start(size: GridSize, answer: boolean[][], unique: (rooms: GrowingRooms) => boolean, random: Random): GrowingRooms;
  /** Where a cell may go (a genre's rule that saves questions). */
  mayJoin(size: GridSize, answer: boolean[][]): MayJoin;
  puzzle(rooms: Regions): Puzzle;
}

/**
 * The model of rooms that each hold `perRoom` marked cells, on a genre's rules without rooms: each room's count a clue
 * (named `room A1` by its first cell, so that hints and explanations cite it), and cells in no room (while rooms grow)
 * unmarked.
 */
export function roomCountModel(
  size: GridSize,
  rooms: readonly (readonly Cell[])[],
  perRoom: number,
  rules: (model: Model, size: GridSize) => LiteralGrid,
): PuzzleModel<boolean[][], (boolean | null)[][]> {
  const model = new Model();
  const marked = rules(model, size);
  const inRoom = new Set<number>();
  for (const cells of rooms) {
    const first = cells[0]!;
    model.clue({ id: `room ${cellName(first)}`, description: `the room at ${cellName(first)}`, cells }, () => model.count(marked.select(cells), '=', perRoom));
    for (const cell of cells) inRoom.add(cellIndex(size, cell));
  }
  for (const cell of allCells(size)) if (!inRoom.has(cellIndex(size, cell))) model.require(-marked.at(cell));
  return gridAnswer(model, marked);
}

/** Questions about rooms drawn around one answer: the rules oracle's, and ratings on an oracle of the rooms. */
function judgeOf<Puzzle>(growth: RoomGrowth<Puzzle>, size: GridSize, answer: boolean[][], rules: RulesOracle, factory: SatSolverFactory) {
  const values = answer.flat();
  const ours = rules.observed.map((literal, index) => (values[index] ? literal : -literal));
  // Not our answer, each room its count, a cell in no room unmarked: each loaded once for the whole request.
  const statements = (rooms: GrowingRooms): Statement[] => [
    { key: `not ${values.map(Number).join('')}`, state: (model) => model.notAll(ours) },
    ...roomLists(rooms).map((cells) => {
      const indexes = cells.map((cell) => cellIndex(size, cell));
      return { key: indexes.join(' '), state: (model: Model) => model.count(indexes.map((index) => rules.observed[index]!), '=', growth.perRoom) };
    }),
    ...allCells(size).flatMap((cell) => {
      const index = cellIndex(size, cell);
      return rooms[cell.row]![cell.column]! < 0 ? [{ key: `out ${index}`, state: (model: Model) => model.require(-rules.observed[index]!) }] : [];
    }),
  ];
  return {
    unique: (rooms: GrowingRooms) => rules.solution(statements(rooms)) === undefined,
    /** The cells the answer nearest ours (other than ours) marks and ours does not, or undefined when there is none. */
    intruders(rooms: GrowingRooms): Cell[] | undefined {
      const same = rules.nearest(ours, statements(rooms));
      return same && allCells(size).filter((cell) => !same[cellIndex(size, cell)] && !answer[cell.row]![cell.column]);
    },
    /** The rating against the answer, and whether reasoning decided every cell (a proof of uniqueness). */
    rate: (rooms: GrowingRooms, budget: number) =>
      askOnce(roomCountModel(size, roomLists(rooms), growth.perRoom, growth.rules), values, factory, (oracle) => oracle.rate(undefined, { scale: growth.scale, budget })),
  };
}

/** Times the cells near those growth left over are taken out of their rooms and grown again. */
const regrowths = 3;

/** Steps 1 to 4 for one request. */
export async function growRoomPuzzle<Puzzle>(growth: RoomGrowth<Puzzle>, request: GenerateRequest): Promise<GridConstructed<Puzzle>> {
  const factory = satFactoryOf(request);
  const size = { rows: request.rows, columns: request.columns };
  const { scale } = growth;
  const wanted = request.difficulty;
  const random = seededRandom(`${growth.id}/${size.columns}x${size.rows}/${wanted ?? 'any'}/${request.seed}`);
  const shouldStop = () => request.shouldStop?.() === true;
  const model = new Model();
  const rules = new RulesOracle(model, growth.rules(model, size).flat(), factory);
  try {
    return await firstFound(request, growth.name, growth.attempts, async (attempts) => {
      const answer = growth.draw(size, random);
      const isMarked = (cell: Cell) => answer[cell.row]![cell.column]!;
      const judge = judgeOf(growth, size, answer, rules, factory);
      const mayJoin = growth.mayJoin(size, answer);
      // Below expert the rating proves uniqueness itself, and stops once the rooms rate too hard.
      const below = wanted && wanted !== 'expert' ? scoreRange(wanted, scale).below : undefined;
      const accept =
        below === undefined ? judge.unique : (rooms: GrowingRooms) => ((outcome) => outcome.complete && outcome.rating.score < below)(judge.rate(rooms, below));
      let grown = fillRooms(growth.start(size, answer, judge.unique, random), accept, mayJoin, random, shouldStop);
      for (let again = 0; again < regrowths && grown.left.length > 0; again++) {
        // The unmarked cells near those left over leave their rooms (fewer solutions, not more) and grow again.
        const near = allCells(size).filter((cell) => !isMarked(cell) && grown.left.some((other) => Math.abs(other.row - cell.row) + Math.abs(other.column - cell.column) <= 2));
        grown = fillRooms(loosenRooms(grown.rooms, near), accept, mayJoin, random, shouldStop);
      }
      const rooms = grown.left.length === 0 ? regionsFromLabels(grown.rooms) : settleRooms(grown.rooms, judge.intruders, mayJoin, random, 3 * grown.left.length, shouldStop);
      if (!rooms) return undefined;
      let found = { rooms, rating: judge.rate(rooms, Infinity).rating };
      if (wanted && found.rating.level !== wanted) found = await reshapeToLevel(found, isMarked, judge, wanted, scale, random, mayJoin);
      return !wanted || found.rating.level === wanted ? { puzzle: growth.puzzle(found.rooms), solution: answer, rating: found.rating, attempts } : undefined;
    });
  } finally {
    rules.dispose();
  }
}
