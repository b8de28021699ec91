// What every Latin-square genre (Sudoku, Futoshiki, Skyscrapers) starts with: an n×n grid of givens, checked when a
// puzzle is built; the model's grid of numbers 1..n, each once in every row and column (or house); and the checks of
// an answer: its size, a value from 1 to n in each cell, the givens kept, and no value twice in a house.

import { checkGridSize, inputError } from '../../core/errors.js';
import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, cellName, makeGrid } from '../../core/geometry.js';
import type { Violation } from '../../core/genre.js';
import { integerGrid } from '../../core/integer-grid.js';
import type { IntegerVariable, Model } from '../../core/model.js';
import type { Random } from '../../core/random.js';
import type { NumberGenre } from './number-play.js';

/** A row, a column, a box: cells that hold each value once. */
export interface House {
  readonly name: string;
  readonly cells: readonly Cell[];
}

/**
 * A random Latin square of side max(rows, columns), cut to a grid of `size` (so no number repeats in a row or a
 * column): a cyclic square with its rows, columns and numbers shuffled.
 */
export function randomLatinSquare(size: GridSize, random: Random): number[][] {
  const side = Math.max(size.rows, size.columns);
  const rows = random.shuffle(Array.from({ length: side }, (_, k) => k));
  const columns = random.shuffle(Array.from({ length: side }, (_, k) => k));
  const symbols = random.shuffle(Array.from({ length: side }, (_, k) => k + 1));
  return makeGrid(size, ({ row, column }) => symbols[(rows[row]! + columns[column]!) % side]!);
}

/** What a Latin-square puzzle holds: n, and its n×n givens (null where a cell is empty). */
export interface LatinGivens {
  readonly size: number;
  readonly givens: readonly (readonly (number | null)[])[];
}

/** How a Latin-square genre plays: values 1..n, the puzzle's givens, and what else its board shows (`decorate`). */
export function latinNumberGenre<Puzzle extends LatinGivens>(decorate: NumberGenre<Puzzle>['decorate']): NumberGenre<Puzzle> {
  return {
    size: (puzzle) => ({ rows: puzzle.size, columns: puzzle.size }),
    largest: (puzzle) => puzzle.size,
    given: (puzzle, cell) => puzzle.givens[cell.row]?.[cell.column] ?? null,
    decorate,
  };
}

/** Refuses givens that are no n×n grid of 1..n (`name` the genre's, `largest` the largest n it takes). */
export function checkLatinGivens(name: string, size: number, givens: readonly (readonly (number | null)[])[], largest: number): void {
  checkGridSize(name, { rows: size, columns: size }, { rows: largest, columns: largest }, { grids: { 'the givens': givens } });
  givens.forEach((line, row) =>
    line.forEach((given, column) => {
      if (given === null || (Number.isInteger(given) && given >= 1 && given <= size)) return;
      inputError(`the given ${given} at ${cellName({ row, column })} is outside 1..${size}`, { cell: { row, column } });
    }),
  );
}

/** The model's n×n grid of numbers 1..n: each house (by default every row and every column) holds each of them once. */
export function latinSquare(model: Model, size: number, houses: readonly House[] = latinLines(size)): IntegerVariable[][] {
  const grid = integerGrid(model, { rows: size, columns: size }, Array.from({ length: size }, (_, index) => index + 1));
  for (const house of houses) model.distinct(house.cells.map(({ row, column }) => grid[row]![column]!));
  return grid;
}

/** The rows and columns of an n×n grid, named, each in reading order. */
export function latinLines(size: number): House[] {
  return Array.from({ length: size }, (_, index) => [
    { name: `row ${index + 1}`, cells: Array.from({ length: size }, (_, column) => ({ row: index, column })) },
    { name: `column ${index + 1}`, cells: Array.from({ length: size }, (_, row) => ({ row, column: index })) },
  ]).flat();
}

/**
 * The Latin square's violations, in that order (codes wrong-size, not-a-number, given-changed, repeated-number). An
 * answer of another size gets that one violation. `value` names what a cell holds; with `emptyAllowed`, 0 is a cell
 * not filled yet. A genre may name its own `houses` (Sudoku's boxes), and its own codes for a value out of range and a repeat.
 */
export function latinSquareViolations(
  givens: readonly (readonly (number | null | undefined)[])[],
  answer: readonly (readonly number[])[],
  value: {
    readonly word: string;
    readonly emptyAllowed: boolean;
    readonly houses?: readonly House[];
    readonly codes?: { readonly outOfRange: string; readonly repeated: string };
  },
): Violation[] {
  const n = givens.length;
  if (answer.length !== n || answer.some((row) => row.length !== n)) return [{ code: 'wrong-size', message: `the answer must be ${n}×${n}`, cells: [] }];
  const violations: Violation[] = [];
  const valueAt = ({ row, column }: Cell) => answer[row]![column]!;
  const inRange = (entry: number) => Number.isInteger(entry) && entry >= 1 && entry <= n;
  for (const position of allCells({ rows: n, columns: n })) {
    const entry = valueAt(position);
    const given = givens[position.row]![position.column];
    if (!inRange(entry) && !(value.emptyAllowed && entry === 0)) {
      violations.push({ code: value.codes?.outOfRange ?? 'not-a-number', message: `a cell holds ${entry}, not a ${value.word} 1..${n}`, cells: [position] });
    } else if (given !== null && given !== undefined && given !== entry) {
      violations.push({ code: 'given-changed', message: `the given ${given} was changed to ${entry}`, cells: [position] });
    }
  }
  const counts = new Int32Array(n + 1);
  for (const line of value.houses ?? latinLines(n)) {
    // Most answers checked are right: a house with no value twice is passed over without listing its cells.
    counts.fill(0);
    let repeated = false;
    for (const position of line.cells) {
      const entry = valueAt(position);
      if (inRange(entry) && ++counts[entry]! > 1) repeated = true;
    }
    if (!repeated) continue;
    const seen = new Map<number, Cell[]>();
    for (const position of line.cells) {
      const entry = valueAt(position);
      if (inRange(entry)) seen.set(entry, [...(seen.get(entry) ?? []), position]);
    }
    for (const [entry, cells] of seen) {
      if (cells.length > 1) violations.push({ code: value.codes?.repeated ?? 'repeated-number', message: `${line.name} holds ${entry} more than once`, cells });
    }
  }
  return violations;
}
