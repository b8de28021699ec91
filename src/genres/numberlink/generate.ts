// Numberlink puzzles from a random set of paths: cells are joined end to end at random into paths (some cells stay
// empty, as puz.link allows), each path's two ends get a number of their own, and while the solver finds a second
// solution, a path that it routes differently is cut in two where they part (the new ends get a new number). Numbers
// cannot be taken away one at a time (a path needs both its ends), so a puzzle off the requested level gives way to
// a fresh set of paths.

import { InputError, TimeoutError } from '../../core/errors.js';
import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, makeGrid, neighbours } from '../../core/geometry.js';
import type { GenerateRequest, Generator } from '../../core/genre.js';
import { solve } from '../../core/engine.js';
import { lineAt, lineBetween } from '../../core/lines.js';
import type { Random } from '../../core/random.js';
import { seededRandom } from '../../core/random.js';
import type { RatingScale } from '../../core/rating.js';
import { levelOf, rate } from '../../core/rating.js';
import { buildModel } from './model.js';
import type { NumberlinkAnswer, NumberlinkClue, NumberlinkPuzzle } from './puzzle.js';
import { makeNumberlink } from './puzzle.js';

/**
 * Cut-offs on the rating score, set on the generator's own puzzles (there is no outside level to calibrate against):
 * at 7×7 they score 0.5 to 0.8, at 10×10 0.9 to 1.3, a few of either 3 to 4. Its paths are cut short until the
 * solution is unique, so its puzzles are easy by any measure; the levels mostly follow the size.
 */
export const numberlinkScale: RatingScale = { medium: 1, hard: 1.2, expert: 2.5 };

const attempts = 40;

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
function cutWhereTheyPart(paths: Cell[][], others: readonly NumberlinkAnswer[], random: Random): boolean {
  const cuttable = random.shuffle(paths.filter((path) => path.length >= 4));
  for (const other of others) for (const path of cuttable) {
    const leaves = path.findIndex((cell, index) => index + 1 < path.length && !lineAt(other, lineBetween(cell, path[index + 1]!)!));
    if (leaves < 0) continue;
    // Both halves keep at least two cells.
    const at = Math.min(Math.max(leaves, 1), path.length - 3);
    paths.splice(paths.indexOf(path), 1, path.slice(0, at + 1), path.slice(at + 1));
    return true;
  }
  return false;
}

function joinCount(request: GenerateRequest): number {
  const text = request.options.length ?? '6';
  const length = Number(text);
  if (!/^\d+$/.test(text) || length < 3 || length > 30) throw new InputError(`--length is the mean path length from 3 to 30, not '${text}'`, { part: '--length' });
  const cells = request.rows * request.columns;
  return cells - Math.ceil(cells / length);
}

export const numberlinkGenerator: Generator<NumberlinkPuzzle, NumberlinkAnswer> = {
  options: [{ name: 'length', description: 'the mean length of the paths drawn at first, in cells (cuts make them shorter)', defaultValue: '6' }],
  defaultSize: { rows: 7, columns: 7 },
  minimumSize: { rows: 3, columns: 3 },
  maximumSize: { rows: 20, columns: 20 },
  async generate(request) {
    const size = { rows: request.rows, columns: request.columns };
    const { minimumSize: low, maximumSize: high } = numberlinkGenerator;
    if (size.rows < low.rows || size.columns < low.columns || size.rows > high.rows || size.columns > high.columns) {
      throw new InputError(`Numberlink puzzles are generated from ${low.columns}×${low.rows} to ${high.columns}×${high.rows}, not ${size.columns}×${size.rows}`, { part: '--size' });
    }
    const joins = joinCount(request);
    const random = seededRandom(`${request.seed}/${size.columns}x${size.rows}/${request.difficulty ?? 'any'}/${joins}`);
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (request.shouldStop?.()) throw new TimeoutError('the generator was stopped');
      if (attempt % 20 === 0) request.onProgress?.({ attempts: attempt, message: `${attempt} sets of paths tried` });
      const paths = randomPaths(size, random, joins);
      for (let cut = 0; cut <= 2 * size.rows * size.columns; cut++) {
        const puzzle = numbered(size, paths);
        const model = buildModel(puzzle);
        const result = await solve(model, request.backend);
        if (result.status === 'unique') {
          if (!request.difficulty) return puzzle;
          const values = result.answerValues!;
          const byLiteral = new Map(model.observed.map((literal, index) => [literal, values[index]!]));
          const rating = rate(model, (literal) => (literal > 0 ? byLiteral.get(literal)! : !byLiteral.get(-literal)!), numberlinkScale);
          if (levelOf(rating.score, numberlinkScale) === request.difficulty) return puzzle;
          break;
        }
        if (result.status !== 'multiple' || !cutWhereTheyPart(paths, [result.answer!, result.secondAnswer!], random)) break;
      }
    }
    throw new InputError(`no ${request.difficulty ?? ''} Numberlink of ${size.columns}×${size.rows} was found in ${attempts} sets of paths; try another size or level`.replace('  ', ' '));
  },
};
