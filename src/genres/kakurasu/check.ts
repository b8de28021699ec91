// The Kakurasu rule checker.

import type { CheckCode, Violation } from '../../core/genre.js';
import type { KakurasuAnswer, KakurasuPuzzle } from './puzzle.js';
import { kakurasuSize } from './puzzle.js';

/** The codes this checker reports, in the order it looks. */
export const checkCodes: readonly CheckCode[] = [
  { code: 'wrong-size', description: 'the answer has the size of the grid' },
  { code: 'not-binary', description: 'every cell is shaded (1) or not (0)' },
  { code: 'row-sum', description: 'the shaded cells of a row add up to its clue, by column number' },
  { code: 'column-sum', description: 'the shaded cells of a column add up to its clue, by row number' },
];

/** The rule checker, independent of the model: 0/1 cells, then every row and column sum. */
export function check(puzzle: KakurasuPuzzle, answer: KakurasuAnswer): Violation[] {
  const { rows, columns } = kakurasuSize(puzzle);
  if (answer.length !== rows || answer.some((line) => line.length !== columns)) {
    return [{ code: 'wrong-size', message: `the answer must be ${rows} rows of ${columns} cells`, cells: [] }];
  }
  const violations: Violation[] = [];
  answer.forEach((line, row) =>
    line.forEach((value, column) => {
      if (value !== 0 && value !== 1) violations.push({ code: 'not-binary', message: `a cell holds ${value}, not 0 or 1`, cells: [{ row, column }] });
    }),
  );
  puzzle.rowClues.forEach((clue, row) => {
    if (clue === null) return;
    const cells = answer[row]!.flatMap((value, column) => (value === 1 ? [{ row, column }] : []));
    const sum = cells.reduce((total, cell) => total + cell.column + 1, 0);
    if (sum !== clue) violations.push({ code: 'row-sum', message: `row ${row + 1} should add up to ${clue}, its shaded cells make ${sum}`, cells });
  });
  puzzle.columnClues.forEach((clue, column) => {
    if (clue === null) return;
    const cells = answer.flatMap((line, row) => (line[column] === 1 ? [{ row, column }] : []));
    const sum = cells.reduce((total, cell) => total + cell.row + 1, 0);
    if (sum !== clue) violations.push({ code: 'column-sum', message: `column ${column + 1} should add up to ${clue}, its shaded cells make ${sum}`, cells });
  });
  return violations;
}

