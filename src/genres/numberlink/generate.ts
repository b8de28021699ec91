// Numberlink puzzles from a random set of paths: cells are joined end to end at random into paths (some cells stay
// empty, as puz.link allows), each path's two ends get a number of their own, and while the solver finds a second
// solution, a path that it routes differently is cut in two where they part (the new ends get a new number), or an
// empty cell it passes is taken in. Then the puzzle is brought to its level: joining two paths whose ends meet takes
// numbers away (kept only while the solution stays unique), cutting one adds some. Every uniqueness question goes to
// one incremental solver per request, the numbers and the drawing being assumptions on it.

import type { Backend } from '../../core/engine.js';
import { solve } from '../../core/engine.js';
import { InputError, TimeoutError } from '../../core/errors.js';
import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, cellName, makeGrid, neighbours } from '../../core/geometry.js';
import type { GenerateRequest, Generator } from '../../core/genre.js';
import type { LineGrid, LinePosition } from '../../core/lines.js';
import { lineAt, lineBetween, lineEnd, linePositions, makeLines } from '../../core/lines.js';
import type { Literal } from '../../core/model.js';
import { Model } from '../../core/model.js';
import type { Random } from '../../core/random.js';
import { seededRandom } from '../../core/random.js';
import type { Difficulty, RatingScale } from '../../core/rating.js';
import { difficulties, Rater, scoreRange } from '../../core/rating.js';
import type { Cnf } from '../../core/cnf.js';
import { lowerToCnf } from '../../core/cnf.js';
import type { SatSolverFactory } from '../../core/sat.js';
import { SatProblem } from '../../core/sat.js';
import { buildModel, lineName } from './model.js';
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

/** Random paths over the grid: every cell starts alone; neighbouring ends of different paths are joined at random. */
function randomPaths(size: GridSize, random: Random, joins: number): Cell[][] {
  const pathOf = makeGrid(size, (cell) => [cell]);
  const key = (cell: Cell) => `${cell.row},${cell.column}`;
  const isEnd = (cell: Cell) => {
    const path = pathOf[cell.row]![cell.column]!;
    const first = path[0]!;
    const last = path[path.length - 1]!;
    return key(first) === key(cell) || key(last) === key(cell);
  };
  for (let done = 0; done < joins; ) {
    const candidates: [Cell, Cell][] = [];
    for (const cell of allCells(size)) {
      if (!isEnd(cell)) continue;
      for (const next of neighbours(size, cell)) {
        if (isEnd(next) && pathOf[next.row]![next.column] !== pathOf[cell.row]![cell.column]) candidates.push([cell, next]);
      }
    }
    if (candidates.length === 0) break;
    // Short paths join first, so that few cells stay alone.
    const shortest = Math.min(...candidates.map(([a, b]) => pathOf[a.row]![a.column]!.length + pathOf[b.row]![b.column]!.length));
    const pool = candidates.filter(([a, b]) => pathOf[a.row]![a.column]!.length + pathOf[b.row]![b.column]!.length <= shortest + 4);
    const [a, b] = random.pick(pool);
    const first = pathOf[a.row]![a.column]!;
    const second = pathOf[b.row]![b.column]!;
    // first ends at a, second starts at b.
    const joined = [...(key(first[first.length - 1]!) === key(a) ? first : [...first].reverse()), ...(key(second[0]!) === key(b) ? second : [...second].reverse())];
    for (const cell of joined) pathOf[cell.row]![cell.column] = joined;
    done++;
  }
  return [...new Set(pathOf.flat())].filter((path) => path.length >= 2);
}

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

/** Cuts a path that another answer routes differently, where it first leaves it; false when none can be cut. */
function cutWhereTheyPart(paths: Cell[][], other: LineGrid, random: Random): boolean {
  for (const path of random.shuffle(paths.filter((path) => path.length >= 4))) {
    const leaves = path.findIndex((cell, index) => index + 1 < path.length && !lineAt(other, lineBetween(cell, path[index + 1]!)!));
    if (leaves < 0) continue;
    // Both halves keep at least two cells.
    const at = Math.min(Math.max(leaves, 1), path.length - 3);
    paths.splice(paths.indexOf(path), 1, path.slice(0, at + 1), path.slice(at + 1));
    return true;
  }
  return false;
}

/**
 * Takes in an empty cell another answer passes through: as a new path with an empty neighbour, or as a path's new
 * end. Either way no path passes through it any more. False when no such cell can be taken in.
 */
function fillWhereTheyPass(size: GridSize, paths: Cell[][], other: LineGrid): boolean {
  const taken = new Set(paths.flat().map((cell) => cell.row * size.columns + cell.column));
  const isEmpty = (cell: Cell) => !taken.has(cell.row * size.columns + cell.column);
  const passed = (cell: Cell) => neighbours(size, cell).some((next) => lineAt(other, lineBetween(cell, next)!));
  for (const cell of allCells(size)) {
    if (!isEmpty(cell) || !passed(cell)) continue;
    const partner = neighbours(size, cell).find(isEmpty);
    if (partner) {
      paths.push([cell, partner]);
      return true;
    }
    for (const [index, path] of paths.entries()) {
      const whole = joined(path, [cell]);
      if (whole) {
        paths[index] = whole;
        return true;
      }
    }
  }
  return false;
}

/** The lines the paths draw. */
function drawingOf(size: GridSize, paths: readonly Cell[][]): LineGrid {
  const horizontal = makeGrid({ rows: size.rows, columns: size.columns - 1 }, () => false);
  const vertical = makeGrid({ rows: size.rows - 1, columns: size.columns }, () => false);
  for (const line of pathLines(paths)) (line.orientation === 'horizontal' ? horizontal : vertical)[line.from.row]![line.from.column] = true;
  return { horizontal, vertical };
}

/** The lines along the paths. */
function pathLines(paths: readonly Cell[][]): LinePosition[] {
  return paths.flatMap((path) => path.slice(1).map((cell, index) => lineBetween(path[index]!, cell)!));
}

/** Finds a second solution of the puzzle a set of paths makes. */
interface RivalFinder {
  /** A solution other than the paths' own, or undefined when there is none. */
  other(paths: readonly Cell[][]): LineGrid | undefined | Promise<LineGrid | undefined>;
  dispose(): void;
}

/** Incremental on a SAT backend; else each puzzle is solved on its own. */
function rivalsFor(size: GridSize, backend: Backend): RivalFinder {
  if (backend.satFactory) return new Rivals(size, backend.satFactory);
  return {
    async other(paths) {
      const result = await solve(buildModel(numbered(size, paths)), backend);
      if (result.status !== 'multiple') return undefined;
      const drawn = drawingOf(size, paths);
      const positions = linePositions(size);
      return [result.answer!, result.secondAnswer!].find((answer) => positions.some((line) => lineAt(answer, line) !== lineAt(drawn, line)));
    },
    dispose() {},
  };
}

/**
 * One solver for every puzzle of a request: the rules again, with the numbers as switches (assumptions), so that each
 * question is an incremental solve. A cell's number is a stub line of its own (a cell is passed by 0 or 2 lines, the
 * stub counting), and its pair is a binary code every line carries unchanged; a path can then only end at two numbers
 * of one pair. No cell needs a colour for each pair, and what the solver learns (acyclicity cuts above all) serves
 * every puzzle it is asked about. A second solution leaves out a line of the drawing (with all of them it has no room
 * for another line but a loop): each question asks for that under a guard literal of its own, retired afterwards.
 */
class Rivals implements RivalFinder {
  private readonly lines: LineGrid<Literal>;
  private readonly stubs: Literal[][];
  private readonly codes: Literal[][][];
  private readonly guards: Literal[];
  private readonly model = new Model();
  private readonly cnf: Cnf;
  private problem: SatProblem;
  private questions = 0;

  constructor(
    private readonly size: GridSize,
    private readonly factory: SatSolverFactory,
  ) {
    const model = this.model;
    const cells = size.rows * size.columns;
    const bits = Math.ceil(Math.log2(Math.floor(cells / 2) + 1));
    this.lines = makeLines(size, (line) => model.bool(`line ${lineName(line)}`));
    this.stubs = makeGrid(size, (cell) => model.bool(`${cellName(cell)} has a number`));
    this.codes = makeGrid(size, (cell) => Array.from({ length: bits }, (_, bit) => model.bool(`${cellName(cell)} pair bit ${bit}`)));
    this.guards = Array.from({ length: renewal }, (_, question) => model.bool(`question ${question + 1}`));
    const linesAt = makeGrid(size, (cell): Literal[] => [this.stubs[cell.row]![cell.column]!]);
    const positions = linePositions(size);
    for (const line of positions) {
      const [a, b] = [line.from, lineEnd(line)];
      const literal = lineAt(this.lines, line);
      for (const end of [a, b]) linesAt[end.row]![end.column]!.push(literal);
      this.codes[a.row]![a.column]!.forEach((bit, index) => {
        const other = this.codes[b.row]![b.column]![index]!;
        model.notAll([literal, bit, -other]);
        model.notAll([literal, -bit, other]);
      });
    }
    // No line goes round a 2×2 block: the smallest cycles, ruled out at once rather than by cuts one answer at a time.
    for (const corner of allCells({ rows: size.rows - 1, columns: size.columns - 1 })) {
      const [right, down] = [{ row: corner.row, column: corner.column + 1 }, { row: corner.row + 1, column: corner.column }];
      const across = { row: corner.row + 1, column: corner.column + 1 };
      model.notAll([[corner, right], [corner, down], [right, across], [down, across]].map(([a, b]) => lineAt(this.lines, lineBetween(a!, b!)!)));
    }
    for (const cell of allCells(size)) model.countIn(linesAt[cell.row]![cell.column]!, [0, 2]);
    const index = (cell: Cell) => cell.row * size.columns + cell.column;
    model.acyclic(positions.map((line) => ({ literal: lineAt(this.lines, line), ends: [index(line.from), index(lineEnd(line))] as const })));
    this.cnf = lowerToCnf(model);
    this.problem = new SatProblem(model, factory, { longLived: true, lowered: this.cnf });
  }

  /** Another solution of the puzzle the paths make, or undefined when there is none. */
  other(paths: readonly Cell[][]): LineGrid | undefined {
    // Each solve under assumptions leaves clauses behind in MiniSat: a fresh solver now and then keeps it small.
    if (this.questions === renewal) {
      this.problem.dispose();
      this.problem = new SatProblem(this.model, this.factory, { longLived: true, lowered: this.cnf });
      this.questions = 0;
    }
    const guard = this.guards[this.questions++]!;
    const columns = this.size.columns;
    const assumptions: Literal[] = [guard, ...this.stubs.flat().map((stub) => -stub)];
    // Codes 1, 2, ...: the bits above the highest are left free.
    const bits = Math.ceil(Math.log2(paths.length + 1));
    paths.forEach((path, pair) => {
      for (const end of [path[0]!, path[path.length - 1]!]) {
        assumptions[1 + end.row * columns + end.column] = this.stubs[end.row]![end.column]!;
        const code = this.codes[end.row]![end.column]!;
        for (let bit = 0; bit < bits; bit++) assumptions.push(((pair + 1) >> bit) & 1 ? code[bit]! : -code[bit]!);
      }
    });
    this.problem.addClause([-guard, ...pathLines(paths).map((line) => -lineAt(this.lines, line))]);
    const found = this.problem.solve(assumptions) ? makeLines(this.size, (line) => this.problem.value(lineAt(this.lines, line))) : undefined;
    this.problem.addClause([-guard]);
    return found;
  }

  dispose(): void {
    this.problem.dispose();
  }
}

function joinCount(request: GenerateRequest): number {
  const text = request.options.length ?? '6';
  const length = Number(text);
  if (!/^\d+$/.test(text) || length < 3 || length > 30) throw new InputError(`the mean path length is from 3 to 30, not '${text}'`, { field: 'length' });
  const cells = request.rows * request.columns;
  return cells - Math.ceil(cells / length);
}

/** The level of the puzzle the paths make, rated until the score passes `budget`. */
function levelOfPaths(size: GridSize, paths: readonly Cell[][], budget: number): Difficulty {
  const model = buildModel(numbered(size, paths));
  const drawn = drawingOf(size, paths);
  // The model observes the lines in the order of `makeLines`: horizontal ones, then vertical ones.
  const values = [...drawn.horizontal.flat(), ...drawn.vertical.flat()];
  const byLiteral = new Map(model.observed.map((literal, index) => [literal, values[index]!]));
  const solution = (literal: Literal) => (literal > 0 ? byLiteral.get(literal)! : !byLiteral.get(-literal)!);
  return Rater.forModel(model).rater.rate([], solution, { scale: numberlinkScale, budget }).level;
}

/** Two paths joined where an end of one meets an end of the other, or undefined when they do not meet. */
function joined(first: readonly Cell[], second: readonly Cell[]): Cell[] | undefined {
  for (const a of [first, [...first].reverse()]) {
    for (const b of [second, [...second].reverse()]) if (lineBetween(a[a.length - 1]!, b[0]!)) return [...a, ...b];
  }
  return undefined;
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
    const rivals = rivalsFor(size, request.backend);
    try {
      return await generateWith(request, size, joins, rivals);
    } finally {
      rivals.dispose();
    }
  },
};

/** Sets of paths drawn, made unique and brought to the level until one gets there. */
async function generateWith(request: GenerateRequest, size: GridSize, joins: number, rivals: RivalFinder): Promise<NumberlinkPuzzle> {
  const random = seededRandom(`${request.seed}/${size.columns}x${size.rows}/${request.difficulty ?? 'any'}/${joins}`);
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (request.shouldStop?.()) throw new TimeoutError('the generator was stopped');
    if (attempt % 5 === 0) request.onProgress?.({ attempts: attempt, message: `${attempt} sets of paths tried` });
    const paths = await uniquePaths(size, randomPaths(size, random, joins), rivals, random);
    if (!paths) continue;
    if (!request.difficulty) return numbered(size, paths);
    const steered = await steer(size, paths, request.difficulty, rivals, random, request);
    if (steered) return numbered(size, steered);
  }
  throw new InputError(`no ${request.difficulty ?? ''} Numberlink of ${size.columns}×${size.rows} was found in ${attempts} sets of paths; try another size or level`.replace('  ', ' '));
}

/** The paths cut where a rival solution parts from them until they are the only solution; undefined if that fails. */
async function uniquePaths(size: GridSize, paths: Cell[][], rivals: RivalFinder, random: Random): Promise<Cell[][] | undefined> {
  for (let cut = 0; cut <= size.rows * size.columns; cut++) {
    const other = await rivals.other(paths);
    if (!other) return paths;
    if (!cutWhereTheyPart(paths, other, random) && !fillWhereTheyPass(size, paths, other)) return undefined;
  }
  return undefined;
}

/** Where a puzzle's score falls against a level: below it, in it, above it. */
type Place = -1 | 0 | 1;

/**
 * A unique puzzle at the requested level, reached from the given paths, or undefined. Cutting a path in two keeps a
 * puzzle unique (a second solution of the cut puzzle, joined again at the cut, would be one of the whole) and mostly
 * makes it easier; joining two paths whose ends meet, when the puzzle stays unique, mostly makes it harder. So the
 * paths are joined into a chain of ever fewer numbers until it reaches the level, and the level is searched for along
 * it by halves; where it falls between two links, other joins from the easier one and cuts of the harder one are tried.
 */
async function steer(size: GridSize, paths: Cell[][], level: Difficulty, rivals: RivalFinder, random: Random, request: GenerateRequest): Promise<Cell[][] | undefined> {
  const { lowest, below } = scoreRange(level, numberlinkScale);
  // The rating stops as soon as the score is known to be above the level (or, for the top level, in it).
  const budget = below === Infinity ? lowest : below;
  const target = difficulties.indexOf(level);
  const place = (candidate: readonly Cell[][]): Place => {
    if (request.shouldStop?.()) throw new TimeoutError('the generator was stopped');
    return Math.sign(difficulties.indexOf(levelOfPaths(size, candidate, budget)) - target) as Place;
  };
  // The chain grows a few joins at a time until its last link rates at the level or above; the first link (as cut
  // until unique) is taken as easier than any level but easy.
  const chain = [paths];
  let [easier, harder] = [0, 0];
  let found = level === 'easy' ? place(paths) : -1;
  while (found < 0) {
    easier = chain.length - 1;
    for (let join = 0; join < stride; join++) {
      const next = await joinSome(chain[chain.length - 1]!, rivals, random);
      if (!next) break;
      chain.push(next);
    }
    if (chain.length - 1 === easier) return undefined;
    harder = chain.length - 1;
    found = place(chain[harder]!);
  }
  if (found === 0) return chain[harder];
  while (harder - easier > 1) {
    const middle = (easier + harder) >> 1;
    const found = place(chain[middle]!);
    if (found === 0) return chain[middle];
    if (found < 0) easier = middle;
    else harder = middle;
  }
  for (let trial = 0; trial < sideSteps; trial++) {
    if (level !== 'easy') {
      const joinedOnce = await joinSome(chain[easier]!, rivals, random);
      const found = joinedOnce && place(joinedOnce);
      if (found === 0) return joinedOnce;
      // Still below the level: the next join starts from there.
      if (found === -1) chain[easier] = joinedOnce!;
    }
    // An easy puzzle may need many cuts: their number doubles at each try.
    const cut = cutSome(chain[harder]!, random, level === 'easy' ? 2 ** trial : 1);
    if (!cut) break;
    if (place(cut) === 0) return cut;
  }
  return undefined;
}

/** The paths with `count` of the longest cut in two at random; undefined when none is long enough. */
function cutSome(paths: readonly Cell[][], random: Random, count: number): Cell[][] | undefined {
  let result = [...paths];
  for (let cut = 0; cut < count; cut++) {
    const longest = Math.max(...result.map((path) => path.length));
    if (longest < 4) return cut === 0 ? undefined : result;
    const path = random.pick(result.filter((path) => path.length >= Math.max(4, longest - 2)));
    const at = 1 + random.below(path.length - 3);
    result = [...result.filter((other) => other !== path), path.slice(0, at + 1), path.slice(at + 1)];
  }
  return result;
}

/** The paths with two whose ends meet joined, if the solution stays unique; undefined when no such pair is found. */
async function joinSome(paths: readonly Cell[][], rivals: RivalFinder, random: Random): Promise<Cell[][] | undefined> {
  const pairs: [Cell[], Cell[], Cell[]][] = [];
  paths.forEach((first, index) => {
    for (const second of paths.slice(index + 1)) {
      const whole = joined(first, second);
      if (whole) pairs.push([first, second, whole]);
    }
  });
  for (const [first, second, whole] of random.shuffle(pairs).slice(0, joinTries)) {
    const trial = [...paths.filter((path) => path !== first && path !== second), whole];
    if (!(await rivals.other(trial))) return trial;
  }
  return undefined;
}
