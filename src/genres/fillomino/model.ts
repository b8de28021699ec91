// The Fillomino model: a number per cell, links between neighbours that join them into regions, and the core's
// division, which makes each cell's number the size of its region.

import { areasWithSurroundings } from '../../core/checks.js';
import { clueNumber } from '../../core/formats/codec.js';
import type { Cell } from '../../core/geometry.js';
import { cellName } from '../../core/geometry.js';
import { givensStay, integerAnswer, integerGrid } from '../../core/integer-grid.js';
import { neighbourLinks } from '../../core/joined-regions.js';
import type { IntegerVariable, Literal, PuzzleModel } from '../../core/model.js';
import { Model } from '../../core/model.js';
import type { FillominoAnswer, FillominoPartial, FillominoPuzzle } from './puzzle.js';
import { clueAt, clueId, clueName, fillominoSize } from './puzzle.js';

export function buildModel(puzzle: FillominoPuzzle): PuzzleModel<FillominoAnswer, FillominoPartial> {
  const size = fillominoSize(puzzle);
  const model = new Model();
  const sizes = Array.from({ length: size.rows * size.columns }, (_, index) => index + 1);
  // Every cell holds a number.
  const numbers = integerGrid(model, size, sizes);
  const numberAt = (cell: Cell) => numbers[cell.row]![cell.column]!;
  // Neighbours are joined (one region) or parted by a border.
  const links = neighbourLinks(model, size);
  // The joined cells form regions, and each cell's number is the size of its region.
  model.division(sizes.length, links, { sizes: numbers.flat() });
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
  givensStay(model, numbers, puzzle.clues.map((row) => row.map(clueNumber)), clueId, (value, cell) => clueName({ kind: 'number', value }, cell));
  return integerAnswer(model, numbers);
}

/** The literal saying that `number` holds `value` (every number ranges over 1 to the area, in order). */
const literalFor = (number: IntegerVariable, value: number): Literal => number.literals[value - 1]!;

/**
 * The areas a region of `size` could lie in: the cells left blank (or given an unknown number) or given `size`, in
 * groups that hang together, each with the cells beside it (given other numbers).
 */
export function areasFor(puzzle: FillominoPuzzle, size: number): { cells: Cell[]; beside: Cell[] }[] {
  return areasWithSurroundings(fillominoSize(puzzle), (cell) => [null, size].includes(clueNumber(clueAt(puzzle, cell))));
}
