// Moon or Sun puzzles from rooms drawn around a random loop:
//   1. a loop: the core's random loop, the outline of a shape of squares between cell centres grown at random;
//   2. rooms: the loop is cut into an even number of stretches of one to five cells, each the start of a room, the
//      rooms along it taking turns as rooms of moons and rooms of suns; every area of cells the loop leaves unvisited
//      joins a room it touches, whole;
//   3. marks: every cell gets one, the room's kind where the loop visits it and the other kind where it does not;
//   4. the core's removal generator takes that layout as its blank grid, draws its solution, and takes marks away
//      while the solution stays the only one and the rating stays at the level asked for. A room always keeps a mark
//      the loop passes (a room of moons without a moon would be a room of suns).

import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, directions, makeGrid, neighbours } from '../../core/geometry.js';
import type { Generator } from '../../core/genre.js';
import { removalGenerator, symmetryOption } from '../../core/generate.js';
import { lineEntries, loopPoints, partialLinesToJson } from '../../core/lines.js';
import type { Random } from '../../core/random.js';
import { regionsFromLabels } from '../../core/regions.js';
import { randomLoop } from '../../core/random-loop.js';
import { goesToward } from '../shared/centre-loop.js';
import { buildModel } from './model.js';
import type { Mark, MoonSunAnswer, MoonSunPuzzle } from './puzzle.js';
import { makeMoonSun, markAt, markId, moonSunSize, otherKind, roomCells } from './puzzle.js';
import { moonSunScale } from './rating.js';

/** Rooms round a loop, as labels: stretches of it (an even number, or one), each with unvisited areas given to it. */
function roomsAround(size: GridSize, loop: MoonSunAnswer, random: Random, longest: number): number[][] {
  const path = loopPoints(size, loop).slice(0, -1);
  const labels = makeGrid(size, () => -1);
  const offset = random.below(path.length);
  const stretches: Cell[][] = [];
  for (let index = 0; index < path.length; ) {
    const length = 1 + random.below(longest);
    stretches.push(Array.from({ length: Math.min(length, path.length - index) }, (_, step) => path[(offset + index + step) % path.length]!));
    index += length;
  }
  // Kinds alternate round the loop, so an odd count would end where it began: the last stretch joins the first.
  if (stretches.length > 1 && stretches.length % 2 === 1) stretches[0]!.unshift(...stretches.pop()!);
  stretches.forEach((cells, room) => cells.forEach((cell) => (labels[cell.row]![cell.column] = room)));
  // Each area of unvisited cells goes whole to a room it touches.
  let next = stretches.length;
  for (const cell of allCells(size)) {
    if (labels[cell.row]![cell.column] !== -1) continue;
    const area = [cell];
    labels[cell.row]![cell.column] = next;
    const touching = new Set<number>();
    for (let index = 0; index < area.length; index++) {
      for (const near of neighbours(size, area[index]!)) {
        const present = labels[near.row]![near.column]!;
        if (present === -1) {
          labels[near.row]![near.column] = next;
          area.push(near);
        } else if (present !== next) touching.add(present);
      }
    }
    const joined = random.pick([...touching]);
    for (const member of area) labels[member.row]![member.column] = joined;
    next++;
  }
  return labels;
}

/** Whether the loop visits a cell. */
const visits = (size: GridSize, loop: MoonSunAnswer, cell: Cell) => directions.some((direction) => goesToward(size, loop, cell, direction));

/** A layout round a random loop: its rooms, and a mark in every cell (the room's kind where the loop passes). */
export function markedLayout(size: GridSize, random: Random): MoonSunPuzzle {
  const loop = randomLoop(size, 0.3 + 0.2 * random.next(), random);
  const labels = roomsAround(size, loop, random, 5);
  const rooms = regionsFromLabels(labels);
  // The stretches are numbered along the loop: even ones are rooms of moons. Rooms renumber in reading order, so
  // the kind goes by a visited cell's stretch label.
  const kinds = new Map<number, Mark>();
  for (const cell of allCells(size)) if (visits(size, loop, cell)) kinds.set(rooms[cell.row]![cell.column]!, labels[cell.row]![cell.column]! % 2 === 0 ? 'moon' : 'sun');
  const marks = makeGrid(size, (cell) => {
    const kind = kinds.get(rooms[cell.row]![cell.column]!)!;
    return visits(size, loop, cell) ? kind : otherKind(kind);
  });
  return makeMoonSun(rooms, marks);
}

/**
 * The puzzle with a mark in every cell the answer allows: in each room the kind of the marks the loop passes there
 * where it visits a cell, the other kind where it does not. Marks already there stay.
 */
function withEveryMark(puzzle: MoonSunPuzzle, answer: MoonSunAnswer): MoonSunPuzzle {
  const size = moonSunSize(puzzle);
  const kinds = roomCells(puzzle.rooms).map((cells) => cells.filter((cell) => visits(size, answer, cell)).map((cell) => markAt(puzzle, cell)).find((mark) => mark !== null));
  return makeMoonSun(
    puzzle.rooms,
    makeGrid(size, (cell) => {
      const kind = kinds[puzzle.rooms[cell.row]![cell.column]!];
      if (markAt(puzzle, cell) !== null || kind === undefined) return markAt(puzzle, cell);
      return visits(size, answer, cell) ? kind : otherKind(kind);
    }),
    puzzle.walls,
  );
}

/** The answer each full puzzle was made for: which marks keep a room's kind when marks are taken away. */
const answers = new WeakMap<MoonSunPuzzle, MoonSunAnswer>();

/** The puzzle with only the kept marks, and in each room left without a mark the loop passes, the first such. */
function keepMarks(puzzle: MoonSunPuzzle, kept: ReadonlySet<string>): MoonSunPuzzle {
  const size = moonSunSize(puzzle);
  const answer = answers.get(puzzle);
  const keep = new Set(kept);
  if (answer) {
    for (const cells of roomCells(puzzle.rooms)) {
      const passed = cells.filter((cell) => markAt(puzzle, cell) !== null && visits(size, answer, cell));
      if (passed.length > 0 && !passed.some((cell) => keep.has(markId(cell)))) keep.add(markId(passed[0]!));
    }
  }
  return makeMoonSun(puzzle.rooms, makeGrid(size, (cell) => (keep.has(markId(cell)) ? markAt(puzzle, cell) : null)));
}

export const moonSunGenerator: Generator<MoonSunPuzzle, MoonSunAnswer> = removalGenerator({
  genre: { model: buildModel, partialToJson: partialLinesToJson, entries: lineEntries, ratingScale: moonSunScale },
  defaultSize: { rows: 8, columns: 8 },
  minimumSize: { rows: 4, columns: 4 },
  maximumSize: { rows: 30, columns: 30 },
  // Measured (November 2026, load average 18 on 2 cores): a 10×10 in 0.3-4 s of CPU by level, a 20×20 in 12-14 s and
  // once more than 76 s. The studio offers what answers in seconds.
  embeddedMaximumSize: { rows: 12, columns: 12 },
  options: [symmetryOption('none')],
  solutionsPerBlank: 1,
  space: {
    // Rooms round a random loop, every cell marked: the solutions drawn from it are loops that fit them.
    blank: (request, random) => markedLayout(request, random),
    withAllClues(puzzle, answer) {
      const full = withEveryMark(puzzle, answer);
      answers.set(full, answer);
      return full;
    },
    keepClues: keepMarks,
  },
});
