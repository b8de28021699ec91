// Moon or Sun puzzles: a grid divided into rooms, some cells holding a moon or a sun, checked when built. The loop
// runs through cell centres.

import type { Cell, GridSize } from '../../core/geometry.js';
import { cellName } from '../../core/geometry.js';
import { checkGridSize, inputError } from '../../core/errors.js';
import type { LineGrid } from '../../core/lines.js';
import type { Regions, Walls } from '../../core/regions.js';
import { innerWalls, regionsFromLabels } from '../../core/regions.js';
import { roomCells } from '../shared/room-grid.js';

export { roomCells } from '../shared/room-grid.js';

/** A mark in a cell (puz.link draws a sun as a circle and a moon as a crescent). */
export type Mark = 'moon' | 'sun';
export const markKinds: readonly Mark[] = ['moon', 'sun'];

export interface MoonSunPuzzle {
  readonly rows: number;
  readonly columns: number;
  /** rooms[row][column]: the cell's room, numbered 0, 1, ... in reading order of their first cell. */
  readonly rooms: Regions;
  /** marks[row][column]: the moon or sun in that cell, or null. */
  readonly marks: readonly (readonly (Mark | null)[])[];
  /** Walls drawn inside a room as well as its borders (a puz.link URL's, or the editor's unfinished ones); absent when none. */
  readonly walls?: Walls;
}

/** The lines drawn between the centres of neighbouring cells. */
export type MoonSunAnswer = LineGrid;
/** What every solution agrees on: true a line, false no line, null open. */
export type MoonSunPartial = LineGrid<boolean | null>;

export const maximumMoonSunSize: GridSize = { rows: 60, columns: 60 };

export const moonSunSize = (puzzle: MoonSunPuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

export const markAt = (puzzle: MoonSunPuzzle, cell: Cell): Mark | null => puzzle.marks[cell.row]?.[cell.column] ?? null;

/** The other kind of mark. */
export const otherKind = (kind: Mark): Mark => (kind === 'moon' ? 'sun' : 'moon');

/** The id of the mark in a cell, the clue a hint cites and the generator takes away. */
export const markId = (cell: Cell): string => `mark ${cellName(cell)}`;

/** A room in words, by its first cell. */
export const roomWords = (puzzle: MoonSunPuzzle, room: number): string => `the room of ${cellName(roomCells(puzzle.rooms)[room]![0]!)}`;

const where = ({ row, column }: Cell) => `row ${row + 1}, column ${column + 1}`;

/**
 * Builds a puzzle from room labels (one per cell; equal labels that touch are one room) and the marks in cells,
 * checking it: the size, rooms in one piece, and marks filling the grid.
 */
export function makeMoonSun(labels: readonly (readonly (string | number)[])[], marks: readonly (readonly (Mark | null)[])[], walls?: Walls): MoonSunPuzzle {
  const rows = labels.length;
  const columns = labels[0]?.length ?? 0;
  if (rows < 1 || columns < 1) inputError('the grid is empty');
  checkGridSize('Moon or Sun', { rows, columns }, maximumMoonSunSize, { smallest: '2×2' });
  labels.forEach((row, r) => {
    if (row.length !== columns) inputError(`row ${r + 1} of the rooms has ${row.length} cells, not ${columns}`);
  });
  if (marks.length !== rows || marks.some((row) => row.length !== columns)) inputError(`the marks must form a ${columns}×${rows} grid`);
  const seen = new Set<string | number>();
  const rooms = regionsFromLabels(labels, (label, cell) => {
    if (seen.has(label)) inputError(`room '${label}' is split into separate areas (again at ${where(cell)})`, { cell });
    seen.add(label);
  });
  return { rows, columns, rooms, marks: marks.map((row) => [...row]), ...innerWalls(rooms, walls) };
}
