// The Tentaisho rule checker, independent of the model: the galaxies are the areas the borders close, read by a flood
// fill. In puz.link's order (bdPassStar, bkNoStar, bkNotSymSt, bkPlStar): dot-on-border, region-without-dot,
// not-symmetric, region-with-two-dots; then dead-end-border (a border inside one galaxy, as puz.link's bdUnused).
// A board in play has borders drawn, crossed out (surely none) or open: more borders only split areas, and cells
// joined by crosses stay in one galaxy, so each check reads a finished board and one in play alike.

import type { Cell } from '../../core/geometry.js';
import { adjacentPairs, cellKey, cellName } from '../../core/geometry.js';
import type { Check } from '../../core/checks.js';
import { cellCount } from '../../core/violation.js';
import { areasInReadingOrder, checker } from '../../core/checks.js';
import { cellsAtPoint, halfTurn } from '../../core/symmetry.js';
import type { Borders } from '../shared/borders.js';
import { borderBetween } from '../shared/borders.js';
import type { Dot, TentaishoAnswer, TentaishoPuzzle } from './puzzle.js';
import { dotName, isHole, tentaishoSize } from './puzzle.js';

/** The borders on the board: true drawn, false surely none (every undrawn one, once finished), null open. */
export type BorderMarks = Borders<boolean | null>;
type TentaishoCheck = Check<TentaishoPuzzle, BorderMarks>;

/** Whether a border is drawn where the dot sits (on its edge, or on an edge meeting at its corner). */
function onBorder(dot: Dot, marks: BorderMarks): boolean {
  const cells = cellsAtPoint(dot);
  if (cells.length === 1) return false;
  if (cells.length === 2) return borderBetween(marks, cells[0]!, cells[1]!) === true;
  const [topLeft, topRight, bottomLeft, bottomRight] = cells as [Cell, Cell, Cell, Cell];
  return [
    [topLeft, topRight],
    [bottomLeft, bottomRight],
    [topLeft, bottomLeft],
    [topRight, bottomRight],
  ].some(([a, b]) => borderBetween(marks, a!, b!) === true);
}

interface Area {
  readonly cells: Cell[];
  /** The dots inside, not on a border. */
  readonly dots: Dot[];
}

/** The areas joined where `joins` says so, each with the dots that lie in it. */
function areas(puzzle: TentaishoPuzzle, marks: BorderMarks, joins: (mark: boolean | null) => boolean): Area[] {
  const found = areasInReadingOrder(tentaishoSize(puzzle), (cell) => !isHole(puzzle, cell), (a, b) => joins(borderBetween(marks, a, b)));
  const areaOf = new Map<string, number>();
  found.forEach((cells, index) => cells.forEach((cell) => areaOf.set(cellKey(cell), index)));
  const dots = found.map((): Dot[] => []);
  for (const dot of puzzle.dots) {
    if (!onBorder(dot, marks)) dots[areaOf.get(cellKey(cellsAtPoint(dot)[0]!))!]!.push(dot);
  }
  return found.map((cells, index) => ({ cells, dots: dots[index]! }));
}

/** The areas the drawn borders close. */
const closed = (puzzle: TentaishoPuzzle, marks: BorderMarks) => areas(puzzle, marks, (mark) => mark !== true);
/** The areas that no border may split: cells joined where a border is surely none. */
const joined = (puzzle: TentaishoPuzzle, marks: BorderMarks) => areas(puzzle, marks, (mark) => mark === false);

const dotOnBorder: TentaishoCheck = {
  code: 'dot-on-border',
  description: 'no border runs over a dot (puz.link bdPassStar)',
  find: (puzzle, marks) =>
    puzzle.dots.filter((dot) => onBorder(dot, marks)).map((dot) => ({ code: 'dot-on-border', message: `a border runs over ${dotName(dot)}`, cells: cellsAtPoint(dot) })),
};

const withoutDot: TentaishoCheck = {
  code: 'region-without-dot',
  description: 'every region holds a dot (puz.link bkNoStar)',
  find: (puzzle, marks) =>
    closed(puzzle, marks)
      .filter(({ dots }) => dots.length === 0)
      .map(({ cells }) => ({ code: 'region-without-dot', message: `the area of ${cellCount(cells.length)} from ${cellName(cells[0]!)} holds no dot`, cells })),
};

const notSymmetric: TentaishoCheck = {
  code: 'not-symmetric',
  description: 'every region is symmetric under a half turn about its dot (puz.link bkNotSymSt)',
  find(puzzle, marks) {
    const size = tentaishoSize(puzzle);
    const areaOf = new Map<string, number>();
    closed(puzzle, marks).forEach(({ cells }, index) => cells.forEach((cell) => areaOf.set(cellKey(cell), index)));
    return joined(puzzle, marks)
      .filter(({ dots }) => dots.length === 1)
      .flatMap(({ cells, dots: [dot] }) => {
        // A cell's turned cell must be in the grid and not walled off from it.
        const stray = cells.find((cell) => {
          const turned = halfTurn(size, dot!, cell);
          return turned === undefined || isHole(puzzle, turned) || areaOf.get(cellKey(turned)) !== areaOf.get(cellKey(cell));
        });
        return stray ? [{ code: 'not-symmetric', message: `the region of ${dotName(dot!)} is not symmetric about it (at ${cellName(stray)})`, cells }] : [];
      });
  },
};

const twoDots: TentaishoCheck = {
  code: 'region-with-two-dots',
  description: 'no region holds two dots (puz.link bkPlStar)',
  find: (puzzle, marks) =>
    joined(puzzle, marks)
      .filter(({ dots }) => dots.length > 1)
      .map(({ cells, dots }) => ({ code: 'region-with-two-dots', message: `one region holds ${dots.length} dots: ${dots.map(dotName).join(', ')}`, cells })),
};

/** A border between two cells of one area closes nothing off: it ends inside the area (more borders may yet mend it). */
const deadEnd: TentaishoCheck = {
  code: 'dead-end-border',
  description: 'every border separates two regions (as puz.link bdUnused)',
  mendable: true,
  find(puzzle, marks) {
    const areaOf = new Map<string, number>();
    closed(puzzle, marks).forEach(({ cells }, index) => cells.forEach((cell) => areaOf.set(cellKey(cell), index)));
    return adjacentPairs(tentaishoSize(puzzle))
      .filter(([a, b]) => !isHole(puzzle, a) && !isHole(puzzle, b) && borderBetween(marks, a, b) === true && areaOf.get(cellKey(a)) === areaOf.get(cellKey(b)))
      .map((cells) => ({ code: 'dead-end-border', message: `the border between ${cellName(cells[0])} and ${cellName(cells[1])} ends inside a region`, cells }));
  },
};

export const tentaishoChecker = checker<TentaishoPuzzle, TentaishoAnswer, BorderMarks>({
  shape: {
    description: 'the answer has the borders of the grid',
    misfit(puzzle, answer) {
      const { rows, columns } = puzzle;
      const fits = answer.right.length === rows && answer.right.every((row) => row.length === columns - 1) && answer.below.length === rows - 1 && answer.below.every((row) => row.length === columns);
      return fits ? undefined : `the borders must be ${rows} rows of ${columns - 1} and ${rows - 1} rows of ${columns}`;
    },
  },
  // Every border not drawn is surely none; one beside an empty cell is the grid's edge, not the answer's.
  board: (puzzle, answer) => ({
    right: answer.right.map((row, r) => row.map((border, c) => border && !isHole(puzzle, { row: r, column: c }) && !isHole(puzzle, { row: r, column: c + 1 }))),
    below: answer.below.map((row, r) => row.map((border, c) => border && !isHole(puzzle, { row: r, column: c }) && !isHole(puzzle, { row: r + 1, column: c }))),
  }),
  checks: [dotOnBorder, withoutDot, notSymmetric, twoDots, deadEnd],
});

export const check = tentaishoChecker.check;
export const checkCodes = tentaishoChecker.checkCodes;
