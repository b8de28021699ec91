// The raw material of Hashi's generator: an answer drawn as Bridges draws one (islands reached from one another by
// bridges over free water), the puzzle its bridges make, and the changes the generator makes to it.

import { bridgeSpans } from '../../core/bridges.js';
import type { GenerateRequest } from '../../core/genre.js';
import type { Cell } from '../../core/geometry.js';
import { makeGrid } from '../../core/geometry.js';
import type { Random } from '../../core/random.js';
import type { HashiIsland, HashiPuzzle } from './puzzle.js';
import { makeHashi } from './puzzle.js';

interface Bridge {
  readonly from: number;
  readonly to: number;
  readonly count: 1 | 2;
}

/** An answer drawn: islands, and the bridges between them (by island index). */
export interface Draft {
  readonly rows: number;
  readonly columns: number;
  readonly islands: readonly Cell[];
  readonly bridges: readonly Bridge[];
}

const directions: readonly Cell[] = [{ row: 0, column: 1 }, { row: 1, column: 0 }, { row: 0, column: -1 }, { row: -1, column: 0 }];
export const key = (cell: Cell) => `${cell.row},${cell.column}`;

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
export function grow(draft: Draft, random: Random, grid = occupancy(draft)): Draft | undefined {
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

export function draw(random: Random, request: GenerateRequest): Draft | undefined {
  let draft: Draft = { rows: request.rows, columns: request.columns, islands: [{ row: random.below(request.rows), column: random.below(request.columns) }], bridges: [] };
  const wanted = Math.max(3, Math.round(request.rows * request.columns * 0.2));
  // The grid's occupancy is read again only when the draft has grown.
  let grid = occupancy(draft);
  for (let tries = 0; tries < 40 * wanted && draft.islands.length < wanted; tries++) {
    const grown = grow(draft, random, grid);
    if (grown) [draft, grid] = [grown, occupancy(grown)];
  }
  // A few loops: bridges between islands that already face each other.
  for (const [from, to] of random.shuffle(openPairs(draft))) {
    if (random.below(3) === 0) draft = withBridge(draft, from, to, 1) ?? draft;
  }
  return draft.islands.length >= 2 ? draft : undefined;
}

/** The draft with a bridge laid between two facing islands, when its water is still free. */
export function withBridge(draft: Draft, from: number, to: number, count: 1 | 2): Draft | undefined {
  const grid = occupancy(draft);
  if (between(draft.islands[from]!, draft.islands[to]!).some((cell) => grid[cell.row]![cell.column] !== null)) return undefined;
  return { ...draft, bridges: [...draft.bridges, { from, to, count }] };
}

export function puzzleOf(draft: Draft): HashiPuzzle {
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
export function spanCounts(draft: Draft): { from: Cell; to: Cell; lines: number; count: number }[] {
  const laid = new Map(draft.bridges.map((bridge) => [[key(draft.islands[bridge.from]!), key(draft.islands[bridge.to]!)].sort().join('-'), bridge.count]));
  const grid = occupancy(draft);
  return bridgeSpans(draft, (cell) => grid[cell.row]![cell.column] === 'island').map((span) => ({
    from: span.from,
    to: span.to,
    lines: span.lines.length,
    count: laid.get([key(span.from), key(span.to)].sort().join('-')) ?? 0,
  }));
}

/** The indexes of a span's two islands. */
export const islandsOf = (draft: Draft, span: { from: Cell; to: Cell }) =>
  [span.from, span.to].map((cell) => draft.islands.findIndex((island) => key(island) === key(cell))) as [number, number];

/** The index of the bridge between two islands, -1 for none. */
export const bridgeBetween = (draft: Draft, from: number, to: number) =>
  draft.bridges.findIndex((laid) => (laid.from === from && laid.to === to) || (laid.from === to && laid.to === from));

/** The draft with one bridge's count changed (one becomes two, two one). */
export const flipped = (draft: Draft, index: number): Draft => ({ ...draft, bridges: draft.bridges.map((bridge, at) => (at === index ? { ...bridge, count: bridge.count === 1 ? 2 : 1 } : bridge)) });

/** The draft without an island that has one bridge (an end), and that bridge. */
export function withoutEnd(draft: Draft, random: Random): Draft | undefined {
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
