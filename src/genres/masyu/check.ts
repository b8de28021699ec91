// The Masyu rule checker, in puzz.link's order: a line at all, no branch, no crossing, white pearls straight,
// black pearls turning, the cells beyond a black pearl straight, a white pearl's neighbours not both straight, every
// pearl passed, no dead end, one loop. One list of checks judges answers and, on a board in play, reports what no more
// lines can mend. Independent of the model.

import type { Check, LineBoard } from '../../core/checks.js';
import { drawnToward as goes, lineChecker, lineExists, noBranch, noCrossing, noDeadEnd, oneLoop } from '../../core/checks.js';
import type { Cell } from '../../core/geometry.js';
import { allCells, cellName, isInside, move, opposite } from '../../core/geometry.js';
import type { Violation } from '../../core/genre.js';
import type { MasyuPuzzle, Pearl } from './puzzle.js';
import { masyuSize, pearlAt } from './puzzle.js';

/** A check of each pearl of the colours given, naming it `the white pearl at r1c1`. */
function pearlCheck(colours: readonly Pearl[], check: { code: string; description: string; mendable?: boolean }, find: (board: LineBoard, cell: Cell, name: string) => Violation[]): Check<MasyuPuzzle, LineBoard> {
  return {
    ...check,
    find: (puzzle, board) =>
      allCells(board.points).flatMap((cell) => {
        const pearl = pearlAt(puzzle, cell);
        return pearl !== null && colours.includes(pearl) ? find(board, cell, `the ${pearl} pearl at ${cellName(cell)}`) : [];
      }),
  };
}

const straight = (board: LineBoard, cell: Cell) => (goes(board, cell, 'left') && goes(board, cell, 'right')) || (goes(board, cell, 'up') && goes(board, cell, 'down'));
const across = (board: LineBoard, cell: Cell) => goes(board, cell, 'left') || goes(board, cell, 'right');
const upright = (board: LineBoard, cell: Cell) => goes(board, cell, 'up') || goes(board, cell, 'down');

const whiteTurns = pearlCheck(['white'], { code: 'white-turns', description: 'the loop goes straight through a white pearl' }, (board, cell, name) =>
  across(board, cell) && upright(board, cell) ? [{ code: 'white-turns', message: `the loop turns on ${name}`, cells: [cell] }] : [],
);

const blackStraight = pearlCheck(['black'], { code: 'black-straight', description: 'the loop turns on a black pearl' }, (board, cell, name) =>
  straight(board, cell) ? [{ code: 'black-straight', message: `the loop goes straight through ${name}`, cells: [cell] }] : [],
);

// The next cell is passed (the line from the pearl enters it): it must carry on the same way.
const blackNextTurns = pearlCheck(['black'], { code: 'black-next-turns', description: 'the loop goes straight through the cells next to a black pearl, on both of its lines', mendable: true }, (board, cell, name) =>
  (['left', 'right', 'up', 'down'] as const).flatMap((direction) => {
    if (!goes(board, cell, direction)) return [];
    const next = move(cell, direction);
    if (goes(board, next, direction)) return [];
    const turns = (['left', 'right', 'up', 'down'] as const).some((other) => other !== opposite[direction] && goes(board, next, other));
    return turns || !isInside(board.points, move(next, direction)) ? [{ code: 'black-next-turns', message: `the loop turns right after ${name}`, cells: [cell, next] }] : [];
  }),
);

const whiteBothStraight = pearlCheck(['white'], { code: 'white-both-straight', description: 'the loop turns in at least one of the cells before and after a white pearl', mendable: true }, (board, cell, name) =>
  ([['left', 'right'], ['up', 'down']] as const).flatMap(([first, second]) => {
    if (!goes(board, cell, first) || !goes(board, cell, second)) return [];
    const before = move(cell, first);
    const after = move(cell, second);
    return goes(board, before, first) && goes(board, after, second) ? [{ code: 'white-both-straight', message: `the loop goes straight on both sides of ${name}`, cells: [before, cell, after] }] : [];
  }),
);

const pearlMissed = pearlCheck(['white', 'black'], { code: 'pearl-missed', description: 'the loop passes every pearl', mendable: true }, (board, cell, name) =>
  !across(board, cell) && !upright(board, cell) ? [{ code: 'pearl-missed', message: `the loop misses ${name}`, cells: [cell] }] : [],
);

export const masyuChecker = lineChecker('centres', masyuSize, [lineExists, noBranch, noCrossing, whiteTurns, blackStraight, blackNextTurns, whiteBothStraight, pearlMissed, noDeadEnd, oneLoop]);
