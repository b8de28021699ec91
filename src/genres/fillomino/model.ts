// The Fillomino model: a number per cell, links between neighbours that join them into regions, and the core's
// division, which makes each cell's number the size of its region.

import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, cellIndex, cellName, neighbours } from '../../core/geometry.js';
import type { GraphEdge, PuzzleModel } from '../../core/model.js';
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

/** The neighbouring cells a link joins or parts, in the model's order: each cell with its later neighbours. */
export function linkedPairs(size: GridSize): [Cell, Cell][] {
  return allCells(size).flatMap((cell) => neighbours(size, cell).filter((next) => cellIndex(size, next) > cellIndex(size, cell)).map((next): [Cell, Cell] => [cell, next]));
}
