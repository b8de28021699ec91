// Nuri-Maze puzzles: rooms, a start and a goal, and circles and triangles in cells, checked when built.

import { checkGridSize, inputError } from '../../core/errors.js';
import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, cellName, isInside, sameCell } from '../../core/geometry.js';
import type { Regions, Walls } from '../../core/regions.js';
import { innerWalls, regionsFromLabels, wallsOf } from '../../core/regions.js';

export { roomCells } from '../shared/room-grid.js';

/** A circle lies on the route from S to G; a triangle is off it. */
export type NurimazeMark = 'circle' | 'triangle';

export interface NurimazePuzzle {
  readonly rows: number;
  readonly columns: number;
  /** rooms[row][column]: the cell's room, numbered 0, 1, ... in reading order of their first cell. */
  readonly rooms: Regions;
  /** The start (S) and the goal (G): two different cells. */
  readonly start: Cell;
  readonly goal: Cell;
  /** marks[row][column]: a circle, a triangle or nothing; never on S or G. */
  readonly marks: readonly (readonly (NurimazeMark | null)[])[];
  /**
   * Every wall, where some stand inside a room without closing it (puzz.link draws them and keeps them in its URL,
   * though they change no rule); absent when the walls are just the rooms' borders.
   */
  readonly walls?: Walls;
}

/** isShaded[row][column]. */
export type NurimazeAnswer = boolean[][];
/** What every solution agrees on: true shaded, false unshaded, null open. */
export type NurimazePartial = (boolean | null)[][];

export const maximumNurimazeSize: GridSize = { rows: 60, columns: 60 };

const where = ({ row, column }: Cell) => `row ${row + 1}, column ${column + 1}`;

/**
 * Builds a puzzle from room labels (one per cell; equal labels that touch are one room, a label used by two separate
 * areas is an error), S, G and the marks, checking the size, that S and G are two cells of the grid and that no mark
 * sits on either.
 */
export function makeNurimaze(
  labels: readonly (readonly (string | number)[])[],
  clues: { readonly start: Cell; readonly goal: Cell; readonly marks: readonly (readonly (NurimazeMark | null)[])[] },
  /** The walls the rooms come from, some perhaps inside a room (a puzz.link URL's). */
  walls?: Walls,
): NurimazePuzzle {
  const rows = labels.length;
  const columns = labels[0]?.length ?? 0;
  checkGridSize('Nuri-Maze', { rows, columns }, maximumNurimazeSize);
  if (rows * columns < 2) inputError('a Nuri-Maze needs two cells, one for S and one for G');
  labels.forEach((row, index) => {
    if (row.length !== columns) inputError(`row ${index + 1} of the rooms has ${row.length} cells, not ${columns}`);
  });
  const { start, goal, marks } = clues;
  const size = { rows, columns };
  if (marks.length !== rows || marks.some((row) => row.length !== columns)) inputError(`the marks must form a ${columns}×${rows} grid`);
  if (!isInside(size, start)) inputError(`S at ${where(start)} is outside the grid`);
  if (!isInside(size, goal)) inputError(`G at ${where(goal)} is outside the grid`);
  if (sameCell(start, goal)) inputError(`S and G are both at ${where(start)}`, { cell: start });
  for (const [name, cell] of [['S', start], ['G', goal]] as const) {
    const mark = marks[cell.row]![cell.column];
    if (mark) inputError(`${name} at ${where(cell)} has a ${mark} too`, { cell });
  }
  const seen = new Set<string | number>();
  const rooms = regionsFromLabels(labels, (label, cell) => {
    if (seen.has(label)) inputError(`room '${label}' is split into separate areas (again at ${where(cell)})`, { cell });
    seen.add(label);
  });
  return {
    rows,
    columns,
    rooms,
    start: { ...start },
    goal: { ...goal },
    marks: marks.map((row) => [...row]),
    ...innerWalls(rooms, walls),
  };
}

export const nurimazeSize = (puzzle: NurimazePuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

/** The walls drawn: the rooms' borders and any wall inside a room. */
export const nurimazeWalls = (puzzle: NurimazePuzzle): Walls => puzzle.walls ?? wallsOf(puzzle.rooms);

/** The mark in a cell, or null. */
export const markAt = (puzzle: NurimazePuzzle, cell: Cell): NurimazeMark | null => puzzle.marks[cell.row]![cell.column]!;

/** Whether a cell holds S, G or a mark: such a cell is never shaded. */
export const holdsObject = (puzzle: NurimazePuzzle, cell: Cell): boolean =>
  sameCell(cell, puzzle.start) || sameCell(cell, puzzle.goal) || markAt(puzzle, cell) !== null;

/** Every mark with its cell, in reading order. */
export function markCells(puzzle: NurimazePuzzle): { cell: Cell; mark: NurimazeMark }[] {
  return allCells(nurimazeSize(puzzle)).flatMap((cell) => {
    const mark = markAt(puzzle, cell);
    return mark ? [{ cell, mark }] : [];
  });
}

/** The id of a mark, the clue a hint cites and the generator takes away. */
export const clueId = (cell: Cell, mark: NurimazeMark): string => `${mark} ${cellName(cell)}`;
