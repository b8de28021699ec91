// LITS puzzles have no clues but their rooms, so the generator draws the shading first and builds rooms around it:
//   1. tetrominoes are laid one at a time, each touching the shading so far (and mostly where it touches most), on
//      free cells, with a shape that no touching piece has and without closing a 2×2 block, until a share of the grid
//      is shaded or none fits;
//   2. every piece starts as a room of its own, and the unshaded cells, which stay unshaded while in no room, join the
//      rooms in batches, each cell the neighbouring room where it opens the fewest new placements; a batch that lets
//      a second solution in is undone and tried smaller, down to one cell and one room, so the drawn shading stays the
//      only solution throughout; when no free cell can join any room, a new piece among them gets a room of its own;
//   3. reshape (for a level): unshaded border cells move to a neighbouring room at random, each move kept when the
//      solution stays the only one and the rating comes no farther from the level asked for.
// A drawing whose free cells end up joining no room is given up. Everything is drawn from one seeded random, and the
// solver is asked only whether a second solution exists (by a solver of its own each time), so a seed gives one
// puzzle. It finds 6×6 puzzles in seconds and often fails at 7×7 and up: at 10×10 most drawings get stuck.

import { InputError, TimeoutError } from '../../core/errors.js';
import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, makeGrid, neighbours } from '../../core/geometry.js';
import type { GenerateRequest, Generator } from '../../core/genre.js';
import type { Literal } from '../../core/model.js';
import type { Placement } from '../../core/polyomino.js';
import { placementsIn } from '../../core/polyomino.js';
import type { Random } from '../../core/random.js';
import { seededRandom } from '../../core/random.js';
import type { Difficulty, Rating, RatingScale } from '../../core/rating.js';
import { defaultScale, Rater, scoreRange } from '../../core/rating.js';
import type { Regions } from '../../core/regions.js';
import { regionsFromLabels } from '../../core/regions.js';
import { SatProblem } from '../../core/sat.js';
import { moveCell } from '../shared/room-generator.js';
import { buildModel } from './model.js';
import type { LitsAnswer, LitsPuzzle } from './puzzle.js';
import { litsShapes, makeLits } from './puzzle.js';

/**
 * The rating's default cut-offs: a setter's twelve graded puzzles (bench.ts) rate in the same order only loosely (grade
 * 1: 3.1 and 15.0; grade 4: 9.7 and 33.8), too few to move them.
 */
export const litsScale: RatingScale = defaultScale;

type SatFactory = NonNullable<GenerateRequest['backend']['satFactory']>;

/** A placement on the grid by cell indexes: its cells, the cells beside it, and the 2×2 blocks it reaches into. */
interface GridPlacement {
  readonly placement: Placement;
  readonly cells: readonly number[];
  readonly beside: readonly number[];
  readonly blocks: readonly (readonly number[])[];
}

const placementCache = new Map<string, GridPlacement[]>();

/** Every placement of an L, I, T or S on the grid (kept per size: every drawing asks for them). */
function gridPlacements(size: GridSize): GridPlacement[] {
  const key = `${size.rows}x${size.columns}`;
  const cached = placementCache.get(key);
  if (cached) return cached;
  const index = (cell: Cell) => cell.row * size.columns + cell.column;
  const placements = placementsIn(allCells(size), litsShapes).map((placement): GridPlacement => {
    const cells = placement.cells.map(index);
    const beside = [...new Set(placement.cells.flatMap((cell) => neighbours(size, cell)).map(index))].filter((other) => !cells.includes(other));
    const blocks = new Map<string, number[]>();
    for (const { row, column } of placement.cells) {
      for (const top of [row - 1, row]) {
        for (const left of [column - 1, column]) {
          if (top < 0 || left < 0 || top + 1 >= size.rows || left + 1 >= size.columns) continue;
          blocks.set(`${top},${left}`, [top * size.columns + left, top * size.columns + left + 1, (top + 1) * size.columns + left, (top + 1) * size.columns + left + 1]);
        }
      }
    }
    return { placement, cells, beside, blocks: [...blocks.values()] };
  });
  placementCache.set(key, placements);
  return placements;
}

/** A drawn shading and the pieces it is made of. */
export interface DrawnPieces {
  readonly shading: LitsAnswer;
  readonly pieces: readonly Placement[];
}

/** Step 1: a connected shading of tetrominoes, twins never touching, no 2×2 block shaded. */
export function drawPieces(size: GridSize, share: number, random: Random): DrawnPieces {
  const pieceAt = new Int32Array(size.rows * size.columns).fill(-1);
  const shapes: number[] = [];
  const pieces: Placement[] = [];
  // Cells of the placement under test, marked with its number.
  const marked = new Int32Array(size.rows * size.columns).fill(-1);
  const fits = (candidate: GridPlacement, number: number): boolean => {
    for (const cell of candidate.cells) {
      if (pieceAt[cell]! >= 0) return false;
      marked[cell] = number;
    }
    let touches = pieces.length === 0;
    for (const cell of candidate.beside) {
      const piece = pieceAt[cell]!;
      if (piece < 0) continue;
      if (shapes[piece] === candidate.placement.shape) return false;
      touches = true;
    }
    if (!touches) return false;
    return !candidate.blocks.some((block) => block.every((cell) => pieceAt[cell]! >= 0 || marked[cell] === number));
  };
  const target = Math.round(size.rows * size.columns * share);
  const placements = gridPlacements(size);
  for (let shaded = 0; shaded < target; shaded += 4) {
    const options = placements.filter((candidate, number) => fits(candidate, number));
    if (options.length === 0) break;
    // Among the pieces that fit, those that touch the shading most, so that the shading stays compact and dense.
    const contact = options.map((candidate) => candidate.beside.filter((cell) => pieceAt[cell]! >= 0).length);
    const most = Math.max(...contact);
    const chosen = random.pick(options.filter((_, index) => contact[index]! >= most - 1));
    for (const cell of chosen.cells) pieceAt[cell] = pieces.length;
    shapes.push(chosen.placement.shape);
    pieces.push(chosen.placement);
  }
  return { shading: makeGrid(size, ({ row, column }) => pieceAt[row * size.columns + column]! >= 0), pieces };
}

/** Whether the shading is the only solution of a layout whose cells labelled -1 are in no room yet (and unshaded). */
function uniqueLayout(labels: readonly (readonly number[])[], shading: LitsAnswer, factory: SatFactory): boolean {
  // Each cell in no room is a room of its own that holds no piece.
  const puzzle = makeLits(labels.map((line, row) => line.map((label, column) => (label < 0 ? -1 - (row * line.length + column) : label))));
  const outside = new Set<number>();
  labels.forEach((line, row) => line.forEach((label, column) => label < 0 && outside.add(puzzle.rooms[row]![column]!)));
  const puzzleModel = buildModel(puzzle, { outside });
  puzzleModel.model.notAll(puzzleModel.observed.map((literal, index) => (shading.flat()[index] ? literal : -literal)));
  // A solver of its own: its verdict depends on the question alone, so a seed gives one puzzle.
  const problem = new SatProblem(puzzleModel.model, factory);
  try {
    return !problem.solve();
  } finally {
    problem.dispose();
  }
}

/**
 * Steps 2 and 3: the rooms grow from the pieces over the unshaded cells, which stay unshaded while they are in no room
 * (so the shading starts as the only solution). Cells join in batches, each to the neighbouring room where it opens
 * the fewest new placements; a batch that lets another solution in is undone and tried smaller, down to one cell and
 * one room at a time. Undefined when some cell can join no room.
 */
function growUnique(size: GridSize, drawn: readonly Placement[], factory: SatFactory, random: Random, shouldStop?: () => boolean): DrawnPieces & { rooms?: Regions } {
  const pieces = [...drawn];
  let shading = makeGrid(size, (cell) => pieces.some((piece) => piece.cells.some((other) => other.row === cell.row && other.column === cell.column)));
  const labels = makeGrid(size, () => -1);
  pieces.forEach((piece, index) => {
    for (const cell of piece.cells) labels[cell.row]![cell.column] = index;
  });
  const members: Cell[][] = pieces.map((piece) => [...piece.cells]);
  const counts = members.map((cells) => placementsIn(cells, litsShapes).length);
  // Pairs of cell and room found to let another solution in.
  const refused = new Set<string>();
  let batch = Math.max(1, Math.floor((size.rows * size.columns) / 4));
  for (;;) {
    if (shouldStop?.()) throw new TimeoutError('the generator was stopped');
    // Every free cell beside a room, with the room where it opens the fewest placements, cheapest first.
    const options = random
      .shuffle(allCells(size).filter((cell) => labels[cell.row]![cell.column] === -1))
      .flatMap((cell) => {
        const rooms = [...new Set(neighbours(size, cell).map((next) => labels[next.row]![next.column]!))].filter((room) => room >= 0 && !refused.has(`${cell.row},${cell.column},${room}`));
        if (rooms.length === 0) return [];
        const opened = rooms.map((room) => placementsIn([...members[room]!, cell], litsShapes).length - counts[room]!);
        const index = opened.indexOf(Math.min(...opened));
        return [{ cell, room: rooms[index]!, opened: opened[index]! }];
      })
      .sort((a, b) => a.opened - b.opened);
    if (options.length === 0) {
      // The free cells left can join no room: a new piece among them, in a room of its own, if one fits.
      const extra = labels.some((line) => line.includes(-1)) ? extraPiece(labels, pieces, random) : undefined;
      if (!extra) break;
      for (const cell of extra.cells) labels[cell.row]![cell.column] = pieces.length;
      const widened = shading.map((line, row) => line.map((value, column) => value || extra.cells.some((cell) => cell.row === row && cell.column === column)));
      if (!uniqueLayout(labels, widened, factory)) {
        for (const cell of extra.cells) labels[cell.row]![cell.column] = -1;
        break;
      }
      shading = widened;
      pieces.push(extra);
      members.push([...extra.cells]);
      counts.push(placementsIn(extra.cells, litsShapes).length);
      refused.clear();
      batch = 1;
      continue;
    }
    // A batch of cells that are not beside one another, so that each joins the room it was costed for.
    const chosen: typeof options = [];
    for (const option of options) {
      if (chosen.length >= batch) break;
      if (chosen.some(({ cell }) => Math.abs(cell.row - option.cell.row) + Math.abs(cell.column - option.cell.column) <= 1)) continue;
      chosen.push(option);
    }
    for (const { cell, room } of chosen) labels[cell.row]![cell.column] = room;
    if (uniqueLayout(labels, shading, factory)) {
      for (const { cell, room } of chosen) {
        members[room]!.push(cell);
        counts[room] = placementsIn(members[room]!, litsShapes).length;
      }
      batch = Math.min(batch * 2, size.rows * size.columns);
      continue;
    }
    for (const { cell } of chosen) labels[cell.row]![cell.column] = -1;
    if (chosen.length > 1) {
      batch = Math.max(1, Math.floor(chosen.length / 2));
      continue;
    }
    refused.add(`${chosen[0]!.cell.row},${chosen[0]!.cell.column},${chosen[0]!.room}`);
  }
  return { shading, pieces, ...(labels.some((line) => line.includes(-1)) ? {} : { rooms: regionsFromLabels(labels) }) };
}

/**
 * A piece laid on free cells (labelled -1) where the rules allow it beside the shading: it touches the shading, no
 * piece of its shape touches it, and it closes no 2×2 block. Undefined when none fits.
 */
function extraPiece(labels: readonly (readonly number[])[], pieces: readonly Placement[], random: Random): Placement | undefined {
  const size = { rows: labels.length, columns: labels[0]!.length };
  const pieceAt = makeGrid(size, () => -1);
  pieces.forEach((piece, index) => {
    for (const cell of piece.cells) pieceAt[cell.row]![cell.column] = index;
  });
  const shaded = (row: number, column: number) => (pieceAt[row]?.[column] ?? -1) >= 0;
  const free = allCells(size).filter((cell) => labels[cell.row]![cell.column] === -1);
  const fitting = placementsIn(free, litsShapes).filter((placement) => {
    const inside = (row: number, column: number) => placement.cells.some((cell) => cell.row === row && cell.column === column);
    const beside = placement.cells.flatMap((cell) => neighbours(size, cell)).filter((cell) => shaded(cell.row, cell.column));
    if (beside.length === 0 || beside.some((cell) => pieces[pieceAt[cell.row]![cell.column]!]!.shape === placement.shape)) return false;
    const covered = (row: number, column: number) => shaded(row, column) || inside(row, column);
    return !placement.cells.some(({ row, column }) =>
      [row - 1, row].some((top) => [column - 1, column].some((left) => covered(top, left) && covered(top, left + 1) && covered(top + 1, left) && covered(top + 1, left + 1))),
    );
  });
  return fitting.length === 0 ? undefined : random.pick(fitting);
}

/** How far a score is from a level's range (0 inside it). */
function distance(score: number, level: Difficulty, scale: RatingScale): number {
  const { lowest, below } = scoreRange(level, scale);
  return score < lowest ? lowest - score : score >= below ? score - below + 1 : 0;
}

/** The rating of the rooms against the shading, and whether reasoning decided every cell (a proof of uniqueness). */
function judge(rooms: Regions, shading: LitsAnswer, scale: RatingScale, budget = Infinity): { rating: Rating; complete: boolean } {
  const puzzleModel = buildModel(makeLits(rooms));
  const truth = new Map<Literal, boolean>();
  puzzleModel.observed.forEach((literal, index) => truth.set(literal, shading.flat()[index]!));
  const solution = (literal: Literal) => (literal > 0 ? truth.get(literal)! : !truth.get(-literal)!);
  return Rater.forModel(puzzleModel).rater.evaluate([], solution, { scale, budget, stopAtGuess: budget !== Infinity });
}

export interface GeneratedLits {
  readonly puzzle: LitsPuzzle;
  readonly solution: LitsAnswer;
  readonly rating: Rating;
  readonly attempts: number;
}

/**
 * Drawings tried before giving up, and how long: at 6×6 about one drawing in fifty gives a puzzle (a tenth of a second
 * each), so forty drawings failed for two seeds in five; larger grids give up on the time first.
 */
const maximumAttempts = 400;
const maximumMilliseconds = 60_000;

/** The share of the grid shaded: more for easier levels, whose rooms are then smaller. */
const shadedShare: Record<Difficulty | 'any', [number, number]> = {
  easy: [0.55, 0.65],
  medium: [0.5, 0.6],
  hard: [0.45, 0.55],
  expert: [0.4, 0.5],
  any: [0.45, 0.6],
};

/** Generates a puzzle with its solution and rating (the Generator interface returns just the puzzle). */
export async function generateLits(request: GenerateRequest, scale: RatingScale = litsScale): Promise<GeneratedLits> {
  const factory = request.backend.satFactory;
  if (!factory) throw new InputError(`generating needs a SAT backend; '${request.backend.name}' is not one`, { part: '--backend' });
  const size = { rows: request.rows, columns: request.columns };
  const wanted = request.difficulty;
  const random = seededRandom(`lits/${size.columns}x${size.rows}/${wanted ?? 'any'}/${request.seed}`);
  const cells = size.rows * size.columns;
  const [low, high] = shadedShare[wanted ?? 'any'];
  const started = Date.now();
  let attempts = 1;
  for (; attempts <= maximumAttempts && Date.now() - started < maximumMilliseconds; attempts++) {
    if (request.shouldStop?.()) throw new TimeoutError('the generator was stopped');
    request.onProgress?.({ attempts, message: wanted ? `looking for ${/^[aeiou]/.test(wanted) ? 'an' : 'a'} ${wanted} puzzle` : 'looking for a unique puzzle' });
    const drawn = drawPieces(size, low + (high - low) * random.next(), random);
    if (drawn.pieces.length < 2) continue;
    const grown = growUnique(size, drawn.pieces, factory, random, request.shouldStop);
    if (!grown.rooms) continue;
    const shading = grown.shading;
    let rooms: Regions = grown.rooms;
    let rating = judge(rooms, shading, scale).rating;
    if (wanted && rating.level !== wanted) {
      // Below expert, ratings stop at a guess or past the expert cut-off: those puzzles are too hard anyway.
      const budget = wanted === 'expert' ? Infinity : scale.expert;
      for (let step = 0; step < cells / 2 && rating.level !== wanted; step++) {
        const border = allCells(size).filter(
          (cell) => !shading[cell.row]![cell.column] && neighbours(size, cell).some((next) => rooms[next.row]![next.column] !== rooms[cell.row]![cell.column]),
        );
        const moved = border.length > 0 ? moveCell(rooms, random.pick(border), random) : undefined;
        if (!moved) continue;
        const outcome = judge(moved, shading, scale, budget);
        if (!outcome.complete && wanted !== 'expert') continue;
        if (distance(outcome.rating.score, wanted, scale) > distance(rating.score, wanted, scale)) continue;
        // A complete rating decided every cell without guessing: a proof that the shading is the only solution.
        if (!outcome.complete && !uniqueLayout(moved, shading, factory)) continue;
        rooms = moved;
        rating = outcome.rating;
      }
      if (rating.level !== wanted) continue;
    }
    return { puzzle: makeLits(rooms), solution: shading, rating, attempts };
  }
  throw new InputError(`no ${wanted ?? ''} ${size.columns}x${size.rows} LITS found in ${attempts - 1} attempts; try another size or difficulty`, {
    part: '--difficulty',
  });
}

export const litsGenerator: Generator<LitsPuzzle, LitsAnswer> = {
  options: [],
  defaultSize: { rows: 6, columns: 6 },
  minimumSize: { rows: 6, columns: 6 },
  maximumSize: { rows: 12, columns: 12 },
  generate: async (request) => (await generateLits(request)).puzzle,
  // Rooms are the only clues, and an answer adds none.
  withAllClues: (puzzle) => puzzle,
};
