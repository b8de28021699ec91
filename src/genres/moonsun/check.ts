// The Moon or Sun rule checker, in puzz.link's order: no branch, no crossing, each room passed once, no room passing
// both kinds of mark, no two rooms of moons (or of suns) in a row, every moon (sun) of a room passed where one is,
// every room passed, some mark passed in every room, no dead end, one loop. One list of checks judges answers and, on
// a board in play, reports what no more lines can mend. Independent of the model.

import type { Check, LineBoard } from '../../core/checks.js';
import { lineChecker, noBranch, noCrossing, noDeadEnd, oneLoop } from '../../core/checks.js';
import type { Cell } from '../../core/geometry.js';
import { adjacentPairs, directions } from '../../core/geometry.js';
import type { Violation } from '../../core/genre.js';
import { lineBetween } from '../../core/lines.js';
import { lineToward } from '../shared/centre-loop.js';
import { borderLines } from '../shared/room-loop.js';
import type { Mark, MoonSunPuzzle } from './puzzle.js';
import { markAt, moonSunSize, roomCells, roomWords } from './puzzle.js';

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

const plural = (kind: Mark) => (kind === 'moon' ? 'moons' : 'suns');

/** A room's cells and its marks of one kind, passed or not. */
function roomsOf(puzzle: MoonSunPuzzle, board: LineBoard) {
  return roomCells(puzzle.rooms).map((cells, room) => {
    const of = (kind: Mark) => cells.filter((cell) => markAt(puzzle, cell) === kind);
    const passed = (kind: Mark) => of(kind).filter((cell) => visited(board, cell));
    return { room, cells, of, passed, words: roomWords(puzzle, room) };
  });
}

/** A check of each room, with the cells to show. */
function roomCheck(
  check: { code: string; description: string },
  find: (room: ReturnType<typeof roomsOf>[number], board: LineBoard, puzzle: MoonSunPuzzle) => { message: string; cells?: Cell[] } | undefined,
): Check<MoonSunPuzzle, LineBoard> {
  return {
    ...check,
    find: (puzzle, board) =>
      roomsOf(puzzle, board).flatMap((room): Violation[] => {
        const found = find(room, board, puzzle);
        return found ? [{ code: check.code, message: found.message, cells: found.cells ?? room.cells }] : [];
      }),
  };
}

/** The loop crosses each room's border twice: the lines drawn across it. */
const roomTwice = roomCheck({ code: 'room-twice', description: 'the loop passes through each room once (it crosses its border twice)' }, ({ room, words }, board, puzzle) => {
  const crossings = borderLines(puzzle.rooms)[room]!.filter((line) => board.at(line) === 'line').length;
  if (crossings <= 2) return undefined;
  return { message: board.finished ? `the loop passes through ${words} ${Math.ceil(crossings / 2)} times` : `the loop passes through ${words} more than once` };
});

const bothKinds = roomCheck({ code: 'both-kinds', description: 'in no room does the loop pass both a moon and a sun' }, ({ passed, words }) =>
  passed('moon').length > 0 && passed('sun').length > 0 ? { message: `the loop passes both moons and suns in ${words}`, cells: [...passed('moon'), ...passed('sun')] } : undefined,
);

/** Two rooms passing marks of one kind joined by a line across their border. */
function inARow(kind: Mark, code: string): Check<MoonSunPuzzle, LineBoard> {
  return {
    code,
    description: `no two rooms in a row along the loop both pass ${plural(kind)}`,
    find: (puzzle, board) => {
      const rooms = roomsOf(puzzle, board);
      const roomOf = (cell: Cell) => rooms[puzzle.rooms[cell.row]![cell.column]!]!;
      const seen = new Set<string>();
      return adjacentPairs(board.points).flatMap(([a, b]): Violation[] => {
        const [first, second] = [roomOf(a), roomOf(b)];
        if (first === second || board.at(lineBetween(a, b)!) !== 'line') return [];
        if (first.passed(kind).length === 0 || second.passed(kind).length === 0) return [];
        const key = `${Math.min(first.room, second.room)} ${Math.max(first.room, second.room)}`;
        if (seen.has(key)) return [];
        seen.add(key);
        return [{ code, message: `the loop passes ${plural(kind)} in ${first.words} and then in ${second.words}`, cells: [...first.cells, ...second.cells], lines: [lineBetween(a, b)!] }];
      });
    },
  };
}

/** A room whose loop passes some marks of a kind but not all of them (in play: one it can no longer reach). */
function allPassed(kind: Mark, code: string): Check<MoonSunPuzzle, LineBoard> {
  return roomCheck({ code, description: `where the loop passes a ${kind} in a room, it passes every ${kind} there` }, ({ of, passed, words }, board) => {
    if (passed(kind).length === 0) return undefined;
    const missed = of(kind).filter((cell) => (board.finished ? !visited(board, cell) : closed(board, cell)));
    return missed.length === 0 ? undefined : { message: `the loop passes ${plural(kind)} in ${words} but ${board.finished ? 'misses' : 'can no longer reach'} ${missed.length === 1 ? `the ${kind}` : `${missed.length} ${plural(kind)}`}`, cells: missed };
  });
}

const roomMissed = roomCheck({ code: 'room-missed', description: 'the loop passes through every room' }, ({ cells, words }, board) => {
  if (cells.some((cell) => !closed(board, cell))) return undefined;
  return { message: board.finished ? `the loop misses ${words}` : `every way into ${words} is crossed out` };
});

const noMarkPassed = roomCheck({ code: 'no-mark-passed', description: 'in every room the loop passes a moon or a sun' }, ({ of, cells, words }, board) => {
  const marks = [...of('moon'), ...of('sun')];
  // A room the loop cannot reach at all is room-missed's.
  if (marks.some((cell) => !closed(board, cell)) || cells.every((cell) => closed(board, cell))) return undefined;
  if (marks.length === 0) return { message: `${words} holds no moon and no sun for the loop to pass`, cells };
  return { message: board.finished ? `the loop passes no moon and no sun in ${words}` : `the loop can no longer pass a moon or a sun in ${words}`, cells: marks };
});

export const moonSunChecker = lineChecker('centres', moonSunSize, [
  noBranch,
  noCrossing,
  roomTwice,
  bothKinds,
  inARow('moon', 'moons-in-a-row'),
  inARow('sun', 'suns-in-a-row'),
  allPassed('moon', 'moon-missed'),
  allPassed('sun', 'sun-missed'),
  roomMissed,
  noMarkPassed,
  noDeadEnd,
  oneLoop,
]);
