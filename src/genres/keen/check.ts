// The Keen rule checker: the Latin square, then each full cage against its clue, then the cells left empty.

import { allCells, cellName } from '../../core/geometry.js';
import type { CheckCode, Violation } from '../../core/genre.js';
import { latinSquareViolations } from '../shared/latin-square.js';
import type { KeenAnswer, KeenPuzzle } from './puzzle.js';
import { cageValue, clueText } from './puzzle.js';

/** The codes this checker reports, in the order it looks. */
export const checkCodes: readonly CheckCode[] = [
  { code: 'wrong-size', description: 'the answer has the size of the grid' },
  { code: 'not-a-number', description: 'every cell holds a digit from 1 to n, or nothing yet (0)' },
  { code: 'repeated-number', description: 'no digit twice in a row or column' },
  { code: 'cage-missed', description: "each cage's digits reach its target by its operation" },
  { code: 'empty-cell', description: 'every cell holds a digit' },
];

/** The rule checker; a cage is judged once all its cells hold digits. */
export function check(puzzle: KeenPuzzle, answer: KeenAnswer): Violation[] {
  const n = puzzle.size;
  const violations = latinSquareViolations(
    Array.from({ length: n }, () => new Array<null>(n).fill(null)),
    answer,
    { word: 'digit', emptyAllowed: true },
  );
  if (violations.some(({ code }) => code === 'wrong-size')) return violations;
  const isDigit = (value: number) => Number.isInteger(value) && value >= 1 && value <= n;
  for (const cage of puzzle.cages) {
    const digits = cage.cells.map(({ row, column }) => answer[row]![column]!);
    if (cage.target === null || !digits.every(isDigit)) continue;
    const made = cageValue(cage.operation, digits);
    if (made !== cage.target) {
      const words = made === undefined ? 'no whole quotient' : `${made}`;
      violations.push({ code: 'cage-missed', message: `the cage ${clueText(cage)} at ${cellName(cage.cells[0]!)} makes ${words}`, cells: [...cage.cells] });
    }
  }
  const empty = allCells({ rows: n, columns: n }).filter(({ row, column }) => answer[row]![column] === 0);
  if (empty.length > 0) violations.push({ code: 'empty-cell', message: `${empty.length} cell${empty.length === 1 ? '' : 's'} still empty`, cells: empty });
  return violations;
}
