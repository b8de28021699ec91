// The Yin-Yang rule checker, in puz.link's order (ms2x2, mu2x2, msDivide, muDivide, ceNoNum), after the givens: one
// list of checks that judges answers and, on a board in play, reports what no way of finishing can mend. Independent
// of the model. A cell is 1 (black), 0 (white) or null (empty).

import { allCells, cellName } from '../../core/geometry.js';
import type { Check, Shade, ShadingBoard } from '../../core/checks.js';
import { checker, gridShape, no2x2Of, oneAreaOf } from '../../core/checks.js';
import type { YinYangAnswer, YinYangPuzzle } from './puzzle.js';
import { givenAt, yinYangSize } from './puzzle.js';

type Board = ShadingBoard;
const shadeOf = (value: boolean | null | undefined): Shade | null => (value === null || value === undefined ? null : value ? 1 : 0);
const colourName = (colour: Shade): string => (colour === 1 ? 'black' : 'white');

/** A given circle keeps its colour (in play the studio holds it; an answer from elsewhere may not). */
const givenKept: Check<YinYangPuzzle, Board> = {
  code: 'given-changed',
  description: 'the given circles keep their colours',
  find: (puzzle, board) =>
    allCells(board.size).flatMap((cell) => {
      const given = givenAt(puzzle, cell);
      const value = board.at(cell);
      if (given === null || value === null || value === (given === 'black' ? 1 : 0)) return [];
      return [{ code: 'given-changed', message: `the given ${given} circle at ${cellName(cell)} is ${colourName(value)}`, cells: [cell] }];
    }),
};

/** No 2×2 block is all of one colour (pzprjs ms2x2 for black, mu2x2 for white). */
const noBlockOf = (colour: Shade) => no2x2Of(colour, `${colourName(colour)}-2x2`, colourName(colour), `no 2×2 block is all ${colourName(colour)}`);

/**
 * The circles of one colour form one orthogonally connected area (pzprjs msDivide, muDivide). A finished board is
 * judged as it stands, an empty cell joining nothing, as puz.link judges it; in play an empty cell may still take
 * the colour, so only circles that the other colour has already walled apart are reported.
 */
const connectedOf = (colour: Shade) =>
  oneAreaOf(colour, `${colourName(colour)}-divided`, { name: colourName(colour), other: colourName(colour === 1 ? 0 : 1), things: 'circles' });

/** Every cell holds a circle (pzprjs ceNoNum): asked of finished boards only. */
const noEmptyCell: Check<YinYangPuzzle, Board> = {
  code: 'empty-cell',
  description: 'every cell holds a circle',
  mendable: true,
  find(_puzzle, board) {
    const empty = allCells(board.size).filter((cell) => board.at(cell) === null);
    return empty.length === 0 ? [] : [{ code: 'empty-cell', message: `${empty.length === 1 ? 'a cell is' : `${empty.length} cells are`} still empty`, cells: empty }];
  },
};

export const yinYangChecker = checker<YinYangPuzzle, YinYangAnswer, Board>({
  shape: gridShape(yinYangSize),
  // An answer is finished as it stands: an empty cell is reported, not filled in.
  board: (puzzle, answer) => ({ size: yinYangSize(puzzle), finished: true, at: (cell) => shadeOf(answer[cell.row]![cell.column]) }),
  checks: [givenKept, noBlockOf(1), noBlockOf(0), connectedOf(1), connectedOf(0), noEmptyCell],
});
