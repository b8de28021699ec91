// Nurimisaki puzzles built around a random maze (the core's maze toolkit), in three steps:
//   1. a maze: the unshaded area grown from one cell as corridors, never closing a 2×2 block of unshaded cells, until
//      no 2×2 block is all shaded; its dead ends are the circles, each numbered with what it sees;
//   2. while a second solution exists, a cell where it differs becomes a new dead end of the maze: a shaded cell
//      beside exactly one unshaded cell is unshaded (which keeps every rule), or an unshaded one has all but one of
//      its unshaded neighbours shaded (kept when the rules still hold). Its circle is shaded or no dead end in the
//      other solution, which is ruled out;
//   3. numbers are taken away one at a time, in random order, while the maze stays the only solution; any prefix of
//      that sequence is unique too, and the requested level is found along it with the core's rating. The circles
//      stay: they are the grid, not clues.

import type { Construction, GridConstructed } from '../../core/construct.js';
import { constructGrid } from '../../core/construct.js';
import type { Cell, GridSize } from '../../core/geometry.js';
import { cellIndex, isInside, makeGrid, neighbours } from '../../core/geometry.js';
import type { GenerateRequest, Generator } from '../../core/genre.js';
import { deadEnds, drawMaze, newDeadEnd } from '../../core/maze.js';
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

const sizeOf = (shaded: readonly (readonly boolean[])[]): GridSize => ({ rows: shaded.length, columns: shaded[0]!.length });

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
function sightOf(shaded: readonly (readonly boolean[])[], cell: Cell): Cell[] {
  const size = sizeOf(shaded);
  const [open] = neighbours(size, cell).filter((next) => !shaded[next.row]![next.column]);
  if (!open) return [cell];
  const step = { row: open.row - cell.row, column: open.column - cell.column };
  const seen = [cell];
  for (let next = open; isInside(size, next); next = { row: next.row + step.row, column: next.column + step.column }) {
    seen.push(next);
    if (shaded[next.row]![next.column]) break;
  }
  return seen;
}

const construction = (request: GenerateRequest, scale: RatingScale): Construction<NurimisakiAnswer, NurimisakiPuzzle> => ({
  name: 'Nurimisaki',
  scale,
  attempts: 30,
  randomKey: ({ columns, rows, difficulty, seed }) => `nurimisaki/${columns}x${rows}/${difficulty ?? 'any'}/${seed}`,
  draw: (random) => drawMaze({ rows: request.rows, columns: request.columns }, random),
  read(shaded) {
    const puzzle = circled(shaded);
    return { puzzle, model: buildModel(puzzle), answer: shaded.flat() };
  },
  mend(shaded, other, random) {
    const size = sizeOf(shaded);
    return newDeadEnd(shaded, (cell) => other[cellIndex(size, cell)] !== shaded[cell.row]![cell.column], random, sightOf);
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
