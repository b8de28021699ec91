// The Kakuro rule checker, in puz.link's order (nmDupRow, nmSumRowNe, ceNoNum), after the shape of the answer.

import type { Check } from '../../core/checks.js';
import { checker, gridShape } from '../../core/checks.js';
import type { Cell } from '../../core/geometry.js';
import { allCells, cellName } from '../../core/geometry.js';
import type { KakuroAnswer, KakuroPuzzle } from './puzzle.js';
import { isWhite, kakuroSize, runsOf } from './puzzle.js';

type Board = readonly (readonly number[])[];

const valueAt = (board: Board, { row, column }: Cell) => board[row]![column]!;
const isDigit = (value: number) => Number.isInteger(value) && value >= 1 && value <= 9;

const digitsInPlace: Check<KakuroPuzzle, Board> = {
  code: 'not-a-number',
  description: 'a white cell holds a digit 1 to 9 or nothing yet (0), a block holds nothing (0)',
  find: (puzzle, board) =>
    allCells(kakuroSize(puzzle)).flatMap((cell) => {
      const value = valueAt(board, cell);
      if (isWhite(puzzle, cell)) return isDigit(value) || value === 0 ? [] : [{ code: 'not-a-number', message: `${cellName(cell)} holds ${value}, not a digit 1..9`, cells: [cell] }];
      return value === 0 ? [] : [{ code: 'not-a-number', message: `the block at ${cellName(cell)} holds ${value}; a block holds no digit`, cells: [cell] }];
    }),
};

const noRepeat: Check<KakuroPuzzle, Board> = {
  code: 'repeated-number',
  description: 'no digit twice in a run (puz.link nmDupRow)',
  find: (puzzle, board) =>
    runsOf(puzzle).flatMap((run) => {
      const byDigit = new Map<number, Cell[]>();
      for (const cell of run.cells) {
        const value = valueAt(board, cell);
        if (isDigit(value)) byDigit.set(value, [...(byDigit.get(value) ?? []), cell]);
      }
      return [...byDigit]
        .filter(([, cells]) => cells.length > 1)
        .map(([digit, cells]) => ({ code: 'repeated-number', message: `the run of ${cellName(run.cells[0]!)} holds ${digit} more than once`, cells }));
    }),
};

// As puz.link does, a run is added up once all its cells hold a digit: on an unfinished board a sum waits.
const sums: Check<KakuroPuzzle, Board> = {
  code: 'wrong-sum',
  description: 'the digits of a run add up to its sum (puz.link nmSumRowNe)',
  find: (puzzle, board) =>
    runsOf(puzzle).flatMap((run) => {
      const values = run.cells.map((cell) => valueAt(board, cell));
      if (run.total === null || !values.every(isDigit)) return [];
      const total = values.reduce((sum, value) => sum + value, 0);
      if (total === run.total) return [];
      return [{ code: 'wrong-sum', message: `${run.name} is ${run.total}, but its digits add up to ${total}`, cells: [...(run.block ? [run.block] : []), ...run.cells] }];
    }),
};

const filled: Check<KakuroPuzzle, Board> = {
  code: 'empty-cell',
  description: 'every white cell holds a digit (puz.link ceNoNum)',
  mendable: true,
  find(puzzle, board) {
    const empty = allCells(kakuroSize(puzzle)).filter((cell) => isWhite(puzzle, cell) && valueAt(board, cell) === 0);
    return empty.length === 0 ? [] : [{ code: 'empty-cell', message: `${empty.length} cell${empty.length === 1 ? '' : 's'} still empty`, cells: empty }];
  },
};

export const kakuroChecker = checker<KakuroPuzzle, KakuroAnswer, Board>({
  shape: gridShape(kakuroSize),
  board: (_puzzle, answer) => answer,
  checks: [digitsInPlace, noRepeat, sums, filled],
});

export const { check, checkCodes } = kakuroChecker;
