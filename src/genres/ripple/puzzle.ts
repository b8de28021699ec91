// Ripple Effect puzzles: a grid divided into rooms, with some digits given, checked when built; the filled grid that
// answers one.

import { checkGridSize, inputError } from '../../core/errors.js';
import type { Cell, GridSize } from '../../core/geometry.js';
import { cellName } from '../../core/geometry.js';
import type { Regions, Walls } from '../../core/regions.js';
import { innerWalls, regionsFromWalls } from '../../core/regions.js';
import { roomCells } from '../shared/room-grid.js';

/** A given digit, or a given cell whose digit the setter left unknown (puz.link's `?`), which the solver fills. */
export type RippleGiven = { readonly kind: 'number'; readonly value: number } | { readonly kind: 'unknown' };

export interface RipplePuzzle {
  readonly rows: number;
  readonly columns: number;
  /** rooms[row][column]: the cell's room, numbered 0, 1, ... in reading order of their first cell. */
  readonly rooms: Regions;
  /** givens[row][column]: the digit given in that cell, or null. */
  readonly givens: readonly (readonly (RippleGiven | null)[])[];
  /** Walls drawn inside a room as well as its borders (a puz.link URL's, or the editor's unfinished ones); absent when none. */
  readonly walls?: Walls;
}

/** Every cell's digit. */
export type RippleAnswer = readonly (readonly number[])[];
/** What every solution agrees on: a cell's digit, or null. */
export type RipplePartial = readonly (readonly (number | null)[])[];

/** A cell holds up to its room's size, so a large room makes a large model: 20×20 is offered. */
export const maximumRippleSize: GridSize = { rows: 20, columns: 20 };

/**
 * Builds a puzzle from the walls (which close the rooms; a wall inside a room is kept as drawn) and the givens,
 * checking the size and that each given digit fits its room (1 to the room's size).
 */
export function makeRipple(size: GridSize, walls: Walls, givens: readonly (readonly (RippleGiven | null)[])[]): RipplePuzzle {
  checkGridSize('Ripple Effect', size, maximumRippleSize, { grids: { 'the givens': givens } });
  const rooms = regionsFromWalls(size, walls);
  const roomSize = roomSizes(rooms);
  givens.forEach((row, r) =>
    row.forEach((given, c) => {
      const cell = { row: r, column: c };
      const largest = roomSize(cell);
      if (given?.kind !== 'number' || (Number.isInteger(given.value) && given.value >= 1 && given.value <= largest)) return;
      const area = `${largest} cell${largest === 1 ? '' : 's'}`;
      inputError(`the digit ${given.value} at ${cellName(cell)} is outside 1..${largest} (its room has ${area})`, { cell });
    }),
  );
  const copy = givens.map((row) => row.map((given) => (given === null ? null : { ...given })));
  return { rows: size.rows, columns: size.columns, rooms, givens: copy, ...innerWalls(rooms, walls) };
}

export const rippleSize = (puzzle: RipplePuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

export const givenAt = (puzzle: RipplePuzzle, cell: Cell): RippleGiven | null => puzzle.givens[cell.row]![cell.column]!;

/** The number of cells in a cell's room: the largest digit it may hold. */
export function roomSizes(rooms: Regions): (cell: Cell) => number {
  const area = roomCells(rooms).map((cells) => cells.length);
  return (cell) => area[rooms[cell.row]![cell.column]!]!;
}

/** The number of cells in the largest room: the largest digit of the grid. */
export const largestRoom = (rooms: Regions): number => Math.max(...roomCells(rooms).map((cells) => cells.length));

/** The id of the digit given in a cell: hints and explanations cite it, the generator takes it away. */
export const givenId = (cell: Cell): string => `given ${cellName(cell)}`;
