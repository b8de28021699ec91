// Regional Yajilin puzzles built around an answer (see core/construct.ts):
//   1. an answer is drawn from the genre's own model on a grid without numbers, its loop (from 7×7 on) never
//      redrawable within a 2×2 square (see buildModel), and rooms are grown from random seeds over the grid;
//   2. every room is numbered with its shaded cells; while a second solution exists, a room where its shading differs
//      is split in two, grown again from the differing cell and another (a split only adds numbers and borders, so the
//      answer stays a solution and others only go away); a draft whose other solution differs in its loop alone is
//      given up;
//   3. for a level, rooms are joined (harder) or split (easier) while the answer stays the only solution and the
//      rating comes closer to the level; a draft rated above the level's ceiling keeps every split (one split alone
//      seldom brings a fully numbered 10×10 down to easy), until the rating falls within reach;
//   4. numbers are taken away one at a time, in random order, while the answer stays the only solution; any prefix of
//      that sequence is unique too, and the requested level is found along it with the core's rating.

import type { Construction } from '../../core/construct.js';
import { construct } from '../../core/construct.js';
import { growRegions, joinNeighbour, splitRoom } from '../../core/divide.js';
import { SolutionSource, SourceCache } from '../../core/generate.js';
import type { GridSize } from '../../core/geometry.js';
import { allCells, cellIndex, makeGrid } from '../../core/geometry.js';
import type { GenerateRequest, Generator } from '../../core/genre.js';
import { satFactoryOf } from '../../core/oracle.js';
import type { SatSolverFactory } from '../../core/sat.js';
import { numberedRooms, withAllRoomNumbers } from '../shared/shaded-rooms.js';
import { entries, partialToJson } from '../shared/shade-loop.js';
import { buildModel } from './model.js';
import type { RegionalYajilinAnswer, RegionalYajilinPartial, RegionalYajilinPuzzle } from './puzzle.js';
import { makeRegionalYajilin, roomCells } from './puzzle.js';
import { regionalYajilinScale } from './rating.js';

/** Cells per room on average, as first grown. */
const roomArea = 5;

/** Below 7×7 a grid has few loops that cannot be redrawn within a 2×2 square; there any loop is drawn. */
const settledFrom = 7;

/** The answers of the last few sizes asked for (loading a blank grid into the solver costs more than a draw). */
const sources = new SourceCache<RegionalYajilinAnswer, RegionalYajilinPartial>(2);

function answerSource(size: GridSize, factory: SatSolverFactory): SolutionSource<RegionalYajilinAnswer, RegionalYajilinPartial> {
  const blank = () => makeRegionalYajilin(makeGrid(size, () => 0), makeGrid(size, () => null));
  const settled = size.rows >= settledFrom && size.columns >= settledFrom;
  return sources.get(`${factory.name} ${size.columns}x${size.rows}`, () => new SolutionSource(buildModel(blank(), { settled }), { partialToJson, entries }, factory, 0.3));
}

/** A puzzle under construction: the answer, and the rooms grown over it. */
interface Draft {
  readonly answer: RegionalYajilinAnswer;
  readonly rooms: number[][];
}

const observedValues = (answer: RegionalYajilinAnswer): boolean[] => [...answer.shaded.flat(), ...answer.lines.horizontal.flat(), ...answer.lines.vertical.flat()];

function construction(request: GenerateRequest): Construction<Draft, RegionalYajilinPuzzle> {
  const size = { rows: request.rows, columns: request.columns };
  return {
    name: 'Regional Yajilin',
    scale: regionalYajilinScale,
    attempts: 60,
    randomKey: (asked) => `yajilin-regions/${asked.columns}x${asked.rows}/${asked.difficulty ?? 'any'}/${asked.seed}`,
    draw(random) {
      const source = answerSource(size, satFactoryOf(request));
      const values = source.draw(random);
      if (!values) return undefined;
      const seeds = random.shuffle(allCells(size)).slice(0, Math.max(1, Math.round((size.rows * size.columns) / roomArea)));
      return { answer: source.puzzle.decode(values), rooms: growRegions(size, seeds, random) };
    },
    read: ({ answer, rooms }) => {
      const puzzle = numberedRooms(makeRegionalYajilin, rooms, answer.shaded);
      return { puzzle, model: buildModel(puzzle), answer: observedValues(answer) };
    },
    mend({ answer, rooms }, other, random) {
      const differing = allCells(size).filter((cell) => other[cellIndex(size, cell)] !== answer.shaded[cell.row]![cell.column]);
      if (differing.length === 0) return undefined;
      return { answer, rooms: splitRoom(rooms, random.pick(differing), random) };
    },
    mendRounds: () => size.rows * size.columns,
    // Towards a level: two rooms joined (one number fewer, harder) or a room split (easier).
    steer: {
      change({ answer, rooms }, harder, random) {
        const cell = random.pick(allCells(size));
        const alone = roomCells(rooms)[rooms[cell.row]![cell.column]!]!.length === 1;
        const changed = harder ? joinNeighbour(rooms, cell, random) : alone ? undefined : splitRoom(rooms, cell, random);
        return changed && { answer, rooms: changed };
      },
      // Two per cell: climbing back to hard joins rooms one at a time, and most joins are refused (a guess needed).
      steps: () => 2 * size.rows * size.columns,
      // A fully numbered 10×10 rates 150 to 220: below that, rooms are split one after another until the level is near.
      walk: true,
    },
    // Rooms in reading order: the model's clues are the rooms' numbers, in that order.
    keep: ({ answer, rooms }, kept) => numberedRooms(makeRegionalYajilin, rooms, answer.shaded, new Set(kept)),
  };
}

export const regionalYajilinGenerator: Generator<RegionalYajilinPuzzle, RegionalYajilinAnswer> = {
  options: [],
  defaultSize: { rows: 8, columns: 8 },
  minimumSize: { rows: 5, columns: 5 },
  maximumSize: { rows: 30, columns: 30 },
  embeddedMaximumSize: { rows: 12, columns: 12 },
  generate: async (request) => construct(construction(request), request).puzzle,
  // Rooms without a number get the count of their shaded cells; numbers already there stay.
  withAllClues: (puzzle, answer) => withAllRoomNumbers(makeRegionalYajilin, puzzle, answer.shaded),
};
