// The Shakashaka model: four booleans per white cell, one per triangle it may hold, at most one of them true. The
// black cells are the grid itself, not clues: only their numbers are, so hints cite the numbers and the generator
// takes numbers away but never a black cell.

import type { Cell } from '../../core/geometry.js';
import { allCells, cellName, makeGrid, neighbours } from '../../core/geometry.js';
import type { Literal, PuzzleModel } from '../../core/model.js';
import { Model } from '../../core/model.js';
import type { CellSide } from '../../core/rectangles.js';
import { rectangularAreas } from '../../core/rectangles.js';
import type { ShakashakaAnswer, ShakashakaPartial, ShakashakaPuzzle, Triangle } from './puzzle.js';
import { clueId, coveredSides, isWhite, numberAt, shakashakaSize, triangles } from './puzzle.js';

export function buildModel(puzzle: ShakashakaPuzzle): PuzzleModel<ShakashakaAnswer, ShakashakaPartial> {
  const size = shakashakaSize(puzzle);
  const model = new Model();
  const literals = makeGrid(size, (cell) => (isWhite(puzzle, cell) ? triangles.map((triangle) => model.bool(`${cellName(cell)} ${triangle}`)) : []));
  const triangleIn = (cell: Cell): Literal[] => literals[cell.row]![cell.column]!;
  const whiteCells = allCells(size).filter((cell) => isWhite(puzzle, cell));

  // A white cell holds at most one triangle.
  for (const cell of whiteCells) model.atMostOne(triangleIn(cell));
  // Some triangle is placed (puz.link refuses a board without one).
  model.atLeastOne(whiteCells.flatMap(triangleIn));

  // The half of a white cell along a side is covered when a triangle there covers that side; a black cell is covered.
  const covered = makeGrid(size, (cell) => {
    if (!isWhite(puzzle, cell)) return undefined;
    const along = (side: CellSide) => {
      const literal = model.bool(`${cellName(cell)} covered ${side}`);
      model.anyOf(
        literal,
        triangles.flatMap((triangle, index) => (coveredSides[triangle].includes(side) ? [triangleIn(cell)[index]!] : [])),
      );
      return literal;
    };
    return { top: along('top'), right: along('right'), bottom: along('bottom'), left: along('left') };
  });
  // Every white area is a rectangle, upright or turned 45 degrees.
  rectangularAreas(model, size, (cell, side) => covered[cell.row]![cell.column]?.[side] ?? true);

  // A number counts the triangles in the white cells beside it.
  for (const cell of allCells(size)) {
    const value = numberAt(puzzle, cell);
    if (value === undefined) continue;
    const beside = neighbours(size, cell).filter((next) => isWhite(puzzle, next));
    model.clue({ id: clueId(cell), description: `the ${value} at ${cellName(cell)}`, cells: [cell] }, () => model.count(beside.flatMap(triangleIn), '=', value));
  }

  const read = (cell: Cell, value: (literal: Literal) => boolean | undefined): Triangle | 'none' | null => {
    const values = triangleIn(cell).map(value);
    const placed = values.indexOf(true);
    if (placed >= 0) return triangles[placed]!;
    return values.every((known) => known === false) ? 'none' : null;
  };
  return {
    model,
    observed: whiteCells.flatMap(triangleIn),
    decode: (value) =>
      makeGrid(size, (cell) => {
        const found = isWhite(puzzle, cell) ? read(cell, value) : null;
        return found === 'none' ? null : found;
      }),
    decodePartial: (value) => makeGrid(size, (cell) => (isWhite(puzzle, cell) ? read(cell, value) : null)),
  };
}
