// Yajilin puzzles: a grid of cells, some of them clue cells with a number and an arrow (or a plain block). The loop
// runs through the centres of the other cells, and some of those are shaded instead.

import type { Cell, Direction, GridSize } from '../../core/geometry.js';
import { arrowGlyphs, cellName, ray } from '../../core/geometry.js';
import { checkGridSize, inputError } from '../../core/errors.js';
import type { LineGrid } from '../../core/lines.js';
import type { CountClue } from '../shared/shade-loop-check.js';

/**
 * A clue cell. `direction` and `value`: the number of shaded cells that way, to the edge (value null: a `?`, any
 * count). A block with neither is a clue cell that says nothing (puzz.link's grey cell); a number always has an arrow.
 */
export interface YajilinClue {
  readonly direction: Direction | null;
  readonly value: number | null;
}

export interface YajilinPuzzle {
  readonly rows: number;
  readonly columns: number;
  /** clues[row][column]: the clue in that cell, or null for a cell of the loop or the shading. */
  readonly clues: readonly (readonly (YajilinClue | null)[])[];
}

/** The shaded cells and the loop's lines between cell centres. */
export interface YajilinAnswer {
  readonly shaded: readonly (readonly boolean[])[];
  readonly lines: LineGrid;
}

/** What every solution agrees on: null where open. */
export interface YajilinPartial {
  readonly shaded: readonly (readonly (boolean | null)[])[];
  readonly lines: LineGrid<boolean | null>;
}

export const maximumYajilinSize: GridSize = { rows: 60, columns: 60 };

export const yajilinSize = (puzzle: YajilinPuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

export const clueAt = (puzzle: YajilinPuzzle, cell: Cell): YajilinClue | null => puzzle.clues[cell.row]![cell.column] ?? null;

/** The id of the number in a clue cell (the cell itself stays a clue cell when the number is taken away). */
export const clueId = (cell: Cell): string => `number ${cellName(cell)}`;

/** The id of a clue cell itself: neither shaded nor on the loop. */
export const blockId = (cell: Cell): string => `clue cell ${cellName(cell)}`;

/** A clue as the board and the drawings show it: `←2`, `↑?`, or nothing for a block. */
export const clueText = (clue: YajilinClue): string => (clue.direction === null ? '' : `${arrowGlyphs[clue.direction]}${clue.value ?? '?'}`);

/** A clue in words: `the 2 pointing left at r3c4`. */
export function clueWords(clue: YajilinClue, cell: Cell): string {
  if (clue.direction === null) return `the block at ${cellName(cell)}`;
  return `the ${clue.value ?? '?'} pointing ${clue.direction} at ${cellName(cell)}`;
}

/** What a number counts: the shaded cells from its cell to the edge, the way its arrow points (undefined: no number). */
export function countOf(puzzle: YajilinPuzzle, cell: Cell): CountClue | undefined {
  const clue = clueAt(puzzle, cell);
  if (clue === null || clue.direction === null || clue.value === null) return undefined;
  return { value: clue.value, seen: ray(yajilinSize(puzzle), cell, clue.direction), words: clueWords(clue, cell) };
}

export function makeYajilin(size: GridSize, clues: readonly (readonly (YajilinClue | null)[])[]): YajilinPuzzle {
  const { rows, columns } = size;
  checkGridSize('Yajilin', size, maximumYajilinSize, { smallest: 'two cells', grids: { 'the clues': clues } });
  clues.forEach((row, r) =>
    row.forEach((clue, c) => {
      const cell = { row: r, column: c };
      if (clue?.direction === null && clue.value !== null) inputError(`the number ${clue.value} at ${cellName(cell)} has no arrow`);
      if (clue === null || clue.direction === null || clue.value === null) return;
      if (!Number.isInteger(clue.value) || clue.value < 0) inputError(`a Yajilin clue is a whole number of 0 or more, not ${clue.value}`);
      const room = ray(size, cell, clue.direction).length;
      // Shaded cells never touch, so a line of n cells holds at most ceil(n / 2) of them.
      if (clue.value > Math.ceil(room / 2)) {
        inputError(`the ${clue.value} at ${cellName(cell)} points ${clue.direction} at ${room} cell${room === 1 ? '' : 's'}, room for at most ${Math.ceil(room / 2)} shaded`);
      }
    }),
  );
  return { rows, columns, clues: clues.map((row) => row.map((clue) => (clue === null ? null : { direction: clue.direction, value: clue.value }))) };
}
