// The LITS rule checker, independent of the model, in puz.link's order (cs2x2, bkShadeGt4, bkShadeDivide, bsSameShape,
// csDivide, bkNoShade, bkShadeLt4; here shaded-2x2, room-over, room-split, same-shapes-touch, shaded-divided,
// room-empty, room-under). A piece is a room's shaded cells that touch within the room.

import type { Cell, GridSize } from '../../core/geometry.js';
import { adjacentPairs, cellName } from '../../core/geometry.js';
import type { CheckCode, Violation } from '../../core/genre.js';
import { freeShapeKey, placementsIn, shapeIndex } from '../../core/polyomino.js';
import { connectedAreas } from '../shared/areas.js';
import { roomCells } from '../shared/room-grid.js';
import type { LitsAnswer, LitsPuzzle } from './puzzle.js';
import { litsShapes, litsSize } from './puzzle.js';

/** The codes this checker reports, in the order it looks. */
export const checkCodes: readonly CheckCode[] = [
  { code: 'wrong-size', description: 'the answer has the size of the grid' },
  { code: 'shaded-2x2', description: 'no 2×2 block of cells is all shaded' },
  { code: 'room-over', description: 'no room has more than four shaded cells' },
  { code: 'room-split', description: "a room's shaded cells are orthogonally connected" },
  { code: 'same-shapes-touch', description: 'two tetrominoes of the same shape never touch orthogonally (rotations and reflections count as the same)' },
  { code: 'shaded-divided', description: 'the shaded cells form one orthogonally connected area' },
  { code: 'room-empty', description: 'every room has shaded cells' },
  { code: 'room-under', description: 'no room has fewer than four shaded cells' },
];

/** The 2×2 blocks of a grid, each as its four cells. */
export function blocks(size: GridSize): Cell[][] {
  const found: Cell[][] = [];
  for (let row = 0; row + 1 < size.rows; row++) {
    for (let column = 0; column + 1 < size.columns; column++) {
      found.push([
        { row, column },
        { row, column: column + 1 },
        { row: row + 1, column },
        { row: row + 1, column: column + 1 },
      ]);
    }
  }
  return found;
}

const cellCount = (count: number): string => `${count} shaded cell${count === 1 ? '' : 's'}`;

/** The pieces of a shading: per room, the shaded cells that touch within it; and each shaded cell's piece. */
function piecesOf(puzzle: LitsPuzzle, isShaded: (cell: Cell) => boolean): { pieces: Cell[][]; pieceAt: (cell: Cell) => number } {
  const size = litsSize(puzzle);
  const roomOf = (cell: Cell) => puzzle.rooms[cell.row]![cell.column]!;
  const pieces: Cell[][] = [];
  const index = puzzle.rooms.map((row) => row.map(() => -1));
  for (const cells of roomCells(puzzle.rooms)) {
    const room = roomOf(cells[0]!);
    for (const piece of connectedAreas(size, (cell) => roomOf(cell) === room && isShaded(cell))) {
      for (const cell of piece) index[cell.row]![cell.column] = pieces.length;
      pieces.push(piece);
    }
  }
  return { pieces, pieceAt: (cell) => index[cell.row]![cell.column]! };
}

/** Pairs of pieces of four cells with the same shape that touch, each pair once. */
function touchingTwins(puzzle: LitsPuzzle, isShaded: (cell: Cell) => boolean): Cell[][][] {
  const { pieces, pieceAt } = piecesOf(puzzle, isShaded);
  const keys = pieces.map((piece) => (piece.length === 4 ? freeShapeKey(piece) : undefined));
  const pairs = new Map<string, Cell[][]>();
  for (const [a, b] of adjacentPairs(litsSize(puzzle))) {
    if (!isShaded(a) || !isShaded(b)) continue;
    const first = pieceAt(a);
    const second = pieceAt(b);
    if (first === second || keys[first] === undefined || keys[first] !== keys[second]) continue;
    pairs.set(`${Math.min(first, second)} ${Math.max(first, second)}`, [pieces[first]!, pieces[second]!]);
  }
  return [...pairs.values()];
}

const shapeName = (piece: readonly Cell[]): string => {
  const index = shapeIndex(piece, litsShapes);
  return index === undefined ? 'square' : litsShapes[index]!.name;
};

/** The rule checker: 2×2 blocks, room counts and pieces, touching twins, divided shading. */
export function check(puzzle: LitsPuzzle, answer: LitsAnswer): Violation[] {
  const size = litsSize(puzzle);
  if (answer.length !== size.rows || answer.some((row) => row.length !== size.columns)) {
    return [{ code: 'wrong-size', message: `the answer must be ${size.columns} wide and ${size.rows} tall`, cells: [] }];
  }
  const isShaded = (cell: Cell) => answer[cell.row]![cell.column] === true;
  const violations: Violation[] = [];
  for (const block of blocks(size)) {
    if (block.every(isShaded)) violations.push({ code: 'shaded-2x2', message: 'a 2×2 block is all shaded', cells: block });
  }
  const rooms = roomCells(puzzle.rooms);
  for (const cells of rooms) {
    const count = cells.filter(isShaded).length;
    if (count > 4) violations.push({ code: 'room-over', message: `the room at ${cellName(cells[0]!)} has ${cellCount(count)}`, cells });
  }
  const { pieces } = piecesOf(puzzle, isShaded);
  const roomOf = (cell: Cell) => puzzle.rooms[cell.row]![cell.column]!;
  rooms.forEach((cells, room) => {
    const own = pieces.filter((piece) => roomOf(piece[0]!) === room);
    if (own.length > 1) violations.push({ code: 'room-split', message: `the shaded cells of the room at ${cellName(cells[0]!)} fall into ${own.length} pieces`, cells: own.flat() });
  });
  for (const [first, second] of touchingTwins(puzzle, isShaded)) {
    violations.push({ code: 'same-shapes-touch', message: `two ${shapeName(first!)} tetrominoes touch`, cells: [...first!, ...second!] });
  }
  const shadedAreas = connectedAreas(size, isShaded);
  if (shadedAreas.length > 1) {
    violations.push({ code: 'shaded-divided', message: `the shaded cells fall into ${shadedAreas.length} separate areas`, cells: shadedAreas.slice(1).flat() });
  }
  for (const cells of rooms) {
    const count = cells.filter(isShaded).length;
    if (count === 0) violations.push({ code: 'room-empty', message: `the room at ${cellName(cells[0]!)} has no shaded cell`, cells });
    else if (count < 4) violations.push({ code: 'room-under', message: `the room at ${cellName(cells[0]!)} has only ${cellCount(count)}`, cells });
  }
  return violations;
}

/**
 * A board in play: 1 shaded, 0 a dot (surely unshaded), null open. Its broken rules that no way of finishing it can
 * mend: a shaded 2×2 block; a room where no L, I, T or S covers the shaded cells and keeps off the dots (too many
 * shaded cells, pieces that cannot join, or too few cells left); touching twins already complete; shaded cells that
 * dots wall apart.
 */
export function brokenForGood(puzzle: LitsPuzzle, cells: readonly (readonly (0 | 1 | null)[])[]): Violation[] {
  const size = litsSize(puzzle);
  const value = (cell: Cell) => cells[cell.row]![cell.column]!;
  const isShaded = (cell: Cell) => value(cell) === 1;
  const violations: Violation[] = [];
  for (const block of blocks(size)) {
    if (block.every(isShaded)) violations.push({ code: 'shaded-2x2', message: 'a 2×2 block is all shaded', cells: block });
  }
  const { pieces } = piecesOf(puzzle, isShaded);
  const roomOf = (cell: Cell) => puzzle.rooms[cell.row]![cell.column]!;
  roomCells(puzzle.rooms).forEach((room, index) => {
    const shaded = room.filter(isShaded);
    const fits = placementsIn(
      room.filter((cell) => value(cell) !== 0),
      litsShapes,
    ).some((placement) => shaded.every((cell) => placement.cells.some((other) => other.row === cell.row && other.column === cell.column)));
    if (fits) return;
    const where = `the room at ${cellName(room[0]!)}`;
    const own = pieces.filter((piece) => roomOf(piece[0]!) === index);
    if (shaded.length > 4) violations.push({ code: 'room-over', message: `${where} has ${cellCount(shaded.length)}`, cells: room });
    else if (own.length > 1) violations.push({ code: 'room-split', message: `the shaded cells of ${where} can no longer form one tetromino`, cells: shaded });
    else if (shaded.length === 0) violations.push({ code: 'room-empty', message: `${where} has no room left for a tetromino`, cells: room });
    else violations.push({ code: 'room-under', message: `the shaded cells of ${where} can no longer grow into an L, I, T or S`, cells: room });
  });
  for (const [first, second] of touchingTwins(puzzle, isShaded)) {
    violations.push({ code: 'same-shapes-touch', message: `two ${shapeName(first!)} tetrominoes touch`, cells: [...first!, ...second!] });
  }
  const reachable = connectedAreas(size, (cell) => value(cell) !== 0).filter((area) => area.some(isShaded));
  if (reachable.length > 1) {
    violations.push({
      code: 'shaded-divided',
      message: `dots cut the shaded cells into ${reachable.length} separate areas`,
      cells: reachable.slice(1).flatMap((area) => area.filter(isShaded)),
    });
  }
  return violations;
}
