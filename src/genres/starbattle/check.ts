// The Star Battle rule checker, independent of the model: it counts stars in rooms and lines and looks around each
// star (puzz.link's checks, in order: starAround, bkStarGt, bkStarLt, lnStarNe).

import type { Cell } from '../../core/geometry.js';
import { allCells, columnCells, rowCells } from '../../core/geometry.js';
import type { CheckCode, Violation } from '../../core/genre.js';
import { roomCells } from '../shared/room-grid.js';
import type { StarBattleAnswer, StarBattlePuzzle } from './puzzle.js';
import { starBattleSize, starWord } from './puzzle.js';

/** The codes this checker reports, in the order it looks. */
export const checkCodes: readonly CheckCode[] = [
  { code: 'wrong-size', description: 'the answer has the size of the grid' },
  { code: 'stars-touch', description: 'no two stars touch, not even diagonally' },
  { code: 'room-over', description: 'no room holds more stars than the star count' },
  { code: 'room-under', description: 'no room holds fewer stars than the star count' },
  { code: 'line-count', description: 'every row and every column holds exactly the star count' },
];

type Mark = 0 | 1 | null;

/** Pairs of stars that touch (orthogonally or diagonally), each once. */
function touchingPairs(puzzle: StarBattlePuzzle, isStar: (cell: Cell) => boolean): [Cell, Cell][] {
  const pairs: [Cell, Cell][] = [];
  for (const cell of allCells(starBattleSize(puzzle))) {
    if (!isStar(cell)) continue;
    // Looking right, down-left, down and down-right finds each pair from its first star in reading order.
    for (const [rowStep, columnStep] of [[0, 1], [1, -1], [1, 0], [1, 1]] as const) {
      const next = { row: cell.row + rowStep, column: cell.column + columnStep };
      if (next.row < puzzle.rows && next.column >= 0 && next.column < puzzle.columns && isStar(next)) pairs.push([cell, next]);
    }
  }
  return pairs;
}

const lines = (puzzle: StarBattlePuzzle): { name: string; cells: Cell[] }[] => {
  const size = starBattleSize(puzzle);
  return [
    ...Array.from({ length: size.rows }, (_, row) => ({ name: `row ${row + 1}`, cells: rowCells(size, row) })),
    ...Array.from({ length: size.columns }, (_, column) => ({ name: `column ${column + 1}`, cells: columnCells(size, column) })),
  ];
};

/** The rule checker: touching stars, rooms with too many or too few stars, rows and columns with the wrong count. */
export function check(puzzle: StarBattlePuzzle, answer: StarBattleAnswer): Violation[] {
  if (answer.length !== puzzle.rows || answer.some((row) => row.length !== puzzle.columns)) {
    return [{ code: 'wrong-size', message: `the answer must be ${puzzle.columns} wide and ${puzzle.rows} tall`, cells: [] }];
  }
  const isStar = (cell: Cell) => answer[cell.row]![cell.column] === true;
  const k = puzzle.stars;
  const violations: Violation[] = touchingPairs(puzzle, isStar).map((pair) => ({ code: 'stars-touch', message: 'two stars touch', cells: pair }));
  const rooms = roomCells(puzzle.rooms).map((cells) => ({ cells, count: cells.filter(isStar).length }));
  for (const { cells, count } of rooms) {
    if (count > k) violations.push({ code: 'room-over', message: `a room holds ${starWord(count)}, not ${k}`, cells });
  }
  for (const { cells, count } of rooms) {
    if (count < k) violations.push({ code: 'room-under', message: `a room holds ${starWord(count)}, not ${k}`, cells });
  }
  for (const { name, cells } of lines(puzzle)) {
    const count = cells.filter(isStar).length;
    if (count !== k) violations.push({ code: 'line-count', message: `${name} holds ${starWord(count)}, not ${k}`, cells });
  }
  return violations;
}

/**
 * A board in play: 1 a star, 0 a dot (surely no star), null open. Its broken rules that no way of finishing it can
 * mend: touching stars; a room, row or column with more stars than the count, or fewer even with a star on every
 * cell that could still take one (open, and touching no star).
 */
export function brokenForGood(puzzle: StarBattlePuzzle, marks: readonly (readonly Mark[])[]): Violation[] {
  const value = (cell: Cell) => marks[cell.row]![cell.column]!;
  const isStar = (cell: Cell) => value(cell) === 1;
  const k = puzzle.stars;
  const violations: Violation[] = touchingPairs(puzzle, isStar).map((pair) => ({ code: 'stars-touch', message: 'two stars touch', cells: pair }));
  const free = (cell: Cell) => value(cell) === null && !touchesStar(puzzle, cell, isStar);
  const judge = (cells: readonly Cell[], over: string, under: string, what: string) => {
    const placed = cells.filter(isStar).length;
    const possible = placed + cells.filter(free).length;
    if (placed > k) violations.push({ code: over, message: `${what} already holds ${starWord(placed)}, not ${k}`, cells });
    else if (possible < k) violations.push({ code: under, message: underWords(what, placed, possible, k), cells });
  };
  for (const cells of roomCells(puzzle.rooms)) judge(cells, 'room-over', 'room-under', 'a room');
  for (const { name, cells } of lines(puzzle)) judge(cells, 'line-count', 'line-count', name);
  return violations;
}

/** Too few stars possible, in words that fit the numbers: "row 2 has no cell left for a star", not "at most 0 stars". */
function underWords(what: string, placed: number, possible: number, k: number): string {
  if (possible === 0) return `${what} has no cell left for a star, and needs ${starWord(k)}`;
  if (possible === placed) return `${what} holds ${starWord(placed)} and has no cell left for another, not ${k}`;
  return `${what} can hold at most ${starWord(possible)}, not ${k}`;
}

function touchesStar(puzzle: StarBattlePuzzle, cell: Cell, isStar: (cell: Cell) => boolean): boolean {
  for (let row = cell.row - 1; row <= cell.row + 1; row++) {
    for (let column = cell.column - 1; column <= cell.column + 1; column++) {
      if ((row !== cell.row || column !== cell.column) && row >= 0 && column >= 0 && row < puzzle.rows && column < puzzle.columns && isStar({ row, column })) return true;
    }
  }
  return false;
}
