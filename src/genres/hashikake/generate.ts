// Hashi puzzles built round a drawn answer (see core/construct.ts), as Bridges draws them: from one island, bridges
// of one or two grow in random directions to new islands over free water, never crossing, with a few more between
// islands that already face each other; the numbers are the bridges counted. While another solution fits the numbers,
// a pair where it differs changes its bridges (one becomes two or two one, or a bridge is laid where there was none).
// For a level, random changes (a pair's bridges, an island added at an end or taken away) are kept while the answer
// stays unique and the rating comes closer.

import { bridgeSpans } from '../../core/bridges.js';
import type { Construction } from '../../core/construct.js';
import { construct } from '../../core/construct.js';
import type { Generator, GenerateRequest } from '../../core/genre.js';
import type { Cell } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { Random } from '../../core/random.js';
import type { RatingScale } from '../../core/rating.js';
import { buildModel } from './model.js';
import type { HashiAnswer, HashiIsland, HashiPuzzle } from './puzzle.js';
import { makeHashi } from './puzzle.js';

// Calibrated on Bridges' puzzles (test/fixtures/sgt-bridges.jsonl): its easy ones rate 0.4 to 4.8, its medium ones 4.7 to 7,
// its hard ones 14 to 70.
export const hashiScale: RatingScale = { medium: 3, hard: 10, expert: 40 };

interface Bridge {
  readonly from: number;
  readonly to: number;
  readonly count: 1 | 2;
}

/** An answer drawn: islands, and the bridges between them (by island index). */
interface Draft {
  readonly rows: number;
  readonly columns: number;
  readonly islands: readonly Cell[];
  readonly bridges: readonly Bridge[];
}

const directions: readonly Cell[] = [{ row: 0, column: 1 }, { row: 1, column: 0 }, { row: 0, column: -1 }, { row: -1, column: 0 }];
const key = (cell: Cell) => `${cell.row},${cell.column}`;

/** What each cell holds: an island, a bridge passing, or water. */
function occupancy(draft: Draft): ('island' | 'bridge' | null)[][] {
  const grid = makeGrid<'island' | 'bridge' | null>(draft, () => null);
  for (const island of draft.islands) grid[island.row]![island.column] = 'island';
  for (const bridge of draft.bridges) for (const cell of between(draft.islands[bridge.from]!, draft.islands[bridge.to]!)) grid[cell.row]![cell.column] = 'bridge';
  return grid;
}

/** The cells strictly between two cells of one row or column. */
function between(a: Cell, b: Cell): Cell[] {
  const cells: Cell[] = [];
  if (a.row === b.row) for (let column = Math.min(a.column, b.column) + 1; column < Math.max(a.column, b.column); column++) cells.push({ row: a.row, column });
  else for (let row = Math.min(a.row, b.row) + 1; row < Math.max(a.row, b.row); row++) cells.push({ row, column: a.column });
  return cells;
}

const inside = (draft: Draft, cell: Cell) => cell.row >= 0 && cell.column >= 0 && cell.row < draft.rows && cell.column < draft.columns;

/** The draft with a new island reached from a random one by a bridge over free water; undefined when none fits. */
function grow(draft: Draft, random: Random): Draft | undefined {
  const grid = occupancy(draft);
  const from = random.below(draft.islands.length);
  const start = draft.islands[from]!;
  const direction = random.pick(directions);
  const length = 2 + random.below(Math.max(1, Math.floor(Math.max(draft.rows, draft.columns) / 2)));
  let at = start;
  for (let step = 1; step <= length; step++) {
    at = { row: at.row + direction.row, column: at.column + direction.column };
    if (!inside(draft, at) || grid[at.row]![at.column] !== null) return undefined;
  }
  // No island right beside another: the grid stays readable, as Bridges draws it.
  const crowded = directions.some((offset) => {
    const near = { row: at.row + offset.row, column: at.column + offset.column };
    return inside(draft, near) && grid[near.row]![near.column] === 'island';
  });
  if (crowded) return undefined;
  const count: 1 | 2 = random.below(5) < 3 ? 1 : 2;
  return { ...draft, islands: [...draft.islands, at], bridges: [...draft.bridges, { from, to: draft.islands.length, count }] };
}

/** Pairs of islands that face each other over free water with no bridge yet. */
function openPairs(draft: Draft): [number, number][] {
  const grid = occupancy(draft);
  const index = new Map(draft.islands.map((island, at) => [key(island), at]));
  const bridged = new Set(draft.bridges.map((bridge) => `${Math.min(bridge.from, bridge.to)}-${Math.max(bridge.from, bridge.to)}`));
  const pairs: [number, number][] = [];
  draft.islands.forEach((island, from) => {
    for (const direction of directions.slice(0, 2)) {
      let at = { row: island.row + direction.row, column: island.column + direction.column };
      while (inside(draft, at) && grid[at.row]![at.column] === null) at = { row: at.row + direction.row, column: at.column + direction.column };
      const to = inside(draft, at) && grid[at.row]![at.column] === 'island' ? index.get(key(at)) : undefined;
      if (to !== undefined && !bridged.has(`${Math.min(from, to)}-${Math.max(from, to)}`)) pairs.push([from, to]);
    }
  });
  return pairs;
}

function draw(random: Random, request: GenerateRequest): Draft | undefined {
  let draft: Draft = { rows: request.rows, columns: request.columns, islands: [{ row: random.below(request.rows), column: random.below(request.columns) }], bridges: [] };
  const wanted = Math.max(3, Math.round(request.rows * request.columns * 0.2));
  for (let tries = 0; tries < 40 * wanted && draft.islands.length < wanted; tries++) draft = grow(draft, random) ?? draft;
  // A few loops: bridges between islands that already face each other.
  for (const [from, to] of random.shuffle(openPairs(draft))) {
    if (random.below(3) === 0) draft = withBridge(draft, from, to, 1) ?? draft;
  }
  return draft.islands.length >= 2 ? draft : undefined;
}

/** The draft with a bridge laid between two facing islands, when its water is still free. */
function withBridge(draft: Draft, from: number, to: number, count: 1 | 2): Draft | undefined {
  const grid = occupancy(draft);
  if (between(draft.islands[from]!, draft.islands[to]!).some((cell) => grid[cell.row]![cell.column] !== null)) return undefined;
  return { ...draft, bridges: [...draft.bridges, { from, to, count }] };
}

function puzzleOf(draft: Draft): HashiPuzzle {
  const numbers = draft.islands.map(() => 0);
  for (const bridge of draft.bridges) {
    numbers[bridge.from]! += bridge.count;
    numbers[bridge.to]! += bridge.count;
  }
  const islands = makeGrid<HashiIsland | null>(draft, () => null);
  draft.islands.forEach((island, index) => (islands[island.row]![island.column] = { kind: 'number', value: numbers[index]! }));
  return makeHashi(draft, islands);
}

/** Each span of the draft's puzzle (in the model's order) with the bridges the draft lays on it. */
function spanCounts(draft: Draft): { from: Cell; to: Cell; lines: number; count: number }[] {
  const laid = new Map(draft.bridges.map((bridge) => [[key(draft.islands[bridge.from]!), key(draft.islands[bridge.to]!)].sort().join('-'), bridge.count]));
  const grid = occupancy(draft);
  return bridgeSpans(draft, (cell) => grid[cell.row]![cell.column] === 'island').map((span) => ({
    from: span.from,
    to: span.to,
    lines: span.lines.length,
    count: laid.get([key(span.from), key(span.to)].sort().join('-')) ?? 0,
  }));
}

/** The draft with one bridge's count changed (one becomes two, two one). */
const flipped = (draft: Draft, index: number): Draft => ({ ...draft, bridges: draft.bridges.map((bridge, at) => (at === index ? { ...bridge, count: bridge.count === 1 ? 2 : 1 } : bridge)) });

/** The draft without an island that has one bridge (an end), and that bridge. */
function withoutEnd(draft: Draft, random: Random): Draft | undefined {
  const ends = draft.islands.map((_, index) => index).filter((index) => draft.bridges.filter((bridge) => bridge.from === index || bridge.to === index).length === 1);
  if (ends.length === 0 || draft.islands.length <= 3) return undefined;
  const gone = random.pick(ends);
  const renumber = (index: number) => (index > gone ? index - 1 : index);
  return {
    ...draft,
    islands: draft.islands.filter((_, index) => index !== gone),
    bridges: draft.bridges.filter((bridge) => bridge.from !== gone && bridge.to !== gone).map((bridge) => ({ ...bridge, from: renumber(bridge.from), to: renumber(bridge.to) })),
  };
}

const construction: Construction<Draft, HashiPuzzle> = {
  name: 'Hashi',
  scale: hashiScale,
  attempts: 60,
  randomKey: (request) => `hashikake/${request.columns}x${request.rows}/${request.difficulty ?? 'any'}/${request.seed}`,
  draw,
  read(draft) {
    const puzzle = puzzleOf(draft);
    // The observed literals: per span, per line it runs along, "0 bridges", "1", "2".
    const answer = spanCounts(draft).flatMap((span) => Array.from({ length: span.lines }, () => [0, 1, 2].map((count) => count === span.count)).flat());
    return { puzzle, model: buildModel(puzzle), answer };
  },
  mend(draft, other, random) {
    // The other solution's bridges on each span, read from its first line's literals.
    let offset = 0;
    const differing = spanCounts(draft).flatMap((span) => {
      const theirs = [0, 1, 2].find((count) => other[offset + count]) ?? 0;
      offset += 3 * span.lines;
      return theirs === span.count ? [] : [span];
    });
    for (const span of random.shuffle(differing)) {
      const [from, to] = [span.from, span.to].map((cell) => draft.islands.findIndex((island) => key(island) === key(cell))) as [number, number];
      const bridge = draft.bridges.findIndex((laid) => (laid.from === from && laid.to === to) || (laid.from === to && laid.to === from));
      const mended = bridge >= 0 ? flipped(draft, bridge) : withBridge(draft, from, to, 1);
      if (mended) return mended;
    }
    return undefined;
  },
  mendRounds: (draft) => 2 * draft.islands.length,
  steer: {
    change(draft, _harder, random) {
      const choice = random.below(3);
      if (choice === 0 && draft.bridges.length > 0) return flipped(draft, random.below(draft.bridges.length));
      if (choice === 1) return grow(draft, random);
      return withoutEnd(draft, random);
    },
    steps: (draft) => 4 * draft.islands.length,
  },
};

export function generateHashi(request: GenerateRequest): HashiPuzzle {
  return construct(construction, request).puzzle;
}

export const hashiGenerator: Generator<HashiPuzzle, HashiAnswer> = {
  options: [],
  defaultSize: { rows: 7, columns: 7 },
  minimumSize: { rows: 4, columns: 4 },
  maximumSize: { rows: 30, columns: 30 },
  generate: async (request) => generateHashi(request),
  // Every island needs its number: there are none to add.
  withAllClues: (puzzle) => puzzle,
};
