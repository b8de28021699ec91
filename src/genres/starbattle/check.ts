// The Star Battle rule checker, independent of the model: it counts stars in rooms and lines and looks around each
// star (puzz.link's checks, in order: starAround, bkStarGt, bkStarLt, lnStarNe). One list of checks judges answers
// and, on a board in play (1 a star, 0 a dot, null open), reports what no way of finishing can mend.

import type { Check, ShadingBoard } from '../../core/checks.js';
import { apartAround, shadingChecker } from '../../core/checks.js';
import type { Cell } from '../../core/geometry.js';
import { gridLines, sameCell, windowsAround } from '../../core/geometry.js';
import { roomCells } from '../shared/room-grid.js';
import type { StarBattlePuzzle } from './puzzle.js';
import { starBattleSize, starWord } from './puzzle.js';

type Board = ShadingBoard;
const isStar = (board: Board, cell: Cell) => board.at(cell) === 1;

const starsApart = apartAround<StarBattlePuzzle>('stars-touch', { description: 'no two stars touch, not even diagonally', message: 'two stars touch' }, (_puzzle, board, cell) =>
  isStar(board, cell),
);

/** Too few stars possible, in words that fit the numbers: "row 2 has no cell left for a star", not "at most 0 stars". */
function underWords(what: string, placed: number, possible: number, k: number): string {
  if (possible === 0) return `${what} has no cell left for a star, and needs ${starWord(k)}`;
  if (possible === placed) return `${what} holds ${starWord(placed)} and has no cell left for another, not ${k}`;
  return `${what} can hold at most ${starWord(possible)}, not ${k}`;
}

type Area = { readonly name: string; readonly cells: readonly Cell[] };
const rooms = (puzzle: StarBattlePuzzle): Area[] => roomCells(puzzle.rooms).map((cells) => ({ name: 'a room', cells }));
const lines = (puzzle: StarBattlePuzzle): Area[] => gridLines(starBattleSize(puzzle));

/**
 * Each area holds the star count: too many stars (`over`), or too few (`under`) even with a star on every cell that
 * could still take one (open, and touching no star).
 */
function starCount(code: string, description: string, areas: (puzzle: StarBattlePuzzle) => Area[], broken: { over: boolean; under: boolean }): Check<StarBattlePuzzle, Board> {
  return {
    code,
    description,
    find: (puzzle, board) =>
      areas(puzzle).flatMap(({ name: what, cells }) => {
        const k = puzzle.stars;
        const placed = cells.filter((cell) => isStar(board, cell)).length;
        const touchesStar = (cell: Cell) => windowsAround(board.size, cell).some((block) => block.some((other) => !sameCell(other, cell) && isStar(board, other)));
        const possible = placed + cells.filter((cell) => board.at(cell) === null && !touchesStar(cell)).length;
        if (broken.over && placed > k) return [{ code, message: `${what} ${board.finished ? '' : 'already '}holds ${starWord(placed)}, not ${k}`, cells: [...cells] }];
        if (!broken.under || possible >= k) return [];
        return [{ code, message: board.finished ? `${what} holds ${starWord(placed)}, not ${k}` : underWords(what, placed, possible, k), cells: [...cells] }];
      }),
  };
}

export const starBattleChecker = shadingChecker(starBattleSize, [
  starsApart,
  starCount('room-over', 'no room holds more stars than the star count', rooms, { over: true, under: false }),
  starCount('room-under', 'no room holds fewer stars than the star count', rooms, { over: false, under: true }),
  starCount('line-count', 'every row and every column holds exactly the star count', lines, { over: true, under: true }),
]);
