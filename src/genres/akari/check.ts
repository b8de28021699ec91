// The Akari rule checker, independent of the model: it walks the rays from each light (puzz.link's checks, in order:
// akariDup, nmAkariNe, ceDark, here light-sees-light, wrong-number, unlit-cell). One list of checks judges answers
// and, on a board in play, reports what no way of finishing can mend.

import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, directions, makeGrid, neighbours, ray } from '../../core/geometry.js';
import type { Check, ShadingBoard } from '../../core/checks.js';
import { shadingChecker, shadingInPlay } from '../../core/checks.js';
import type { Violation } from '../../core/genre.js';
import type { AkariPuzzle } from './puzzle.js';
import { akariSize, isWhite, numberAt } from './puzzle.js';

/** The white cells a cell sees in one direction, up to a wall or the edge. */
function sightline(puzzle: AkariPuzzle, size: GridSize, from: Cell, direction: (typeof directions)[number]): Cell[] {
  const cells: Cell[] = [];
  for (const next of ray(size, from, direction)) {
    if (!isWhite(puzzle, next)) break;
    cells.push(next);
  }
  return cells;
}

/** What a board of lights does: how often each cell is lit, and each pair of lights that see each other. */
export function shine(puzzle: AkariPuzzle, hasLight: (cell: Cell) => boolean): { litCount: number[][]; pairs: [Cell, Cell][] } {
  const size = akariSize(puzzle);
  const litCount = makeGrid(size, () => 0);
  const pairs: [Cell, Cell][] = [];
  for (const cell of allCells(size)) {
    if (!isWhite(puzzle, cell) || !hasLight(cell)) continue;
    litCount[cell.row]![cell.column]!++;
    for (const direction of directions) {
      for (const seen of sightline(puzzle, size, cell, direction)) {
        litCount[seen.row]![seen.column]!++;
        // Each pair once: from the light that comes first, looking right or down.
        if (hasLight(seen) && (direction === 'right' || direction === 'down')) pairs.push([cell, seen]);
      }
    }
  }
  return { litCount, pairs };
}

/** A board's lights (white cells at 1; walls, fixed in play, hold none). */
const lightAt = (puzzle: AkariPuzzle, board: ShadingBoard) => (cell: Cell) => isWhite(puzzle, cell) && board.at(cell) === 1;

const lightOnWall: Check<AkariPuzzle, ShadingBoard> = {
  code: 'light-on-wall',
  description: 'lights stand on white cells only',
  // In play, walls are fixed and take no light.
  find: (puzzle, board) =>
    board.finished
      ? allCells(board.size).filter((cell) => board.at(cell) === 1 && !isWhite(puzzle, cell)).map((cell) => ({ code: 'light-on-wall', message: 'a light stands on a wall', cells: [cell] }))
      : [],
};

const lightSeesLight: Check<AkariPuzzle, ShadingBoard> = {
  code: 'light-sees-light',
  description: 'no light shines on another: no two lights in a row or column without a wall between them',
  find: (puzzle, board) => shine(puzzle, lightAt(puzzle, board)).pairs.map((pair) => ({ code: 'light-sees-light', message: 'two lights shine on each other', cells: pair })),
};

/** A cell that may still take a light: white, open and not lit (never on a finished board). */
function freeCells(puzzle: AkariPuzzle, board: ShadingBoard): (cell: Cell) => boolean {
  const { litCount } = shine(puzzle, lightAt(puzzle, board));
  return (cell) => isWhite(puzzle, cell) && board.at(cell) === null && litCount[cell.row]![cell.column] === 0;
}

/** A number counts the lights beside it: in play, too many, or too few even with a light on every free cell beside it. */
const wrongNumber: Check<AkariPuzzle, ShadingBoard> = {
  code: 'wrong-number',
  description: 'a numbered wall has exactly that many lights on the cells beside it',
  find(puzzle, board) {
    const free = freeCells(puzzle, board);
    return allCells(board.size).flatMap((cell) => {
      const number = numberAt(puzzle, cell);
      if (number === undefined) return [];
      const beside = neighbours(board.size, cell);
      const placed = beside.filter(lightAt(puzzle, board)).length;
      const possible = placed + beside.filter(free).length;
      if (board.finished) return placed === number ? [] : [{ code: 'wrong-number', message: `the ${number} has ${placed} lights beside it`, cells: [cell] }];
      if (placed > number) return [{ code: 'wrong-number', message: `the ${number} already has ${placed} lights beside it`, cells: [cell] }];
      return possible < number ? [{ code: 'wrong-number', message: `the ${number} can have at most ${possible} lights beside it`, cells: [cell] }] : [];
    });
  },
};

/** Every white cell is lit: in play, a dotted cell that nothing can light any more. */
const unlitCell: Check<AkariPuzzle, ShadingBoard> = {
  code: 'unlit-cell',
  description: 'every white cell is lit by a light in it or in its row or column, up to a wall',
  find(puzzle, board) {
    const { litCount } = shine(puzzle, lightAt(puzzle, board));
    const free = freeCells(puzzle, board);
    const dark = allCells(board.size).filter(
      (cell) =>
        isWhite(puzzle, cell) &&
        litCount[cell.row]![cell.column] === 0 &&
        board.at(cell) !== null &&
        directions.every((direction) => sightline(puzzle, board.size, cell, direction).every((seen) => !free(seen))),
    );
    if (dark.length === 0) return [];
    const message = board.finished
      ? dark.length === 1 ? 'a white cell is not lit' : `${dark.length} white cells are not lit`
      : `${dark.length === 1 ? 'a dotted cell' : `${dark.length} dotted cells`} can no longer be lit`;
    return [{ code: 'unlit-cell', message, cells: dark }];
  },
};

export const akariChecker = shadingChecker(akariSize, [lightOnWall, lightSeesLight, wrongNumber, unlitCell]);

export const { checkCodes, check } = akariChecker;

/** A board in play (1 a light, 0 a dot, null open; walls are read from the puzzle): what no way of finishing can mend. */
export function brokenForGood(puzzle: AkariPuzzle, cells: readonly (readonly (0 | 1 | null)[])[]): Violation[] {
  return akariChecker.brokenForGood(puzzle, shadingInPlay(akariSize(puzzle), cells));
}
