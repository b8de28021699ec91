// The Kurodoko rule checker.

import type { Cell, Direction, GridSize } from '../../core/geometry.js';
import { adjacentPairs, allCells, directions, makeGrid, neighbours, ray } from '../../core/geometry.js';
import type { CheckCode, Violation } from '../../core/genre.js';
import type { KurodokoAnswer, KurodokoPuzzle } from './puzzle.js';
import { kurodokoSize, numberAt } from './puzzle.js';

/** The cells a cell sees in one direction, up to a shaded cell or the edge. */
function visibleRun(size: GridSize, answer: KurodokoAnswer, position: Cell, direction: Direction): Cell[] {
  const result: Cell[] = [];
  for (const next of ray(size, position, direction)) {
    if (answer[next.row]![next.column]) break;
    result.push(next);
  }
  return result;
}

/** The orthogonally connected areas of unshaded cells, largest first. */
export function unshadedAreas(size: GridSize, answer: KurodokoAnswer): Cell[][] {
  const seen = makeGrid(size, () => false);
  const areas: Cell[][] = [];
  for (const start of allCells(size)) {
    if (answer[start.row]![start.column] || seen[start.row]![start.column]) continue;
    seen[start.row]![start.column] = true;
    const area = [start];
    for (let k = 0; k < area.length; k++) {
      for (const next of neighbours(size, area[k]!)) {
        if (answer[next.row]![next.column] || seen[next.row]![next.column]) continue;
        seen[next.row]![next.column] = true;
        area.push(next);
      }
    }
    areas.push(area);
  }
  return areas.sort((a, b) => b.length - a.length);
}

/** The codes this checker reports, in the order it looks. */
export const checkCodes: readonly CheckCode[] = [
  { code: 'wrong-size', description: 'the answer has the size of the grid' },
  { code: 'no-shaded', description: 'some cell is shaded' },
  { code: 'shaded-clue', description: 'numbered cells stay unshaded' },
  { code: 'adjacent-shaded', description: 'no two shaded cells touch orthogonally' },
  { code: 'wrong-count', description: 'each number counts the unshaded cells it sees, itself included' },
  { code: 'disconnected', description: 'the unshaded cells form one orthogonally connected area' },
];

/** The rule checker, independent of the model, in puzz.link's order: some shading at all, shaded clues, touching shaded cells, counts, connection. */
export function check(puzzle: KurodokoPuzzle, answer: KurodokoAnswer): Violation[] {
  const size = kurodokoSize(puzzle);
  if (answer.length !== size.rows || answer.some((row) => row.length !== size.columns)) {
    return [{ code: 'wrong-size', message: `the answer must be ${size.columns} wide and ${size.rows} tall`, cells: [] }];
  }
  const violations: Violation[] = [];
  const isShaded = (position: Cell) => answer[position.row]![position.column] === true;
  if (!answer.flat().some(Boolean)) violations.push({ code: 'no-shaded', message: 'no cell is shaded', cells: [] });
  for (const position of allCells(size)) {
    if (isShaded(position) && puzzle.clues[position.row]![position.column] !== null) {
      violations.push({ code: 'shaded-clue', message: 'a numbered cell is shaded', cells: [position] });
    }
  }
  for (const [a, b] of adjacentPairs(size)) {
    if (isShaded(a) && isShaded(b)) violations.push({ code: 'adjacent-shaded', message: 'two shaded cells touch', cells: [a, b] });
  }
  for (const position of allCells(size)) {
    const value = numberAt(puzzle, position);
    if (value === undefined || isShaded(position)) continue;
    const visible = directions.flatMap((direction) => visibleRun(size, answer, position, direction));
    if (visible.length + 1 !== value) {
      violations.push({ code: 'wrong-count', message: `the ${value} sees ${visible.length + 1} unshaded cells`, cells: [position] });
    }
  }
  const areas = unshadedAreas(size, answer);
  if (areas.length > 1) {
    violations.push({
      code: 'disconnected',
      message: `the unshaded cells fall into ${areas.length} separate areas`,
      cells: areas.slice(1).flat(),
    });
  }
  return violations;
}

