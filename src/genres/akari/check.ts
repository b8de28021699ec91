// The Akari rule checker, independent of the model: it walks the rays from each light (puzz.link's checks, in order:
// akariDup, nmAkariNe, ceDark, here light-sees-light, wrong-number, unlit-cell).

import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, directions, makeGrid, neighbours, ray } from '../../core/geometry.js';
import type { CheckCode, Violation } from '../../core/genre.js';
import type { AkariAnswer, AkariPuzzle } from './puzzle.js';
import { akariSize, isWhite, numberAt } from './puzzle.js';

/** The codes this checker reports, in the order it looks. */
export const checkCodes: readonly CheckCode[] = [
  { code: 'wrong-size', description: 'the answer has the size of the grid' },
  { code: 'light-on-wall', description: 'lights stand on white cells only' },
  { code: 'light-sees-light', description: 'no light shines on another: no two lights in a row or column without a wall between them' },
  { code: 'wrong-number', description: 'a numbered wall has exactly that many lights on the cells beside it' },
  { code: 'unlit-cell', description: 'every white cell is lit by a light in it or in its row or column, up to a wall' },
];

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

/** The rule checker: lights on walls, lights that see each other, numbers, unlit cells. */
export function check(puzzle: AkariPuzzle, answer: AkariAnswer): Violation[] {
  const size = akariSize(puzzle);
  if (answer.length !== size.rows || answer.some((row) => row.length !== size.columns)) {
    return [{ code: 'wrong-size', message: `the answer must be ${size.columns} wide and ${size.rows} tall`, cells: [] }];
  }
  const hasLight = (cell: Cell) => answer[cell.row]![cell.column] === true;
  const violations: Violation[] = [];
  for (const cell of allCells(size)) {
    if (hasLight(cell) && !isWhite(puzzle, cell)) violations.push({ code: 'light-on-wall', message: 'a light stands on a wall', cells: [cell] });
  }
  const { litCount, pairs } = shine(puzzle, hasLight);
  for (const pair of pairs) violations.push({ code: 'light-sees-light', message: 'two lights shine on each other', cells: pair });
  for (const cell of allCells(size)) {
    const value = numberAt(puzzle, cell);
    if (value === undefined) continue;
    const beside = neighbours(size, cell).filter((next) => isWhite(puzzle, next) && hasLight(next)).length;
    if (beside !== value) violations.push({ code: 'wrong-number', message: `the ${value} has ${beside} lights beside it`, cells: [cell] });
  }
  const dark = allCells(size).filter((cell) => isWhite(puzzle, cell) && litCount[cell.row]![cell.column] === 0);
  if (dark.length > 0) {
    violations.push({ code: 'unlit-cell', message: dark.length === 1 ? 'a white cell is not lit' : `${dark.length} white cells are not lit`, cells: dark });
  }
  return violations;
}

/**
 * A board in play: 1 a light, 0 a dot (surely no light), null open; walls are read from the puzzle. Its broken
 * rules that no way of finishing it can mend: two lights that see each other; a number with more lights beside it
 * than it says, or fewer even with a light on every free cell beside it (a free cell: open, and not lit); a white
 * cell that is dark while every cell that could light it holds a dot or is lit already.
 */
export function brokenForGood(puzzle: AkariPuzzle, cells: readonly (readonly (0 | 1 | null)[])[]): Violation[] {
  const size = akariSize(puzzle);
  const value = (cell: Cell) => (isWhite(puzzle, cell) ? cells[cell.row]![cell.column]! : null);
  const { litCount, pairs } = shine(puzzle, (cell) => value(cell) === 1);
  const violations: Violation[] = pairs.map((pair) => ({ code: 'light-sees-light', message: 'two lights shine on each other', cells: pair }));
  const isLit = (cell: Cell) => litCount[cell.row]![cell.column]! > 0;
  const free = (cell: Cell) => isWhite(puzzle, cell) && value(cell) === null && !isLit(cell);
  for (const cell of allCells(size)) {
    const number = numberAt(puzzle, cell);
    if (number === undefined) continue;
    const beside = neighbours(size, cell);
    const placed = beside.filter((next) => value(next) === 1).length;
    const possible = placed + beside.filter(free).length;
    if (placed > number) violations.push({ code: 'wrong-number', message: `the ${number} already has ${placed} lights beside it`, cells: [cell] });
    else if (possible < number) violations.push({ code: 'wrong-number', message: `the ${number} can have at most ${possible} lights beside it`, cells: [cell] });
  }
  const doomed = allCells(size).filter(
    (cell) =>
      isWhite(puzzle, cell) &&
      !isLit(cell) &&
      value(cell) !== null &&
      directions.every((direction) => sightline(puzzle, size, cell, direction).every((seen) => !free(seen))),
  );
  if (doomed.length > 0) {
    violations.push({ code: 'unlit-cell', message: `${doomed.length === 1 ? 'a dotted cell' : `${doomed.length} dotted cells`} can no longer be lit`, cells: doomed });
  }
  return violations;
}
