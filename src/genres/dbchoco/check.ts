// The Double Choco rule checker, independent of the model: the regions are the areas the borders close, and their
// halves the areas of one colour inside them, read by flood fills. In puz.link's order (bkSubLt2, bkSizeLt,
// bkSubGt2, bkDifferentShape, bkSizeGt, bdDeadEnd): one-colour-region, half-too-small, more-than-two-halves,
// different-shapes, half-too-large, dead-end-border.

import type { Cell } from '../../core/geometry.js';
import { cellName } from '../../core/geometry.js';
import type { Check } from '../../core/checks.js';
import { areasInReadingOrder, checker } from '../../core/checks.js';
import { freeShapeKey } from '../../core/polyomino.js';
import type { Violation } from '../../core/violation.js';
import { cellCount } from '../../core/violation.js';
import type { Walls } from '../../core/regions.js';
import type { BorderMarks } from '../shared/border-answers.js';
import { bordersMisfit, innerBorders } from '../shared/border-answers.js';

type Borders = Walls;

/** The border (or mark) between two neighbouring cells. */
const borderBetween = <Value>(borders: { readonly right: readonly (readonly Value[])[]; readonly below: readonly (readonly Value[])[] }, a: Cell, b: Cell): Value =>
  a.row === b.row ? borders.right[a.row]![Math.min(a.column, b.column)]! : borders.below[Math.min(a.row, b.row)]![a.column]!;
import type { DoubleChocoAnswer, DoubleChocoPuzzle } from './puzzle.js';
import { clueAt, clueName, colourName, doubleChocoSize, isGrey } from './puzzle.js';

type DoubleChocoCheck = Check<DoubleChocoPuzzle, DoubleChocoAnswer>;

interface Region {
  readonly cells: Cell[];
  /** Its areas of one colour, in reading order. */
  readonly halves: Cell[][];
}

/** The areas of cells that `joined` joins, in reading order. */
const areas = (puzzle: DoubleChocoPuzzle, joined: (a: Cell, b: Cell) => boolean) => areasInReadingOrder(doubleChocoSize(puzzle), () => true, joined);

/** The regions the borders close, each with its halves. */
function regions(puzzle: DoubleChocoPuzzle, borders: Borders): Region[] {
  const halves = areas(puzzle, (a, b) => !borderBetween(borders, a, b) && isGrey(puzzle, a) === isGrey(puzzle, b));
  return areas(puzzle, (a, b) => !borderBetween(borders, a, b)).map((cells) => {
    const members = new Set(cells.map((cell) => `${cell.row},${cell.column}`));
    return { cells, halves: halves.filter((half) => members.has(`${half[0]!.row},${half[0]!.column}`)) };
  });
}

/** The numbers in some cells. */
const numbersIn = (puzzle: DoubleChocoPuzzle, cells: readonly Cell[]) =>
  cells.flatMap((cell) => {
    const clue = clueAt(puzzle, cell);
    return clue?.kind === 'number' ? [{ cell, clue: clue }] : [];
  });

const halfName = (puzzle: DoubleChocoPuzzle, half: readonly Cell[]) => `the ${colourName(isGrey(puzzle, half[0]!))} half of ${cellCount(half.length)} from ${cellName(half[0]!)}`;

const oneColour: DoubleChocoCheck = {
  code: 'one-colour-region',
  description: 'every region holds cells of both colours (puz.link bkSubLt2)',
  find: (puzzle, borders) =>
    regions(puzzle, borders)
      .filter(({ halves }) => halves.length < 2)
      .map(({ cells }) => ({ code: 'one-colour-region', message: `the region of ${cellCount(cells.length)} from ${cellName(cells[0]!)} is all ${colourName(isGrey(puzzle, cells[0]!))}`, cells })),
};

/** A number against the size of its half: `smaller` finds halves smaller than their number, else larger. */
const numberSize = (smaller: boolean): DoubleChocoCheck => ({
  code: smaller ? 'half-too-small' : 'half-too-large',
  description: smaller ? 'no number is larger than its half (puz.link bkSizeLt)' : 'no number is smaller than its half (puz.link bkSizeGt)',
  find: (puzzle, borders) =>
    regions(puzzle, borders).flatMap(({ halves }) =>
      halves.flatMap((half) =>
        numbersIn(puzzle, half)
          .filter(({ clue }) => (smaller ? half.length < clue.value : half.length > clue.value))
          .map(({ cell, clue }) => ({ code: smaller ? 'half-too-small' : 'half-too-large', message: `${clueName(clue, cell)} is in a half of ${cellCount(half.length)}`, cells: half })),
      ),
    ),
});

const moreThanTwo: DoubleChocoCheck = {
  code: 'more-than-two-halves',
  description: 'no region holds more than one area of each colour (puz.link bkSubGt2)',
  find: (puzzle, borders) =>
    regions(puzzle, borders)
      .filter(({ halves }) => halves.length > 2)
      .map(({ cells, halves }) => ({ code: 'more-than-two-halves', message: `the region of ${cellCount(cells.length)} from ${cellName(cells[0]!)} has ${halves.length} areas of one colour`, cells })),
};

const differentShapes: DoubleChocoCheck = {
  code: 'different-shapes',
  description: 'the two halves of a region have the same shape, turned or reflected (puz.link bkDifferentShape)',
  find: (puzzle, borders) =>
    regions(puzzle, borders)
      .filter(({ halves }) => halves.length === 2 && (isGrey(puzzle, halves[0]![0]!) === isGrey(puzzle, halves[1]![0]!) || freeShapeKey(halves[0]!) !== freeShapeKey(halves[1]!)))
      .map(({ cells, halves }) => ({
        code: 'different-shapes',
        message: `${halfName(puzzle, halves[0]!)} and ${halfName(puzzle, halves[1]!)} differ in shape`,
        cells,
      })),
};

const deadEnd: DoubleChocoCheck = {
  code: 'dead-end-border',
  description: 'every border separates two regions (puz.link bdDeadEnd)',
  find: (puzzle, borders) =>
    innerBorders(regions(puzzle, borders).map(({ cells }) => cells), borders).map((cells) => ({
      code: 'dead-end-border',
      message: `the border between ${cellName(cells[0]!)} and ${cellName(cells[1]!)} ends inside a region`,
      cells,
    })),
};

export const doubleChocoChecker = checker<DoubleChocoPuzzle, DoubleChocoAnswer, DoubleChocoAnswer>({
  shape: { description: 'the answer has the borders of the grid', misfit: (puzzle, answer) => bordersMisfit(doubleChocoSize(puzzle), answer) },
  board: (_puzzle, answer) => answer,
  checks: [oneColour, numberSize(true), moreThanTwo, differentShapes, numberSize(false), deadEnd],
});

export const check = doubleChocoChecker.check;
export const checkCodes = doubleChocoChecker.checkCodes;

/**
 * What a board in play breaks for good: drawing more borders only splits areas, so an area that open edges and
 * crosses join keeps its colour or colours, and a number's half there is no larger than it is now; cells of one colour
 * joined by crosses stay in one half, which is then at least that large.
 */
export function brokenInPlay(puzzle: DoubleChocoPuzzle, marks: BorderMarks): Violation[] {
  const found: Violation[] = [];
  const same = (a: Cell, b: Cell) => isGrey(puzzle, a) === isGrey(puzzle, b);
  for (const cells of areas(puzzle, (a, b) => borderBetween(marks, a, b) !== 'line')) {
    if (cells.every((cell) => same(cell, cells[0]!))) {
      found.push({ code: 'one-colour-region', message: `the borders close an area of ${cellCount(cells.length)} from ${cellName(cells[0]!)} that is all ${colourName(isGrey(puzzle, cells[0]!))}`, cells });
    }
  }
  for (const half of areas(puzzle, (a, b) => borderBetween(marks, a, b) !== 'line' && same(a, b))) {
    for (const { cell, clue } of numbersIn(puzzle, half)) {
      if (clue.value > half.length) found.push({ code: 'half-too-small', message: `${clueName(clue, cell)} has at most ${cellCount(half.length)} left in its half`, cells: half });
    }
  }
  for (const half of areas(puzzle, (a, b) => borderBetween(marks, a, b) === 'cross' && same(a, b))) {
    for (const { cell, clue } of numbersIn(puzzle, half)) {
      if (clue.value < half.length) found.push({ code: 'half-too-large', message: `crosses make the half of ${clueName(clue, cell)} at least ${cellCount(half.length)}`, cells: half });
    }
  }
  return found;
}
