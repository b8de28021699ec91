// Double Back puzzles from a random loop:
//   1. a loop: the core's random loop (the outline of a shape of squares between cell centres grown at random); every
//      cell it leaves out is black;
//   2. rooms: the loop is cut into stretches of one to four cells, and stretches that touch in the grid (but lie three
//      stretches apart or more along the loop) are paired into rooms, so that the loop enters each room twice; a
//      stretch left without a partner joins the room of a stretch next to it along the loop, where that room still
//      makes two stretches;
//   3. the draft is kept when its loop is the only one, at the level asked for (the shared rating); otherwise drawn
//      again, since black cells and rooms are all there is and any change to them is a change to the loop's rules.

import type { Construction } from '../../core/construct.js';
import { construct } from '../../core/construct.js';
import type { Cell, GridSize } from '../../core/geometry.js';
import { makeGrid, neighbours } from '../../core/geometry.js';
import type { Generator } from '../../core/genre.js';
import { lineValues } from '../../core/lines.js';
import type { Random } from '../../core/random.js';
import { defaultScale } from '../../core/rating.js';
import { loopStretches, randomLoop } from '../../core/random-loop.js';
import { makeBorders } from '../../core/regions.js';
import { buildModel } from './model.js';
import type { DoubleBackAnswer, DoubleBackPuzzle } from './puzzle.js';
import { makeDoubleBack } from './puzzle.js';

/** A draft: the loop and the room of each cell (black cells -1). */
interface Draft {
  readonly loop: DoubleBackAnswer;
  readonly labels: readonly (readonly number[])[];
}

/** Room labels for the cells of a loop: stretches paired into rooms, cut afresh while a stretch is left over. */
export function roomsAround(size: GridSize, loop: DoubleBackAnswer, random: Random): number[][] | undefined {
  for (let tries = 0; tries < 60; tries++) {
    const labels = pairedStretches(size, loop, random);
    if (labels) return labels;
  }
  return undefined;
}

/** One try: the loop cut into stretches, paired; undefined when a stretch is left with no room to join. */
function pairedStretches(size: GridSize, loop: DoubleBackAnswer, random: Random): number[][] | undefined {
  const stretches = loopStretches(size, loop, 4, random);
  const stretchOf = makeGrid(size, () => -1);
  stretches.forEach((stretch, index) => stretch.forEach((cell) => (stretchOf[cell.row]![cell.column] = index)));
  const count = stretches.length;
  if (count < 4) return undefined;
  // Partners are three stretches apart or more along the loop: a stretch left alone between two partners could join
  // neither of them without making their room one stretch.
  const near = (a: number, b: number) => Math.min((a - b + count) % count, (b - a + count) % count) < 3;
  const partners = stretches.map((stretch, own) => [
    ...new Set(stretch.flatMap((cell) => neighbours(size, cell).map((next) => stretchOf[next.row]![next.column]!)).filter((other) => other >= 0 && other !== own && !near(own, other))),
  ]);
  // Greedy pairing, the stretches with the fewest partners first.
  const room = new Array<number>(count).fill(-1);
  let rooms = 0;
  for (const own of random.shuffle([...Array(count).keys()]).sort((a, b) => partners[a]!.length - partners[b]!.length)) {
    if (room[own] !== -1) continue;
    const free = partners[own]!.filter((other) => room[other] === -1);
    if (free.length === 0) continue;
    room[own] = room[random.pick(free)] = rooms++;
  }
  // A stretch left alone takes a partner from a pair whose other stretch has a free partner of its own.
  const partnerOf = (own: number) => room.findIndex((label, other) => other !== own && label === room[own]);
  for (const own of random.shuffle([...Array(count).keys()])) {
    if (room[own] !== -1) continue;
    for (const taken of random.shuffle([...partners[own]!])) {
      const left = partnerOf(taken);
      const other = partners[left]!.find((candidate) => candidate !== own && room[candidate] === -1);
      if (other === undefined) continue;
      room[own] = room[taken]!;
      room[left] = room[other] = rooms++;
      break;
    }
  }
  // A stretch left alone joins the room of a stretch beside it along the loop.
  for (let round = 0; round < count && room.includes(-1); round++) {
    for (let own = 0; own < count; own++) {
      if (room[own] !== -1) continue;
      const before = room[(own + count - 1) % count]!;
      const after = room[(own + 1) % count]!;
      const choices = random.shuffle([before, after].filter((joined) => joined !== -1));
      const fits = choices.find((joined) => runs(room.map((label, index) => (index === own ? joined : label)), joined) === 2);
      if (fits !== undefined) room[own] = fits;
    }
  }
  if (room.includes(-1)) return undefined;
  return makeGrid(size, (cell) => {
    const stretch = stretchOf[cell.row]![cell.column]!;
    return stretch === -1 ? -1 : room[stretch]!;
  });
}

/** The runs of a room's stretches round the loop (a run wraps from the last stretch to the first). */
function runs(room: readonly number[], label: number): number {
  return room.filter((own, index) => own === label && room[(index + room.length - 1) % room.length] !== label).length;
}

/** The puzzle of a draft: walls between different rooms, black cells where the loop does not go. */
function puzzleOf(size: GridSize, labels: readonly (readonly number[])[]): DoubleBackPuzzle {
  const black = labels.map((row) => row.map((label) => label === -1));
  const label = (cell: Cell) => labels[cell.row]![cell.column]!;
  // A black cell takes no walls: it is no room's.
  return makeDoubleBack(size, makeBorders(size, (a, b) => label(a) !== label(b) && label(a) !== -1 && label(b) !== -1), black);
}

const construction: Construction<Draft, DoubleBackPuzzle> = {
  name: 'Double Back',
  // The default cut-offs until the generator's own puzzles say otherwise.
  scale: defaultScale,
  attempts: 300,
  randomKey: (request) => `doubleback/${request.columns}x${request.rows}/${request.difficulty ?? 'any'}/${request.seed}`,
  draw(random, request) {
    const size = { rows: request.rows, columns: request.columns };
    // Harder puzzles come from loops that leave fewer cells black.
    const share = request.difficulty === 'easy' ? 0.35 + 0.2 * random.next() : 0.45 + 0.3 * random.next();
    const loop = randomLoop(size, share, random);
    const labels = roomsAround(size, loop, random);
    return labels && { loop, labels };
  },
  read({ loop, labels }) {
    const size = { rows: labels.length, columns: labels[0]?.length ?? 0 };
    const puzzle = puzzleOf(size, labels);
    // The model observes every line, horizontal ones first, as the loop lists them.
    return { puzzle, model: buildModel(puzzle), answer: lineValues(loop) };
  },
  // Black cells and rooms are the whole puzzle: a draft with a second loop is drawn again.
  mend: () => undefined,
  mendRounds: () => 0,
};

export const doubleBackGenerator: Generator<DoubleBackPuzzle, DoubleBackAnswer> = {
  options: [],
  defaultSize: { rows: 8, columns: 8 },
  minimumSize: { rows: 4, columns: 4 },
  // A 12×12 comes in a few seconds; at 15×15 and above a loop long enough is rarely the only one its rooms allow
  // (300 drawings, 15 s of CPU, without one).
  maximumSize: { rows: 12, columns: 12 },
  embeddedMaximumSize: { rows: 10, columns: 10 },
  generate: async (request) => construct(construction, request).puzzle,
  // The rooms and black cells are all there is: the puzzle gives them all.
  withAllClues: (puzzle) => puzzle,
};

