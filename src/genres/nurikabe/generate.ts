// Nurikabe puzzles built round a drawn answer (see core/construct.ts). Taking numbers away, as other genres do, does
// not work here: every island needs its number. So a shading is drawn at random instead (every cell shaded, then cells
// opened one at a time, breaking every 2×2 block, while the shaded cells stay connected and no island grows past a
// size that suits the level), and each island gets its size as a number in a random cell. While another solution
// exists, a cell where the nearest one differs is changed in the answer (opened or shaded) and the islands are
// numbered again. A unique puzzle at the requested level is kept; any other starts over.

import { areasInReadingOrder } from '../../core/checks.js';
import type { Construction } from '../../core/construct.js';
import { construct } from '../../core/construct.js';
import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, cellIndex, gridWindows, makeGrid, neighbours, sameCell } from '../../core/geometry.js';
import type { Generator } from '../../core/genre.js';
import type { Random } from '../../core/random.js';
import type { Difficulty, RatingScale } from '../../core/rating.js';
import { nurikabeChecker } from './check.js';
import { buildModel } from './model.js';
import type { NurikabeAnswer, NurikabeClue, NurikabePuzzle } from './puzzle.js';
import { makeNurikabe } from './puzzle.js';

/**
 * Cut-offs on the rating score. Nurikabe has no Simon Tatham game to calibrate against: easy is what propagation
 * alone solves (as for Akari), expert what takes guesses or several rounds of both-ways reasoning; the cut between
 * medium and hard splits the scores of the generator's walls with islands up to 4 to 6 cells near their middle.
 */
export const nurikabeScale: RatingScale = { medium: 1, hard: 20, expert: 60 };

/**
 * How a level draws its wall: the largest island, and how often an opened cell grows an island rather than starting
 * one. Small islands leave little to find; larger ones, grown on purpose, call for longer reasoning. Each setting
 * gives its level for about half of its unique walls, or more.
 */
export const shapes: Record<Difficulty | 'any', { largest: number; growth: number }> = {
  easy: { largest: 3, growth: 0 },
  medium: { largest: 5, growth: 0 },
  hard: { largest: 4, growth: 0 },
  expert: { largest: 6, growth: 0.3 },
  any: { largest: 5, growth: 0 },
};

/** Whether the shaded cells stay connected when `opened` is opened. */
function staysConnected(size: GridSize, shaded: boolean[][], opened: Cell): boolean {
  const isShaded = (cell: Cell) => shaded[cell.row]![cell.column]! && !sameCell(cell, opened);
  const walls = areasInReadingOrder(size, isShaded);
  return walls.length <= 1;
}

/** The size of the island `opened` would join (its own cell and the islands beside it). */
function islandSizeWith(size: GridSize, shaded: boolean[][], opened: Cell): number {
  const isOpen = (cell: Cell) => !shaded[cell.row]![cell.column]! || sameCell(cell, opened);
  return areasInReadingOrder(size, isOpen).find((area) => area.some((cell) => sameCell(cell, opened)))!.length;
}

/**
 * A random answer: every cell shaded, then cells opened, each chosen from a random 2×2 block that is still all
 * shaded, while the shading stays connected and islands stay within `largest` cells. Undefined when a block cannot
 * be broken.
 */
export function randomShading(size: GridSize, { largest, growth }: { largest: number; growth: number }, random: Random): NurikabeAnswer | undefined {
  const shaded = makeGrid(size, () => true);
  const stuck = new Set<number>();
  for (;;) {
    const open = gridWindows(size)
      .map((block, index) => ({ block, index }))
      .filter(({ block, index }) => !stuck.has(index) && block.every((cell) => shaded[cell.row]![cell.column]));
    if (open.length === 0) break;
    const { block, index } = random.pick(open);
    // Growing an island is preferred to starting one, most of the time: a wall of 1s reads poorly.
    const grows = (cell: Cell) => neighbours(size, cell).some((next) => !shaded[next.row]![next.column]);
    const order = random.shuffle(block);
    if (random.next() < growth) order.sort((a, b) => Number(grows(b)) - Number(grows(a)));
    const choice = order.find((cell) => islandSizeWith(size, shaded, cell) <= largest && staysConnected(size, shaded, cell));
    if (choice === undefined) stuck.add(index);
    else shaded[choice.row]![choice.column] = false;
  }
  return gridWindows(size).some((block) => block.every((cell) => shaded[cell.row]![cell.column])) ? undefined : shaded;
}

/** The puzzle of an answer: each island numbered with its size, where it already has a number (kept) or at random. */
export function numberIslands(answer: NurikabeAnswer, random: Random, previous?: NurikabePuzzle): NurikabePuzzle {
  const size = { rows: answer.length, columns: answer[0]!.length };
  const clues = makeGrid<NurikabeClue | null>(size, () => null);
  for (const island of areasInReadingOrder(size, (cell) => !answer[cell.row]![cell.column])) {
    const numbered = previous ? island.filter((cell) => previous.clues[cell.row]![cell.column] !== null) : [];
    const cell = random.pick(numbered.length > 0 ? numbered : island);
    clues[cell.row]![cell.column] = { kind: 'number', value: island.length };
  }
  return makeNurikabe(size, clues);
}

/** A puzzle under construction: the answer, and its islands numbered. */
interface Draft {
  readonly answer: NurikabeAnswer;
  readonly puzzle: NurikabePuzzle;
}

const construction: Construction<Draft, NurikabePuzzle> = {
  name: 'Nurikabe',
  scale: nurikabeScale,
  attempts: 300,
  randomKey: (request) => `${request.seed}/${request.columns}x${request.rows}/${request.difficulty ?? 'any'}`,
  draw(random, request) {
    const answer = randomShading({ rows: request.rows, columns: request.columns }, shapes[request.difficulty ?? 'any'], random);
    return answer && { answer, puzzle: numberIslands(answer, random) };
  },
  read: ({ answer, puzzle }) => ({ puzzle, model: buildModel(puzzle), answer: answer.flat() }),
  // The answer changed in one cell where the other solution differs (opened where the other leaves it unshaded,
  // shaded where the other shades it), still a valid answer, with its islands numbered again.
  mend({ answer, puzzle }, other, random) {
    const size = { rows: answer.length, columns: answer[0]!.length };
    const differing = random.shuffle(allCells(size).filter((cell) => answer[cell.row]![cell.column] !== other[cellIndex(size, cell)]));
    for (const cell of differing) {
      const changed = answer.map((row) => [...row]);
      changed[cell.row]![cell.column] = !changed[cell.row]![cell.column];
      // A cell shaded beside no other shaded cell would stand alone.
      if (changed[cell.row]![cell.column] && !neighbours(size, cell).some((next) => changed[next.row]![next.column])) continue;
      const renumbered = numberIslands(changed, random, puzzle);
      if (nurikabeChecker.check(renumbered, changed).length === 0) return { answer: changed, puzzle: renumbered };
    }
    return undefined;
  },
  mendRounds: () => 30,
};

export const nurikabeGenerator: Generator<NurikabePuzzle, NurikabeAnswer> = {
  options: [],
  defaultSize: { rows: 10, columns: 10 },
  minimumSize: { rows: 3, columns: 3 },
  maximumSize: { rows: 40, columns: 40 },
  // Measured on logic-solver's MiniSat, the default backend until cdcl (one seed each, November 2026): 20×20 searched over a minute, an easy 15×15 found none; an easy 12×12 takes 2.1 s CPU.
  embeddedMaximumSize: { rows: 12, columns: 12 },
  generate: async (request) => construct(construction, request).puzzle,
};
