// Hitori puzzles: a grid of numbers, checked when built.

import type { Cell, GridSize } from '../../core/geometry.js';
import { gridLines } from '../../core/geometry.js';
import { checkGridSize, inputError } from '../../core/errors.js';

/**
 * A cell's number, or a number the setter left unknown (puzz.link's `?`, which takes part in no repetition). A cell
 * may also be empty (null): puzz.link allows it, and such a cell only obeys the shading rules.
 */
export type HitoriNumber = { readonly kind: 'number'; readonly value: number } | { readonly kind: 'unknown' };

export interface HitoriPuzzle {
  readonly rows: number;
  readonly columns: number;
  /** numbers[row][column]: the number in that cell, or null for an empty cell. */
  readonly numbers: readonly (readonly (HitoriNumber | null)[])[];
}

/** isShaded[row][column]. */
export type HitoriAnswer = boolean[][];
/** What every solution agrees on: true shaded, false unshaded, null open. */
export type HitoriPartial = (boolean | null)[][];

export const maximumHitoriSize: GridSize = { rows: 60, columns: 60 };
/** The largest number puzz.link's Hitori URL holds (two base-36 digits after a `-`). */
export const largestHitoriNumber = 1295;

const where = ({ row, column }: Cell) => `row ${row + 1}, column ${column + 1}`;

export function makeHitori(size: GridSize, numbers: readonly (readonly (HitoriNumber | null)[])[]): HitoriPuzzle {
  const { rows, columns } = size;
  checkGridSize('Hitori', size, maximumHitoriSize);
  if (numbers.length !== rows) inputError(`the grid has ${numbers.length} rows, not ${rows}`);
  numbers.forEach((row, r) => {
    if (row.length !== columns) inputError(`row ${r + 1} has ${row.length} cells, not ${columns}`, { line: r + 1 });
    row.forEach((entry, c) => {
      if (entry?.kind === 'number' && (!Number.isInteger(entry.value) || entry.value < 1 || entry.value > largestHitoriNumber)) {
        inputError(`the number ${entry.value} at ${where({ row: r, column: c })} is outside 1..${largestHitoriNumber}`);
      }
    });
  });
  return { rows, columns, numbers: numbers.map((row) => row.map((entry) => (entry === null ? null : { ...entry }))) };
}

export const hitoriSize = (puzzle: HitoriPuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

/** The number in a cell, if it holds a known one. */
export function numberAt(puzzle: HitoriPuzzle, position: Cell): number | undefined {
  const entry = puzzle.numbers[position.row]![position.column];
  return entry?.kind === 'number' ? entry.value : undefined;
}

/** A row or a column: its name and its cells. */
/** A number repeated in a line: of these cells at most one stays unshaded. */
export interface Repetition {
  readonly line: string;
  readonly value: number;
  readonly cells: readonly Cell[];
}

/** Every number that appears more than once in a row or a column, row by row, then column by column. */
export function repetitions(puzzle: HitoriPuzzle): Repetition[] {
  const result: Repetition[] = [];
  for (const line of gridLines(hitoriSize(puzzle))) {
    const byValue = new Map<number, Cell[]>();
    for (const cell of line.cells) {
      const value = numberAt(puzzle, cell);
      if (value !== undefined) byValue.set(value, [...(byValue.get(value) ?? []), cell]);
    }
    for (const [value, cells] of [...byValue].sort(([a], [b]) => a - b)) if (cells.length > 1) result.push({ line: line.name, value, cells });
  }
  return result;
}

/** The id of a repetition, the clue a hint cites: `the 3s of row 2`. */
export const repetitionId = (repetition: Repetition): string => `the ${repetition.value}s of ${repetition.line}`;
