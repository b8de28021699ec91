// The Sashigane model: every cell is a corner or lies on an arm and leads along it to its corner; neighbours are
// joined (one L) when one leads to the other. A circle is a corner, its number the L's cells counted along its arms;
// an arrow is an arm's last cell, leading the way it points.

import type { Cell, Direction } from '../../core/geometry.js';
import { allCells, cellName, isInside, move, opposite } from '../../core/geometry.js';
import type { Literal, PuzzleModel } from '../../core/model.js';
import { Model } from '../../core/model.js';
import { makeBorders } from '../shared/border-answers.js';
import type { SashiganeAnswer, SashiganePartial, SashiganePuzzle } from './puzzle.js';
import { clueAt, clueIds, clueName, sashiganeSize } from './puzzle.js';

const across: Record<Direction, readonly Direction[]> = { up: ['left', 'right'], down: ['left', 'right'], left: ['up', 'down'], right: ['up', 'down'] };

/** One way an L may lie round its corner: the directions of its two arms and how many cells each adds. */
export interface LShape {
  readonly across: Direction;
  readonly along: Direction;
  readonly acrossLength: number;
  readonly alongLength: number;
}

/** The Ls of `size` cells with their corner at `corner` that fit in the grid. */
export function lShapesAt(grid: { rows: number; columns: number }, corner: Cell, size: number): LShape[] {
  const room = (direction: Direction) => {
    let length = 0;
    while (isInside(grid, move(corner, direction, length + 1))) length++;
    return length;
  };
  const shapes: LShape[] = [];
  for (const acrossWay of ['left', 'right'] as const) {
    for (const alongWay of ['up', 'down'] as const) {
      for (let acrossLength = 1; acrossLength <= Math.min(room(acrossWay), size - 2); acrossLength++) {
        const alongLength = size - 1 - acrossLength;
        if (alongLength >= 1 && alongLength <= room(alongWay)) shapes.push({ across: acrossWay, along: alongWay, acrossLength, alongLength });
      }
    }
  }
  return shapes;
}

export function buildModel(puzzle: SashiganePuzzle): PuzzleModel<SashiganeAnswer, SashiganePartial> {
  const gridSize = sashiganeSize(puzzle);
  const model = new Model();
  const cells = allCells(gridSize);
  const inside = (cell: Cell) => isInside(gridSize, cell);

  // Each cell is a corner, or lies on an arm and leads along it (up, right, down or left) to its corner.
  const corner = cells.map((cell) => model.bool(`${cellName(cell)} is a corner`));
  const leads = cells.map((cell) => ({
    up: model.bool(`${cellName(cell)} leads up to its corner`),
    right: model.bool(`${cellName(cell)} leads right to its corner`),
    down: model.bool(`${cellName(cell)} leads down to its corner`),
    left: model.bool(`${cellName(cell)} leads left to its corner`),
  }));
  const index = (cell: Cell) => cell.row * gridSize.columns + cell.column;
  const cornerAt = (cell: Cell) => corner[index(cell)]!;
  const leadsAt = (cell: Cell, direction: Direction) => leads[index(cell)]![direction];
  for (const cell of cells) model.exactlyOne([cornerAt(cell), ...(['up', 'right', 'down', 'left'] as const).map((direction) => leadsAt(cell, direction))]);

  // Two neighbours are joined (one L, no border between them) when one leads to the other.
  const joined = makeBorders(gridSize, (cell, other) => {
    const literal = model.bool(`${cellName(cell)} joins ${cellName(other)}`);
    const [towards, back] = other.row === cell.row ? (['right', 'left'] as const) : (['down', 'up'] as const);
    model.anyOf(literal, [leadsAt(cell, towards), leadsAt(other, back)]);
    // Two neighbours never lead to each other.
    model.notAll([leadsAt(cell, towards), leadsAt(other, back)]);
    return literal;
  });
  const joinedTo = (cell: Cell, direction: Direction): Literal | undefined => {
    const other = move(cell, direction);
    if (!inside(other)) return undefined;
    if (direction === 'right' || direction === 'down') return joined[direction === 'right' ? 'right' : 'below'][cell.row]![cell.column]!;
    return joined[direction === 'left' ? 'right' : 'below'][other.row]![other.column]!;
  };

  for (const cell of cells) {
    for (const direction of ['up', 'right', 'down', 'left'] as const) {
      // An arm leads to a corner inside the grid, never off its edge...
      if (!inside(move(cell, direction))) model.require(-leadsAt(cell, direction));
      // ...and a cell on it is joined to nothing across the arm.
      for (const side of across[direction]) {
        const link = joinedTo(cell, side);
        if (link !== undefined) model.implies(leadsAt(cell, direction), -link);
      }
    }
    // A corner is joined to one neighbour in its row and one in its column: its two arms.
    for (const [line, pair] of [['row', ['left', 'right']], ['column', ['up', 'down']]] as const) {
      const links = pair.flatMap((direction) => joinedTo(cell, direction) ?? []);
      if (links.length === 0) {
        model.require(-cornerAt(cell));
        continue;
      }
      const arm = model.bool(`${cellName(cell)} is joined along its ${line}`);
      model.anyOf(arm, links);
      model.implies(cornerAt(cell), arm);
      if (links.length === 2) model.notAll([cornerAt(cell), ...links]);
    }
  }

  for (const cell of cells) {
    const clue = clueAt(puzzle, cell);
    if (clue === null || clue.kind === 'unknown') continue;
    if (clue.kind === 'arrow') {
      // An arrow lies at the end of an arm and points along it to the corner: nothing joins it from behind.
      model.clue({ id: clueIds.symbol(cell), description: clueName(clue, cell), cells: [cell] }, () => {
        model.require(leadsAt(cell, clue.direction));
        const behind = joinedTo(cell, opposite[clue.direction]);
        if (behind !== undefined) model.require(-behind);
      });
      continue;
    }
    // A circle is the corner of its L...
    model.clue({ id: clueIds.symbol(cell), description: clueName({ kind: 'corner' }, cell), cells: [cell] }, () => model.require(cornerAt(cell)));
    const size = clue.size;
    if (size === undefined) continue;
    // ...and its number counts the L's cells: the arms reach exactly that far, one of the ways they can lie (which
    // makes the cell a corner on its own).
    model.clue({ id: clueIds.number(cell), description: clueName(clue, cell), cells: [cell] }, () => {
      const shapes = lShapesAt(gridSize, cell, size).map((shape) => {
        const literal = model.bool(`${cellName(cell)}'s arms run ${shape.acrossLength} ${shape.across} and ${shape.alongLength} ${shape.along}`);
        for (const [direction, length] of [[shape.across, shape.acrossLength], [shape.along, shape.alongLength]] as const) {
          for (let step = 0; step < length; step++) model.implies(literal, joinedTo(move(cell, direction, step), direction)!);
          const end = joinedTo(move(cell, direction, length), direction);
          if (end !== undefined) model.implies(literal, -end);
        }
        return literal;
      });
      model.exactlyOne(shapes);
    });
  }

  const observed = [...joined.right.flat(), ...joined.below.flat()];
  const border = (value: (literal: Literal) => boolean | undefined) => (literal: Literal) => {
    const known = value(literal);
    return known === undefined ? null : !known;
  };
  return {
    model,
    observed,
    decode: (value) => ({ right: joined.right.map((row) => row.map((literal) => !value(literal))), below: joined.below.map((row) => row.map((literal) => !value(literal))) }),
    decodePartial: (value) => ({ right: joined.right.map((row) => row.map(border(value))), below: joined.below.map((row) => row.map(border(value))) }),
  };
}
