// The Futoshiki rule checker.

import type { Cell } from '../../core/geometry.js';
import { adjacentPairs, cellName } from '../../core/geometry.js';
import type { CheckCode, Violation } from '../../core/genre.js';
import { latinSquareViolations } from '../shared/latin-square.js';
import type { FutoshikiAnswer, FutoshikiPuzzle } from './puzzle.js';
import { pairKey } from './puzzle.js';

/** The codes this checker reports, in the order it looks. */
export const checkCodes: readonly CheckCode[] = [
  { code: 'wrong-size', description: 'the answer has the size of the grid' },
  { code: 'not-a-number', description: 'every cell holds a number from 1 to n' },
  { code: 'given-changed', description: 'the givens stay as they are' },
  { code: 'repeated-number', description: 'no number twice in a row or column' },
  { code: 'sign-broken', description: 'each sign points at the smaller number' },
  { code: 'bar-broken', description: 'in Adjacent mode, numbers joined by a bar differ by exactly 1' },
  { code: 'missing-bar', description: 'in Adjacent mode, neighbours without a bar never differ by 1' },
];

/** The rule checker, in the order a player would look: the grid, the Latin square, then the signs or bars. */
export function check(puzzle: FutoshikiPuzzle, answer: FutoshikiAnswer): Violation[] {
  const n = puzzle.size;
  const violations = latinSquareViolations(puzzle.givens, answer, { word: 'number', emptyAllowed: false });
  if (violations.some(({ code }) => code === 'wrong-size')) return violations;
  const valueAt = ({ row, column }: Cell) => answer[row]![column]!;
  const isNumber = (value: number) => Number.isInteger(value) && value >= 1 && value <= n;
  if (puzzle.mode === 'inequality') {
    for (const { smaller, larger } of puzzle.signs) {
      if (isNumber(valueAt(smaller)) && isNumber(valueAt(larger)) && !(valueAt(smaller) < valueAt(larger))) {
        violations.push({
          code: 'sign-broken',
          message: `${cellName(smaller)} must be smaller than ${cellName(larger)}, but holds ${valueAt(smaller)} against ${valueAt(larger)}`,
          cells: [smaller, larger],
        });
      }
    }
  } else {
    const barred = new Set(puzzle.bars.map((bar) => pairKey(bar.first, bar.second)));
    for (const [a, b] of adjacentPairs({ rows: n, columns: n })) {
      if (!isNumber(valueAt(a)) || !isNumber(valueAt(b))) continue;
      const oneApart = Math.abs(valueAt(a) - valueAt(b)) === 1;
      if (barred.has(pairKey(a, b)) && !oneApart) {
        violations.push({ code: 'bar-broken', message: `the bar needs numbers one apart, found ${valueAt(a)} and ${valueAt(b)}`, cells: [a, b] });
      } else if (!barred.has(pairKey(a, b)) && oneApart) {
        violations.push({ code: 'missing-bar', message: `${valueAt(a)} and ${valueAt(b)} are one apart but have no bar between them`, cells: [a, b] });
      }
    }
  }
  return violations;
}

