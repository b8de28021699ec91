// Hitori puzzles: a grid of numbers, checked when built.

import type { Cell, GridSize } from '../../core/geometry.js';
import { gridLines } from '../../core/geometry.js';
import { checkGridSize, checkNumbers } from '../../core/errors.js';
import type { NumberClue } from '../../core/formats/codec.js';
import { clueNumber, largestBase36Number } from '../../core/formats/codec.js';

/**
 * A cell's number, or a number the setter left unknown (puzz.link's `?`, which takes part in no repetition). A cell
 * may also be empty (null): puzz.link allows it, and such a cell only obeys the shading rules.
 */
export type HitoriNumber = NumberClue;

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

export function makeHitori(size: GridSize, numbers: readonly (readonly (HitoriNumber | null)[])[]): HitoriPuzzle {
  const { rows, columns } = size;
  checkGridSize('Hitori', size, maximumHitoriSize, { grids: { 'the numbers': numbers } });
  checkNumbers(numbers, clueNumber, { smallest: 1, largest: largestBase36Number });
  return { rows, columns, numbers: numbers.map((row) => row.map((entry) => (entry === null ? null : { ...entry }))) };
}

export const hitoriSize = (puzzle: HitoriPuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

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
      const value = clueNumber(puzzle.numbers[cell.row]![cell.column]);
      if (value === null) continue;
      const cells = byValue.get(value);
      if (cells) cells.push(cell);
      else byValue.set(value, [cell]);
    }
    const repeated = [...byValue.keys()].filter((value) => byValue.get(value)!.length > 1).sort((a, b) => a - b);
    for (const value of repeated) result.push({ line: line.name, value, cells: byValue.get(value)! });
  }
  return result;
}

/** The id of a repetition, the clue a hint cites: `the 3s of row 2`. */
export const repetitionId = (repetition: Repetition): string => `the ${repetition.value}s of ${repetition.line}`;
