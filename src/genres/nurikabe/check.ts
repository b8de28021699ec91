// The Nurikabe rule checker, independent of the model: it floods the shaded cells and the islands (puzz.link's checks,
// in order: cs2x2, bkNoNum, csDivide, bkNumGe2, bkSizeNe; here shaded-2x2, island-without-number, shaded-divided,
// island-with-two-numbers, wrong-island-size).

import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, cellName, makeGrid, neighbours } from '../../core/geometry.js';
import type { CheckCode, Violation } from '../../core/genre.js';
import type { NurikabeAnswer, NurikabeClue, NurikabePuzzle } from './puzzle.js';
import { blocks, clueAt, nurikabeSize } from './puzzle.js';

/** The codes this checker reports, in the order it looks. */
export const checkCodes: readonly CheckCode[] = [
  { code: 'wrong-size', description: 'the answer has the size of the grid' },
  { code: 'shaded-number', description: 'numbered cells stay unshaded' },
  { code: 'shaded-2x2', description: 'no 2×2 block of cells is all shaded' },
  { code: 'island-without-number', description: 'every island (area of unshaded cells) holds a number' },
  { code: 'shaded-divided', description: 'the shaded cells form one orthogonally connected area' },
  { code: 'island-with-two-numbers', description: 'no island holds more than one number' },
  { code: 'wrong-island-size', description: 'an island has as many cells as its number says' },
];

/** The orthogonally connected areas of the cells that pass `member`, in reading order of their first cell. */
export function areas(size: GridSize, member: (cell: Cell) => boolean): Cell[][] {
  const seen = makeGrid(size, () => false);
  const found: Cell[][] = [];
  for (const start of allCells(size)) {
    if (!member(start) || seen[start.row]![start.column]) continue;
    seen[start.row]![start.column] = true;
    const area = [start];
    for (let index = 0; index < area.length; index++) {
      for (const next of neighbours(size, area[index]!)) {
        if (!member(next) || seen[next.row]![next.column]) continue;
        seen[next.row]![next.column] = true;
        area.push(next);
      }
    }
    found.push(area);
  }
  return found;
}

const cellCount = (count: number): string => `${count} cell${count === 1 ? '' : 's'}`;

const largestFirst = (list: Cell[][]): Cell[][] => [...list].sort((a, b) => b.length - a.length);

/** The numbered cells of an area, with their clues. */
function numbersIn(puzzle: NurikabePuzzle, area: readonly Cell[]): { cell: Cell; clue: NurikabeClue }[] {
  return area.flatMap((cell) => {
    const clue = clueAt(puzzle, cell);
    return clue === null ? [] : [{ cell, clue }];
  });
}

/** The rule checker: shaded numbers, 2×2 blocks, islands without a number or with two, divided shading, sizes. */
export function check(puzzle: NurikabePuzzle, answer: NurikabeAnswer): Violation[] {
  const size = nurikabeSize(puzzle);
  if (answer.length !== size.rows || answer.some((row) => row.length !== size.columns)) {
    return [{ code: 'wrong-size', message: `the answer must be ${size.columns} wide and ${size.rows} tall`, cells: [] }];
  }
  const isShaded = (cell: Cell) => answer[cell.row]![cell.column] === true;
  const violations: Violation[] = [];
  for (const cell of allCells(size)) {
    if (isShaded(cell) && clueAt(puzzle, cell) !== null) violations.push({ code: 'shaded-number', message: `the number at ${cellName(cell)} is shaded`, cells: [cell] });
  }
  for (const block of blocks(size)) {
    if (block.every(isShaded)) violations.push({ code: 'shaded-2x2', message: 'a 2×2 block is all shaded', cells: block });
  }
  const islands = areas(size, (cell) => !isShaded(cell));
  for (const island of islands) {
    if (numbersIn(puzzle, island).length === 0) violations.push({ code: 'island-without-number', message: `an island of ${cellCount(island.length)} holds no number`, cells: island });
  }
  const shadedAreas = largestFirst(areas(size, isShaded));
  if (shadedAreas.length > 1) {
    violations.push({ code: 'shaded-divided', message: `the shaded cells fall into ${shadedAreas.length} separate areas`, cells: shadedAreas.slice(1).flat() });
  }
  for (const island of islands) {
    const numbers = numbersIn(puzzle, island);
    if (numbers.length > 1) {
      violations.push({ code: 'island-with-two-numbers', message: `an island holds ${numbers.length} numbers`, cells: numbers.map(({ cell }) => cell) });
    } else if (numbers.length === 1 && numbers[0]!.clue.kind === 'number' && numbers[0]!.clue.value !== island.length) {
      violations.push({ code: 'wrong-island-size', message: `the ${numbers[0]!.clue.value} has an island of ${cellCount(island.length)}`, cells: island });
    }
  }
  return violations;
}

/**
 * A board in play: 1 shaded, 0 a dot (surely unshaded), null open; numbered cells are unshaded. Its broken rules that
 * no way of finishing it can mend: a shaded 2×2 block; dots that no number can reach any more (through cells that
 * are not shaded); shaded cells walled apart by dots and numbers; two numbers joined by dots; a number whose dotted
 * island is already too big, or whose cells within reach are too few.
 */
export function brokenForGood(puzzle: NurikabePuzzle, cells: readonly (readonly (0 | 1 | null)[])[]): Violation[] {
  const size = nurikabeSize(puzzle);
  const value = (cell: Cell) => (clueAt(puzzle, cell) === null ? cells[cell.row]![cell.column]! : 0);
  const violations: Violation[] = [];
  for (const block of blocks(size)) {
    if (block.every((cell) => value(cell) === 1)) violations.push({ code: 'shaded-2x2', message: 'a 2×2 block is all shaded', cells: block });
  }
  // Areas of cells that may stay unshaded: dots there need a number among them.
  const open = areas(size, (cell) => value(cell) !== 1);
  const stranded = open.filter((area) => numbersIn(puzzle, area).length === 0).flatMap((area) => area.filter((cell) => value(cell) === 0));
  if (stranded.length > 0) violations.push({ code: 'island-without-number', message: 'dotted cells can no longer reach a number', cells: stranded });
  // Areas of cells that may be shaded: shaded cells in two of them can never join.
  const shadedGroups = largestFirst(areas(size, (cell) => value(cell) !== 0).filter((area) => area.some((cell) => value(cell) === 1)));
  if (shadedGroups.length > 1) {
    violations.push({
      code: 'shaded-divided',
      message: `dots and numbers cut the shaded cells into ${shadedGroups.length} separate areas`,
      cells: shadedGroups.slice(1).flatMap((area) => area.filter((cell) => value(cell) === 1)),
    });
  }
  for (const island of areas(size, (cell) => value(cell) === 0)) {
    const numbers = numbersIn(puzzle, island);
    if (numbers.length > 1) {
      violations.push({ code: 'island-with-two-numbers', message: `dots join ${numbers.length} numbers into one island`, cells: numbers.map(({ cell }) => cell) });
      continue;
    }
    const number = numbers[0];
    if (number?.clue.kind !== 'number') continue;
    const wanted = number.clue.value;
    if (island.length > wanted) {
      violations.push({ code: 'wrong-island-size', message: `the ${wanted} already has ${cellCount(island.length)} in its island`, cells: island });
      continue;
    }
    // The cells the island could still grow into: not shaded, and holding no other number.
    const reach = areas(size, (cell) => value(cell) !== 1 && (clueAt(puzzle, cell) === null || island.some((member) => member.row === cell.row && member.column === cell.column)));
    const own = reach.find((area) => area.some((cell) => cell.row === number.cell.row && cell.column === number.cell.column))!;
    if (own.length < wanted) violations.push({ code: 'wrong-island-size', message: `the ${wanted} can reach only ${cellCount(own.length)}`, cells: [number.cell] });
  }
  return violations;
}
