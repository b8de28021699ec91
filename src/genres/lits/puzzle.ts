// LITS puzzles: a grid divided into rooms, checked when built.

import { checkGridSize } from '../../core/errors.js';
import type { Cell, GridSize } from '../../core/geometry.js';
import { cellName } from '../../core/geometry.js';
import type { Shape } from '../../core/polyomino.js';
import { tetrominoes } from '../../core/polyomino.js';
import type { Regions, Walls } from '../../core/regions.js';
import { innerWalls, roomsFromLabels, wallBetween, wallsOf } from '../../core/regions.js';

export interface LitsPuzzle {
  readonly rows: number;
  readonly columns: number;
  /** rooms[row][column]: the cell's room, numbered 0, 1, ... in reading order of their first cell. */
  readonly rooms: Regions;
  /**
   * Every wall, where some stand inside a room without closing it (puzz.link draws them, and no piece crosses one);
   * absent when the walls are just the rooms' borders.
   */
  readonly walls?: Walls;
}

/** isShaded[row][column]. */
export type LitsAnswer = boolean[][];
/** What every solution agrees on: true shaded, false unshaded, null open. */
export type LitsPartial = (boolean | null)[][];

export const maximumLitsSize: GridSize = { rows: 60, columns: 60 };

/** The pieces a room may hold: the tetrominoes but the square, which a 2×2 block of shaded cells would be. */
export const litsShapes: readonly Shape[] = tetrominoes.filter((shape) => shape.name !== 'O');

/**
 * Builds a puzzle from room labels (one per cell; equal labels that touch form one room, a label used by two separate
 * areas is an error), checking the size.
 */
export function makeLits(
  labels: readonly (readonly (string | number)[])[],
  /** The walls the rooms come from, some perhaps inside a room (a puzz.link URL's). */
  walls?: Walls,
): LitsPuzzle {
  const rows = labels.length;
  const columns = labels[0]?.length ?? 0;
  checkGridSize('LITS', { rows, columns }, maximumLitsSize);
  const rooms = roomsFromLabels(labels);
  return { rows, columns, rooms, ...innerWalls(rooms, walls) };
}

/** The walls of a puzzle: the rooms' borders and any wall inside a room. */
export const litsWalls = (puzzle: LitsPuzzle): Walls => puzzle.walls ?? wallsOf(puzzle.rooms);

/** Whether a piece crosses a wall inside its room (the pieces are trees: two cells of one touch only along the piece). */
export function crossesWall(puzzle: LitsPuzzle, cells: readonly Cell[]): boolean {
  if (!puzzle.walls) return false;
  const walls = puzzle.walls;
  return cells.some((a) => cells.some((b) => Math.abs(a.row - b.row) + Math.abs(a.column - b.column) === 1 && wallBetween(walls, a, b)));
}

export const litsSize = (puzzle: LitsPuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

/** The id of a room's piece (the room named by its first cell): hints and explanations cite it. */
export const roomId = (first: Cell): string => `room ${cellName(first)}`;
