// The Hitori rule checker, in puz.link's order: a shaded cell at all, touching shaded cells, the unshaded cells split,
// a number twice unshaded in a line.

import type { Cell } from '../../core/geometry.js';
import { adjacentPairs } from '../../core/geometry.js';
import type { CheckCode, Violation } from '../../core/genre.js';
import { connectedAreas } from '../shared/areas.js';
import type { HitoriAnswer, HitoriPuzzle } from './puzzle.js';
import { hitoriSize, repetitions } from './puzzle.js';

/** The codes this checker reports, in the order it looks (puzz.link's brNoShade, csAdjacent, cuDivideRB, nmDupRow). */
export const checkCodes: readonly CheckCode[] = [
  { code: 'wrong-size', description: 'the answer has the size of the grid' },
  { code: 'no-shaded', description: 'some cell is shaded' },
  { code: 'adjacent-shaded', description: 'no two shaded cells touch orthogonally' },
  { code: 'disconnected', description: 'the unshaded cells form one orthogonally connected area' },
  { code: 'repeated-number', description: 'no number appears twice among the unshaded cells of a row or a column' },
];

/** The rule checker, independent of the model. */
export function check(puzzle: HitoriPuzzle, answer: HitoriAnswer): Violation[] {
  const size = hitoriSize(puzzle);
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
  for (const repetition of repetitions(puzzle)) {
    const open = repetition.cells.filter((cell) => !isShaded(cell));
    if (open.length > 1) {
      violations.push({ code: 'repeated-number', message: `${repetition.line} has ${open.length} unshaded ${repetition.value}s`, cells: open });
    }
  }
  return violations;
}
