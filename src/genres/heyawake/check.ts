// The Heyawake rule checker, in puz.link's order: a shaded cell at all, touching shaded cells, the unshaded cells split,
// room counts, unshaded lines across two borders.

import type { Cell } from '../../core/geometry.js';
import { adjacentPairs, cellName } from '../../core/geometry.js';
import type { CheckCode, Violation } from '../../core/genre.js';
import { connectedAreas } from '../shared/areas.js';
import type { HeyawakeAnswer, HeyawakePuzzle } from './puzzle.js';
import { heyawakeSize, roomCells, roomNumbers } from './puzzle.js';

/** The codes this checker reports, in the order it looks (puzz.link's brNoShade, csAdjacent, cuDivideRB, bkShadeNe, bkUnshadeConsecGt3). */
export const checkCodes: readonly CheckCode[] = [
  { code: 'wrong-size', description: 'the answer has the size of the grid' },
  { code: 'no-shaded', description: 'some cell is shaded' },
  { code: 'adjacent-shaded', description: 'no two shaded cells touch orthogonally' },
  { code: 'disconnected', description: 'the unshaded cells form one orthogonally connected area' },
  { code: 'wrong-count', description: 'a number in a room says how many of its cells are shaded' },
  { code: 'long-run', description: 'no straight line of unshaded cells crosses two room borders' },
];

/** The rule checker, independent of the model. */
export function check(puzzle: HeyawakePuzzle, answer: HeyawakeAnswer): Violation[] {
  const size = heyawakeSize(puzzle);
  if (answer.length !== size.rows || answer.some((row) => row.length !== size.columns)) {
    return [{ code: 'wrong-size', message: `the answer must be ${size.columns} wide and ${size.rows} tall`, cells: [] }];
  }
  const isShaded = (position: Cell) => answer[position.row]![position.column] === true;
  const violations: Violation[] = [];
  if (!answer.flat().some(Boolean)) violations.push({ code: 'no-shaded', message: 'no cell is shaded', cells: [] });
  for (const [a, b] of adjacentPairs(size)) {
    if (isShaded(a) && isShaded(b)) violations.push({ code: 'adjacent-shaded', message: 'two shaded cells touch', cells: [a, b] });
  }
  const areas = connectedAreas(size, (cell) => !isShaded(cell));
  if (areas.length > 1) {
    violations.push({ code: 'disconnected', message: `the unshaded cells fall into ${areas.length} separate areas`, cells: areas.slice(1).flat() });
  }
  const rooms = roomCells(puzzle.rooms);
  roomNumbers(puzzle).forEach(({ number, cell }, room) => {
    if (number?.kind !== 'number' || cell === null) return;
    const count = rooms[room]!.filter(isShaded).length;
    if (count !== number.value) {
      violations.push({ code: 'wrong-count', message: `the ${number.value} at ${cellName(cell)} has ${count} shaded cells in its room`, cells: rooms[room]! });
    }
  });
  // Each maximal run of unshaded cells along a row or a column, and the borders inside it.
  const roomOf = (cell: Cell) => puzzle.rooms[cell.row]![cell.column]!;
  const lines: Cell[][] = [
    ...Array.from({ length: size.rows }, (_, row) => Array.from({ length: size.columns }, (_, column) => ({ row, column }))),
    ...Array.from({ length: size.columns }, (_, column) => Array.from({ length: size.rows }, (_, row) => ({ row, column }))),
  ];
  for (const line of lines) {
    let run: Cell[] = [];
    for (const cell of [...line, undefined]) {
      if (cell && !isShaded(cell)) {
        run.push(cell);
        continue;
      }
      const borders = run.slice(1).filter((next, index) => roomOf(next) !== roomOf(run[index]!)).length;
      if (borders > 1) violations.push({ code: 'long-run', message: `a line of unshaded cells crosses ${borders} room borders`, cells: run });
      run = [];
    }
  }
  return violations;
}
