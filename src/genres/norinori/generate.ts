// Norinori puzzles have no clues but their rooms. The generator draws the shading first and grows the rooms around it,
// keeping the shading the only solution at every step:
//   1. dominoes: random dominoes are laid while they touch none laid before (only diagonally), until none fits;
//   2. start: every shaded cell seeds a region (with the unshaded cells beside it and no other shaded cell), the
//      regions grow and join in pairs, never two halves of one domino (the shared room generator's grow and group),
//      and each room shrinks to the path between its two shaded cells; the cells in no room are unshaded. When those
//      rooms leave another solution, each domino is a room of its own instead;
//   3. growth: a cell beside the rooms joins one when the shading stays the only solution (below expert: when the
//      rating decides every cell without guessing, within the level asked for). A cell in no room is unshaded, so
//      joining one only adds solutions: a room refused to a cell stays refused. The slide rule (an unshaded cell beside
//      a single shaded cell never shares a room with that cell's partner, which it could replace) and a look-ahead
//      for cells left with no room to join save solver calls;
//   4. finish: for cells growth left over, the cells near them leave their rooms (which keeps the shading the only
//      solution) and grow again, a few times; cells still left over join a neighbouring room, and while another
//      solution exists a cell it shades (and ours does not) moves to a neighbouring room the slide rule allows, a
//      bounded number of times; on a stall the attempt starts again on a fresh shading;
//   5. reshape: when the puzzle rates outside the level asked for, unshaded border cells move between rooms while the
//      solution stays unique and the rating comes closer (src/genres/shared/room-generator.ts).
// Everything is drawn from the seeded random, and the solver is asked yes-or-no questions or for the solution nearest
// the shading, whose answers do not depend on its past, so a seed gives one puzzle. One solver holds the rules for a
// whole request: the rooms and shadings asked about are loaded once each and switched on by assumption.

import { InputError, TimeoutError } from '../../core/errors.js';
import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, cellIndex, makeGrid, neighbours } from '../../core/geometry.js';
import type { GenerateRequest, Generator } from '../../core/genre.js';
import type { Literal } from '../../core/model.js';
import { Model } from '../../core/model.js';
import type { Random } from '../../core/random.js';
import { seededRandom } from '../../core/random.js';
import type { Rating, RatingScale } from '../../core/rating.js';
import { defaultScale, Rater, scoreRange } from '../../core/rating.js';
import type { Regions } from '../../core/regions.js';
import { regionsFromLabels } from '../../core/regions.js';
import { SatProblem } from '../../core/sat.js';
import type { MayJoin } from '../../core/divide.js';
import { groupRegions, growRegions, moveCell, reshapeRooms } from '../../core/divide.js';
import { roomCells } from '../shared/room-grid.js';
import { dominoRules, roomsModel } from './model.js';
import type { NorinoriAnswer, NorinoriPuzzle } from './puzzle.js';
import { makeNorinori } from './puzzle.js';

/**
 * The rating's default cut-offs, checked on the generator's own puzzles: 10×10 rooms grown for uniqueness alone rate
 * from medium to expert (scores of about 6 to 200), and growth held to a level reaches each of the four, so the
 * default spreads them well.
 */
export const norinoriScale: RatingScale = defaultScale;

type Factory = NonNullable<GenerateRequest['backend']['satFactory']>;

/** Random dominoes, none touching another orthogonally, laid until no more fit. */
function drawDominoes(size: GridSize, random: Random): NorinoriAnswer {
  const shaded = makeGrid(size, () => false);
  const placements: [Cell, Cell][] = [];
  for (const cell of allCells(size)) {
    if (cell.column + 1 < size.columns) placements.push([cell, { row: cell.row, column: cell.column + 1 }]);
    if (cell.row + 1 < size.rows) placements.push([cell, { row: cell.row + 1, column: cell.column }]);
  }
  const blocked = (cell: Cell, partner: Cell) =>
    shaded[cell.row]![cell.column] || neighbours(size, cell).some((next) => (next.row !== partner.row || next.column !== partner.column) && shaded[next.row]![next.column]);
  for (const [a, b] of random.shuffle(placements)) {
    if (blocked(a, b) || blocked(b, a)) continue;
    shaded[a.row]![a.column] = true;
    shaded[b.row]![b.column] = true;
  }
  return shaded;
}

/** The shaded cell's partner in its domino. */
function partnerOf(size: GridSize, shading: NorinoriAnswer, cell: Cell): Cell {
  return neighbours(size, cell).find((next) => shading[next.row]![next.column])!;
}

/**
 * Where the rules let a cell go without a domino sliding at once: an unshaded cell beside exactly one shaded cell could
 * take the place of that cell's partner, so the two must lie in different rooms.
 */
function slideRule(size: GridSize, shading: NorinoriAnswer): MayJoin {
  const isShaded = (cell: Cell) => shading[cell.row]![cell.column]!;
  const partner = makeGrid<Cell | undefined>(size, (cell) => {
    const touching = neighbours(size, cell).filter(isShaded);
    return !isShaded(cell) && touching.length === 1 ? partnerOf(size, shading, touching[0]!) : undefined;
  });
  return (cell, rooms, room) => {
    const other = partner[cell.row]![cell.column];
    return !isShaded(cell) && (other === undefined || rooms[other.row]![other.column] !== room);
  };
}

/**
 * Every shaded cell seeds a region, which takes at once the unshaded cells beside it and no other shaded cell; the
 * regions grow to cover the grid and join in pairs, never the two halves of one domino. Undefined when no pairing is
 * found.
 */
function pairRooms(size: GridSize, shading: NorinoriAnswer, random: Random): Regions | undefined {
  const isShaded = (cell: Cell) => shading[cell.row]![cell.column]!;
  const seeds = allCells(size).filter(isShaded);
  const seedOf = new Map(seeds.map((cell, index) => [cellIndex(size, cell), index]));
  const claimed = makeGrid(size, (cell) => {
    const touching = neighbours(size, cell).filter(isShaded);
    return !isShaded(cell) && touching.length === 1 ? seedOf.get(cellIndex(size, touching[0]!))! : -1;
  });
  const partner = seeds.map((cell) => seedOf.get(cellIndex(size, partnerOf(size, shading, cell)))!);
  for (let attempt = 0; attempt < 5; attempt++) {
    const rooms = groupRegions(growRegions(size, seeds, random, claimed), 2, random, (a, b) => partner[a] === b);
    if (rooms) return rooms;
  }
  return undefined;
}

/** The rooms as lists of cells in reading order, for the model (a cell in no room, -1, is in none of them). */
function roomLists(rooms: readonly (readonly number[])[]): Cell[][] {
  const lists = new Map<number, Cell[]>();
  rooms.forEach((line, row) => line.forEach((room, column) => room >= 0 && lists.set(room, [...(lists.get(room) ?? []), { row, column }])));
  return [...lists.values()];
}

/**
 * Step 2: the rooms growth starts from, each just the path between its two shaded cells, the rest in no room yet:
 * rooms paired across dominoes when the shading is their only solution, else each domino a room of its own.
 */
function startRooms(size: GridSize, shading: NorinoriAnswer, judge: Judge, random: Random): Regions {
  const isShaded = (cell: Cell) => shading[cell.row]![cell.column]!;
  const paired = pairRooms(size, shading, random);
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

/** The shortest path from `from` to `to` through the cells `inside` allows (both ends included). */
function shortestPath(size: GridSize, from: Cell, to: Cell, inside: (cell: Cell) => boolean): Cell[] {
  const previous = new Map<number, Cell | null>([[cellIndex(size, from), null]]);
  const queue = [from];
  for (let index = 0; index < queue.length && !previous.has(cellIndex(size, to)); index++) {
    for (const next of neighbours(size, queue[index]!)) {
      if (!inside(next) || previous.has(cellIndex(size, next))) continue;
      previous.set(cellIndex(size, next), queue[index]!);
      queue.push(next);
    }
  }
  const path: Cell[] = [];
  for (let cell: Cell | null | undefined = to; cell; cell = previous.get(cellIndex(size, cell))) path.unshift(cell);
  return path;
}

/** Questions asked of one loaded solver before it is replaced (each room and shading asked about stays loaded). */
const questionsPerSolver = 1000;

/**
 * The rules loaded into one solver for a whole request, with each cell's literal, for questions about rooms: each
 * room drawn and each shading are loaded once, switched on by a literal of their own when a question assumes them
 * ("every room holds two shaded cells", "a cell in no room is unshaded", "not this shading"). The running counts of
 * the rooms are the cells' own (two per cell): the rooms a question assumes share no cell.
 */
class RoomRules {
  private loaded: { problem: SatProblem; shaded: Literal[]; one: number[]; two: number[]; outside: number[]; on: Map<string, number>; questions: number } | undefined;

  constructor(
    private readonly size: GridSize,
    private readonly factory: Factory,
  ) {}

  /** The literals to assume for the rooms and "not the shading", and the cells' literals. */
  private assume(rooms: readonly (readonly number[])[], shading: readonly boolean[]): { problem: SatProblem; shaded: Literal[]; assumptions: Literal[] } {
    if (!this.loaded || this.loaded.questions >= questionsPerSolver) {
      this.loaded?.problem.dispose();
      const model = new Model();
      const shaded = dominoRules(model, this.size).flat();
      const problem = new SatProblem(model, this.factory, { longLived: true });
      const one = shaded.map(() => problem.newVariable());
      const two = shaded.map(() => problem.newVariable());
      const outside = shaded.map((literal) => {
        const on = problem.newVariable();
        problem.addClause([-on, -literal]);
        return on;
      });
      this.loaded = { problem, shaded, one, two, outside, on: new Map(), questions: 0 };
    }
    const { problem, shaded, one, two, outside, on } = this.loaded;
    this.loaded.questions++;
    const switchOn = (key: string, load: (on: number) => void): number => {
      let literal = on.get(key);
      if (literal === undefined) {
        literal = problem.newVariable();
        on.set(key, literal);
        load(literal);
      }
      return literal;
    };
    const assumptions: Literal[] = [
      switchOn(shading.map(Number).join(''), (literal) => problem.addClause([-literal, ...shaded.map((cell, index) => (shading[index] ? -cell : cell))])),
    ];
    const inRoom = new Uint8Array(shaded.length);
    for (const cells of roomLists(rooms)) {
      const indexes = cells.map((cell) => cellIndex(this.size, cell));
      for (const index of indexes) inRoom[index] = 1;
      const room = (literal: number) => {
        // Two shaded cells: at least two (any one cell left out, another is shaded), and at most two (a running count
        // through the room's cells, which a third shaded cell would take past two).
        for (const index of indexes) problem.addClause([-literal, ...indexes.filter((other) => other !== index).map((other) => shaded[other]!)]);
        indexes.forEach((index, position) => {
          problem.addClause([-literal, -shaded[index]!, one[index]!]);
          if (position === 0) return;
          const before = indexes[position - 1]!;
          problem.addClause([-literal, -one[before]!, one[index]!]);
          problem.addClause([-literal, -two[before]!, two[index]!]);
          problem.addClause([-literal, -shaded[index]!, -one[before]!, two[index]!]);
          problem.addClause([-literal, -shaded[index]!, -two[before]!]);
        });
      };
      assumptions.push(switchOn(indexes.join(' '), room));
    }
    outside.forEach((literal, index) => inRoom[index] === 0 && assumptions.push(literal));
    return { problem, shaded, assumptions };
  }

  /** Whether the shading is the only solution (a yes-or-no question: its answer does not depend on the solver's past). */
  unique(rooms: readonly (readonly number[])[], shading: readonly boolean[]): boolean {
    const { problem, assumptions } = this.assume(rooms, shading);
    return !problem.solve(assumptions);
  }

  /**
   * The solution other than the shading that is nearest to it (in reading order), or undefined when there is none.
   * Nearest, so that which one is found does not depend on the solver's past: a seed gives one puzzle.
   */
  other(rooms: readonly (readonly number[])[], shading: readonly boolean[]): boolean[] | undefined {
    const { problem, shaded, assumptions } = this.assume(rooms, shading);
    const values = problem.nearestSolution(
      shaded.map((literal, index) => (shading[index] ? literal : -literal)),
      assumptions,
    );
    return values?.map((same, index) => same === shading[index]);
  }
}

/** Questions about rooms drawn around one shading. */
class Judge {
  constructor(
    private readonly size: GridSize,
    readonly shading: NorinoriAnswer,
    private readonly rules: RoomRules,
    private readonly scale: RatingScale,
  ) {}

  /** Whether the shading is the only solution. */
  unique(rooms: readonly (readonly number[])[]): boolean {
    return this.rules.unique(rooms, this.shading.flat());
  }

  /** The solution other than the shading that is nearest to it, or undefined when there is none. */
  other(rooms: readonly (readonly number[])[]): NorinoriAnswer | undefined {
    const values = this.rules.other(rooms, this.shading.flat());
    return values && makeGrid(this.size, (cell) => values[cellIndex(this.size, cell)]!);
  }

  /** The rating against the shading, and whether reasoning decided every cell (a proof of uniqueness). */
  rate(rooms: readonly (readonly number[])[], budget = Infinity): { rating: Rating; complete: boolean } {
    const puzzleModel = roomsModel(this.size, roomLists(rooms));
    const shading = this.shading.flat();
    const truth = new Map<number, boolean>(puzzleModel.observed.map((literal, index) => [literal, shading[index]!]));
    const solution = (literal: number) => (literal > 0 ? truth.get(literal)! : !truth.get(-literal)!);
    return Rater.forModel(puzzleModel).rater.evaluate([], solution, { scale: this.scale, budget, stopAtGuess: budget !== Infinity });
  }
}

/**
 * Step 3: cells join neighbouring rooms, one at a time, each when `accept` keeps the rooms. A room refused to a cell
 * stays refused (later rooms only have more solutions); the cell with the fewest rooms left to try goes first. The
 * cells left over when none of their neighbouring rooms takes them are returned with the rooms.
 */
function growRooms(start: Regions, accept: (rooms: Regions) => boolean, mayJoin: MayJoin, random: Random, shouldStop: () => boolean): { rooms: Regions; left: Cell[] } {
  const size = { rows: start.length, columns: start[0]!.length };
  const rooms = start.map((row) => [...row]);
  const roomAt = (cell: Cell) => rooms[cell.row]![cell.column]!;
  const refused = makeGrid(size, () => new Set<number>());
  const options = (cell: Cell) =>
    [...new Set(neighbours(size, cell).map(roomAt))].filter((room) => room >= 0 && !refused[cell.row]![cell.column]!.has(room) && mayJoin(cell, rooms, room));
  // Whether a cell in no room, beside `joined`, is left with no room around its area of roomless cells to go to.
  const strands = (joined: Cell) =>
    neighbours(size, joined).some((start) => {
      if (roomAt(start) >= 0) return false;
      const area = [start];
      const seen = new Set([cellIndex(size, start)]);
      for (let index = 0; index < area.length; index++) {
        for (const next of neighbours(size, area[index]!)) {
          if (roomAt(next) >= 0 || seen.has(cellIndex(size, next))) continue;
          seen.add(cellIndex(size, next));
          area.push(next);
        }
      }
      const around = new Set(area.flatMap((cell) => neighbours(size, cell).map(roomAt)).filter((room) => room >= 0));
      return area.some((cell) => ![...around].some((room) => !refused[cell.row]![cell.column]!.has(room) && mayJoin(cell, rooms, room)));
    });
  for (;;) {
    if (shouldStop()) throw new TimeoutError('the generator was stopped');
    const frontier = allCells(size)
      .filter((cell) => roomAt(cell) < 0)
      .map((cell) => ({ cell, rooms: options(cell) }))
      .filter((entry) => entry.rooms.length > 0);
    if (frontier.length === 0) return { rooms, left: allCells(size).filter((cell) => roomAt(cell) < 0) };
    const fewest = Math.min(...frontier.map((entry) => entry.rooms.length));
    const { cell, rooms: choices } = random.pick(frontier.filter((entry) => entry.rooms.length === fewest));
    const room = random.pick(choices);
    rooms[cell.row]![cell.column] = room;
    if (strands(cell) || !accept(rooms)) {
      rooms[cell.row]![cell.column] = -1;
      refused[cell.row]![cell.column]!.add(room);
    }
  }
}

/**
 * For cells growth left over: the unshaded cells near them (within two steps) leave their rooms where the rooms stay
 * in one piece, to be grown again in another order. Taking cells out of rooms keeps the shading the only solution
 * (a cell in no room is unshaded: fewer solutions, not more).
 */
function loosen(grown: Regions, left: readonly Cell[], shading: NorinoriAnswer): Regions {
  const size = { rows: grown.length, columns: grown[0]!.length };
  const rooms = grown.map((row) => [...row]);
  const near = allCells(size).filter(
    (cell) => !shading[cell.row]![cell.column] && rooms[cell.row]![cell.column]! >= 0 && left.some((other) => Math.abs(other.row - cell.row) + Math.abs(other.column - cell.column) <= 2),
  );
  for (const cell of near) {
    const room = rooms[cell.row]![cell.column]!;
    rooms[cell.row]![cell.column] = -1;
    const rest = allCells(size).filter((other) => rooms[other.row]![other.column] === room);
    // The room stays in one piece without the cell, or keeps it.
    const reached = new Set([cellIndex(size, rest[0]!)]);
    const queue = [rest[0]!];
    for (let index = 0; index < queue.length; index++) {
      for (const next of neighbours(size, queue[index]!)) {
        if (rooms[next.row]![next.column] !== room || reached.has(cellIndex(size, next))) continue;
        reached.add(cellIndex(size, next));
        queue.push(next);
      }
    }
    if (reached.size !== rest.length) rooms[cell.row]![cell.column] = room;
  }
  return rooms;
}

/** Times the cells near those growth left over are taken out of their rooms and grown again. */
const regrowths = 3;

/**
 * Step 4, for the cells growth left over: each joins a neighbouring room (one the slide rule allows, if any), and
 * while another solution exists a cell it shades (and ours does not) moves to a neighbouring room where the slide rule
 * allows. Undefined after `steps` moves or when nothing can move.
 */
function finishRooms(grown: Regions, left: readonly Cell[], judge: Judge, mayJoin: MayJoin, random: Random, steps: number, shouldStop: () => boolean): Regions | undefined {
  const size = { rows: grown.length, columns: grown[0]!.length };
  const rooms = grown.map((row) => [...row]);
  const roomAt = (cell: Cell) => rooms[cell.row]![cell.column]!;
  for (let pending = [...left]; pending.length > 0; ) {
    const ready = pending.filter((cell) => neighbours(size, cell).some((next) => roomAt(next) >= 0));
    for (const cell of ready) {
      const around = [...new Set(neighbours(size, cell).map(roomAt))].filter((room) => room >= 0);
      const allowed = around.filter((room) => mayJoin(cell, rooms, room));
      rooms[cell.row]![cell.column] = random.pick(allowed.length > 0 ? allowed : around);
    }
    pending = pending.filter((cell) => roomAt(cell) < 0);
  }
  let current: Regions = regionsFromLabels(rooms);
  for (let step = 0; step <= steps; step++) {
    if (shouldStop()) throw new TimeoutError('the generator was stopped');
    const other = judge.other(current);
    if (!other) return current;
    const intruders = allCells(size).filter((cell) => other[cell.row]![cell.column] && !judge.shading[cell.row]![cell.column]);
    let moved: Regions | undefined;
    for (const cell of random.shuffle(intruders)) {
      moved = moveCell(current, cell, random, mayJoin);
      if (moved) break;
    }
    if (!moved) return undefined;
    current = moved;
  }
  return undefined;
}

export interface GeneratedNorinori {
  readonly puzzle: NorinoriPuzzle;
  readonly solution: NorinoriAnswer;
  readonly rating: Rating;
  readonly attempts: number;
}

/** Fresh shadings tried before giving up. */
const maximumAttempts = 60;

/** How far a score is from a level's range (0 inside it). */
function distance(score: number, range: { lowest: number; below: number }): number {
  return score < range.lowest ? range.lowest - score : score >= range.below ? score - range.below + 1 : 0;
}

export async function generateNorinori(request: GenerateRequest, scale: RatingScale = norinoriScale): Promise<GeneratedNorinori> {
  const factory = request.backend.satFactory;
  if (!factory) throw new InputError(`generating needs a SAT backend; '${request.backend.name}' is not one`, { field: 'backend' });
  const size = { rows: request.rows, columns: request.columns };
  const wanted = request.difficulty;
  const random = seededRandom(`norinori/${size.columns}x${size.rows}/${wanted ?? 'any'}/${request.seed}`);
  const shouldStop = () => request.shouldStop?.() === true;
  const rules = new RoomRules(size, factory);
  for (let attempts = 1; attempts <= maximumAttempts; attempts++) {
    if (shouldStop()) throw new TimeoutError('the generator was stopped');
    request.onProgress?.({ attempts, message: wanted ? `looking for ${/^[aeiou]/.test(wanted) ? 'an' : 'a'} ${wanted} puzzle` : 'looking for a unique puzzle' });
    const shading = drawDominoes(size, random);
    if (!shading.flat().some(Boolean)) throw new InputError(`a ${size.columns}x${size.rows} grid holds no domino`, { field: 'size' });
    const judge = new Judge(size, shading, rules, scale);
    const range = wanted && scoreRange(wanted, scale);
    const mayJoin = slideRule(size, shading);
    // Below expert the rating proves uniqueness itself, and stops once the rooms rate too hard.
    const accept =
      range && wanted !== 'expert'
        ? (rooms: Regions) => {
            const { rating, complete } = judge.rate(rooms, range.below);
            return complete && rating.score < range.below;
          }
        : (rooms: Regions) => judge.unique(rooms);
    const start = startRooms(size, shading, judge, random);
    let grown = growRooms(start, accept, mayJoin, random, shouldStop);
    for (let again = 0; again < regrowths && grown.left.length > 0; again++) grown = growRooms(loosen(grown.rooms, grown.left, shading), accept, mayJoin, random, shouldStop);
    const repaired = grown.left.length === 0 ? regionsFromLabels(grown.rooms) : finishRooms(grown.rooms, grown.left, judge, mayJoin, random, 3 * grown.left.length, shouldStop);
    if (!repaired) continue;
    let rooms = repaired;
    let { rating } = judge.rate(rooms);
    if (range && rating.level !== wanted) {
      const isShaded = (cell: Cell) => shading[cell.row]![cell.column]!;
      const budget = wanted === 'expert' ? Infinity : scale.expert;
      rooms = await reshapeRooms(
        rooms,
        isShaded,
        async (candidate) => {
          const outcome = judge.rate(candidate, budget);
          if (!outcome.complete && wanted !== 'expert') return false;
          if (distance(outcome.rating.score, range) > distance(rating.score, range)) return false;
          if (!outcome.complete && !judge.unique(candidate)) return false;
          rating = outcome.rating;
          return true;
        },
        () => rating.level === wanted,
        random,
        size.rows * size.columns,
        mayJoin,
      );
      if (rating.level !== wanted) continue;
    }
    return { puzzle: makeNorinori(rooms), solution: shading, rating, attempts };
  }
  throw new InputError(`no ${wanted ?? ''} ${size.columns}x${size.rows} Norinori found in ${maximumAttempts} attempts; try another size or difficulty`, {
    field: 'difficulty',
  });
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
