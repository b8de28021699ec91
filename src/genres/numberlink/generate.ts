// Numberlink puzzles from a random set of paths: cells are joined end to end at random into paths (some cells stay
// empty, as puz.link allows), each path's two ends get a number of their own, and while the solver finds a second
// solution, a path that it routes differently is cut in two where they part (the new ends get a new number), or an
// empty cell it passes is taken in. Then the puzzle is brought to its level: joining two paths whose ends meet takes
// numbers away (kept only while the solution stays unique), cutting one adds some (the core's chain). Every uniqueness
// question goes to the core's rules oracle, one solver per request, the numbers being assumptions on it.

import type { Place } from '../../core/chain.js';
import { levelAlongChain } from '../../core/chain.js';
import { firstFound } from '../../core/construct.js';
import { observedReader } from '../../core/engine.js';
import { InputError, TimeoutError } from '../../core/errors.js';
import type { Cell, GridSize } from '../../core/geometry.js';
import { cellIndex, makeGrid } from '../../core/geometry.js';
import type { GenerateRequest, Generator } from '../../core/genre.js';
import type { LineGrid } from '../../core/lines.js';
import { lineAt, lineValues, makeLines } from '../../core/lines.js';
import type { Literal } from '../../core/model.js';
import { askOnce, satFactoryOf } from '../../core/oracle.js';
import { cutPaths, cutWhereTheyPart, fillWhereTheyPass, joinedPaths, pathDrawing, pathLines, randomPaths } from '../../core/paths.js';
import type { Random } from '../../core/random.js';
import { seededRandom } from '../../core/random.js';
import type { Difficulty, RatingScale } from '../../core/rating.js';
import { difficulties, scoreRange } from '../../core/rating.js';
import { RulesOracle } from '../../core/rules-oracle.js';
import type { SatSolverFactory } from '../../core/sat.js';
import { buildModel, openNumbersModel } from './model.js';
import type { NumberlinkAnswer, NumberlinkClue, NumberlinkPuzzle } from './puzzle.js';
import { makeNumberlink } from './puzzle.js';

/**
 * Cut-offs on the rating score by how a puzzle is solved, not by its size: a wave of propagation weighs little
 * (0.002), so that propagation alone stays under 1 up to 20×20 (10×10: 0.1, 15×15: 0.2). Easy puzzles need
 * propagation only; medium ones short contradictions (one round of depth d costs d: 10×10 scores 2 to 9); hard ones
 * one or two rounds of both-ways reasoning (12 each: 12 to 35); expert ones three or more, or a guess. The generator's
 * scores fall in clusters around multiples of 12, so the cut-offs sit between them.
 */
export const numberlinkScale: RatingScale = { medium: 1, hard: 12, expert: 36, weights: { wave: 0.002 } };

const attempts = 40;
/** Joins tried in one step, and steps aside tried when the level falls between two links of the chain of joins. */
const joinTries = 30;
const sideSteps = 6;
/** Joins made between ratings while the chain grows. */
const stride = 3;
/** Questions one solver answers before a fresh one takes over. */
const renewal = 400;

/** A puzzle with each path's ends numbered 1, 2, ... in reading order of their first end. */
function numbered(size: GridSize, paths: readonly Cell[][]): NumberlinkPuzzle {
  const clues = makeGrid(size, (): NumberlinkClue | null => null);
  const ordered = [...paths].sort((a, b) => firstIndex(size, a) - firstIndex(size, b));
  ordered.forEach((path, index) => {
    for (const end of [path[0]!, path[path.length - 1]!]) clues[end.row]![end.column] = { kind: 'number', value: index + 1 };
  });
  return makeNumberlink(size, clues);
}

const firstIndex = (size: GridSize, path: readonly Cell[]) => Math.min(...[path[0]!, path[path.length - 1]!].map((cell) => cell.row * size.columns + cell.column));

/**
 * Questions about the puzzles sets of paths make, on one solver for the request (the core's rules oracle) loaded with
 * the rules of paths with their numbers open; a puzzle's numbers are assumptions. A second solution leaves out a line
 * of the drawing (with all of them it has no room for another line but a loop).
 */
function oracleOf(size: GridSize, factory: SatSolverFactory) {
  const { model, lines, stubs, codes } = openNumbersModel(size);
  const oracle = new RulesOracle(model, lineValues(lines), factory, renewal);
  return {
    /** Another solution of the puzzle the paths make, or undefined when there is none. */
    other(paths: readonly Cell[][]): LineGrid | undefined {
      const assumptions: Literal[] = stubs.flat().map((stub) => -stub);
      // Codes 1, 2, ...: the bits above the highest are left free.
      const used = Math.ceil(Math.log2(paths.length + 1));
      paths.forEach((path, pair) => {
        for (const end of [path[0]!, path[path.length - 1]!]) {
          assumptions[cellIndex(size, end)] = stubs[end.row]![end.column]!;
          for (let bit = 0; bit < used; bit++) assumptions.push(((pair + 1) >> bit) & 1 ? codes[end.row]![end.column]![bit]! : -codes[end.row]![end.column]![bit]!);
        }
      });
      const values = oracle.solution([{ state: (stated) => stated.notAll(pathLines(paths).map((line) => lineAt(lines, line))) }], assumptions);
      const drawn = values && observedReader(oracle.observed, values);
      return drawn && makeLines(size, (line) => drawn(lineAt(lines, line)));
    },
    /** The level of the puzzle the paths make, rated until the score passes `budget`. */
    level(paths: readonly Cell[][], budget: number): Difficulty {
      const drawn = pathDrawing(size, paths);
      // The model observes the lines in the order of `makeLines`: horizontal ones, then vertical ones.
      const answer = lineValues(drawn);
      const rated = askOnce(buildModel(numbered(size, paths)), answer, factory, (puzzle) => puzzle.rate(undefined, { scale: numberlinkScale, budget, stopAtGuess: false }));
      return rated.rating.level;
    },
    dispose: () => oracle.dispose(),
  };
}
type PathOracle = ReturnType<typeof oracleOf>;

function joinCount(request: GenerateRequest): number {
  const text = request.options.length ?? '6';
  const length = Number(text);
  if (!/^\d+$/.test(text) || length < 3 || length > 30) throw new InputError(`the mean path length is from 3 to 30, not '${text}'`, { field: 'length' });
  const cells = request.rows * request.columns;
  return cells - Math.ceil(cells / length);
}

export const numberlinkGenerator: Generator<NumberlinkPuzzle, NumberlinkAnswer> = {
  options: [{ name: 'length', description: 'the mean length of the paths drawn at first, in cells (cuts make them shorter, joins longer)', defaultValue: '6' }],
  defaultSize: { rows: 7, columns: 7 },
  minimumSize: { rows: 3, columns: 3 },
  maximumSize: { rows: 20, columns: 20 },
  async generate(request) {
    const size = { rows: request.rows, columns: request.columns };
    const { minimumSize: low, maximumSize: high } = numberlinkGenerator;
    if (size.rows < low.rows || size.columns < low.columns || size.rows > high.rows || size.columns > high.columns) {
      throw new InputError(`Numberlink puzzles are generated from ${low.columns}×${low.rows} to ${high.columns}×${high.rows}, not ${size.columns}×${size.rows}`, { field: 'size' });
    }
    const joins = joinCount(request);
    const random = seededRandom(`${request.seed}/${size.columns}x${size.rows}/${request.difficulty ?? 'any'}/${joins}`);
    const oracle = oracleOf(size, satFactoryOf(request));
    try {
      // Sets of paths drawn, made unique and brought to the level until one gets there.
      return await firstFound(request, 'Numberlink', attempts, () => {
        const paths = uniquePaths(size, randomPaths(size, random, joins), oracle, random);
        const steered = paths && request.difficulty ? steer(paths, request.difficulty, oracle, random, request) : paths;
        return steered && numbered(size, steered);
      });
    } finally {
      oracle.dispose();
    }
  },
};

/** The paths cut where another solution parts from them until they are the only solution; undefined if that fails. */
function uniquePaths(size: GridSize, paths: Cell[][], oracle: PathOracle, random: Random): Cell[][] | undefined {
  for (let cut = 0; cut <= size.rows * size.columns; cut++) {
    const other = oracle.other(paths);
    if (!other) return paths;
    if (!cutWhereTheyPart(paths, other, random) && !fillWhereTheyPass(size, paths, other)) return undefined;
  }
  return undefined;
}

/**
 * A unique puzzle at the requested level, reached from the given paths along the core's chain, or undefined. Cutting a
 * path in two keeps a puzzle unique (a second solution of the cut puzzle, joined again at the cut, would be one of the
 * whole) and mostly makes it easier; joining two paths whose ends meet, when the puzzle stays unique, mostly makes it
 * harder. The paths as cut until unique are taken as easier than any level but easy.
 */
function steer(paths: Cell[][], level: Difficulty, oracle: PathOracle, random: Random, request: GenerateRequest): Cell[][] | undefined {
  const { lowest, below } = scoreRange(level, numberlinkScale);
  // The rating stops as soon as the score is known to be above the level (or, for the top level, in it).
  const budget = below === Infinity ? lowest : below;
  const place = (candidate: readonly Cell[][]): Place => {
    if (request.shouldStop?.()) throw new TimeoutError('the generator was stopped');
    return Math.sign(difficulties.indexOf(oracle.level(candidate, budget)) - difficulties.indexOf(level)) as Place;
  };
  const easy = level === 'easy';
  return levelAlongChain<Cell[][]>(paths, {
    place,
    harder: (draft) => joinSome(draft, oracle, random),
    // An easy puzzle may need many cuts: their number doubles at each try.
    easier: (draft, trial) => cutPaths(draft, random, easy ? 2 ** trial : 1),
    stride,
    sideSteps,
    placeFirst: easy,
    sideHarder: !easy,
  });
}

/** The paths with two whose ends meet joined, if the solution stays unique; undefined when no such pair is found. */
function joinSome(paths: readonly Cell[][], oracle: PathOracle, random: Random): Cell[][] | undefined {
  const pairs: [Cell[], Cell[], Cell[]][] = [];
  paths.forEach((first, index) => {
    for (const second of paths.slice(index + 1)) {
      const whole = joinedPaths(first, second);
      if (whole) pairs.push([first, second, whole]);
    }
  });
  for (const [first, second, whole] of random.shuffle(pairs).slice(0, joinTries)) {
    const trial = [...paths.filter((path) => path !== first && path !== second), whole];
    if (!oracle.other(trial)) return trial;
  }
  return undefined;
}
