// The Norinori rule checker, independent of the model: it measures the groups of shaded cells and counts them in
// rooms (puz.link's checks, in order: csGt2, bkShadeGt2, csLt2, bkShadeLt2, bkNoShade).

import type { Cell } from '../../core/geometry.js';
import { neighbours } from '../../core/geometry.js';
import type { CheckCode, Violation } from '../../core/genre.js';
import { connectedAreas } from '../shared/areas.js';
import { roomCells } from '../shared/room-grid.js';
import type { Shade } from '../shared/shade-play.js';
import type { NorinoriAnswer, NorinoriPuzzle } from './puzzle.js';
import { norinoriSize, shadedPerRoom } from './puzzle.js';

/** The codes this checker reports, in the order it looks. */
export const checkCodes: readonly CheckCode[] = [
  { code: 'wrong-size', description: 'the answer has the size of the grid' },
  { code: 'shaded-over-two', description: 'no more than two shaded cells touch (each shaded cell has one shaded neighbour)' },
  { code: 'room-over', description: 'no room holds more than two shaded cells' },
  { code: 'shaded-alone', description: 'every shaded cell has a shaded neighbour' },
  { code: 'room-under', description: 'no room holds just one shaded cell' },
  { code: 'room-empty', description: 'every room holds shaded cells' },
];

const shadedWord = (count: number): string => (count === 1 ? '1 shaded cell' : `${count} shaded cells`);

/** The rule checker: groups of three or more shaded cells, rooms over two, lone shaded cells, rooms under two. */
export function check(puzzle: NorinoriPuzzle, answer: NorinoriAnswer): Violation[] {
  const size = norinoriSize(puzzle);
  if (answer.length !== size.rows || answer.some((row) => row.length !== size.columns)) {
    return [{ code: 'wrong-size', message: `the answer must be ${size.columns} wide and ${size.rows} tall`, cells: [] }];
  }
  const isShaded = (cell: Cell) => answer[cell.row]![cell.column] === true;
  const groups = connectedAreas(size, isShaded);
  const rooms = roomCells(puzzle.rooms).map((cells) => ({ cells, count: cells.filter(isShaded).length }));
  const violations: Violation[] = [];
  for (const group of groups) {
    if (group.length > 2) violations.push({ code: 'shaded-over-two', message: `${group.length} shaded cells touch, not two`, cells: group });
  }
  for (const { cells, count } of rooms) {
    if (count > shadedPerRoom) violations.push({ code: 'room-over', message: `a room holds ${shadedWord(count)}, not two`, cells });
  }
  for (const group of groups) {
    if (group.length === 1) violations.push({ code: 'shaded-alone', message: 'a shaded cell has no shaded neighbour', cells: group });
  }
  for (const { cells, count } of rooms) {
    if (count === 1) violations.push({ code: 'room-under', message: 'a room holds 1 shaded cell, not two', cells });
  }
  for (const { cells, count } of rooms) {
    if (count === 0) violations.push({ code: 'room-empty', message: 'a room holds no shaded cell', cells });
  }
  return violations;
}

/**
 * A board in play: 1 shaded, 0 a dot (surely unshaded), null open. Its broken rules that no way of finishing it can
 * mend: three or more shaded cells touching; a room with more than two; a shaded cell alone with no open neighbour
 * to pair with; a room that cannot reach two, even with every open cell shaded that touches no finished pair.
 */
export function brokenForGood(puzzle: NorinoriPuzzle, marks: readonly (readonly (Shade | null)[])[]): Violation[] {
  const size = norinoriSize(puzzle);
  const value = (cell: Cell) => marks[cell.row]![cell.column]!;
  const isShaded = (cell: Cell) => value(cell) === 1;
  const groups = connectedAreas(size, isShaded);
  const violations: Violation[] = [];
  for (const group of groups) {
    if (group.length > 2) violations.push({ code: 'shaded-over-two', message: `${group.length} shaded cells touch, not two`, cells: group });
  }
  const rooms = roomCells(puzzle.rooms);
  for (const cells of rooms) {
    const count = cells.filter(isShaded).length;
    if (count > shadedPerRoom) violations.push({ code: 'room-over', message: `a room already holds ${shadedWord(count)}, not two`, cells });
  }
  // An open cell can still be shaded when it touches no finished pair and no two shaded cells.
  const free = (cell: Cell) => {
    if (value(cell) !== null) return false;
    const shadedAround = neighbours(size, cell).filter(isShaded);
    return shadedAround.length <= 1 && shadedAround.every((next) => neighbours(size, next).filter(isShaded).length === 0);
  };
  for (const group of groups) {
    if (group.length === 1 && !neighbours(size, group[0]!).some(free)) {
      violations.push({ code: 'shaded-alone', message: 'a shaded cell has no shaded neighbour and no open one to pair with', cells: group });
    }
  }
  for (const cells of rooms) {
    const count = cells.filter(isShaded).length;
    const possible = count + cells.filter(free).length;
    if (possible >= shadedPerRoom) continue;
    if (count === 0 && possible === 0) violations.push({ code: 'room-empty', message: 'a room has no cell left to shade', cells });
    else violations.push({ code: 'room-under', message: `a room can hold at most ${shadedWord(possible)}, not two`, cells });
  }
  return violations;
}
