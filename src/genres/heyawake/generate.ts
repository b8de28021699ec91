// Heyawake puzzles, rooms drawn around a shading (in the manner of the Satogaeri generator):
//   1. a random shading: cells in random order are shaded, some of the time, when no shaded cell touches them and
//      the unshaded cells stay connected;
//   2. rooms are cut out of the grid: a rectangle is cut in two by a straight cut across it, at a random place where
//      no line of unshaded cells then crosses two borders, until it is small enough;
//   3. every room is numbered with its shaded cells; while a second solution exists, a room where it differs is cut
//      again, or, where no cut keeps to the rule of lines, a shaded cell where it differs becomes a room of its own
//      (a cut only adds numbers and borders, so the shading stays a solution and others only go away);
//   4. numbers are taken away one at a time, in random order, while the shading stays the only solution; any prefix
//      of that sequence is unique too, and the requested level is found along it with the core's rating.

import { observedReader } from '../../core/engine.js';
import { InputError, TimeoutError } from '../../core/errors.js';
import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, columnCells, makeGrid, neighbours, rowCells } from '../../core/geometry.js';
import type { GenerateRequest, Generator } from '../../core/genre.js';
import type { Literal } from '../../core/model.js';
import type { Random } from '../../core/random.js';
import { seededRandom } from '../../core/random.js';
import type { Rating, RatingScale } from '../../core/rating.js';
import { defaultScale, difficulties, Rater } from '../../core/rating.js';
import { SatProblem } from '../../core/sat.js';
import { connectedAreas } from '../shared/areas.js';
import { buildModel } from './model.js';
import type { HeyawakeAnswer, HeyawakeNumber, HeyawakePuzzle } from './puzzle.js';
import { makeHeyawake, roomCells, topCell } from './puzzle.js';

/** The rating's default cut-offs: no outside program rates Heyawake by level to calibrate against. */
export const heyawakeScale: RatingScale = defaultScale;

const shadeChance = 0.6;

/** A random shading: shaded cells apart, the rest connected. */
function randomShading(size: GridSize, random: Random): HeyawakeAnswer {
  const shaded = makeGrid(size, () => false);
  const isShaded = (cell: Cell) => shaded[cell.row]![cell.column]!;
  for (const cell of random.shuffle(allCells(size))) {
    if (random.next() > shadeChance || neighbours(size, cell).some(isShaded)) continue;
    shaded[cell.row]![cell.column] = true;
    if (connectedAreas(size, (other) => !isShaded(other)).length > 1) shaded[cell.row]![cell.column] = false;
  }
  return shaded;
}

/** Whether every line of unshaded cells crosses at most one border between the rooms. */
function runsHold(rooms: readonly (readonly number[])[], shading: HeyawakeAnswer): boolean {
  const size = { rows: rooms.length, columns: rooms[0]!.length };
  const lines = [
    ...Array.from({ length: size.rows }, (_, row) => rowCells(size, row)),
    ...Array.from({ length: size.columns }, (_, column) => columnCells(size, column)),
  ];
  for (const line of lines) {
    let borders = 0;
    for (let index = 0; index < line.length; index++) {
      const cell = line[index]!;
      if (shading[cell.row]![cell.column]) {
        borders = 0;
        continue;
      }
      const previous = line[index - 1];
      if (previous && !shading[previous.row]![previous.column] && rooms[previous.row]![previous.column] !== rooms[cell.row]![cell.column] && ++borders > 1) return false;
    }
  }
  return true;
}

/**
 * Cuts a room (a rectangle) in two across at a random place where the shading keeps to the rule of lines; false when
 * no cut does.
 */
function cutRoom(rooms: number[][], room: number, shading: HeyawakeAnswer, random: Random): boolean {
  const cells = roomCells(rooms)[room]!;
  const top = Math.min(...cells.map((cell) => cell.row));
  const bottom = Math.max(...cells.map((cell) => cell.row));
  const left = Math.min(...cells.map((cell) => cell.column));
  const right = Math.max(...cells.map((cell) => cell.column));
  const label = Math.max(...rooms.flat()) + 1;
  const cuts = [
    ...Array.from({ length: bottom - top }, (_, k) => ({ across: true, at: top + k + 1 })),
    ...Array.from({ length: right - left }, (_, k) => ({ across: false, at: left + k + 1 })),
  ];
  // Cuts across the longer side first, as rooms are usually not long and thin.
  const longer = bottom - top >= right - left;
  const ordered = [...random.shuffle(cuts.filter((cut) => cut.across === longer)), ...random.shuffle(cuts.filter((cut) => cut.across !== longer))];
  for (const { across, at } of ordered) {
    const moved = cells.filter((cell) => (across ? cell.row >= at : cell.column >= at));
    for (const cell of moved) rooms[cell.row]![cell.column] = label;
    if (runsHold(rooms, shading)) return true;
    for (const cell of moved) rooms[cell.row]![cell.column] = room;
  }
  return false;
}

/** The cell becomes a room of its own; what is left of its room, if it falls apart, becomes one room per piece. */
function isolate(rooms: number[][], cell: Cell): void {
  const size = { rows: rooms.length, columns: rooms[0]!.length };
  const room = rooms[cell.row]![cell.column]!;
  let label = Math.max(...rooms.flat()) + 1;
  rooms[cell.row]![cell.column] = label++;
  const pieces = connectedAreas(size, (other) => rooms[other.row]![other.column] === room);
  for (const piece of pieces.slice(1)) {
    for (const other of piece) rooms[other.row]![other.column] = label;
    label++;
  }
}

/** Rooms cut out around the shading until each has at most a random 2 to 9 cells (or can be cut no more). */
function roomsAround(size: GridSize, shading: HeyawakeAnswer, random: Random): number[][] {
  const rooms = makeGrid(size, () => 0);
  const pending = [0];
  const target = new Map<number, number>();
  while (pending.length > 0) {
    const room = pending.pop()!;
    const area = roomCells(rooms)[room]!.length;
    if (!target.has(room)) target.set(room, 2 + random.below(8));
    if (area <= target.get(room)!) continue;
    const before = Math.max(...rooms.flat());
    if (cutRoom(rooms, room, shading, random)) pending.push(room, before + 1);
  }
  return rooms;
}

function numbered(rooms: number[][], shading: HeyawakeAnswer, kept?: ReadonlySet<number>): HeyawakePuzzle {
  const numbers = makeGrid<HeyawakeNumber | null>({ rows: rooms.length, columns: rooms[0]!.length }, () => null);
  roomCells(rooms).forEach((cells, room) => {
    if (kept && !kept.has(room)) return;
    const top = topCell(cells);
    numbers[top.row]![top.column] = { kind: 'number', value: cells.filter((cell) => shading[cell.row]![cell.column]).length };
  });
  return makeHeyawake(rooms, numbers);
}

/** The full puzzle in one solver, each room's number switched on by its selector, and the shading's literals. */
class Prover {
  private readonly problem: SatProblem;
  private readonly differs: number;
  readonly rater: Rater;
  readonly selectors: readonly Literal[];
  readonly solution: (literal: Literal) => boolean;

  constructor(
    readonly puzzle: HeyawakePuzzle,
    shading: HeyawakeAnswer,
    factory: NonNullable<GenerateRequest['backend']['satFactory']>,
  ) {
    const puzzleModel = buildModel(puzzle);
    const rated = Rater.forModel(puzzleModel, { clueSelectors: true });
    this.rater = rated.rater;
    this.selectors = rated.cnf.clueSelectors!;
    this.solution = observedReader(puzzleModel.observed, shading.flat());
    this.problem = new SatProblem(puzzleModel.model, factory, { clueSelectors: true, lowered: rated.cnf, longLived: true });
    this.differs = this.problem.newVariable();
    this.problem.addClause([-this.differs, ...puzzleModel.observed.map((literal) => (this.solution(literal) ? -literal : literal))]);
  }

  /** Whether the shading is the only solution with the numbers of these clues (indexes in the model's clue order). */
  unique(kept: readonly number[]): boolean {
    return !this.problem.solve([...kept.map((index) => this.selectors[index]!), this.differs]);
  }

  rate(kept: readonly number[], scale: RatingScale): Rating {
    return this.rater.rate(
      kept.map((index) => this.selectors[index]!),
      this.solution,
      { scale },
    );
  }

  dispose(): void {
    this.problem.dispose();
  }
}

/** Cut rounds per attempt while a second solution remains. */
const repairRounds = 40;

export interface GeneratedHeyawake {
  readonly puzzle: HeyawakePuzzle;
  readonly solution: HeyawakeAnswer;
  readonly rating: Rating;
  readonly attempts: number;
}

/** Generates a puzzle with its solution and rating (the Generator interface returns just the puzzle). */
export async function generateHeyawake(request: GenerateRequest, scale: RatingScale = heyawakeScale): Promise<GeneratedHeyawake> {
  const factory = request.backend.satFactory;
  if (!factory) throw new InputError(`generating needs a SAT backend; '${request.backend.name}' is not one`, { field: 'backend' });
  const size = { rows: request.rows, columns: request.columns };
  const wanted = request.difficulty;
  const random = seededRandom(`heyawake/${size.columns}x${size.rows}/${wanted ?? 'any'}/${request.seed}`);
  const maximumAttempts = 100;
  for (let attempts = 1; attempts <= maximumAttempts; attempts++) {
    if (request.shouldStop?.()) throw new TimeoutError('the generator was stopped');
    request.onProgress?.({ attempts, message: wanted ? `looking for ${/^[aeiou]/.test(wanted) ? 'an' : 'a'} ${wanted} puzzle` : 'looking for a unique puzzle' });
    const shading = randomShading(size, random);
    if (!shading.flat().some(Boolean)) continue;
    const rooms = roomsAround(size, shading, random);
    // Cut rooms where a second solution differs until there is none.
    let unique = false;
    for (let round = 0; round < repairRounds && !unique; round++) {
      const other = otherSolution(numbered(rooms, shading), shading, factory);
      unique = other === undefined;
      if (!other) break;
      const differing = allCells(size).filter((cell) => other[cell.row]![cell.column] !== shading[cell.row]![cell.column]);
      const candidates = random.shuffle([...new Set(differing.map((cell) => rooms[cell.row]![cell.column]!))]);
      if (candidates.some((room) => cutRoom(rooms, room, shading, random))) continue;
      // No straight cut keeps to the rule of lines: a cell shaded here and not there becomes a room of its own (the
      // borders of a shaded cell lie in no line of unshaded cells, so the rule holds).
      isolate(rooms, random.pick(differing.filter((cell) => shading[cell.row]![cell.column])));
    }
    if (!unique) continue;
    // Rooms renumbered in reading order: the model's clues are the rooms' numbers, in that order.
    const full = numbered(rooms, shading);
    const canonical = full.rooms.map((row) => [...row]);
    const prover = new Prover(full, shading, factory);
    try {
      const order = random.shuffle(prover.selectors.map((_, index) => index));
      const removed: number[] = [];
      for (const index of order) {
        const kept = order.filter((other) => other !== index && !removed.includes(other));
        if (prover.unique(kept)) removed.push(index);
      }
      const keptAfter = (count: number) => order.filter((index) => !removed.slice(0, count).includes(index));
      const puzzleAfter = (count: number) => numbered(canonical, shading, new Set(keptAfter(count)));
      if (!wanted) {
        const count = random.below(removed.length + 1);
        return { puzzle: puzzleAfter(count), solution: shading, rating: prover.rate(keptAfter(count), scale), attempts };
      }
      // The hardest version first: if even that is too easy, these rooms will not do.
      const target = difficulties.indexOf(wanted);
      const levelAfter = (count: number) => prover.rate(keptAfter(count), scale);
      const hardest = levelAfter(removed.length);
      if (difficulties.indexOf(hardest.level) < target) continue;
      if (hardest.level === wanted) return { puzzle: puzzleAfter(removed.length), solution: shading, rating: hardest, attempts };
      let low = 0;
      let high = removed.length;
      while (high - low > 1) {
        const middle = (low + high) >> 1;
        if (difficulties.indexOf(levelAfter(middle).level) <= target) low = middle;
        else high = middle;
      }
      const rating = levelAfter(low);
      if (rating.level === wanted) return { puzzle: puzzleAfter(low), solution: shading, rating, attempts };
    } finally {
      prover.dispose();
    }
  }
  throw new InputError(`no ${wanted ?? ''} ${size.columns}x${size.rows} Heyawake found in ${maximumAttempts} attempts; try another size or difficulty`, {
    field: 'difficulty',
  });
}

/** A solution of the puzzle other than the shading, or undefined when the shading is the only one. */
function otherSolution(puzzle: HeyawakePuzzle, shading: HeyawakeAnswer, factory: NonNullable<GenerateRequest['backend']['satFactory']>): HeyawakeAnswer | undefined {
  const puzzleModel = buildModel(puzzle);
  const shaded = shading.flat();
  const ours = puzzleModel.observed.map((literal, index) => (shaded[index] ? literal : -literal));
  puzzleModel.model.notAll(ours);
  const problem = new SatProblem(puzzleModel.model, factory);
  try {
    // The other solution nearest ours: which one is found then does not depend on the solver's past, and the same
    // seed gives the same puzzle.
    const values = problem.nearestSolution(ours);
    return values && shading.map((line, row) => line.map((value, column) => values[row * line.length + column] === value));
  } finally {
    problem.dispose();
  }
}

/** Every room numbered with its shaded cells, numbers already there kept (the clues `explain` may suggest adding). */
function withAllNumbers(puzzle: HeyawakePuzzle, answer: HeyawakeAnswer): HeyawakePuzzle {
  const numbers = puzzle.numbers.map((row) => [...row]);
  for (const cells of roomCells(puzzle.rooms)) {
    if (cells.some((cell) => puzzle.numbers[cell.row]![cell.column] !== null)) continue;
    const top = topCell(cells);
    numbers[top.row]![top.column] = { kind: 'number', value: cells.filter((cell) => answer[cell.row]![cell.column]).length };
  }
  return makeHeyawake(puzzle.rooms, numbers);
}

export const heyawakeGenerator: Generator<HeyawakePuzzle, HeyawakeAnswer> = {
  options: [],
  defaultSize: { rows: 10, columns: 10 },
  minimumSize: { rows: 3, columns: 3 },
  maximumSize: { rows: 30, columns: 30 },
  generate: async (request) => (await generateHeyawake(request)).puzzle,
  withAllClues: withAllNumbers,
};
