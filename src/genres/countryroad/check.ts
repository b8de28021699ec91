// The Country Road rule checker, in puzz.link's order: no branch, no crossing, each country passed once, the
// numbers, every country passed, no two unvisited neighbours across a border, no dead end, one loop. One list of
// checks judges answers and, on a board in play, reports what no more lines can mend. Independent of the model.

import type { Check, LineBoard } from '../../core/checks.js';
import { lineChecker, noBranch, noCrossing, noDeadEnd, oneLoop } from '../../core/checks.js';
import type { Cell } from '../../core/geometry.js';
import { adjacentPairs, cellName, directions } from '../../core/geometry.js';
import { lineToward } from '../shared/centre-loop.js';
import { borderLines } from '../shared/room-loop.js';
import type { CountryRoadPuzzle } from './puzzle.js';
import { countryRoadSize, countryWords, roomCells, roomNumbers } from './puzzle.js';

/** The marks on the lines that leave a cell. */
const marksAt = (board: LineBoard, cell: Cell) =>
  directions.flatMap((direction) => {
    const line = lineToward(board.points, cell, direction);
    return line ? [board.at(line)] : [];
  });
/** The loop visits the cell. */
const visited = (board: LineBoard, cell: Cell) => marksAt(board, cell).includes('line');
/** The loop can no longer visit the cell (on a finished board: it does not). */
const closed = (board: LineBoard, cell: Cell) => marksAt(board, cell).every((mark) => mark === 'cross');

/** A check of each country, with its cells. */
function countryCheck(check: { code: string; description: string }, find: (puzzle: CountryRoadPuzzle, board: LineBoard, cells: Cell[], room: number) => string | undefined): Check<CountryRoadPuzzle, LineBoard> {
  return {
    ...check,
    find: (puzzle, board) =>
      roomCells(puzzle.rooms).flatMap((cells, room) => {
        const message = find(puzzle, board, cells, room);
        return message === undefined ? [] : [{ code: check.code, message, cells }];
      }),
  };
}

/** The loop crosses each country's border twice: the lines drawn across it. */
const countryTwice = countryCheck({ code: 'country-twice', description: 'the loop passes through each country once (it crosses its border twice)' }, (puzzle, board, cells, room) => {
  const crossings = borderLines(puzzle.rooms)[room]!.filter((line) => board.at(line) === 'line').length;
  if (crossings <= 2) return undefined;
  return board.finished ? `the loop passes through ${countryWords(puzzle, room)} ${Math.ceil(crossings / 2)} times` : `the loop passes through ${countryWords(puzzle, room)} more than once`;
});

/** A number counts the country's visited cells: in play, too many visited, or too few left open to the loop. */
const wrongCount = countryCheck({ code: 'wrong-count', description: "a number says how many of its country's cells the loop visits" }, (puzzle, board, cells, room) => {
  const number = roomNumbers(puzzle)[room]!.number;
  if (number?.kind !== 'number') return undefined;
  const count = cells.filter((cell) => visited(board, cell)).length;
  const open = cells.filter((cell) => !closed(board, cell)).length;
  if (board.finished) return count === number.value ? undefined : `the loop visits ${count} cell${count === 1 ? '' : 's'} of ${countryWords(puzzle, room)}`;
  if (count > number.value) return `the loop already visits ${count} cells of ${countryWords(puzzle, room)}`;
  return open < number.value ? `only ${open} cells of ${countryWords(puzzle, room)} are left for the loop` : undefined;
});

const countryMissed = countryCheck({ code: 'country-missed', description: 'the loop passes through every country' }, (puzzle, board, cells, room) => {
  if (cells.some((cell) => !closed(board, cell))) return undefined;
  return board.finished ? `the loop misses ${countryWords(puzzle, room)}` : `every way into ${countryWords(puzzle, room)} is crossed out`;
});

const unvisitedNeighbours: Check<CountryRoadPuzzle, LineBoard> = {
  code: 'unvisited-neighbours',
  description: 'two neighbouring cells in different countries are not both left unvisited',
  find: (puzzle, board) =>
    adjacentPairs(board.points)
      .filter(([a, b]) => puzzle.rooms[a.row]![a.column] !== puzzle.rooms[b.row]![b.column] && closed(board, a) && closed(board, b))
      .map(([a, b]) => ({
        code: 'unvisited-neighbours',
        message: `${cellName(a)} and ${cellName(b)}, on two sides of a border, are both ${board.finished ? 'unvisited' : 'crossed out'}`,
        cells: [a, b],
      })),
};

export const countryRoadChecker = lineChecker('centres', countryRoadSize, [noBranch, noCrossing, countryTwice, wrongCount, countryMissed, unvisitedNeighbours, noDeadEnd, oneLoop]);
