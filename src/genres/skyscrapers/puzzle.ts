// The Skyscrapers puzzle as data: an n×n Latin square of tower heights, with clues beside the grid saying how many
// towers are seen from that side, and optional givens inside.

import type { Cell, GridSize } from '../../core/geometry.js';
import { cellName } from '../../core/geometry.js';
import { inputError } from '../../core/errors.js';
import type { Side } from '../../core/play.js';

/** The clues on each side: top and bottom by column, left and right by row; null where a side has no clue. */
export interface SkyscrapersClues {
  readonly top: readonly (number | null)[];
  readonly bottom: readonly (number | null)[];
  readonly left: readonly (number | null)[];
  readonly right: readonly (number | null)[];
}

export interface SkyscrapersPuzzle {
  /** n: the grid is n×n and every row and column holds the heights 1..n. */
  readonly size: number;
  readonly clues: SkyscrapersClues;
  /** givens[row][column]: a height, or null for an empty cell. */
  readonly givens: readonly (readonly (number | null)[])[];
}

export type SkyscrapersAnswer = number[][];
export type SkyscrapersPartial = (number | null)[][];

/** Towers stops at 9×9, puz.link goes further; a 30×30 with a clue solves in under a second (each clue adds n² helpers). */
export const maximumSkyscrapersSize = 30;

export const sides: readonly Side[] = ['top', 'bottom', 'left', 'right'];

const sideWords: Record<Side, string> = { top: 'above column', bottom: 'below column', left: 'left of row', right: 'right of row' };

/** The cells a clue looks along, nearest first. */
export function lineOf(size: number, side: Side, index: number): Cell[] {
  return Array.from({ length: size }, (_, step) => {
    switch (side) {
      case 'top':
        return { row: step, column: index };
      case 'bottom':
        return { row: size - 1 - step, column: index };
      case 'left':
        return { row: index, column: step };
      case 'right':
        return { row: index, column: size - 1 - step };
    }
  });
}

/** `the clue 3 above column 2`. */
export const clueName = (side: Side, index: number): string => `${sideWords[side]} ${index + 1}`;

/** How many towers a line of heights shows from its front: each one taller than all before it. */
export function towersSeen(heights: readonly number[]): number {
  let tallest = 0;
  let seen = 0;
  for (const height of heights) {
    if (height > tallest) {
      tallest = height;
      seen++;
    }
  }
  return seen;
}

/** The only way to a puzzle: checks the size, every clue (1..n) and every given (1..n), naming its place. */
export function makeSkyscrapers(size: number, clues: SkyscrapersClues, givens: readonly (readonly (number | null)[])[]): SkyscrapersPuzzle {
  if (!Number.isInteger(size) || size < 1) inputError('the grid is empty');
  if (size > maximumSkyscrapersSize) {
    inputError(`a ${size}×${size} Skyscrapers is larger than the supported ${maximumSkyscrapersSize}×${maximumSkyscrapersSize}`);
  }
  for (const side of sides) {
    const list = clues[side];
    if (list.length !== size) inputError(`the ${side} side has ${list.length} clues, expected ${size}`);
    list.forEach((clue, index) => {
      if (clue !== null && (!Number.isInteger(clue) || clue < 1 || clue > size)) {
        inputError(`the clue ${clue} ${clueName(side, index)} is outside 1..${size}`);
      }
    });
  }
  if (givens.length !== size) inputError(`the grid has ${givens.length} rows, expected ${size}`);
  givens.forEach((row, rowIndex) => {
    if (row.length !== size) inputError(`row ${rowIndex + 1} has ${row.length} cells, expected ${size}`, { line: rowIndex + 1 });
    row.forEach((value, column) => {
      if (value !== null && (!Number.isInteger(value) || value < 1 || value > size)) {
        inputError(`the given ${value} at ${cellName({ row: rowIndex, column })} is outside 1..${size}`);
      }
    });
  });
  return {
    size,
    clues: { top: [...clues.top], bottom: [...clues.bottom], left: [...clues.left], right: [...clues.right] },
    givens: givens.map((row) => [...row]),
  };
}

export const noClues = (size: number): SkyscrapersClues => ({
  top: Array.from({ length: size }, () => null),
  bottom: Array.from({ length: size }, () => null),
  left: Array.from({ length: size }, () => null),
  right: Array.from({ length: size }, () => null),
});

export function emptyGivens(size: number): (number | null)[][] {
  return Array.from({ length: size }, () => Array.from({ length: size }, () => null));
}

export const skyscrapersSize = (puzzle: SkyscrapersPuzzle): GridSize => ({ rows: puzzle.size, columns: puzzle.size });

/** The lines of the Latin square: every row and every column. */
export function lines(size: number): { name: string; cells: Cell[] }[] {
  return Array.from({ length: size }, (_, index) => [
    { name: `row ${index + 1}`, cells: lineOf(size, 'left', index) },
    { name: `column ${index + 1}`, cells: lineOf(size, 'top', index) },
  ]).flat();
}

/** Clue ids: a given by its cell, a view count by its side and line. */
export const clueIdOfGiven = (position: Cell): string => `given ${cellName(position)}`;
export const clueIdOfView = (side: Side, index: number): string => `view ${side} ${index + 1}`;
