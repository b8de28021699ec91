// Double Back puzzles: a grid divided into rooms by walls, some cells black. The rooms are the areas of open cells the
// walls and the black cells close off, as puzz.link counts them; the loop runs through cell centres.

import type { Cell, GridSize, LinePosition } from '../../core/geometry.js';
import { cellName, makeGrid } from '../../core/geometry.js';
import { checkGridSize, inputError } from '../../core/errors.js';
import type { LineGrid } from '../../core/lines.js';
import type { Regions, Walls } from '../../core/regions.js';
import { copyWalls, floodRegions, makeBorders, wallBetween } from '../../core/regions.js';
import { roomCells } from '../shared/room-grid.js';
import { borderLines } from '../shared/room-loop.js';

export interface DoubleBackPuzzle {
  readonly rows: number;
  readonly columns: number;
  /** The walls as drawn (a puz.link URL's, or the editor's), kept so that they are written back as they were. */
  readonly walls: Walls;
  /** black[row][column]: the cell is black, and the loop keeps out of it. */
  readonly black: readonly (readonly boolean[])[];
  /** rooms[row][column]: the cell's room, numbered in reading order; a black cell is a room of its own, never counted. */
  readonly rooms: Regions;
}

/** The lines drawn between the centres of neighbouring cells. */
export type DoubleBackAnswer = LineGrid;
/** What every solution agrees on: true a line, false no line, null open. */
export type DoubleBackPartial = LineGrid<boolean | null>;

export const maximumDoubleBackSize: GridSize = { rows: 60, columns: 60 };

export const doubleBackSize = (puzzle: DoubleBackPuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

export const isBlack = (puzzle: DoubleBackPuzzle, cell: Cell): boolean => puzzle.black[cell.row]?.[cell.column] === true;

/** Builds a puzzle from its walls and black cells, checking the size and the shapes of both. */
export function makeDoubleBack(size: GridSize, walls: Walls, black: readonly (readonly boolean[])[]): DoubleBackPuzzle {
  const { rows, columns } = size;
  checkGridSize('Double Back', size, maximumDoubleBackSize, { smallest: 'two cells', grids: { 'the black cells': black } });
  if (walls.right.length !== rows || walls.right.some((row) => row.length !== columns - 1) || walls.below.length !== rows - 1 || walls.below.some((row) => row.length !== columns)) {
    inputError(`the walls do not fit a ${columns}×${rows} grid`);
  }
  const blackCells = black.map((row) => row.map((cell) => cell === true));
  const open = (cell: Cell) => !blackCells[cell.row]![cell.column]!;
  // As in puz.link, black cells belong to no room: they split a room they cross as a wall does.
  const rooms = floodRegions(size, (a, b) => open(a) && open(b) && !wallBetween(walls, a, b));
  return { rows, columns, walls: copyWalls(walls), black: blackCells, rooms };
}

/** The rooms the loop must enter twice: each room's open cells (black cells are left out). */
export function openRooms(puzzle: DoubleBackPuzzle): Cell[][] {
  return roomCells(puzzle.rooms).filter((cells) => cells.every((cell) => !isBlack(puzzle, cell)));
}

/** The lines across each room's border, by room: none into a black cell. */
export const roomBorders = (puzzle: DoubleBackPuzzle): LinePosition[][] => borderLines(puzzle.rooms, (a, b) => !isBlack(puzzle, a) && !isBlack(puzzle, b));

/** The room of a cell, by number. */
export const roomOf = (puzzle: DoubleBackPuzzle, cell: Cell): number => puzzle.rooms[cell.row]![cell.column]!;

/** The id of a cell's given: black, or open for the loop to pass. */
export const cellId = (cell: Cell): string => `cell ${cellName(cell)}`;

/** The id of a room's rule, named by its first cell. */
export const roomId = (cells: readonly Cell[]): string => `room ${cellName(cells[0]!)}`;

/** A room in words, by its first cell. */
export const roomWords = (cells: readonly Cell[]): string => `the room of ${cellName(cells[0]!)}`;

/** A blank puzzle: no walls, no black cells. */
export const blankDoubleBack = (size: GridSize): DoubleBackPuzzle => makeDoubleBack(size, makeBorders(size, () => false), makeGrid(size, () => false));
