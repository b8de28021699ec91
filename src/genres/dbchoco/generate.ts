// Double Choco puzzles built round a drawn answer (see core/construct.ts): the grid is cut into regions, each a
// random half grown from the first cell left and its image under a random symmetry of the square beside it, coloured
// white and grey either way round; every half gets its size written in one of its cells, and while another division
// fits, a number where it differs moves within its half. For a level, numbers are then taken away.

import type { Generator, GenerateRequest } from '../../core/genre.js';
import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, cellIndex, makeGrid, neighbours } from '../../core/geometry.js';
import { areasInReadingOrder } from '../../core/checks.js';
import type { Construction } from '../../core/construct.js';
import { construct } from '../../core/construct.js';
import { normalise, symmetryMaps } from '../../core/polyomino.js';
import type { Random } from '../../core/random.js';
import type { RatingScale } from '../../core/rating.js';
import { makeBorders } from '../shared/border-answers.js';
import { buildModel } from './model.js';
import type { DoubleChocoAnswer, DoubleChocoClue, DoubleChocoPuzzle } from './puzzle.js';
import { makeDoubleChoco } from './puzzle.js';

// Cut-offs set on generated 6×6s: with every half numbered they rate 0 to about 150, thinned to the last number they
// rate 200 to 1,200.
export const doubleChocoScale: RatingScale = { medium: 4, hard: 15, expert: 60 };

/** An answer drawn and its numbers placed: each cell's region, the grey cells, and the cells holding numbers. */
interface Draft extends GridSize {
  readonly regions: readonly (readonly number[])[];
  readonly grey: readonly (readonly boolean[])[];
  /** One cell per half, in reading order. */
  readonly numbers: readonly Cell[];
}

const key = (cell: Cell) => `${cell.row},${cell.column}`;

/** A connected set of up to `size` free cells grown at random from `start`. */
function grow(grid: GridSize, start: Cell, size: number, free: (cell: Cell) => boolean, random: Random): Cell[] {
  const cells = [start];
  const taken = new Set([key(start)]);
  while (cells.length < size) {
    const frontier = cells.flatMap((cell) => neighbours(grid, cell)).filter((cell) => free(cell) && !taken.has(key(cell)));
    if (frontier.length === 0) break;
    const next = random.pick(frontier);
    taken.add(key(next));
    cells.push(next);
  }
  return cells;
}

/** The images of a half under each symmetry and shift that land on free cells beside it, none of its own. */
function partners(grid: GridSize, half: readonly Cell[], free: (cell: Cell) => boolean): Cell[][] {
  const own = new Set(half.map(key));
  const around = new Set(half.flatMap((cell) => neighbours(grid, cell)).filter((cell) => !own.has(key(cell))).map(key));
  const found = new Map<string, Cell[]>();
  for (const map of symmetryMaps) {
    const form = normalise(half.map(map));
    const height = Math.max(...form.map((cell) => cell.row)) + 1;
    const width = Math.max(...form.map((cell) => cell.column)) + 1;
    for (let top = 0; top + height <= grid.rows; top++) {
      for (let left = 0; left + width <= grid.columns; left++) {
        const image = form.map((cell) => ({ row: top + cell.row, column: left + cell.column }));
        if (image.some((cell) => own.has(key(cell)) || !free(cell)) || !image.some((cell) => around.has(key(cell)))) continue;
        found.set(image.map(key).sort().join(' '), image);
      }
    }
  }
  return [...found.values()];
}

/** The largest half drawn: published 10×10s have halves of up to about 8 cells. */
const largestHalf = (grid: GridSize) => Math.max(2, Math.min(8, Math.round(Math.sqrt(grid.rows * grid.columns) * 0.6)));

/** Regions of two congruent halves that cover the grid, or undefined when a cell is left with no partner. */
function drawRegions(grid: GridSize, random: Random): { regions: number[][]; grey: boolean[][] } | undefined {
  const regions = makeGrid(grid, () => -1);
  const grey = makeGrid(grid, () => false);
  const free = (cell: Cell) => regions[cell.row]![cell.column] === -1;
  let count = 0;
  for (const start of allCells(grid)) {
    if (!free(start)) continue;
    let placed = false;
    for (let size = 1 + random.below(largestHalf(grid)); size >= 1 && !placed; size--) {
      const half = grow(grid, start, size, free, random);
      const options = partners(grid, half, (cell) => free(cell) && !half.some((own) => own.row === cell.row && own.column === cell.column));
      if (options.length === 0) continue;
      const image = random.pick(options);
      const halfGrey = random.below(2) === 0;
      for (const cell of half) {
        regions[cell.row]![cell.column] = count;
        grey[cell.row]![cell.column] = halfGrey;
      }
      for (const cell of image) {
        regions[cell.row]![cell.column] = count;
        grey[cell.row]![cell.column] = !halfGrey;
      }
      count++;
      placed = true;
    }
    if (!placed) return undefined;
  }
  return { regions, grey };
}

/** The halves of a draft: its areas of one colour within one region, in reading order. */
const halvesOf = (draft: Draft): Cell[][] =>
  areasInReadingOrder(draft, () => true, (a, b) => draft.regions[a.row]![a.column] === draft.regions[b.row]![b.column] && draft.grey[a.row]![a.column] === draft.grey[b.row]![b.column]);

const byReadingOrder = (a: Cell, b: Cell) => a.row - b.row || a.column - b.column;

/** The puzzle of a draft with the numbers whose indexes `kept` gives (all when absent). */
function puzzleOf(draft: Draft, kept?: readonly number[]): DoubleChocoPuzzle {
  const halfSize = makeGrid(draft, () => 0);
  for (const half of halvesOf(draft)) for (const cell of half) halfSize[cell.row]![cell.column] = half.length;
  const clues = makeGrid<DoubleChocoClue | null>(draft, () => null);
  const chosen = kept === undefined ? draft.numbers : kept.map((index) => draft.numbers[index]!);
  for (const cell of chosen) clues[cell.row]![cell.column] = { kind: 'number', value: halfSize[cell.row]![cell.column]! };
  return makeDoubleChoco(draft, draft.grey, clues);
}

const construction: Construction<Draft, DoubleChocoPuzzle> = {
  name: 'Double Choco',
  scale: doubleChocoScale,
  attempts: 60,
  randomKey: (request) => `dbchoco/${request.columns}x${request.rows}/${request.difficulty ?? 'any'}/${request.seed}`,
  draw(random, request) {
    const grid = { rows: request.rows, columns: request.columns };
    const drawn = drawRegions(grid, random);
    if (!drawn) return undefined;
    const draft = { ...grid, ...drawn, numbers: [] };
    return { ...draft, numbers: halvesOf(draft).map((half) => random.pick(half)).sort(byReadingOrder) };
  },
  read(draft) {
    const puzzle = puzzleOf(draft);
    const borders = makeBorders(draft, (a, b) => draft.regions[a.row]![a.column] !== draft.regions[b.row]![b.column]);
    // The observed literals say "no border here", right borders first, then those below.
    return { puzzle, model: buildModel(puzzle), answer: [...borders.right.flat(), ...borders.below.flat()].map((border) => !border) };
  },
  mend(draft, other, random) {
    // The other division's regions (`other` says which neighbours it joins, right ones first, then those below).
    const columnsLess = draft.rows * (draft.columns - 1);
    const joins = (a: Cell, b: Cell) => (a.row === b.row ? other[a.row * (draft.columns - 1) + Math.min(a.column, b.column)]! : other[columnsLess + Math.min(a.row, b.row) * draft.columns + a.column]!);
    const area = makeGrid(draft, () => -1);
    areasInReadingOrder(draft, () => true, joins).forEach((cells, index) => cells.forEach((cell) => (area[cell.row]![cell.column] = index)));
    // A number whose half lies partly outside its area there moves to a cell of the half outside it.
    const halfOf = new Map(halvesOf(draft).flatMap((half) => half.map((cell) => [cellIndex(draft, cell), half] as const)));
    const options = draft.numbers.flatMap((number, index) => {
      const away = halfOf.get(cellIndex(draft, number))!.filter((cell) => area[cell.row]![cell.column] !== area[number.row]![number.column]);
      return away.length > 0 ? [{ index, away }] : [];
    });
    if (options.length === 0) return undefined;
    const { index, away } = random.pick(options);
    return { ...draft, numbers: draft.numbers.map((cell, position) => (position === index ? random.pick(away) : cell)).sort(byReadingOrder) };
  },
  mendRounds: (draft) => draft.numbers.length,
  keep: (draft, kept) => puzzleOf(draft, kept),
};

export function generateDoubleChoco(request: GenerateRequest): DoubleChocoPuzzle {
  return construct(construction, request).puzzle;
}

export const doubleChocoGenerator: Generator<DoubleChocoPuzzle, DoubleChocoAnswer> = {
  options: [],
  defaultSize: { rows: 6, columns: 6 },
  minimumSize: { rows: 2, columns: 2 },
  maximumSize: { rows: 8, columns: 8 },
  generate: async (request) => generateDoubleChoco(request),
  withAllClues: (puzzle) => puzzle,
};
