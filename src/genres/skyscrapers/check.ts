// The Skyscrapers rule checker, in puz.link's order (nmDupRow, nmSightNe, ceNoNum), after the shape of the answer.

import type { Cell } from '../../core/geometry.js';
import { allCells } from '../../core/geometry.js';
import type { CheckCode, Violation } from '../../core/genre.js';
import { latinSquareViolations } from '../shared/latin-square.js';
import type { SkyscrapersAnswer, SkyscrapersPuzzle } from './puzzle.js';
import { sideClueLines, sideClueName } from '../shared/side-clues.js';
import { towersSeen } from './puzzle.js';

/** The codes this checker reports, in the order it looks. */
export const checkCodes: readonly CheckCode[] = [
  { code: 'wrong-size', description: 'the answer has the size of the grid' },
  { code: 'not-a-number', description: 'every cell holds a height from 1 to n, or nothing yet (0)' },
  { code: 'given-changed', description: 'the givens stay as they are' },
  { code: 'repeated-number', description: 'no height twice in a row or column (puz.link nmDupRow)' },
  { code: 'wrong-view', description: 'each clue counts the towers seen from its side (puz.link nmSightNe)' },
  { code: 'empty-cell', description: 'every cell holds a height (puz.link ceNoNum)' },
];

/**
 * The rule checker. A view is counted over the heights placed, as puz.link counts it; the violation names the whole
 * line, so on an unfinished board it waits until the line is full.
 */
export function check(puzzle: SkyscrapersPuzzle, answer: SkyscrapersAnswer): Violation[] {
  const n = puzzle.size;
  const violations = latinSquareViolations(puzzle.givens, answer, { word: 'height', emptyAllowed: true });
  if (violations.some(({ code }) => code === 'wrong-size')) return violations;
  const valueAt = ({ row, column }: Cell) => answer[row]![column]!;
  const isHeight = (value: number) => Number.isInteger(value) && value >= 1 && value <= n;
  for (const { side, index, clue, cells } of sideClueLines(n, puzzle.clues)) {
    const seen = towersSeen(cells.map(valueAt).filter(isHeight));
    if (clue === null || seen === clue) continue;
    violations.push({ code: 'wrong-view', message: `the clue ${sideClueName(side, index)} sees ${clue}, but ${seen} tower${seen === 1 ? ' is' : 's are'} seen`, cells });
  }
  const empty = allCells({ rows: n, columns: n }).filter((position) => valueAt(position) === 0);
  if (empty.length > 0) violations.push({ code: 'empty-cell', message: `${empty.length} cell${empty.length === 1 ? '' : 's'} still empty`, cells: empty });
  return violations;
}
