// The raw material of Kakuro's generator: a shape of blocks and a fill of digits for it, drawn at random, and the
// test that keeps a fill free of crossed rectangles (two digits that could swap places without changing a sum).

import { connectedAreas } from '../../core/checks.js';
import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, makeGrid } from '../../core/geometry.js';
import type { Random } from '../../core/random.js';
import type { KakuroPuzzle } from './puzzle.js';
import { isWhite, runsOf } from './puzzle.js';

export const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/** A shape of blocks (true), symmetric under a half turn, with every run 2 to 9 cells long and one white area. */
export function drawShape(size: GridSize, random: Random): boolean[][] | undefined {
  const blocked = makeGrid(size, () => false);
  const setBlock = ({ row, column }: Cell) => {
    blocked[row]![column] = true;
    blocked[size.rows - 1 - row]![size.columns - 1 - column] = true;
  };
  for (const cell of allCells(size)) if (random.next() < 0.1) setBlock(cell);
  const isOpen = (cell: Cell) => cell.row >= 0 && cell.column >= 0 && cell.row < size.rows && cell.column < size.columns && !blocked[cell.row]![cell.column]!;
  const runThrough = (cell: Cell, across: boolean): Cell[] => {
    const step = (from: Cell, sign: number) => (across ? { row: from.row, column: from.column + sign } : { row: from.row + sign, column: from.column });
    let start = cell;
    while (isOpen(step(start, -1))) start = step(start, -1);
    const run: Cell[] = [];
    for (let at = start; isOpen(at); at = step(at, 1)) run.push(at);
    return run;
  };
  for (let changed = true, rounds = 0; changed && rounds < 50; rounds++) {
    changed = false;
    for (const cell of allCells(size)) {
      if (!isOpen(cell)) continue;
      for (const across of [true, false]) {
        const run = runThrough(cell, across);
        if (run.length === 1) {
          setBlock(cell);
          changed = true;
        } else if (run.length > 9) {
          // A block inside the run, leaving at least two cells on either side.
          setBlock(run[2 + random.below(run.length - 4)]!);
          changed = true;
        }
        if (changed) break;
      }
    }
  }
  const areas = connectedAreas(size, isOpen);
  const largest = areas[0] ?? [];
  if (largest.length < 0.45 * size.rows * size.columns) return undefined;
  const kept = new Set(largest.map((cell) => `${cell.row},${cell.column}`));
  for (const cell of allCells(size)) if (!kept.has(`${cell.row},${cell.column}`)) blocked[cell.row]![cell.column] = true;
  // Cutting off other areas leaves the largest whole, so its runs are as they were.
  return blocked;
}

/** Each white cell's across run and down run (their cells, in order). */
export function runsByCell(puzzle: KakuroPuzzle): { across: Cell[]; down: Cell[] }[][] {
  const byCell = makeGrid({ rows: puzzle.rows, columns: puzzle.columns }, () => ({ across: [] as Cell[], down: [] as Cell[] }));
  for (const run of runsOf(puzzle)) for (const cell of run.cells) byCell[cell.row]![cell.column]![run.direction] = [...run.cells];
  return byCell;
}

export const sameCell = (a: Cell, b: Cell) => a.row === b.row && a.column === b.column;

/**
 * Whether `digit` at `cell` closes a rectangle of two digits crossed over (x y / y x) whose corners pair up in two
 * across runs and two down runs: swapping them keeps every sum, a second solution for certain.
 */
export function closesSwap(runs: { across: Cell[]; down: Cell[] }[][], values: readonly (readonly number[])[], cell: Cell, digit: number): boolean {
  const valueAt = (at: Cell) => values[at.row]![at.column]!;
  const { across, down } = runs[cell.row]![cell.column]!;
  return across.some((side) =>
    down.some((below) => {
      if (sameCell(side, cell) || sameCell(below, cell) || valueAt(side) === 0 || valueAt(side) !== valueAt(below)) return false;
      const corner = { row: below.row, column: side.column };
      const cornerRuns = runs[corner.row]![corner.column]!;
      return valueAt(corner) === digit && cornerRuns.across.some((other) => sameCell(other, below)) && cornerRuns.down.some((other) => sameCell(other, side));
    }),
  );
}

/** setCount[k][s]: how many sets of k different digits add up to s (1 for 3 in two, 12 for 20 in four). */
export const setCount: number[][] = Array.from({ length: 10 }, () => Array.from({ length: 46 }, () => 0));
for (let subset = 0; subset < 512; subset++) {
  const members = digits.filter((digit) => (subset >> (digit - 1)) & 1);
  setCount[members.length]![members.reduce((sum, digit) => sum + digit, 0)]!++;
}

/**
 * The fill with digits changed, cell by cell in random order, to the one whose two runs' sums leave the fewest sets
 * of digits (sums that say more): `sweeps` times over the white cells. Changes `values` in place.
 */
export function tighten(puzzle: KakuroPuzzle, values: number[][], random: Random, sweeps: number): number[][] {
  const runs = runsByCell(puzzle);
  const whites = allCells({ rows: puzzle.rows, columns: puzzle.columns }).filter((cell) => isWhite(puzzle, cell));
  const totalOf = (run: readonly Cell[]) => run.reduce((sum, other) => sum + values[other.row]![other.column]!, 0);
  for (let sweep = 0; sweep < sweeps; sweep++) {
    for (const cell of random.shuffle(whites)) {
      const { across, down } = runs[cell.row]![cell.column]!;
      const current = values[cell.row]![cell.column]!;
      values[cell.row]![cell.column] = 0;
      const taken = new Set([...across, ...down].map((other) => values[other.row]![other.column]!));
      const acrossTotal = totalOf(across);
      const downTotal = totalOf(down);
      const looseness = (digit: number) => setCount[across.length]![acrossTotal + digit]! + setCount[down.length]![downTotal + digit]!;
      let best = current;
      for (const digit of random.shuffle(digits)) {
        if (taken.has(digit) || closesSwap(runs, values, cell, digit)) continue;
        if (looseness(digit) < looseness(best)) best = digit;
      }
      values[cell.row]![cell.column] = best;
    }
  }
  return values;
}

/** A random fill of the white cells with no digit twice in a run and no crossed rectangle, by backtracking. */
export function drawDigits(puzzle: KakuroPuzzle, random: Random): number[][] | undefined {
  const values = makeGrid({ rows: puzzle.rows, columns: puzzle.columns }, () => 0);
  const runs = runsByCell(puzzle);
  const whites = allCells({ rows: puzzle.rows, columns: puzzle.columns }).filter((cell) => isWhite(puzzle, cell));
  let budget = 20 * whites.length;
  const fill = (index: number): boolean => {
    if (index === whites.length) return true;
    if (budget-- <= 0) return false;
    const cell = whites[index]!;
    const { across, down } = runs[cell.row]![cell.column]!;
    const taken = new Set([...across, ...down].map((other) => values[other.row]![other.column]!));
    for (const digit of random.shuffle(digits.filter((candidate) => !taken.has(candidate) && !closesSwap(runs, values, cell, candidate)))) {
      values[cell.row]![cell.column] = digit;
      if (fill(index + 1)) return true;
    }
    values[cell.row]![cell.column] = 0;
    return false;
  };
  return fill(0) ? values : undefined;
}
