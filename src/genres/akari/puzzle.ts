// Akari puzzles: the grid of walls (plain or numbered 0 to 4) and white cells, checked when built.

import type { Cell, GridSize } from '../../core/geometry.js';
import { cellName, neighbours } from '../../core/geometry.js';
import { checkGridSize, inputError } from '../../core/errors.js';

/** A wall: plain, or numbered with the count of lights on its four sides. */
export type AkariWall = { readonly kind: 'wall' } | { readonly kind: 'number'; readonly value: number };

export interface AkariPuzzle {
  readonly rows: number;
  readonly columns: number;
  /** walls[row][column]: the wall in that cell, or null for a white cell. */
  readonly walls: readonly (readonly (AkariWall | null)[])[];
}

/** hasLight[row][column]; false on every wall. */
export type AkariAnswer = boolean[][];
/** What every solution agrees on: true a light, false no light, null open; null on walls, which hold nothing. */
export type AkariPartial = (boolean | null)[][];

export const maximumAkariSize: GridSize = { rows: 60, columns: 60 };

const where = ({ row, column }: Cell) => `row ${row + 1}, column ${column + 1}`;

export function makeAkari(size: GridSize, walls: readonly (readonly (AkariWall | null)[])[]): AkariPuzzle {
  const { rows, columns } = size;
  checkGridSize('Akari', size, maximumAkariSize);
  if (walls.length !== rows) inputError(`the grid has ${walls.length} rows, not ${rows}`);
  walls.forEach((row, r) => {
    if (row.length !== columns) inputError(`row ${r + 1} has ${row.length} cells, not ${columns}`, { line: r + 1 });
    row.forEach((wall, c) => {
      if (wall?.kind !== 'number') return;
      const position = { row: r, column: c };
      // A number asks for lights on the cells beside it: a corner has two, an edge three.
      const sides = neighbours(size, position).length;
      if (!Number.isInteger(wall.value) || wall.value < 0 || wall.value > sides) {
        inputError(`the number ${wall.value} at ${where(position)} is outside 0..${sides} (the wall has ${sides} cells beside it)`);
      }
    });
  });
  return { rows, columns, walls: walls.map((row) => row.map((wall) => (wall === null ? null : { ...wall }))) };
}

export const akariSize = (puzzle: AkariPuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

export const wallAt = (puzzle: AkariPuzzle, position: Cell): AkariWall | null => puzzle.walls[position.row]![position.column]!;

export const isWhite = (puzzle: AkariPuzzle, position: Cell): boolean => wallAt(puzzle, position) === null;

/** The number on a wall, if it has one. */
export function numberAt(puzzle: AkariPuzzle, position: Cell): number | undefined {
  const wall = wallAt(puzzle, position);
  return wall?.kind === 'number' ? wall.value : undefined;
}

/** The id of the number on a wall: hints cite it, the generator keeps or removes it. */
export const clueId = (cell: Cell): string => `number ${cellName(cell)}`;
