// Norinori puzzles: a grid divided into rooms, each to hold two shaded cells.

import { checkGridSize } from '../../core/errors.js';
import type { GridSize } from '../../core/geometry.js';
import type { Regions, Walls } from '../../core/regions.js';
import { innerWalls, roomsFromLabels } from '../../core/regions.js';

export interface NorinoriPuzzle {
  readonly rows: number;
  readonly columns: number;
  /** rooms[row][column]: the cell's room, numbered 0, 1, ... in reading order of their first cell. */
  readonly rooms: Regions;
  /** Walls drawn inside a room as well as its borders (a puz.link URL's, or the editor's unfinished ones); absent when none. */
  readonly walls?: Walls;
}

/** isShaded[row][column]. */
export type NorinoriAnswer = boolean[][];
/** What every solution agrees on: true shaded, false unshaded, null open. */
export type NorinoriPartial = (boolean | null)[][];

export const maximumNorinoriSize: GridSize = { rows: 40, columns: 40 };

/** The shaded cells every room holds. */
export const shadedPerRoom = 2;

/**
 * Builds a puzzle from room labels (equal labels that touch form one room; a label used by two separate areas is an
 * error), checking the size. A room too small for two shaded cells is allowed (the editor starts from one-cell
 * rooms); such a puzzle has no solution.
 */
export function makeNorinori(labels: readonly (readonly (string | number)[])[], walls?: Walls): NorinoriPuzzle {
  const rows = labels.length;
  const columns = labels[0]?.length ?? 0;
  checkGridSize('Norinori', { rows, columns }, maximumNorinoriSize);
  const rooms = roomsFromLabels(labels);
  return { rows, columns, rooms, ...innerWalls(rooms, walls) };
}

export const norinoriSize = (puzzle: NorinoriPuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });
