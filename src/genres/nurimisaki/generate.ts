// Nurimisaki puzzles built around a random maze, in three steps:
//   1. a maze: the unshaded area grown from one cell, a cell at a time, never closing a 2×2 block of unshaded cells,
//      as corridors (a cell beside one unshaded cell first), until no 2×2 block is all shaded; its dead ends are the
//      circles, each numbered with what it sees;
//   2. while a second solution exists, a cell where it differs becomes a new dead end of the maze: a shaded cell
//      beside exactly one unshaded cell is unshaded (which keeps every rule), or an unshaded one has all but one of
//      its unshaded neighbours shaded (kept when the rules still hold). Its circle is shaded or no dead end in the
//      other solution, which is ruled out;
//   3. numbers are taken away one at a time, in random order, while the maze stays the only solution; any prefix of
//      that sequence is unique too, and the requested level is found along it with the core's rating. The circles
//      stay: they are the grid, not clues.

import { finishedShading, no2x2Shaded, no2x2Unshaded, someShaded, unshadedConnected } from '../../core/checks.js';
import type { Construction, GridConstructed } from '../../core/construct.js';
import { constructGrid } from '../../core/construct.js';
import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, cellIndex, isInside, makeGrid, neighbours, sameCell, windowsAround } from '../../core/geometry.js';
import type { GenerateRequest, Generator } from '../../core/genre.js';
import type { Random } from '../../core/random.js';
import type { RatingScale } from '../../core/rating.js';
import { defaultScale } from '../../core/rating.js';
import { visibleCount } from '../shared/sight.js';
import { buildModel } from './model.js';
import type { NurimisakiAnswer, NurimisakiClue, NurimisakiPuzzle } from './puzzle.js';
import { makeNurimisaki } from './puzzle.js';

/**
 * No outside program rates Nurimisaki by level; the cut-offs are set so that the published puzzles at hand (cspuz_rs's
 * 10×10 rated 37 here, penpa-edit's and noqx's 9×9 to 22×15 and cspuz's 10×10s of circles only, 63 to 407) fall in
 * hard and expert, and so that this generator's 10×10s reach easy with every circle numbered about as often as expert
 * with the fewest numbers.
 */
export const nurimisakiScale: RatingScale = { ...defaultScale, medium: 5, hard: 15, expert: 40 };

/** The chance that the maze grows a corridor where no 2×2 block needs it, which makes it wander more. */
const wanderChance = 0.3;
/** Mazes drawn before a draw gives up: growth now and then walls a shaded 2×2 block in for good. */
const mazeTries = 50;

const sizeOf = (shaded: readonly (readonly boolean[])[]): GridSize => ({ rows: shaded.length, columns: shaded[0]!.length });
const unshadedNeighbours = (shaded: readonly (readonly boolean[])[], cell: Cell): Cell[] => neighbours(sizeOf(shaded), cell).filter((next) => !shaded[next.row]![next.column]);

/**
 * A random shading (true shaded) that keeps every rule but the circles', or undefined when growth got stuck. The
 * maze grows as corridors: a cell beside one unshaded cell first, one that closes a loop only when nothing else fixes
 * a shaded 2×2 block.
 */
export function randomMaze(size: GridSize, random: Random): boolean[][] | undefined {
  const shaded = makeGrid(size, () => true);
  const at = (cell: Cell) => shaded[cell.row]![cell.column]!;
  const allShaded = (block: readonly Cell[]) => block.every(at);
  shaded[random.below(size.rows)]![random.below(size.columns)] = false;
  for (;;) {
    if (!allCells(size).some((cell) => windowsAround(size, cell).some(allShaded))) return shaded;
    const growable = allCells(size).filter(
      (cell) =>
        at(cell) &&
        unshadedNeighbours(shaded, cell).length > 0 &&
        // Opening it closes no 2×2 block of unshaded cells.
        windowsAround(size, cell).every((block) => block.some((other) => !sameCell(other, cell) && at(other))),
    );
    const corridors = growable.filter((cell) => unshadedNeighbours(shaded, cell).length === 1);
    const needed = growable.filter((cell) => windowsAround(size, cell).some(allShaded));
    const neededCorridors = needed.filter((cell) => unshadedNeighbours(shaded, cell).length === 1);
    const choices = random.next() < wanderChance && corridors.length > 0 ? corridors : neededCorridors.length > 0 ? neededCorridors : needed;
    if (choices.length === 0) return undefined;
    const cell = random.pick(choices);
    shaded[cell.row]![cell.column] = false;
  }
}

/** The dead ends of a shading's unshaded cells: the cells with exactly one unshaded neighbour. */
export function deadEnds(shaded: readonly (readonly boolean[])[]): Cell[] {
  return allCells(sizeOf(shaded)).filter((cell) => !shaded[cell.row]![cell.column] && unshadedNeighbours(shaded, cell).length === 1);
}

/** Whether a shading keeps the rules but the circles': some cell shaded, the rest connected, no 2×2 of one colour. */
const keepsRules = (shaded: readonly (readonly boolean[])[]): boolean =>
  [someShaded, no2x2Shaded, no2x2Unshaded, unshadedConnected].every((rule) => rule.find(undefined, finishedShading(sizeOf(shaded), shaded)).length === 0);

/** A random maze's circles, each numbered with what it sees, or those kept (by index in reading order). */
function circled(shaded: NurimisakiAnswer, kept?: ReadonlySet<number>): NurimisakiPuzzle {
  const size = sizeOf(shaded);
  const clues = makeGrid(size, (): NurimisakiClue | null => null);
  deadEnds(shaded).forEach((cell, index) => {
    clues[cell.row]![cell.column] = kept && !kept.has(index) ? { kind: 'unknown' } : { kind: 'number', value: visibleCount(shaded, cell) };
  });
  return makeNurimisaki(size, clues);
}

/**
 * The cells a cape at `cell` would see, from it through its one unshaded neighbour, and the shaded cell that stops the
 * line (if any): a solution that differs on any of them gives the cape another count.
 */
function sightOf(shaded: NurimisakiAnswer, cell: Cell): Cell[] {
  const size = sizeOf(shaded);
  const [open] = unshadedNeighbours(shaded, cell);
  if (!open) return [cell];
  const step = { row: open.row - cell.row, column: open.column - cell.column };
  const seen = [cell];
  for (let next = open; isInside(size, next); next = { row: next.row + step.row, column: next.column + step.column }) {
    seen.push(next);
    if (shaded[next.row]![next.column]) break;
  }
  return seen;
}

/**
 * The maze with a new dead end that the other solution cannot share: a shaded cell beside exactly one unshaded cell
 * joins the maze as a leaf (no rule can break), its circle seeing a cell where the other solution differs, or else
 * one near such a cell; failing that, an unshaded cell on a line through a cell where it differs keeps only its
 * neighbour towards that cell unshaded, when the rules still hold: its count then reaches or stops at that cell.
 */
export function newDeadEnd(shaded: NurimisakiAnswer, differs: (cell: Cell) => boolean, random: Random): NurimisakiAnswer | undefined {
  const size = sizeOf(shaded);
  const differing = allCells(size).filter(differs);
  const leaf = (cell: Cell) => {
    const next = shaded.map((row) => [...row]);
    next[cell.row]![cell.column] = false;
    return next;
  };
  const spots = allCells(size).filter((cell) => shaded[cell.row]![cell.column] && unshadedNeighbours(shaded, cell).length === 1);
  const seeing = spots.filter((cell) => sightOf(leaf(cell), cell).some(differs));
  if (seeing.length > 0) return leaf(random.pick(seeing));
  const distance = (cell: Cell) => Math.min(...differing.map((other) => Math.abs(other.row - cell.row) + Math.abs(other.column - cell.column)));
  const near = spots.filter((cell) => distance(cell) <= 2);
  if (near.length > 0) return leaf(random.pick(near));
  // A cape cut out on a line through a differing cell, open towards it: its count reaches or stops at that cell.
  for (const cell of random.shuffle(differing)) {
    for (const step of random.shuffle([{ row: 0, column: 1 }, { row: 0, column: -1 }, { row: 1, column: 0 }, { row: -1, column: 0 }])) {
      for (let distance = 0; ; distance++) {
        const cape = { row: cell.row + distance * step.row, column: cell.column + distance * step.column };
        if (!isInside(size, cape) || (distance > 0 && shaded[cape.row]![cape.column])) break;
        if (shaded[cape.row]![cape.column]) continue;
        const towards = distance === 0 ? undefined : { row: cape.row - step.row, column: cape.column - step.column };
        const open = unshadedNeighbours(shaded, cape);
        for (const kept of towards ? [towards] : random.shuffle(open)) {
          const next = shaded.map((row) => [...row]);
          next[kept.row]![kept.column] = false;
          for (const other of open) if (!sameCell(other, kept)) next[other.row]![other.column] = true;
          if (keepsRules(next)) return next;
        }
      }
    }
  }
  return undefined;
}

const construction = (request: GenerateRequest, scale: RatingScale): Construction<NurimisakiAnswer, NurimisakiPuzzle> => ({
  name: 'Nurimisaki',
  scale,
  attempts: 30,
  randomKey: ({ columns, rows, difficulty, seed }) => `nurimisaki/${columns}x${rows}/${difficulty ?? 'any'}/${seed}`,
  draw(random) {
    for (let tries = 0; tries < mazeTries; tries++) {
      const maze = randomMaze({ rows: request.rows, columns: request.columns }, random);
      if (maze) return maze;
    }
    return undefined;
  },
  read(shaded) {
    const puzzle = circled(shaded);
    return { puzzle, model: buildModel(puzzle), answer: shaded.flat() };
  },
  mend(shaded, other, random) {
    const size = sizeOf(shaded);
    return newDeadEnd(shaded, (cell) => other[cellIndex(size, cell)] !== shaded[cell.row]![cell.column], random);
  },
  mendRounds: (shaded) => shaded.length * shaded[0]!.length,
  keep: (shaded, kept) => circled(shaded, new Set(kept)),
});

export type GeneratedNurimisaki = GridConstructed<NurimisakiPuzzle>;

/** Generates a puzzle with its solution and rating (the Generator interface returns just the puzzle). */
export const generateNurimisaki = (request: GenerateRequest, scale: RatingScale = nurimisakiScale): GeneratedNurimisaki => constructGrid(construction(request, scale), request);

/** Every circle numbered with what it sees in the answer; numbers given stay (the clues `explain` may suggest). */
function withAllNumbers(puzzle: NurimisakiPuzzle, answer: NurimisakiAnswer): NurimisakiPuzzle {
  return makeNurimisaki(
    puzzle,
    puzzle.clues.map((row, r) => row.map((clue, c) => (clue === null || clue.kind === 'number' ? clue : { kind: 'number' as const, value: visibleCount(answer, { row: r, column: c }) }))),
  );
}

export const nurimisakiGenerator: Generator<NurimisakiPuzzle, NurimisakiAnswer> = {
  options: [],
  defaultSize: { rows: 10, columns: 10 },
  minimumSize: { rows: 4, columns: 4 },
  // A 15×15 takes up to 4 s of CPU; at 20×20 most drafts keep a second solution no new dead end nearby rules out.
  maximumSize: { rows: 15, columns: 15 },
  generate: async (request) => generateNurimisaki(request).puzzle,
  withAllClues: withAllNumbers,
};
