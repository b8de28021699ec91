// Tentaisho puzzles built round a drawn answer (see core/construct.ts): the grid is cut into galaxies, each grown from
// a dot (at a cell's centre, an edge or a corner) a cell and its turned cell at a time; while another division fits
// the dots, a galaxy where it differs is cut again into smaller ones, which adds dots. For a level, galaxies are cut
// again (easier) or two neighbours grown again as one area (harder) while the rating comes closer to it.

import type { Generator, GenerateRequest } from '../../core/genre.js';
import type { Cell, GridSize } from '../../core/geometry.js';
import { adjacentPairs, allCells, neighbours } from '../../core/geometry.js';
import type { Construction } from '../../core/construct.js';
import { construct } from '../../core/construct.js';
import type { Random } from '../../core/random.js';
import type { RatingScale } from '../../core/rating.js';
import type { HalfPoint } from '../../core/symmetry.js';
import { cellsAtPoint, halfTurn } from '../../core/symmetry.js';
import { buildModel } from './model.js';
import type { TentaishoAnswer, TentaishoPuzzle } from './puzzle.js';
import { makeTentaisho } from './puzzle.js';

// Calibrated on Galaxies' puzzles (see bench/genres/tentaisho.ts): its 10×10s rate about 1, its 7×7s below 1.
export const tentaishoScale: RatingScale = { medium: 0.35, hard: 0.7, expert: 1.5 };

interface Galaxy {
  readonly dot: HalfPoint;
  readonly cells: readonly Cell[];
}

/** An answer drawn: its galaxies, which cover the grid. */
interface Draft extends GridSize {
  readonly galaxies: readonly Galaxy[];
}

const key = (cell: Cell) => `${cell.row},${cell.column}`;

/** The points a galaxy may start from at a cell: its centre, the edges and the corners it shares with free cells. */
function startsAt(cell: Cell, free: ReadonlySet<string>): HalfPoint[] {
  const points: HalfPoint[] = [];
  for (let row = 2 * cell.row - 1; row <= 2 * cell.row + 1; row++) {
    for (let column = 2 * cell.column - 1; column <= 2 * cell.column + 1; column++) {
      const point = { row, column };
      if (row >= 0 && column >= 0 && cellsAtPoint(point).every((at) => free.has(key(at)))) points.push(point);
    }
  }
  return points;
}

/**
 * Galaxies that cover `cells` (of a grid of `size`): from a random free cell, a dot at a random point of it, then
 * pairs of a free neighbour and its turned cell added while the galaxy is smaller than a random size up to `largest`.
 */
function growGalaxies(size: GridSize, cells: readonly Cell[], random: Random, largest: number): Galaxy[] {
  const free = new Set(cells.map(key));
  const galaxies: Galaxy[] = [];
  while (free.size > 0) {
    const start = random.pick(cells.filter((cell) => free.has(key(cell))));
    const dot = random.pick(startsAt(start, free));
    const galaxy = cellsAtPoint(dot);
    galaxy.forEach((cell) => free.delete(key(cell)));
    // Mostly large galaxies, as published puzzles have: small ones come from what is left over.
    const wanted = Math.ceil(largest / 2) + random.below(Math.ceil(largest / 2) + 1);
    while (galaxy.length < wanted) {
      const options = galaxy.flatMap((cell) =>
        neighbours(size, cell).flatMap((next): [Cell, Cell][] => {
          const turned = halfTurn(size, dot, next);
          return free.has(key(next)) && turned && free.has(key(turned)) && key(turned) !== key(next) ? [[next, turned]] : [];
        }),
      );
      if (options.length === 0) break;
      for (const cell of random.pick(options)) {
        free.delete(key(cell));
        galaxy.push(cell);
      }
    }
    galaxies.push({ dot, cells: galaxy });
  }
  return galaxies;
}

const largestOf = (draft: GridSize) => Math.max(4, Math.round((draft.rows * draft.columns) / 5));

/** The draft with one galaxy cut again into smaller ones; undefined for a single cell. */
function cutGalaxy(draft: Draft, index: number, random: Random): Draft | undefined {
  const galaxy = draft.galaxies[index]!;
  if (galaxy.cells.length === 1) return undefined;
  const pieces = growGalaxies(draft, galaxy.cells, random, Math.max(1, Math.floor(galaxy.cells.length / 2)));
  return { ...draft, galaxies: [...draft.galaxies.filter((_, other) => other !== index), ...pieces] };
}

/** The draft with two neighbouring galaxies grown again as one area (perhaps into one larger galaxy). */
function regrowPair(draft: Draft, random: Random): Draft | undefined {
  const owner = new Map<string, number>();
  draft.galaxies.forEach((galaxy, index) => galaxy.cells.forEach((cell) => owner.set(key(cell), index)));
  const pairs = adjacentPairs(draft).map(([a, b]) => [owner.get(key(a))!, owner.get(key(b))!] as const).filter(([a, b]) => a !== b);
  if (pairs.length === 0) return undefined;
  const [first, second] = random.pick(pairs);
  const area = [...draft.galaxies[first]!.cells, ...draft.galaxies[second]!.cells];
  const pieces = growGalaxies(draft, area, random, area.length);
  return { ...draft, galaxies: [...draft.galaxies.filter((_, other) => other !== first && other !== second), ...pieces] };
}

const puzzleOf = (draft: Draft): TentaishoPuzzle => makeTentaisho(draft, draft.galaxies.map(({ dot }) => ({ ...dot, colour: 'white' as const })));

/** For each neighbouring pair in the model's order (right ones, then those below), whether one galaxy holds both. */
function joinedPairs(draft: Draft): boolean[] {
  const owner = new Map<string, number>();
  draft.galaxies.forEach((galaxy, index) => galaxy.cells.forEach((cell) => owner.set(key(cell), index)));
  const same = (a: Cell, b: Cell) => owner.get(key(a)) === owner.get(key(b));
  const right = allCells(draft).filter((cell) => cell.column + 1 < draft.columns).map((cell) => same(cell, { row: cell.row, column: cell.column + 1 }));
  const below = allCells(draft).filter((cell) => cell.row + 1 < draft.rows).map((cell) => same(cell, { row: cell.row + 1, column: cell.column }));
  return [...right, ...below];
}

/** The pairs of the model's order, as `joinedPairs` lists them. */
function pairsInOrder(size: GridSize): [Cell, Cell][] {
  const right = allCells(size).filter((cell) => cell.column + 1 < size.columns).map((cell): [Cell, Cell] => [cell, { row: cell.row, column: cell.column + 1 }]);
  const below = allCells(size).filter((cell) => cell.row + 1 < size.rows).map((cell): [Cell, Cell] => [cell, { row: cell.row + 1, column: cell.column }]);
  return [...right, ...below];
}

const construction: Construction<Draft, TentaishoPuzzle> = {
  name: 'Tentaisho',
  scale: tentaishoScale,
  attempts: 40,
  randomKey: (request) => `tentaisho/${request.columns}x${request.rows}/${request.difficulty ?? 'any'}/${request.seed}`,
  draw(random, request) {
    const size = { rows: request.rows, columns: request.columns };
    // Hard and expert start from galaxies up to four fifths of the grid: mended, they leave more to reason out.
    const hard = request.difficulty === 'hard' || request.difficulty === 'expert';
    return { ...size, galaxies: growGalaxies(size, allCells(size), random, (hard ? 4 : 1) * largestOf(size)) };
  },
  read(draft) {
    const puzzle = puzzleOf(draft);
    return { puzzle, model: buildModel(puzzle), answer: joinedPairs(draft) };
  },
  mend(draft, other, random) {
    // A galaxy where the other division joins or parts two cells differently is cut again: its cells get more dots.
    const owner = new Map<string, number>();
    draft.galaxies.forEach((galaxy, index) => galaxy.cells.forEach((cell) => owner.set(key(cell), index)));
    const mine = joinedPairs(draft);
    const differing = pairsInOrder(draft).filter((_, index) => mine[index] !== other[index]);
    const options = [...new Set(differing.flat().map((cell) => owner.get(key(cell))!))].filter((index) => draft.galaxies[index]!.cells.length > 1);
    return options.length === 0 ? undefined : cutGalaxy(draft, random.pick(options), random);
  },
  mendRounds: (draft) => draft.rows * draft.columns,
  steer: {
    change: (draft, harder, random) => (harder ? regrowPair(draft, random) : cutGalaxy(draft, random.below(draft.galaxies.length), random)),
    steps: (draft) => 4 * draft.galaxies.length,
  },
};

export function generateTentaisho(request: GenerateRequest): TentaishoPuzzle {
  return construct(construction, request).puzzle;
}

export const tentaishoGenerator: Generator<TentaishoPuzzle, TentaishoAnswer> = {
  options: [],
  defaultSize: { rows: 10, columns: 10 },
  minimumSize: { rows: 3, columns: 3 },
  maximumSize: { rows: 25, columns: 25 },
  generate: async (request) => generateTentaisho(request),
  // Every galaxy needs its dot: there are none to add.
  withAllClues: (puzzle) => puzzle,
};
