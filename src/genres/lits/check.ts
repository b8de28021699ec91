// The LITS rule checker, independent of the model, in puz.link's order (cs2x2, bkShadeGt4, bkShadeDivide, bsSameShape,
// csDivide, bkNoShade, bkShadeLt4; here shaded-2x2, room-over, room-split, same-shapes-touch, shaded-divided,
// room-empty, room-under). A piece is a room's shaded cells that touch within the room. One list of checks judges
// answers and, on a board in play, reports what no way of finishing can mend.

import type { Cell } from '../../core/geometry.js';
import { adjacentPairs, cellName } from '../../core/geometry.js';
import type { Check, ShadingBoard } from '../../core/checks.js';
import { no2x2Shaded, shadedConnected, shadingChecker, shadingInPlay } from '../../core/checks.js';
import type { Violation } from '../../core/genre.js';
import { freeShapeKey, placementsIn, shapeIndex } from '../../core/polyomino.js';
import { connectedAreas } from '../shared/areas.js';
import { roomCells } from '../shared/room-grid.js';
import type { LitsPuzzle } from './puzzle.js';
import { crossesWall, litsShapes, litsSize, litsWalls } from './puzzle.js';
import { wallBetween } from '../../core/regions.js';

const cellCount = (count: number): string => `${count} shaded cell${count === 1 ? '' : 's'}`;

/** The pieces of a shading: per room, the shaded cells that touch within it, across no wall; and each shaded cell's piece. */
function piecesOf(puzzle: LitsPuzzle, isShaded: (cell: Cell) => boolean): { pieces: Cell[][]; pieceAt: (cell: Cell) => number } {
  const size = litsSize(puzzle);
  const roomOf = (cell: Cell) => puzzle.rooms[cell.row]![cell.column]!;
  const walls = litsWalls(puzzle);
  const pieces: Cell[][] = [];
  const index = puzzle.rooms.map((row) => row.map(() => -1));
  for (const cells of roomCells(puzzle.rooms)) {
    const room = roomOf(cells[0]!);
    for (const piece of connectedAreas(size, (cell) => roomOf(cell) === room && isShaded(cell), (a, b) => !wallBetween(walls, a, b))) {
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

/** What a room holds: its cells, its shaded cells, its pieces, and (in play) whether an L, I, T or S still fits. */
function roomsOf(puzzle: LitsPuzzle, board: ShadingBoard) {
  const isShaded = (cell: Cell) => board.at(cell) === 1;
  const { pieces } = piecesOf(puzzle, isShaded);
  const roomOf = (cell: Cell) => puzzle.rooms[cell.row]![cell.column]!;
  return roomCells(puzzle.rooms).map((cells, room) => {
    const shaded = cells.filter(isShaded);
    // On a board in play: some tetromino covers the shaded cells and keeps off the dots.
    const fits = () =>
      placementsIn(
        cells.filter((cell) => board.at(cell) !== 0),
        litsShapes,
      ).filter((placement) => !crossesWall(puzzle, placement.cells)).some((placement) => shaded.every((cell) => placement.cells.some((other) => other.row === cell.row && other.column === cell.column)));
    const stuck = board.finished || !fits();
    return { cells, shaded, own: pieces.filter((piece) => roomOf(piece[0]!) === room), where: `the room at ${cellName(cells[0]!)}`, stuck };
  });
}

/** A check of each room, in play only where no tetromino fits any more. */
function roomCheck(check: { code: string; description: string }, find: (room: ReturnType<typeof roomsOf>[number], finished: boolean) => { message: string; cells: Cell[] } | undefined): Check<LitsPuzzle, ShadingBoard> {
  return {
    ...check,
    find: (puzzle, board) =>
      roomsOf(puzzle, board).flatMap((room) => {
        const found = room.stuck ? find(room, board.finished) : undefined;
        return found ? [{ code: check.code, ...found }] : [];
      }),
  };
}

const roomOver = roomCheck({ code: 'room-over', description: 'no room has more than four shaded cells' }, ({ cells, shaded, where }) =>
  shaded.length > 4 ? { message: `${where} has ${cellCount(shaded.length)}`, cells } : undefined,
);
const roomSplit = roomCheck({ code: 'room-split', description: "a room's shaded cells are orthogonally connected" }, ({ shaded, own, where }, finished) =>
  own.length > 1 && (finished || shaded.length <= 4)
    ? { message: finished ? `the shaded cells of ${where} fall into ${own.length} pieces` : `the shaded cells of ${where} can no longer form one tetromino`, cells: finished ? own.flat() : shaded }
    : undefined,
);
const roomEmpty = roomCheck({ code: 'room-empty', description: 'every room has shaded cells' }, ({ cells, shaded, where }, finished) =>
  shaded.length === 0 ? { message: finished ? `${where} has no shaded cell` : `${where} has no room left for a tetromino`, cells } : undefined,
);
const roomUnder = roomCheck({ code: 'room-under', description: 'no room has fewer than four shaded cells' }, ({ cells, shaded, own, where }, finished) => {
  if (finished) return shaded.length > 0 && shaded.length < 4 ? { message: `${where} has only ${cellCount(shaded.length)}`, cells } : undefined;
  return shaded.length > 0 && shaded.length <= 4 && own.length <= 1 ? { message: `the shaded cells of ${where} can no longer grow into an L, I, T or S`, cells } : undefined;
});

const sameShapesTouch: Check<LitsPuzzle, ShadingBoard> = {
  code: 'same-shapes-touch',
  description: 'two tetrominoes of the same shape never touch orthogonally (rotations and reflections count as the same)',
  find: (puzzle, board) =>
    touchingTwins(puzzle, (cell) => board.at(cell) === 1).map(([first, second]) => ({ code: 'same-shapes-touch', message: `two ${shapeName(first!)} tetrominoes touch`, cells: [...first!, ...second!] })),
};

export const litsChecker = shadingChecker(litsSize, [no2x2Shaded, roomOver, roomSplit, sameShapesTouch, shadedConnected, roomEmpty, roomUnder]);

export const { checkCodes, check } = litsChecker;

/** A board in play (1 shaded, 0 a dot, null open): what no way of finishing can mend. */
export function brokenForGood(puzzle: LitsPuzzle, cells: readonly (readonly (0 | 1 | null)[])[]): Violation[] {
  return litsChecker.brokenForGood(puzzle, shadingInPlay(litsSize(puzzle), cells));
}
