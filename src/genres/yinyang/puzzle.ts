// Yin-Yang puzzles: the grid of given circles, black or white, checked when built.

import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, cellName } from '../../core/geometry.js';
import { checkGridSize, inputError } from '../../core/errors.js';

export type Circle = 'black' | 'white';

export interface YinYangPuzzle {
  readonly rows: number;
  readonly columns: number;
  /** givens[row][column]: the circle given in that cell, or null for an empty cell. */
  readonly givens: readonly (readonly (Circle | null)[])[];
}

/**
 * isBlack[row][column]: true a black circle, false a white one. A solver's answer fills every cell; an answer read
 * from a player or a file may leave a cell empty (null), which the checker reports, as puz.link does.
 */
export type YinYangAnswer = (boolean | null)[][];
/** What every solution agrees on: true black, false white, null open. */
export type YinYangPartial = (boolean | null)[][];

export const maximumYinYangSize: GridSize = { rows: 60, columns: 60 };

export function makeYinYang(size: GridSize, givens: readonly (readonly (Circle | null)[])[]): YinYangPuzzle {
  const { rows, columns } = size;
  checkGridSize('Yin-Yang', size, maximumYinYangSize);
  if (givens.length !== rows) inputError(`the grid has ${givens.length} rows, not ${rows}`);
  givens.forEach((row, r) => {
    if (row.length !== columns) inputError(`row ${r + 1} has ${row.length} cells, not ${columns}`, { line: r + 1 });
  });
  return { rows, columns, givens: givens.map((row) => [...row]) };
}

export const yinYangSize = (puzzle: YinYangPuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

export const givenAt = (puzzle: YinYangPuzzle, cell: Cell): Circle | null => puzzle.givens[cell.row]![cell.column]!;

/** Every given circle, in reading order. */
export function givenCells(puzzle: YinYangPuzzle): { cell: Cell; circle: Circle }[] {
  return allCells(yinYangSize(puzzle)).flatMap((cell) => {
    const circle = givenAt(puzzle, cell);
    return circle === null ? [] : [{ cell, circle }];
  });
}

/** The id of the given circle in a cell. */
export const givenId = (cell: Cell): string => `given ${cellName(cell)}`;
