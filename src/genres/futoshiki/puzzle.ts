// The Futoshiki puzzle as data, shared by the genre and its formats: a Latin square with givens and either
// inequality signs (classic Futoshiki) or adjacency bars (Simon Tatham's Unequal, Adjacent mode).

import type { Cell, GridSize } from '../../core/geometry.js';
import { cellName, makeGrid } from '../../core/geometry.js';
import { checkLatinGivens } from '../shared/latin-square.js';
import { inputError } from '../../core/errors.js';

/** A sign between two orthogonal neighbours: `smaller` holds the smaller number. */
export interface Sign {
  readonly smaller: Cell;
  readonly larger: Cell;
}

/** A bar between two orthogonal neighbours (`first` before `second` in reading order): their numbers differ by 1. */
export interface Bar {
  readonly first: Cell;
  readonly second: Cell;
}

interface FutoshikiCommon {
  /** n: the grid is n×n and every row and column holds 1..n. */
  readonly size: number;
  /** givens[row][column]: a number, or null for an empty cell. */
  readonly givens: readonly (readonly (number | null)[])[];
}

export interface InequalityFutoshiki extends FutoshikiCommon {
  readonly mode: 'inequality';
  readonly signs: readonly Sign[];
}

/** Adjacent mode: every pair of neighbours one apart carries a bar, so a missing bar is a clue too. */
export interface AdjacentFutoshiki extends FutoshikiCommon {
  readonly mode: 'adjacent';
  readonly bars: readonly Bar[];
}

export type FutoshikiPuzzle = InequalityFutoshiki | AdjacentFutoshiki;

export type FutoshikiAnswer = number[][];
export type FutoshikiPartial = (number | null)[][];

/** Seed 003 measured Latin squares up to 50×50; larger grids are refused. */
export const maximumFutoshikiSize = 50;

export function areNeighbours(a: Cell, b: Cell): boolean {
  return Math.abs(a.row - b.row) + Math.abs(a.column - b.column) === 1;
}

const order = (position: Cell, size: number) => position.row * size + position.column;

const checkGrid = (size: number, givens: readonly (readonly (number | null)[])[]) => checkLatinGivens('Futoshiki', size, givens, maximumFutoshikiSize);

function checkPair(size: number, a: Cell, b: Cell, what: string): void {
  for (const position of [a, b]) {
    if (position.row < 0 || position.row >= size || position.column < 0 || position.column >= size) {
      inputError(`a ${what} names the cell (${position.row},${position.column}), outside the ${size}×${size} grid`);
    }
  }
  if (!areNeighbours(a, b)) {
    inputError(`a ${what} joins (${a.row},${a.column}) and (${b.row},${b.column}), which are not orthogonal neighbours`);
  }
}

/** A classic Futoshiki. Signs are kept in reading order, once each, so that equal puzzles compare equal. */
export function makeFutoshiki(givens: readonly (readonly (number | null)[])[], signs: readonly Sign[], size = givens.length): InequalityFutoshiki {
  checkGrid(size, givens);
  for (const sign of signs) checkPair(size, sign.smaller, sign.larger, 'sign');
  const key = (sign: Sign) => `${order(sign.smaller, size)}<${order(sign.larger, size)}`;
  const unique = new Map(signs.map((sign) => [key(sign), sign] as const));
  const sorted = [...unique.values()].sort(
    (a, b) =>
      Math.min(order(a.smaller, size), order(a.larger, size)) - Math.min(order(b.smaller, size), order(b.larger, size)) ||
      Math.max(order(a.smaller, size), order(a.larger, size)) - Math.max(order(b.smaller, size), order(b.larger, size)) ||
      order(a.smaller, size) - order(b.smaller, size),
  );
  return {
    size,
    givens: givens.map((row) => [...row]),
    mode: 'inequality',
    signs: sorted.map(({ smaller, larger }) => ({ smaller: { ...smaller }, larger: { ...larger } })),
  };
}

/** An Adjacent-mode Futoshiki. Bars are kept in reading order, once each. */
export function makeAdjacentFutoshiki(givens: readonly (readonly (number | null)[])[], bars: readonly Bar[], size = givens.length): AdjacentFutoshiki {
  checkGrid(size, givens);
  for (const bar of bars) checkPair(size, bar.first, bar.second, 'bar');
  const normal = bars.map((bar) =>
    order(bar.first, size) < order(bar.second, size) ? { first: { ...bar.first }, second: { ...bar.second } } : { first: { ...bar.second }, second: { ...bar.first } },
  );
  const unique = new Map(normal.map((bar) => [`${order(bar.first, size)}-${order(bar.second, size)}`, bar] as const));
  const sorted = [...unique.values()].sort((a, b) => order(a.first, size) - order(b.first, size) || order(a.second, size) - order(b.second, size));
  return { size, givens: givens.map((row) => [...row]), mode: 'adjacent', bars: sorted };
}

export const emptyGivens = (size: number): (number | null)[][] => makeGrid({ rows: size, columns: size }, () => null);

export const futoshikiSize = (puzzle: FutoshikiPuzzle): GridSize => ({ rows: puzzle.size, columns: puzzle.size });

/** Two cells as one key, in either order. */
export const pairKey = (a: Cell, b: Cell) => [cellName(a), cellName(b)].sort().join('-');

/** Clue ids: a given by its cell, a sign by its two cells in order (two opposite signs are two clues). */
export const clueIdOfGiven = (position: Cell): string => `given ${cellName(position)}`;
export const clueIdOfSign = (sign: Sign): string => `sign ${cellName(sign.smaller)}<${cellName(sign.larger)}`;

