// The Castle Wall rule checker, in puzz.link's order: the loop kept out of clue cells (puzz.link cannot draw there),
// a loop at all, no branch, no crossing, the arrows' counts (too many, too few), no dead end, one loop, no black
// cell inside, no white cell outside. One list of checks judges answers and, on a board in play, reports what no
// way of finishing can mend. Independent of the model.

import type { Check, LineBoard } from '../../core/checks.js';
import { lineChecker, lineExists, loopAvoids, noBranch, noCrossing, noDeadEnd, oneLoop } from '../../core/checks.js';
import type { Cell } from '../../core/geometry.js';
import { allCells } from '../../core/geometry.js';
import type { LinePosition } from '../../core/lines.js';
import { enclosedPoints, lineEnd, linesAlong, makeLines } from '../../core/lines.js';
import type { CastleClue, CastlePuzzle } from './puzzle.js';
import { castleSize, clueAt, clueWords } from './puzzle.js';

const isClue = (puzzle: CastlePuzzle, cell: Cell) => clueAt(puzzle, cell) !== null;

const lineOnClue = loopAvoids<CastlePuzzle>('line-on-clue', 'clue', isClue);

/** The numbered clue cells, with the lines their arrows look along. */
function arrows(puzzle: CastlePuzzle, board: LineBoard): { cell: Cell; clue: CastleClue; value: number; along: LinePosition[] }[] {
  return allCells(board.points).flatMap((cell) => {
    const clue = clueAt(puzzle, cell);
    if (clue === null || clue.direction === null || clue.value === null) return [];
    return [{ cell, clue, value: clue.value, along: linesAlong(board.points, cell, clue.direction) }];
  });
}

const segments = (count: number) => `${count} segment${count === 1 ? '' : 's'}`;

/** A number counting more segments than it says: on a board in play, already too many. */
const tooMany: Check<CastlePuzzle, LineBoard> = {
  code: 'too-many-segments',
  description: 'no number counts more segments of the loop than it says',
  find: (puzzle, board) =>
    arrows(puzzle, board).flatMap(({ cell, clue, value, along }) => {
      const drawn = along.filter((line) => board.at(line) === 'line');
      return drawn.length > value ? [{ code: 'too-many-segments', message: `${clueWords(clue, cell)} counts ${segments(drawn.length)}`, cells: [cell], lines: drawn }] : [];
    }),
};

/** A number counting fewer segments than it says: on a board in play, too few left that could still be drawn. */
const tooFew: Check<CastlePuzzle, LineBoard> = {
  code: 'too-few-segments',
  description: 'no number counts fewer segments of the loop than it says',
  find: (puzzle, board) =>
    arrows(puzzle, board).flatMap(({ cell, clue, value, along }) => {
      const drawn = along.filter((line) => board.at(line) === 'line');
      // An open line may still be drawn unless it touches a clue cell.
      const possible = along.filter((line) => board.at(line) === 'line' || (board.at(line) === null && !isClue(puzzle, line.from) && !isClue(puzzle, lineEnd(line))));
      if (possible.length >= value) return [];
      const message = board.finished ? `${clueWords(clue, cell)} counts ${segments(drawn.length)}` : `${clueWords(clue, cell)} can count at most ${segments(possible.length)}`;
      return [{ code: 'too-few-segments', message, cells: [cell], lines: drawn }];
    }),
};

/** Clue cells of one colour on the wrong side of a finished drawing whose every cell is passed 0 or 2 times. */
function sideCheck(colour: 'black' | 'white', code: string, description: string): Check<CastlePuzzle, LineBoard> {
  return {
    code,
    description,
    mendable: true,
    find(puzzle, board) {
      if (board.shape.branches.length > 0 || board.shape.deadEnds.length > 0) return [];
      const enclosed = enclosedPoints(board.points, makeLines(board.points, (line) => board.at(line) === 'line'));
      return allCells(board.points)
        .filter((cell) => clueAt(puzzle, cell)?.colour === colour && enclosed[cell.row]![cell.column] === (colour === 'black'))
        .map((cell) => ({ code, message: `${clueWords(clueAt(puzzle, cell)!, cell)} lies ${colour === 'black' ? 'inside' : 'outside'} the loop`, cells: [cell] }));
    },
  };
}

export const castleChecker = lineChecker('centres', castleSize, [
  lineOnClue,
  lineExists,
  noBranch,
  noCrossing,
  tooMany,
  tooFew,
  noDeadEnd,
  oneLoop,
  sideCheck('black', 'black-inside', 'no black clue cell lies inside the loop'),
  sideCheck('white', 'white-outside', 'no white clue cell lies outside the loop'),
]);
