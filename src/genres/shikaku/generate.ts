// Shikaku puzzles built round a drawn answer (see core/construct.ts): the grid is cut into random rectangles, each
// gets its area written in one of its cells, and while another division fits the numbers, a number next to where
// it differs moves to another cell of its rectangle. For a level, numbers move while the rating comes closer to it.

import type { Generator, GenerateRequest } from '../../core/genre.js';
import type { Cell } from '../../core/geometry.js';
import { allCells, makeGrid } from '../../core/geometry.js';
import { areasInReadingOrder } from '../../core/checks.js';
import type { Construction } from '../../core/construct.js';
import { construct } from '../../core/construct.js';
import type { Rectangle } from '../../core/polyomino.js';
import { rectangleCells } from '../../core/polyomino.js';
import type { Random } from '../../core/random.js';
import type { RatingScale } from '../../core/rating.js';
import { buildModel } from './model.js';
import type { ShikakuAnswer, ShikakuPuzzle } from './puzzle.js';
import { makeBorders } from '../../core/regions.js';
import { makeShikaku } from './puzzle.js';

// Calibrated on Rectangles' puzzles (see bench/genres/shikaku.ts): its grids rate from 0 to about 10.
export const shikakuScale: RatingScale = { medium: 3, hard: 12, expert: 40 };

/** An answer drawn and its numbers placed: the rectangles, and the cell of each one's number. */
interface Draft {
  readonly rows: number;
  readonly columns: number;
  readonly rectangles: readonly Rectangle[];
  readonly numbers: readonly Cell[];
}

/** The largest rectangle drawn: about a tenth of the grid, as in published puzzles. */
const largestArea = (rows: number, columns: number) => Math.max(6, Math.round((rows * columns) / 6));

/**
 * Rectangles that cut the grid: from the first cell not yet covered (in reading order), a random rectangle of free
 * cells of area 2 up to the largest (a single cell only where nothing larger fits).
 */
function drawRectangles(rows: number, columns: number, random: Random): Rectangle[] {
  const covered = makeGrid({ rows, columns }, () => false);
  const rectangles: Rectangle[] = [];
  const largest = largestArea(rows, columns);
  for (const start of allCells({ rows, columns })) {
    if (covered[start.row]![start.column]) continue;
    const options: Rectangle[] = [];
    for (let height = 1; start.row + height <= rows; height++) {
      for (let width = 1; start.column + width <= columns && height * width <= largest; width++) {
        const rectangle = { top: start.row, left: start.column, height, width };
        if (rectangleCells(rectangle).some((cell) => covered[cell.row]![cell.column])) break;
        options.push(rectangle);
      }
    }
    const larger = options.filter((rectangle) => rectangle.height * rectangle.width > 1);
    const chosen = random.pick(larger.length > 0 ? larger : options);
    for (const cell of rectangleCells(chosen)) covered[cell.row]![cell.column] = true;
    rectangles.push(chosen);
  }
  return rectangles;
}

const puzzleOf = (draft: Draft): ShikakuPuzzle => {
  const clues = makeGrid<{ kind: 'number'; value: number } | null>(draft, () => null);
  draft.rectangles.forEach((rectangle, index) => {
    const cell = draft.numbers[index]!;
    clues[cell.row]![cell.column] = { kind: 'number', value: rectangle.height * rectangle.width };
  });
  return makeShikaku(draft, clues);
};

/** The division of a draft as borders. */
function bordersOf(draft: Draft): ShikakuAnswer {
  const owner = makeGrid(draft, () => -1);
  draft.rectangles.forEach((rectangle, index) => rectangleCells(rectangle).forEach((cell) => (owner[cell.row]![cell.column] = index)));
  return makeBorders(draft, (a, b) => owner[a.row]![a.column] !== owner[b.row]![b.column]);
}

/** The draft with one number moved to another random cell of its rectangle. */
function moveNumber(draft: Draft, index: number, random: Random): Draft {
  const cells = rectangleCells(draft.rectangles[index]!).filter((cell) => cell.row !== draft.numbers[index]!.row || cell.column !== draft.numbers[index]!.column);
  if (cells.length === 0) return draft;
  return { ...draft, numbers: draft.numbers.map((cell, other) => (other === index ? random.pick(cells) : cell)) };
}

/**
 * The draft with two neighbouring rectangles that make a rectangle together cut again elsewhere (a 2×3 beside a 2×2
 * becomes a 2×1 beside a 2×4), each with its number in a random cell; undefined when no two make a rectangle.
 */
function recut(draft: Draft, random: Random): Draft | undefined {
  const pairs: [number, number, Rectangle][] = [];
  draft.rectangles.forEach((a, i) =>
    draft.rectangles.forEach((b, j) => {
      if (a.top === b.top && a.height === b.height && a.left + a.width === b.left) pairs.push([i, j, { ...a, width: a.width + b.width }]);
      if (a.left === b.left && a.width === b.width && a.top + a.height === b.top) pairs.push([i, j, { ...a, height: a.height + b.height }]);
    }),
  );
  if (pairs.length === 0) return undefined;
  const [first, second, union] = random.pick(pairs);
  const across = union.width > draft.rectangles[first]!.width;
  const length = across ? union.width : union.height;
  const cut = 1 + random.below(length - 1);
  const halves: [Rectangle, Rectangle] = across
    ? [{ ...union, width: cut }, { ...union, left: union.left + cut, width: union.width - cut }]
    : [{ ...union, height: cut }, { ...union, top: union.top + cut, height: union.height - cut }];
  const rectangles = draft.rectangles.map((rectangle, index) => (index === first ? halves[0] : index === second ? halves[1] : rectangle));
  const numbers = draft.numbers.map((cell, index) => (index === first ? random.pick(rectangleCells(halves[0])) : index === second ? random.pick(rectangleCells(halves[1])) : cell));
  return { ...draft, rectangles, numbers };
}

const construction: Construction<Draft, ShikakuPuzzle> = {
  name: 'Shikaku',
  scale: shikakuScale,
  attempts: 60,
  randomKey: (request) => `shikaku/${request.columns}x${request.rows}/${request.difficulty ?? 'any'}/${request.seed}`,
  draw(random, request) {
    const rectangles = drawRectangles(request.rows, request.columns, random);
    return { rows: request.rows, columns: request.columns, rectangles, numbers: rectangles.map((rectangle) => random.pick(rectangleCells(rectangle))) };
  },
  read(draft) {
    const puzzle = puzzleOf(draft);
    const model = buildModel(puzzle);
    const borders = bordersOf(draft);
    // The observed literals say "no border here", right borders first, then those below.
    const answer = [...borders.right.flat(), ...borders.below.flat()].map((border) => !border);
    return { puzzle, model, answer };
  },
  mend(draft, other, random) {
    // The other division's areas (`other` says which neighbours it joins, right ones first, then those below).
    const columnsLess = draft.rows * (draft.columns - 1);
    const joins = (a: Cell, b: Cell) => (a.row === b.row ? other[a.row * (draft.columns - 1) + Math.min(a.column, b.column)]! : other[columnsLess + Math.min(a.row, b.row) * draft.columns + a.column]!);
    const theirs = areasInReadingOrder(draft, () => true, joins);
    const areaOf = makeGrid(draft, () => -1);
    theirs.forEach((cells, index) => cells.forEach((cell) => (areaOf[cell.row]![cell.column] = index)));
    // A number whose rectangle differs there moves to a cell of its own rectangle outside the other one: that other
    // division no longer fits.
    const options = draft.rectangles.flatMap((rectangle, index) => {
      const number = draft.numbers[index]!;
      const away = rectangleCells(rectangle).filter((cell) => areaOf[cell.row]![cell.column] !== areaOf[number.row]![number.column]);
      return away.length > 0 ? [{ index, away }] : [];
    });
    if (options.length === 0) return undefined;
    const { index, away } = random.pick(options);
    return { ...draft, numbers: draft.numbers.map((cell, position) => (position === index ? random.pick(away) : cell)) };
  },
  mendRounds: (draft) => 2 * draft.rectangles.length,
  steer: {
    change: (draft, _harder, random) => (random.below(2) === 0 ? recut(draft, random) : moveNumber(draft, random.below(draft.rectangles.length), random)),
    steps: (draft) => 8 * draft.rectangles.length,
  },
};

export function generateShikaku(request: GenerateRequest): ShikakuPuzzle {
  return construct(construction, request).puzzle;
}

export const shikakuGenerator: Generator<ShikakuPuzzle, ShikakuAnswer> = {
  options: [],
  defaultSize: { rows: 10, columns: 10 },
  minimumSize: { rows: 2, columns: 2 },
  maximumSize: { rows: 30, columns: 30 },
  generate: async (request) => generateShikaku(request),
  // Every rectangle needs its number: there are none to add.
  withAllClues: (puzzle) => puzzle,
};
