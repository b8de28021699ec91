// Hotaru Beam puzzles from a random network of beams: a first firefly, then new fireflies whose beams run by random
// walks through free cells into a free side (not the dot) of a firefly already placed, and last the first firefly's
// own beam, found by a search to another firefly's free side. Every firefly gets its beam's turns as its number.
// While a second solution exists, a cell on one of our beams where it differs becomes a firefly, which splits that
// beam in two; then numbers are taken away for the level.

import type { Construction } from '../../core/construct.js';
import { construct } from '../../core/construct.js';
import type { Cell, Direction, GridSize } from '../../core/geometry.js';
import { allCells, cellKey, directions, directionTo, isInside, makeGrid, move, opposite, sameCell } from '../../core/geometry.js';
import type { Generator } from '../../core/genre.js';
import type { LineGrid } from '../../core/lines.js';
import { lineAt, lineBetween, linesFromValues, lineValues, makeLines } from '../../core/lines.js';
import type { Random } from '../../core/random.js';
import { fireflyScale } from './rating.js';
import { tracedBeams } from './check.js';
import { buildModel } from './model.js';
import type { Firefly, FireflyAnswer, FireflyPuzzle } from './puzzle.js';
import { fireflyAt, makeFirefly } from './puzzle.js';


/** A draft: the dots of the fireflies (numbers come from the beams) and the beams' lines. */
interface Draft {
  readonly size: GridSize;
  readonly dots: readonly (readonly (Direction | null | undefined)[])[];
  readonly lines: ReadonlySet<string>;
}

const lineKey = (a: Cell, b: Cell) => {
  const line = lineBetween(a, b)!;
  return `${line.orientation} ${line.from.row} ${line.from.column}`;
};
export const answerOf = (draft: Draft): FireflyAnswer => makeLines(draft.size, (line) => draft.lines.has(`${line.orientation} ${line.from.row} ${line.from.column}`));

/** The puzzle of a draft, every firefly numbered with its beam's turns. */
export function fullPuzzle(draft: Draft): FireflyPuzzle {
  const plain = makeFirefly(draft.size, makeGrid(draft.size, (cell) => (draft.dots[cell.row]![cell.column] === undefined ? null : { direction: draft.dots[cell.row]![cell.column]!, value: null })));
  return numbered(plain, answerOf(draft));
}

/** The puzzle with every firefly whose beam the answer draws numbered with its turns (its own numbers kept). */
export function numbered(puzzle: FireflyPuzzle, answer: FireflyAnswer): FireflyPuzzle {
  // A beam is traced from whichever end comes first; its turns are the same either way, and belong to its dot.
  const turns = new Map(
    tracedBeams(puzzle, (line) => lineAt(answer, line)).map((beam) => [cellKey(fireflyAt(puzzle, beam.start)!.direction === beam.leaves || beam.end === null ? beam.start : beam.end), beam.turns]),
  );
  return makeFirefly({ rows: puzzle.rows, columns: puzzle.columns }, makeGrid({ rows: puzzle.rows, columns: puzzle.columns }, (cell) => {
    const firefly = fireflyAt(puzzle, cell);
    return firefly && { direction: firefly.direction, value: firefly.value ?? (firefly.direction === null ? null : (turns.get(cellKey(cell)) ?? null)) };
  }));
}

/** A random network of beams over the grid, or undefined when the first firefly's beam finds no way. */
export function drawNetwork(size: GridSize, random: Random): Draft | undefined {
  const dots = makeGrid<Direction | null | undefined>(size, () => undefined);
  const lines = new Set<string>();
  const used = makeGrid(size, () => false);
  const free = (cell: Cell) => isInside(size, cell) && !used[cell.row]![cell.column];
  const place = (cell: Cell, dot: Direction | null) => {
    dots[cell.row]![cell.column] = dot;
    used[cell.row]![cell.column] = true;
  };
  const first = { row: random.below(size.rows), column: random.below(size.columns) };
  place(first, null);
  const fireflies = [first];
  // A side of a firefly a beam may enter: not its dot, toward a free cell.
  const openSides = () => fireflies.flatMap((cell) => directions.filter((side) => side !== dots[cell.row]![cell.column] && free(move(cell, side))).map((side) => ({ cell, side })));
  // The first firefly's beam: the shortest way through free cells to another firefly's open side, by a random first
  // step; looked for once a second firefly is placed, while the grid is still open.
  const closeCycle = (): boolean => {
    for (const out of random.shuffle([...directions])) {
      const start = move(first, out);
      if (!isInside(size, start)) continue;
      const path = wayToFirefly(size, start, first, (cell) => dots[cell.row]![cell.column], free, random);
      if (!path) continue;
      dots[first.row]![first.column] = out;
      const beam = [first, ...path];
      for (const cell of path) used[cell.row]![cell.column] = true;
      for (let index = 1; index < beam.length; index++) lines.add(lineKey(beam[index - 1]!, beam[index]!));
      return true;
    }
    return false;
  };
  for (let tries = 0; tries < size.rows * size.columns * 3 && fireflies.length < (size.rows * size.columns) / 3; tries++) {
    const sides = openSides();
    if (sides.length === 0) break;
    const { cell: target, side } = random.pick(sides);
    // Walk out from the target's side; the new firefly sits where the walk stops, its dot back along it.
    const walk = [move(target, side)];
    let heading = side;
    const length = random.below(Math.max(2, Math.floor((size.rows + size.columns) / 2)));
    while (walk.length <= length) {
      const turn = random.next() < 0.35 ? random.pick([...directions.filter((direction) => direction !== heading && direction !== opposite[heading])]) : heading;
      const next = move(walk[walk.length - 1]!, turn);
      if (!free(next) || walk.some((cell) => sameCell(cell, next))) break;
      walk.push(next);
      heading = turn;
    }
    const home = walk.pop()!;
    const beam = [home, ...[...walk].reverse(), target];
    place(home, walk.length > 0 ? directionTo(home, walk[walk.length - 1]!) : opposite[side]);
    for (const cell of walk) used[cell.row]![cell.column] = true;
    for (let index = 1; index < beam.length; index++) lines.add(lineKey(beam[index - 1]!, beam[index]!));
    fireflies.push(home);
    if (fireflies.length === 2 && !closeCycle()) return undefined;
  }
  return fireflies.length >= 2 && dots[first.row]![first.column] !== null ? { size, dots, lines } : undefined;
}

/** A breadth-first way from `start` through free cells into a firefly other than `home` by a side without its dot. */
function wayToFirefly(size: GridSize, start: Cell, home: Cell, dotAt: (cell: Cell) => Direction | null | undefined, free: (cell: Cell) => boolean, random: Random): Cell[] | undefined {
  const isFirefly = (cell: Cell) => isInside(size, cell) && dotAt(cell) !== undefined;
  const enters = (from: Cell, into: Cell) => isFirefly(into) && !sameCell(into, home) && dotAt(into) !== directionTo(into, from);
  if (enters(home, start)) return [start];
  if (!free(start)) return undefined;
  const previous = new Map<string, Cell | null>([[cellKey(start), null]]);
  const queue = [start];
  while (queue.length > 0) {
    const at = queue.shift()!;
    for (const direction of random.shuffle([...directions])) {
      const next = move(at, direction);
      if (!isInside(size, next) || previous.has(cellKey(next))) continue;
      if (enters(at, next)) {
        const path = [next, at];
        for (let back = previous.get(cellKey(at)); back; back = previous.get(cellKey(back))) path.push(back);
        return path.reverse();
      }
      if (!free(next)) continue;
      previous.set(cellKey(next), at);
      queue.push(next);
    }
  }
  return undefined;
}

/** The cells of our beams where another drawing differs, each with the way its beam leaves it. */
function splitPoints(draft: Draft, other: LineGrid): { cell: Cell; out: Direction }[] {
  const puzzle = fullPuzzle(draft);
  const answer = answerOf(draft);
  const differs = (cell: Cell) => directions.some((direction) => isInside(draft.size, move(cell, direction)) && lineAt(answer, lineBetween(cell, move(cell, direction))!) !== lineAt(other, lineBetween(cell, move(cell, direction))!));
  return tracedBeams(puzzle, (line) => lineAt(answer, line)).flatMap((beam) => {
    const points = [beam.start];
    let at = beam.start;
    for (const line of beam.lines) {
      at = sameCell(line.from, at) ? move(at, line.orientation === 'horizontal' ? 'right' : 'down') : line.from;
      points.push(at);
    }
    // Along the beam from its dot: traced from the other end, it runs backwards.
    const along = fireflyAt(puzzle, beam.start)!.direction === beam.leaves ? points : points.reverse();
    return along.slice(1, -1).flatMap((cell, index) => (differs(cell) ? [{ cell, out: directionTo(cell, along[index + 2]!) }] : []));
  });
}

const construction: Construction<Draft, FireflyPuzzle> = {
  name: 'Hotaru Beam',
  scale: fireflyScale,
  attempts: 40,
  randomKey: (request) => `firefly/${request.columns}x${request.rows}/${request.difficulty ?? 'any'}/${request.seed}`,
  draw: (random, request) => drawNetwork({ rows: request.rows, columns: request.columns }, random),
  read(draft) {
    const puzzle = fullPuzzle(draft);
    const answer = answerOf(draft);
    return { puzzle, model: buildModel(puzzle), answer: lineValues(answer) };
  },
  // A cell of our beams where the other solution differs becomes a firefly, its dot the way our beam leaves it.
  mend(draft, values, random) {
    const points = splitPoints(draft, linesFromValues(draft.size, values));
    if (points.length === 0) return undefined;
    const { cell, out } = random.pick(points);
    const dots = draft.dots.map((row) => [...row]);
    dots[cell.row]![cell.column] = out;
    return { ...draft, dots };
  },
  mendRounds: (draft) => draft.size.rows * draft.size.columns,
  keep(draft, kept) {
    const puzzle = fullPuzzle(draft);
    // The model's clues are the numbers of the fireflies with a dot, in reading order.
    const numbered = allCells(draft.size).filter((cell) => fireflyAt(puzzle, cell)?.direction != null && fireflyAt(puzzle, cell)?.value !== null);
    const keptCells = new Set(kept.map((index) => cellKey(numbered[index]!)));
    return makeFirefly(draft.size, makeGrid(draft.size, (cell): Firefly | null => {
      const firefly = fireflyAt(puzzle, cell);
      return firefly && { direction: firefly.direction, value: keptCells.has(cellKey(cell)) ? firefly.value : null };
    }));
  },
};

export const fireflyGenerator: Generator<FireflyPuzzle, FireflyAnswer> = {
  options: [],
  defaultSize: { rows: 8, columns: 8 },
  minimumSize: { rows: 4, columns: 4 },
  maximumSize: { rows: 20, columns: 20 },
  embeddedMaximumSize: { rows: 8, columns: 8 }, // in the studio: a 10×10 hard or expert often takes minutes
  generate: async (request) => construct(construction, request).puzzle,
  withAllClues: numbered,
};
