// Grids of integers in a model, for the genres that fill cells with numbers (a digit, a height, a region's size):
// one integer per cell, the givens that fix some of them (each a clue the generator can take away), and the answer
// read back as a grid of numbers.

import type { Cell, GridSize } from './geometry.js';
import { cellName, makeGrid } from './geometry.js';
import type { IntegerVariable, Literal, Model, PuzzleModel } from './model.js';
import { valueOf } from './model.js';

/** One integer per cell, named by its cell, taking `values`. */
export function integerGrid(model: Model, size: GridSize, values: readonly number[]): IntegerVariable[][] {
  return makeGrid(size, (cell) => model.integer(cellName(cell), values));
}

/**
 * Givens stay: each given number fixes its cell's integer, as a clue (`id` names it; by default it is described as
 * `the given 3 at r1c2`).
 */
export function givensStay(
  model: Model,
  grid: readonly (readonly (IntegerVariable | null)[])[],
  givens: readonly (readonly (number | null)[])[],
  id: (cell: Cell) => string,
  describe = (value: number, cell: Cell): string => `the given ${value} at ${cellName(cell)}`,
): void {
  givens.forEach((line, row) =>
    line.forEach((value, column) => {
      const variable = grid[row]?.[column];
      if (value === null || !variable) return;
      const cell = { row, column };
      model.clue({ id: id(cell), description: describe(value, cell), cells: [cell] }, () => model.equals(variable, value));
    }),
  );
}

/**
 * A model whose answer is one grid of integers: what it observes and how it reads answers. A cell without an integer
 * (a Kakuro block) reads as 0, and as null in a partial answer; so does an integer not yet settled.
 */
export function integerAnswer(model: Model, grid: readonly (readonly (IntegerVariable | null)[])[]): PuzzleModel<number[][], (number | null)[][]> {
  return {
    model,
    observed: integerLiteralsOf(grid),
    decode: (value: (literal: Literal) => boolean) => grid.map((line) => line.map((variable) => (variable === null ? 0 : valueOf(variable, value)))),
    decodePartial: (value: (literal: Literal) => boolean | undefined) =>
      grid.map((line) =>
        line.map((variable) => {
          if (variable === null) return null;
          const index = variable.literals.findIndex((literal) => value(literal) === true);
          return index < 0 ? null : variable.values[index]!;
        }),
      ),
  };
}

/** Every integer's literals, cell by cell in reading order (written out in loops: this runs for every puzzle solved). */
function integerLiteralsOf(grid: readonly (readonly (IntegerVariable | null)[])[]): Literal[] {
  // By index: for-of makes an iterator and a result object per step until V8 optimizes the loop.
  const literals: Literal[] = [];
  for (let row = 0; row < grid.length; row++) {
    const line = grid[row]!;
    for (let column = 0; column < line.length; column++) {
      const variable = line[column];
      if (variable) for (let index = 0; index < variable.literals.length; index++) literals.push(variable.literals[index]!);
    }
  }
  return literals;
}

/** The givens with every empty cell given its number in `answer` (a generator's full puzzle). */
export function givensFilled(givens: readonly (readonly (number | null)[])[], answer: readonly (readonly number[])[]): number[][] {
  return givens.map((line, row) => line.map((given, column) => given ?? answer[row]![column]!));
}

/** The givens whose clue ids (`id`) are kept; the others empty. */
export function givensKept<T>(givens: readonly (readonly (T | null)[])[], kept: ReadonlySet<string>, id: (cell: Cell) => string): (T | null)[][] {
  return givens.map((line, row) => line.map((given, column) => (kept.has(id({ row, column })) ? given : null)));
}

/**
 * A grid of numbers as the values of an `integerGrid`'s observed literals, in their order (a generator's own draw of
 * an answer): each cell's literals for the values 1..`largest`, true for its number.
 */
export function integerLiterals(grid: readonly (readonly number[])[], largest: number): boolean[] {
  return grid.flat().flatMap((number) => Array.from({ length: largest }, (_, index) => number === index + 1));
}
