// The Fillomino model: a number per cell, links between neighbours that join them into regions, and the core's
// division, which makes each cell's number the size of its region.

import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, cellIndex, cellName, neighbours } from '../../core/geometry.js';
import type { GraphEdge, IntegerVariable, Literal, PuzzleModel } from '../../core/model.js';
import { Model, valueOf } from '../../core/model.js';
import type { FillominoAnswer, FillominoPartial, FillominoPuzzle } from './puzzle.js';
import { clueAt, clueId, clueName, fillominoSize } from './puzzle.js';

export function buildModel(puzzle: FillominoPuzzle): PuzzleModel<FillominoAnswer, FillominoPartial> {
  const size = fillominoSize(puzzle);
  const model = new Model();
  const cells = allCells(size);
  const sizes = Array.from({ length: size.rows * size.columns }, (_, index) => index + 1);
  // Every cell holds a number.
  const numbers = cells.map((cell) => model.integer(cellName(cell), sizes));
  const numberAt = (cell: Cell) => numbers[cellIndex(size, cell)]!;
  // Neighbours are joined (one region) or parted by a border.
  const links: (GraphEdge & { cells: readonly [Cell, Cell] })[] = linkedPairs(size).map(([cell, next]) => ({
    literal: model.bool(`${cellName(cell)} joins ${cellName(next)}`),
    ends: [cellIndex(size, cell), cellIndex(size, next)] as const,
    cells: [cell, next] as const,
  }));
  // The joined cells form regions, and each cell's number is the size of its region.
  model.division(cells.length, links, { sizes: numbers });
  // Two regions of the same size never share an edge: neighbours with equal numbers are joined.
  for (const { literal, cells: [a, b] } of links) {
    numberAt(a).literals.forEach((holds, index) => model.notAll([holds, numberAt(b).literals[index]!, -literal]));
  }
  // A number n fits a cell only where the region can grow to n cells: within the cells that are blank or given n,
  // and, where those hang together with fewer than n cells, only by taking in a cell beside them (given another
  // number, so that clue must be off). Said without the clues, so that it holds whichever clues are switched on.
  for (const size of sizes.slice(1)) {
    for (const area of areasFor(puzzle, size)) {
      if (area.cells.length >= size) continue;
      const leaves = model.bool(`a ${size} leaves the ${area.cells.length} cells round ${cellName(area.cells[0]!)}`);
      for (const cell of area.cells) model.implies(literalFor(numberAt(cell), size), leaves);
      model.atLeastOne([-leaves, ...area.beside.map((cell) => literalFor(numberAt(cell), size))]);
    }
  }
  // A given number is its cell's.
  for (const cell of cells) {
    const clue = clueAt(puzzle, cell);
    if (clue?.kind !== 'number') continue;
    model.clue({ id: clueId(cell), description: clueName(clue, cell), cells: [cell] }, () => model.equals(numberAt(cell), clue.value));
  }

  return {
    model,
    observed: numbers.flatMap((number) => number.literals),
    decode: (value) => cells.reduce<number[][]>((grid, cell) => {
      (grid[cell.row] ??= []).push(valueOf(numberAt(cell), value));
      return grid;
    }, []),
    decodePartial: (value) =>
      cells.reduce<(number | null)[][]>((grid, cell) => {
        const number = numberAt(cell);
        const index = number.literals.findIndex((literal) => value(literal) === true);
        (grid[cell.row] ??= []).push(index < 0 ? null : number.values[index]!);
        return grid;
      }, []),
  };
}

/** The literal saying that `number` holds `value` (every number ranges over 1 to the area, in order). */
const literalFor = (number: IntegerVariable, value: number): Literal => number.literals[value - 1]!;

/**
 * The areas a region of `size` could lie in: the cells left blank (or given an unknown number) or given `size`, in
 * groups that hang together, each with the cells beside it (given other numbers).
 */
export function areasFor(puzzle: FillominoPuzzle, size: number): { cells: Cell[]; beside: Cell[] }[] {
  const grid = fillominoSize(puzzle);
  const fits = (cell: Cell) => {
    const clue = clueAt(puzzle, cell);
    return clue?.kind !== 'number' || clue.value === size;
  };
  const seen = new Uint8Array(grid.rows * grid.columns);
  const areas: { cells: Cell[]; beside: Cell[] }[] = [];
  for (const start of allCells(grid)) {
    if (seen[cellIndex(grid, start)] || !fits(start)) continue;
    seen[cellIndex(grid, start)] = 1;
    const cells = [start];
    const beside = new Map<number, Cell>();
    for (let head = 0; head < cells.length; head++) {
      for (const next of neighbours(grid, cells[head]!)) {
        const index = cellIndex(grid, next);
        if (!fits(next)) beside.set(index, next);
        else if (!seen[index]) {
          seen[index] = 1;
          cells.push(next);
        }
      }
    }
    areas.push({ cells, beside: [...beside.values()] });
  }
  return areas;
}

/** The neighbouring cells a link joins or parts, in the model's order: each cell with its later neighbours. */
export function linkedPairs(size: GridSize): [Cell, Cell][] {
  return allCells(size).flatMap((cell) => neighbours(size, cell).filter((next) => cellIndex(size, next) > cellIndex(size, cell)).map((next): [Cell, Cell] => [cell, next]));
}
