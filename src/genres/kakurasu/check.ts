// The Kakurasu rule checker: 0/1 cells, then every row and column sum. One list of checks judges answers and, on a
// board in play, reports the lines no way of finishing can make right. Independent of the model.

import type { Check, ShadingBoard } from '../../core/checks.js';
import { checker } from '../../core/checks.js';
import type { Cell } from '../../core/geometry.js';
import { allCells } from '../../core/geometry.js';
import type { KakurasuAnswer, KakurasuPuzzle } from './puzzle.js';
import { kakurasuSize } from './puzzle.js';

/** A board with, for an answer, its entries as written (a board in play holds only 0, 1 and open cells). */
interface KakurasuBoard extends ShadingBoard {
  readonly entries?: KakurasuAnswer;
}

/** Every cell is shaded (1) or not (0). */
const binary: Check<KakurasuPuzzle, KakurasuBoard> = {
  code: 'not-binary',
  description: 'every cell is shaded (1) or not (0)',
  find: (_puzzle, { entries = [] }) =>
    entries.flatMap((line, row) => line.flatMap((value, column) => (value === 0 || value === 1 ? [] : [{ code: 'not-binary', message: `a cell holds ${value}, not 0 or 1`, cells: [{ row, column }] }]))),
};

/**
 * The shaded cells of each row (by column number) or column (by row number) add up to its clue. In play: a line whose
 * shaded cells already make more, or whose shaded and open cells together cannot make enough.
 */
function lineSums(line: 'row' | 'column'): Check<KakurasuPuzzle, KakurasuBoard> {
  const code = `${line}-sum`;
  return {
    code,
    description: line === 'row' ? 'the shaded cells of a row add up to its clue, by column number' : 'the shaded cells of a column add up to its clue, by row number',
    find: (puzzle, board) =>
      (line === 'row' ? puzzle.rowClues : puzzle.columnClues).flatMap((clue, index) => {
        if (clue === null) return [];
        const cells = allCells(board.size).filter((cell) => (line === 'row' ? cell.row : cell.column) === index);
        const weight = (cell: Cell) => (line === 'row' ? cell.column : cell.row) + 1;
        const sum = (among: Cell[]) => among.reduce((total, cell) => total + weight(cell), 0);
        const shaded = cells.filter((cell) => board.at(cell) === 1);
        const most = sum(cells.filter((cell) => board.at(cell) !== 0));
        const name = `${line} ${index + 1}`;
        if (sum(shaded) > clue || (board.finished && sum(shaded) !== clue)) return [{ code, message: `${name} should add up to ${clue}, its shaded cells make ${sum(shaded)}`, cells: shaded }];
        return most < clue ? [{ code, message: `${name} should add up to ${clue}, but its shaded and open cells make at most ${most}`, cells }] : [];
      }),
  };
}

export const kakurasuChecker = checker<KakurasuPuzzle, KakurasuAnswer, KakurasuBoard>({
  shape: {
    description: 'the answer has the size of the grid',
    misfit(puzzle, answer) {
      const { rows, columns } = kakurasuSize(puzzle);
      return answer.length !== rows || answer.some((line) => line.length !== columns) ? `the answer must be ${rows} rows of ${columns} cells` : undefined;
    },
  },
  board: (puzzle, answer) => ({ size: kakurasuSize(puzzle), finished: true, at: (cell) => (answer[cell.row]![cell.column] === 1 ? 1 : 0), entries: answer }),
  checks: [binary, lineSums('row'), lineSums('column')],
});
