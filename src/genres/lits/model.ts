// The LITS model: one boolean per cell, true when shaded, and one per placement of an L, I, T or S in a room.

import type { Cell } from '../../core/geometry.js';
import { adjacentPairs, allCells, cellIndex, cellName, makeGrid } from '../../core/geometry.js';
import type { Literal, PuzzleModel } from '../../core/model.js';
import { Model } from '../../core/model.js';
import { placementsIn } from '../../core/polyomino.js';
import { roomCells } from '../shared/room-grid.js';
import type { LitsAnswer, LitsPartial, LitsPuzzle } from './puzzle.js';
import { crossesWall, litsShapes, litsSize, roomId } from './puzzle.js';

interface PlacementLiteral {
  readonly shape: number;
  readonly cells: readonly Cell[];
  readonly literal: Literal;
}

/** Placements in a room above which the implied "a chosen placement leaves the rest unshaded" pairs are left out. */
const largeRoomPlacements = 200;

const covers = (placement: { readonly cells: readonly Cell[] }, cell: Cell) => placement.cells.some((other) => other.row === cell.row && other.column === cell.column);

const touch = (a: PlacementLiteral, b: PlacementLiteral) =>
  a.cells.some((cell) => b.cells.some((other) => Math.abs(cell.row - other.row) + Math.abs(cell.column - other.column) === 1));

/**
 * Each room holds one L, I, T or S of shaded cells and nothing else shaded; equal shapes never touch across a room
 * border; the shaded cells connect; no 2×2 block is shaded.
 */
export function buildModel(puzzle: LitsPuzzle): PuzzleModel<LitsAnswer, LitsPartial> {
  const size = litsSize(puzzle);
  const model = new Model();
  const shaded = makeGrid(size, (cell) => model.bool(`${cellName(cell)} shaded`));
  const isShaded = (cell: Cell): Literal => shaded[cell.row]![cell.column]!;
  const roomOf = (cell: Cell) => puzzle.rooms[cell.row]![cell.column]!;
  const rooms = roomCells(puzzle.rooms);
  const placements: PlacementLiteral[][] = [];
  // hasShape[room][shape]: the room's piece has that shape (absent where no placement of it fits the room).
  const hasShape = rooms.map(() => new Map<number, Literal>());

  // In every room exactly one placement of an L, I, T or S is chosen, and a cell is shaded exactly when the chosen
  // placement covers it. Each room is a clue: hints cite it.
  rooms.forEach((cells, room) => {
    const first = cells[0]!;
    model.clue({ id: roomId(first), description: `the room at ${cellName(first)}`, cells }, () => {
      // A piece never crosses a wall, not even one inside its room.
      const own = placementsIn(cells, litsShapes).filter((placement) => !crossesWall(puzzle, placement.cells)).map((placement) => ({
        ...placement,
        literal: model.bool(`${litsShapes[placement.shape]!.name} at ${placement.cells.map(cellName).join(' ')}`),
      }));
      placements[room] = own;
      model.exactlyOne(own.map(({ literal }) => literal));
      for (const cell of cells) {
        model.anyOf(
          isShaded(cell),
          own.filter((placement) => covers(placement, cell)).map(({ literal }) => literal),
        );
        // Implied, and stated so that propagation sees it at once: a chosen placement leaves the cells it misses
        // unshaded, and a cell that every placement still possible covers is shaded.
        const missing = own.filter((placement) => !covers(placement, cell)).map(({ literal }) => literal);
        // (Only in rooms of usual size: in a huge room these pairs would be most of the model, and exactly-one
        // propagates the same.)
        if (own.length <= largeRoomPlacements) for (const literal of missing) model.notAll([literal, isShaded(cell)]);
        model.atLeastOne([isShaded(cell), ...missing]);
      }
      // The room's shape is that of its chosen placement.
      litsShapes.forEach((shape, index) => {
        const ofShape = own.filter((placement) => placement.shape === index).map(({ literal }) => literal);
        if (ofShape.length === 0) return;
        const literal = model.bool(`the room at ${cellName(first)} holds ${shape.name}`);
        model.anyOf(literal, ofShape);
        hasShape[room]!.set(index, literal);
      });
    });
  });

  // Two tetrominoes of the same shape never touch: across a room border, two shaded neighbours are not both in rooms
  // holding that shape.
  const bordering = new Set<string>();
  for (const [a, b] of adjacentPairs(size)) {
    if (roomOf(a) === roomOf(b)) continue;
    bordering.add(`${Math.min(roomOf(a), roomOf(b))} ${Math.max(roomOf(a), roomOf(b))}`);
    for (const [shape, shapeA] of hasShape[roomOf(a)]!) {
      const shapeB = hasShape[roomOf(b)]!.get(shape);
      if (shapeB !== undefined) model.notAll([isShaded(a), isShaded(b), shapeA, shapeB]);
    }
  }
  // Implied, for propagation: two placements of one shape that touch are never both chosen.
  for (const pair of bordering) {
    const [first, second] = pair.split(' ').map(Number) as [number, number];
    for (const a of placements[first]!) {
      for (const b of placements[second]!) if (a.shape === b.shape && touch(a, b)) model.notAll([a.literal, b.literal]);
    }
  }

  // No 2×2 block of cells is all shaded.
  for (let row = 0; row + 1 < size.rows; row++) {
    for (let column = 0; column + 1 < size.columns; column++) {
      model.notAll([isShaded({ row, column }), isShaded({ row, column: column + 1 }), isShaded({ row: row + 1, column }), isShaded({ row: row + 1, column: column + 1 })]);
    }
  }

  // All shaded cells are orthogonally connected (lazy cuts when an answer splits them).
  model.connected(
    allCells(size).map(isShaded),
    adjacentPairs(size).map(([a, b]) => [cellIndex(size, a), cellIndex(size, b)] as const),
  );

  return {
    model,
    observed: shaded.flat(),
    decode: (value) => shaded.map((row) => row.map((literal) => value(literal))),
    decodePartial: (value) => shaded.map((row) => row.map((literal) => value(literal) ?? null)),
  };
}
