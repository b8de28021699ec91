// Rooms for the genres whose only clues are rooms (Star Battle; Norinori uses the parts), built around a solution drawn
// first:
//   1. grow: every marked cell of the solution (a star, a shaded cell) seeds a region, and the regions grow at random
//      until they cover the grid;
//   2. group: neighbouring regions join, `perRoom` at a time, into rooms, so that each room holds exactly the marks
//      the rules ask of it and the solution obeys every room;
//   3. repair: while other solutions exist, a cell that one of them marks (and ours does not) moves to a neighbouring
//      room. Our solution still obeys every room (its marks never move), that one no longer does;
//   4. reshape (for a difficulty): unmarked cells on room borders move to a neighbouring room at random, each move
//      kept when the solution stays the only one and the rating comes closer to the level asked for.
// Moves never split a room. Everything is drawn from the caller's seeded random, and the solver is only asked what
// every solution agrees on (its answer then depends on the question alone), so a seed gives one result.

import { InputError, TimeoutError } from '../../core/errors.js';
import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, cellIndex, makeGrid, neighbours } from '../../core/geometry.js';
import type { GenerateRequest } from '../../core/genre.js';
import type { PuzzleModel } from '../../core/model.js';
import type { Random } from '../../core/random.js';
import type { Difficulty, Rating, RatingScale } from '../../core/rating.js';
import { Rater, scoreRange } from '../../core/rating.js';
import type { Regions } from '../../core/regions.js';
import { regionsFromLabels } from '../../core/regions.js';

/**
 * Regions grown from seed cells (one region each), a random frontier cell at a time; -1 never remains. `claimed`
 * gives cells a region before growth starts (a genre's cells that must go with a seed), -1 for the rest.
 */
export function growRegions(size: GridSize, seeds: readonly Cell[], random: Random, claimed?: readonly (readonly number[])[]): number[][] {
  const regions = makeGrid(size, () => -1);
  const frontier: { cell: Cell; region: number }[] = [];
  const claim = (cell: Cell, region: number) => {
    regions[cell.row]![cell.column] = region;
    for (const next of neighbours(size, cell)) if (regions[next.row]![next.column] === -1) frontier.push({ cell: next, region });
  };
  seeds.forEach((seed, region) => claim(seed, region));
  if (claimed) for (const cell of allCells(size)) if (claimed[cell.row]![cell.column]! >= 0) regions[cell.row]![cell.column] = claimed[cell.row]![cell.column]!;
  if (claimed) for (const cell of allCells(size)) if (regions[cell.row]![cell.column]! >= 0) claim(cell, regions[cell.row]![cell.column]!);
  while (frontier.length > 0) {
    const index = random.below(frontier.length);
    const { cell, region } = frontier[index]!;
    frontier[index] = frontier[frontier.length - 1]!;
    frontier.pop();
    if (regions[cell.row]![cell.column] === -1) claim(cell, region);
  }
  return regions;
}

/**
 * The regions joined into connected groups of `perRoom` (numbered in reading order), or undefined when the random
 * search finds no such grouping. Regions with fewest free neighbours are grouped first, as in a matching. `apart`
 * names pairs of regions that may not share a group.
 */
export function groupRegions(
  regions: readonly (readonly number[])[],
  perRoom: number,
  random: Random,
  apart: (a: number, b: number) => boolean = () => false,
): Regions | undefined {
  const count = Math.max(...regions.flat()) + 1;
  if (count % perRoom !== 0) return undefined;
  const size = { rows: regions.length, columns: regions[0]!.length };
  const adjacent = Array.from({ length: count }, () => new Set<number>());
  for (const cell of allCells(size)) {
    for (const next of neighbours(size, cell)) {
      const a = regions[cell.row]![cell.column]!;
      const b = regions[next.row]![next.column]!;
      if (a !== b && !apart(a, b)) adjacent[a]!.add(b);
    }
  }
  const group = new Array<number>(count).fill(-1);
  let groups = 0;
  const free = (region: number) => [...adjacent[region]!].filter((other) => group[other] === -1);
  for (;;) {
    const left = group.flatMap((value, region) => (value === -1 ? [region] : []));
    if (left.length === 0) break;
    const fewest = Math.min(...left.map((region) => free(region).length));
    const start = random.pick(left.filter((region) => free(region).length === fewest));
    // A connected group grown from the start, one free neighbour of the group at a time.
    const members = [start];
    group[start] = groups;
    while (members.length < perRoom) {
      const options = [...new Set(members.flatMap(free))];
      if (options.length === 0) return undefined;
      const chosen = random.pick(options);
      group[chosen] = groups;
      members.push(chosen);
    }
    groups++;
  }
  return regionsFromLabels(regions.map((row) => row.map((region) => group[region]!)));
}

/** Whether the room of `cell` stays connected (and not empty) without it. */
export function leaves(rooms: readonly (readonly number[])[], cell: Cell): boolean {
  const size = { rows: rooms.length, columns: rooms[0]!.length };
  const room = rooms[cell.row]![cell.column]!;
  const mates = neighbours(size, cell).filter((next) => rooms[next.row]![next.column] === room);
  if (mates.length === 0) return false;
  const seen = new Set([cellIndex(size, cell), cellIndex(size, mates[0]!)]);
  const stack = [mates[0]!];
  while (stack.length > 0) {
    const current = stack.pop()!;
    for (const next of neighbours(size, current)) {
      const index = cellIndex(size, next);
      if (seen.has(index) || rooms[next.row]![next.column] !== room) continue;
      seen.add(index);
      stack.push(next);
    }
  }
  return mates.every((mate) => seen.has(cellIndex(size, mate)));
}

/** A genre's rule for where a cell may go (Norinori: not into a room where it would let a domino slide). */
export type MayJoin = (cell: Cell, rooms: Regions, room: number) => boolean;

/**
 * The rooms with `cell` moved to a random neighbouring room (one `mayJoin` allows), or undefined when it cannot leave
 * its own.
 */
export function moveCell(rooms: Regions, cell: Cell, random: Random, mayJoin: MayJoin = () => true): Regions | undefined {
  const size = { rows: rooms.length, columns: rooms[0]!.length };
  const room = rooms[cell.row]![cell.column]!;
  const others = [...new Set(neighbours(size, cell).map((next) => rooms[next.row]![next.column]!))].filter(
    (other) => other !== room && mayJoin(cell, rooms, other),
  );
  if (others.length === 0 || !leaves(rooms, cell)) return undefined;
  const target = random.pick(others);
  return regionsFromLabels(rooms.map((line, row) => line.map((value, column) => (row === cell.row && column === cell.column ? target : value))));
}

/**
 * Step 3: moves cells that other solutions mark until the solution is the only one. `other` gives the cells other
 * solutions mark and ours does not, or undefined when there is no other solution. When none of those cells
 * can leave its room, another unmarked cell of the same room moves instead. Undefined after `steps` moves, or when
 * nothing can move.
 */
export async function repairRooms(
  rooms: Regions,
  isMarked: (cell: Cell) => boolean,
  other: (rooms: Regions) => Promise<Cell[] | undefined>,
  random: Random,
  steps: number,
): Promise<Regions | undefined> {
  const size = { rows: rooms.length, columns: rooms[0]!.length };
  let current = rooms;
  for (let step = 0; step <= steps; step++) {
    const intruders = await other(current);
    if (!intruders) return current;
    const roomsHit = new Set(intruders.map((cell) => current[cell.row]![cell.column]!));
    const fallback = allCells(size).filter((cell) => !isMarked(cell) && roomsHit.has(current[cell.row]![cell.column]!));
    let moved: Regions | undefined;
    for (const cell of [...random.shuffle(intruders), ...random.shuffle(fallback)]) {
      moved = moveCell(current, cell, random);
      if (moved) break;
    }
    if (!moved) return undefined;
    current = moved;
  }
  return undefined;
}

/**
 * Step 4: random moves of unmarked border cells (where `mayJoin` allows), each kept when `judge` accepts the new rooms
 * (unique, and a rating no farther from the target); stops when `done` says so or after `steps` tries.
 */
export async function reshapeRooms(
  rooms: Regions,
  isMarked: (cell: Cell) => boolean,
  judge: (rooms: Regions) => Promise<boolean>,
  done: () => boolean,
  random: Random,
  steps: number,
  mayJoin?: MayJoin,
): Promise<Regions> {
  const size = { rows: rooms.length, columns: rooms[0]!.length };
  let current = rooms;
  for (let step = 0; step < steps && !done(); step++) {
    const border = allCells(size).filter(
      (cell) => !isMarked(cell) && neighbours(size, cell).some((next) => current[next.row]![next.column] !== current[cell.row]![cell.column]),
    );
    if (border.length === 0) break;
    const moved = moveCell(current, random.pick(border), random, mayJoin);
    if (moved && (await judge(moved))) current = moved;
  }
  return current;
}

/** What a genre with rooms for clues gives the shared generator. */
export interface RoomPuzzleSettings<Puzzle> {
  /** The genre's name, for messages. */
  readonly name: string;
  readonly size: GridSize;
  /** The marked cells each room holds. */
  readonly perRoom: number;
  readonly scale: RatingScale;
  /** A random solution of the rules without rooms (the marked cells), or undefined when there is none. */
  draw(random: Random): boolean[][] | undefined;
  puzzle(rooms: Regions): Puzzle;
  model(puzzle: Puzzle): PuzzleModel<boolean[][], unknown>;
}

export interface GeneratedRoomPuzzle<Puzzle> {
  readonly puzzle: Puzzle;
  readonly answer: boolean[][];
  readonly rating: Rating;
  readonly attempts: number;
}

/** Layouts tried before giving up. */
const attempts = 60;

/** How far a score is from a level's range (0 inside it). */
function distance(score: number, level: Difficulty, scale: RatingScale): number {
  const { lowest, below } = scoreRange(level, scale);
  return score < lowest ? lowest - score : score >= below ? score - below + 1 : 0;
}

/** Steps 1 to 4 for one request: a unique puzzle at the level asked for, with its solution and rating. */
export async function generateRoomPuzzle<Puzzle>(settings: RoomPuzzleSettings<Puzzle>, request: GenerateRequest, random: Random): Promise<GeneratedRoomPuzzle<Puzzle>> {
  const { size, scale } = settings;
  const wanted = request.difficulty;
  const cells = allCells(size);
  // The rating of a puzzle against the solution, and whether it decided every cell without guessing (which proves
  // the solution unique).
  const judge = (answer: boolean[][], puzzle: Puzzle, budget = Infinity) => {
    const puzzleModel = settings.model(puzzle);
    const truth = new Map<number, boolean>();
    cells.forEach((cell, index) => truth.set(puzzleModel.observed[index]!, answer[cell.row]![cell.column]!));
    const solution = (literal: number) => (literal > 0 ? truth.get(literal)! : !truth.get(-literal)!);
    return Rater.forModel(puzzleModel).rater.evaluate([], solution, { scale, budget, stopAtGuess: budget !== Infinity });
  };
  // The cells other solutions mark where ours does not, from what every solution agrees on (which, unlike "another
  // solution", does not depend on the solver's history: a seed gives one puzzle), or undefined when ours is the only one.
  const otherMarks = (answer: boolean[][]) => async (rooms: Regions): Promise<Cell[] | undefined> => {
    const puzzleModel = settings.model(settings.puzzle(rooms));
    const { values } = await request.backend.backbone(puzzleModel.model, puzzleModel.observed);
    const open = cells.filter((_, index) => values[index] === undefined);
    return open.length === 0 ? undefined : open.filter((cell) => !answer[cell.row]![cell.column]);
  };
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (request.shouldStop?.()) throw new TimeoutError('the generator was stopped');
    request.onProgress?.({ attempts: attempt, message: wanted ? `looking for ${wanted === 'easy' || wanted === 'expert' ? 'an' : 'a'} ${wanted} puzzle` : 'looking for a unique layout' });
    const answer = settings.draw(random);
    if (!answer) throw new InputError(`there is no ${size.columns}x${size.rows} ${settings.name} solution to draw rooms around`, { field: 'size' });
    const isMarked = (cell: Cell) => answer[cell.row]![cell.column]!;
    const seeds = cells.filter(isMarked);
    let rooms: Regions | undefined;
    for (let grouping = 0; grouping < 5 && !rooms; grouping++) rooms = groupRegions(growRegions(size, seeds, random), settings.perRoom, random);
    if (!rooms) continue;
    rooms = await repairRooms(rooms, isMarked, otherMarks(answer), random, 4 * cells.length);
    if (!rooms) continue;
    let { rating } = judge(answer, settings.puzzle(rooms));
    if (wanted && rating.level !== wanted) {
      const target = wanted;
      // Below expert, ratings stop at a guess or past the expert cut-off: those puzzles are too hard anyway.
      const budget = target === 'expert' ? Infinity : scale.expert;
      rooms = await reshapeRooms(
        rooms,
        isMarked,
        async (candidate) => {
          const outcome = judge(answer, settings.puzzle(candidate), budget);
          if (!outcome.complete && target !== 'expert') return false;
          if (distance(outcome.rating.score, target, scale) > distance(rating.score, target, scale)) return false;
          // A complete rating decided every cell without guessing: a proof that the solution is unique.
          if (!outcome.complete && (await otherMarks(answer)(candidate))) return false;
          rating = outcome.rating;
          return true;
        },
        () => rating.level === target,
        random,
        cells.length,
      );
      if (rating.level !== wanted) continue;
    }
    return { puzzle: settings.puzzle(rooms), answer, rating, attempts: attempt };
  }
  throw new InputError(
    `no ${wanted ?? ''} ${size.columns}x${size.rows} ${settings.name} found in ${attempts} attempts; try another size or difficulty`,
    { field: 'difficulty' },
  );
}
