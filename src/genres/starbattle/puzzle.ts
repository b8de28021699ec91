// Star Battle puzzles: a square grid divided into rooms, and the number of stars each row, column and room holds.

import { checkGridSize, inputError } from '../../core/errors.js';
import type { Cell, GridSize } from '../../core/geometry.js';
import { cellName } from '../../core/geometry.js';
import type { Regions, Walls } from '../../core/regions.js';
import { innerWalls, roomsFromLabels } from '../../core/regions.js';

export interface StarBattlePuzzle {
  readonly rows: number;
  readonly columns: number;
  /** Stars in every row, every column and every room. */
  readonly stars: number;
  /** rooms[row][column]: the cell's room, numbered 0, 1, ... in reading order of their first cell. */
  readonly rooms: Regions;
  /** Walls drawn inside a room as well as its borders (a puz.link URL's, or the editor's unfinished ones); absent when none. */
  readonly walls?: Walls;
}

/** hasStar[row][column]. */
export type StarBattleAnswer = boolean[][];
/** What every solution agrees on: true a star, false no star, null open. */
export type StarBattlePartial = (boolean | null)[][];

export const maximumStarBattleSize: GridSize = { rows: 40, columns: 40 };

/**
 * The most stars a row of an n×n grid can take: two neighbouring rows share their ⌈n/2⌉ blocks of 2×2 cells, each
 * holding at most one star, so 2k ≤ ⌈n/2⌉ (a 10×10 takes 2 stars, a 14×14 3).
 */
export const mostStars = (side: number): number => Math.max(1, Math.floor(Math.ceil(side / 2) / 2));

/**
 * Builds a puzzle from room labels (equal labels that touch form one room; a label used by two separate areas is an
 * error) and the star count. The grid is square: every row and every column holds the same number of stars.
 */
export function makeStarBattle(labels: readonly (readonly (string | number)[])[], stars: number, walls?: Walls): StarBattlePuzzle {
  const size = { rows: labels.length, columns: labels[0]?.length ?? 0 };
  const { rows, columns } = size;
  if (rows !== columns) inputError(`a Star Battle grid is square (each row and each column holds the same stars), not ${columns}×${rows}`);
  checkGridSize('Star Battle', size, maximumStarBattleSize);
  if (!Number.isInteger(stars) || stars < 1 || stars > mostStars(rows)) {
    inputError(`the star count must be a whole number from 1 to ${mostStars(rows)} in a ${columns}×${rows} grid (more stars per row would touch), not ${stars}`);
  }
  const rooms = roomsFromLabels(labels);
  return { rows, columns, stars, rooms, ...innerWalls(rooms, walls) };
}

export const starBattleSize = (puzzle: StarBattlePuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

/** The id of a room's star count (the room named by its first cell): hints and explanations cite it. */
export const roomId = (first: Cell): string => `room ${cellName(first)}`;

export const starWord = (count: number): string => (count === 1 ? '1 star' : `${count} stars`);
