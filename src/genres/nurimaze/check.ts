// The Nuri-Maze rule checker, in puz.link's order (bkMixed, objShaded, cuDivide, cs2x2, cu2x2, cuLoop, routeIgnoreCP,
// routePassDeadEnd): one list of checks that judges answers and, on a board in play, reports what no way of finishing
// can mend. Independent of the model.

import type { Check, ShadingBoard } from '../../core/checks.js';
import { pointsOnCycles } from '../../core/cycles.js';
import { connectedAreas, finishedShading, no2x2Shaded, shadingChecker, unshadedConnected } from '../../core/checks.js';
import type { Cell } from '../../core/geometry.js';
import { allCells, cellIndex, cellName, gridWindows, neighbours, sameCell } from '../../core/geometry.js';
import type { Violation } from '../../core/genre.js';
import type { NurimazeAnswer, NurimazeMark, NurimazePuzzle } from './puzzle.js';
import { holdsObject, markCells, nurimazeSize, roomCells } from './puzzle.js';

/** In play a dotted cell (or one with S, G or a mark) is surely unshaded; in an answer, every cell not shaded. */
const unshadedIn = (board: ShadingBoard) => (cell: Cell) => board.at(cell) === 0;

/** Each room is shaded or unshaded as a whole (pzprjs bkMixed); in play, a room with shaded and dotted cells. */
const roomMixed: Check<NurimazePuzzle, ShadingBoard> = {
  code: 'room-mixed',
  description: 'each room is all shaded or all unshaded',
  find: (puzzle, board) =>
    roomCells(puzzle.rooms)
      .filter((cells) => cells.some((cell) => board.at(cell) === 1) && cells.some((cell) => board.at(cell) === 0))
      .map((cells) => ({ code: 'room-mixed', message: `the room of ${cellName(cells[0]!)} is partly shaded`, cells })),
};

/** S, G, circles and triangles stay unshaded (pzprjs objShaded). */
const objectShaded: Check<NurimazePuzzle, ShadingBoard> = {
  code: 'object-shaded',
  description: 'S, G, circles and triangles stay unshaded',
  find: (puzzle, board) =>
    allCells(board.size)
      .filter((cell) => holdsObject(puzzle, cell) && board.at(cell) === 1)
      .map((cell) => ({ code: 'object-shaded', message: `${cellName(cell)} holds ${sameCell(cell, puzzle.start) ? 'S' : sameCell(cell, puzzle.goal) ? 'G' : 'a mark'} and is shaded`, cells: [cell] })),
};

/** No 2×2 block of cells is all unshaded (pzprjs cu2x2); in play, all dotted. */
const unshaded2x2: Check<NurimazePuzzle, ShadingBoard> = {
  code: 'unshaded-2x2',
  description: 'no 2×2 block of cells is all unshaded',
  // Such a block is a loop too: the loop and the route need not be told of.
  alone: true,
  find: (_puzzle, board) =>
    gridWindows(board.size)
      .filter((block) => block.every(unshadedIn(board)))
      .map((block) => ({ code: 'unshaded-2x2', message: `a 2×2 block is all ${board.finished ? 'unshaded' : 'dotted'}`, cells: block })),
};

/** The cells of an area that lie on its loops (or on paths joining two). */
function loopCells(board: ShadingBoard, area: readonly Cell[]): Cell[] {
  const { size } = board;
  const place = new Map(area.map((cell, index) => [cellIndex(size, cell), index]));
  const joins = area.flatMap((cell, index) =>
    neighbours(size, cell).flatMap((next) => {
      const other = place.get(cellIndex(size, next));
      return other !== undefined && other > index ? [[index, other] as const] : [];
    }),
  );
  const onCycles = pointsOnCycles(area.length, joins);
  return area.filter((_, index) => onCycles[index]);
}

/** The unshaded cells close no loop (pzprjs cuLoop); in play, dotted cells that already do. */
const unshadedLoop: Check<NurimazePuzzle, ShadingBoard> = {
  code: 'unshaded-loop',
  description: 'the unshaded cells close no loop',
  find: (_puzzle, board) =>
    connectedAreas(board.size, unshadedIn(board))
      .map((area) => loopCells(board, area))
      .filter((cells) => cells.length > 0)
      .map((cells) => ({ code: 'unshaded-loop', message: `the ${board.finished ? 'unshaded' : 'dotted'} cells close a loop through ${cellName(cells[0]!)}`, cells })),
};

/**
 * The route from S to G through unshaded cells (in play, dotted ones), or undefined while there is none or it is not
 * the only one (the cells close a loop): once it exists without loops, no way of finishing changes it.
 */
function route(puzzle: NurimazePuzzle, board: ShadingBoard): Cell[] | undefined {
  const { size } = board;
  const unshaded = unshadedIn(board);
  const area = connectedAreas(size, unshaded).find((cells) => cells.some((cell) => sameCell(cell, puzzle.start)));
  if (!area || !area.some((cell) => sameCell(cell, puzzle.goal)) || loopCells(board, area).length > 0) return undefined;
  const previous = new Map<number, Cell>();
  const queue = [puzzle.start];
  for (let index = 0; index < queue.length; index++) {
    for (const next of neighbours(size, queue[index]!)) {
      if (!unshaded(next) || previous.has(cellIndex(size, next)) || sameCell(next, puzzle.start)) continue;
      previous.set(cellIndex(size, next), queue[index]!);
      queue.push(next);
    }
  }
  const path = [puzzle.goal];
  while (!sameCell(path.at(-1)!, puzzle.start)) path.push(previous.get(cellIndex(size, path.at(-1)!))!);
  return path.reverse();
}

/** The route from S to G through an answer's unshaded cells, or undefined when they do not join S and G without loops. */
export const routeOf = (puzzle: NurimazePuzzle, shading: NurimazeAnswer): Cell[] | undefined => route(puzzle, finishedShading(nurimazeSize(puzzle), shading));

/** The marks of one kind on (or off) the route, as violations. */
function marksByRoute(puzzle: NurimazePuzzle, board: ShadingBoard, mark: NurimazeMark, onRoute: boolean): Violation[] {
  const path = route(puzzle, board);
  if (!path) return [];
  const code = mark === 'circle' ? 'circle-off-route' : 'triangle-on-route';
  return markCells(puzzle)
    .filter((entry) => entry.mark === mark && path.some((cell) => sameCell(cell, entry.cell)) === onRoute)
    .map(({ cell }) => ({ code, message: `the ${mark} at ${cellName(cell)} is ${onRoute ? 'on' : 'off'} the route from S to G`, cells: [cell, ...path] }));
}

/** The route from S to G passes every circle (pzprjs routeIgnoreCP). */
const circleOffRoute: Check<NurimazePuzzle, ShadingBoard> = {
  code: 'circle-off-route',
  description: 'the route from S to G passes every circle',
  find: (puzzle, board) => marksByRoute(puzzle, board, 'circle', false),
};

/** The route from S to G passes no triangle (pzprjs routePassDeadEnd). */
const triangleOnRoute: Check<NurimazePuzzle, ShadingBoard> = {
  code: 'triangle-on-route',
  description: 'the route from S to G passes no triangle',
  find: (puzzle, board) => marksByRoute(puzzle, board, 'triangle', true),
};

export const nurimazeChecker = shadingChecker(nurimazeSize, [roomMixed, objectShaded, unshadedConnected, no2x2Shaded, unshaded2x2, unshadedLoop, circleOffRoute, triangleOnRoute]);
