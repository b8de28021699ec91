// The Skyscrapers puzzle as data: an n×n Latin square of tower heights, with clues beside the grid saying how many
// towers are seen from that side, and optional givens inside.

import type { Cell, GridSize } from '../../core/geometry.js';
import { cellName } from '../../core/geometry.js';
import type { Side } from '../../core/play.js';
import { checkLatinGivens } from '../shared/latin-square.js';
import type { SideClues } from '../shared/side-clues.js';
import { checkSideClues } from '../shared/side-clues.js';

export type SkyscrapersClues = SideClues;

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
  checkLatinGivens('Skyscrapers', size, givens, maximumSkyscrapersSize);
  return { size, clues: checkSideClues(size, clues), givens: givens.map((row) => [...row]) };
}

export const skyscrapersSize = (puzzle: SkyscrapersPuzzle): GridSize => ({ rows: puzzle.size, columns: puzzle.size });

/** Clue ids: a given by its cell, a view count by its side and line. */
export const clueIdOfGiven = (position: Cell): string => `given ${cellName(position)}`;
export const clueIdOfView = (side: Side, index: number): string => `view ${side} ${index + 1}`;
