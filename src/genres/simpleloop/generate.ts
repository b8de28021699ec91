// Simple Loop puzzles from a random loop: drawn from the genre's own model on a grid without shaded cells (the loop
// may leave cells out there), every cell it leaves out is shaded. The shaded cells are the whole puzzle, and shading
// a cell where a second solution differs would take it from our loop too, so a draft with a second solution is not
// mended but drawn again; a level is found among the unique drafts by the shared rating.

import type { Construction } from '../../core/construct.js';
import { construct } from '../../core/construct.js';
import { SolutionSource, SourceCache } from '../../core/generate.js';
import type { GridSize } from '../../core/geometry.js';
import { directions, makeGrid } from '../../core/geometry.js';
import type { GenerateRequest, Generator } from '../../core/genre.js';
import { lineEntries, lineValues, partialLinesToJson } from '../../core/lines.js';
import { satFactoryOf } from '../../core/oracle.js';
import { defaultScale } from '../../core/rating.js';
import { goesToward } from '../shared/centre-loop.js';
import { buildModel } from './model.js';
import type { SimpleLoopAnswer, SimpleLoopPartial, SimpleLoopPuzzle } from './puzzle.js';
import { makeSimpleLoop, simpleLoopSize } from './puzzle.js';

/** The puzzle a loop makes: every cell it leaves out is shaded. */
export function shadedAround(size: GridSize, loop: SimpleLoopAnswer): SimpleLoopPuzzle {
  return makeSimpleLoop(size, makeGrid(size, (cell) => !directions.some((direction) => goesToward(size, loop, cell, direction))));
}

/** Loading the blank grid costs more than drawing from it: one source per size and backend, kept for --count runs. */
const sources = new SourceCache<SimpleLoopAnswer, SimpleLoopPartial>(4);

function sourceFor(request: GenerateRequest, thin: boolean): SolutionSource<SimpleLoopAnswer, SimpleLoopPartial> {
  const factory = satFactoryOf(request);
  const size = { rows: request.rows, columns: request.columns };
  // A thin loop is drawn with lines more likely than not, so that it is long; a wider one evenly, which leaves more
  // cells shaded and so more often a single way through them.
  return sources.get(`${factory.name} ${request.columns}x${request.rows} ${thin ? 'thin' : 'wide'}`, () =>
    new SolutionSource(buildModel(makeSimpleLoop(size, makeGrid(size, () => false)), { free: true, thin }), { partialToJson: partialLinesToJson, entries: lineEntries }, factory, thin ? 0.6 : 0.5),
  );
}

const construction: Construction<SimpleLoopAnswer, SimpleLoopPuzzle> = {
  name: 'Simple Loop',
  // The default cut-offs until the generator's own puzzles say otherwise.
  scale: defaultScale,
  attempts: 200,
  randomKey: (request) => `simpleloop/${request.columns}x${request.rows}/${request.difficulty ?? 'any'}/${request.seed}`,
  draw(random, request) {
    // Easy puzzles come from thin loops, which leave many cells shaded; harder ones from loops that may be wider.
    const thin = request.difficulty === 'easy' || ((request.difficulty === undefined || request.difficulty === 'medium') && random.next() < 0.5);
    const source = sourceFor(request, thin);
    const values = source.draw(random);
    return values && source.puzzle.decode(values);
  },
  read(loop) {
    const size = { rows: loop.horizontal.length, columns: loop.vertical[0]?.length ?? 1 };
    const puzzle = shadedAround(size, loop);
    const model = buildModel(puzzle);
    // The model observes every line, horizontal ones first, as the loop lists them.
    return { puzzle, model, answer: lineValues(loop) };
  },
  // Shading where another solution differs would cut our own loop: the draft is drawn again instead.
  mend: () => undefined,
  mendRounds: () => 0,
};

export const simpleLoopGenerator: Generator<SimpleLoopPuzzle, SimpleLoopAnswer> = {
  options: [],
  defaultSize: { rows: 8, columns: 8 },
  // A 3×3 has hardly more than one puzzle (the ring round a shaded centre).
  minimumSize: { rows: 4, columns: 4 },
  maximumSize: { rows: 20, columns: 20 },
  // Above easy, unique drafts get rare past 8×8 (a 10×10 medium usually gives up after 200 drawings, 15-80 s).
  embeddedMaximumSize: { rows: 8, columns: 8 },
  generate: async (request) => construct(construction, request).puzzle,
  // The shaded cells are all there is: a loop gives them all.
  withAllClues: (puzzle, answer) => shadedAround(simpleLoopSize(puzzle), answer),
};
