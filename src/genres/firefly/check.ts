// The Hotaru Beam rule checker, in puz.link's order: a line at all; no branch or crossing away from the fireflies;
// then each beam, traced from a firefly to where it ends, by the rule it breaks (two dots joined, two fireflies
// joined without a dot, the wrong number of turns, a beam that reaches no firefly); the lines as one network; line
// ends away from the fireflies; and fireflies whose dot has no line. One list judges answers and, on a board in
// play, reports what no more lines can mend. Independent of the model.

import type { Check, LineBoard } from '../../core/checks.js';
import { lineChecker, lineExists } from '../../core/checks.js';
import type { Cell, Direction } from '../../core/geometry.js';
import { allCells, cellName, directions, isInside, move, opposite } from '../../core/geometry.js';
import type { LinePosition } from '../../core/lines.js';
import { lineBetween, lineEnd, loopRuleCodes } from '../../core/lines.js';
import type { FireflyPuzzle } from './puzzle.js';
import { fireflyAt, fireflySize } from './puzzle.js';

/** The way on at a cell where a beam could go several ways (a branch), as pzprjs walks: down, up, right, left. */
const walkOrder: readonly Direction[] = ['down', 'up', 'right', 'left'];

/** A beam traced from a firefly: where it starts and leaves, where it ends (null: at no firefly) and enters. */
export interface Beam {
  readonly start: Cell;
  readonly leaves: Direction;
  /** The firefly it reaches, or null when it stops before one (at `last`). */
  readonly end: Cell | null;
  /** The side of `end` it enters by. */
  readonly enters: Direction | null;
  readonly last: Cell;
  readonly turns: number;
  readonly lines: readonly LinePosition[];
}

const key = (line: LinePosition) => `${line.orientation} ${line.from.row} ${line.from.column}`;

/** Every beam of a drawing: traced from each firefly along each side with a line, each line once. */
export function tracedBeams(puzzle: FireflyPuzzle, drawn: (line: LinePosition) => boolean): Beam[] {
  const size = fireflySize(puzzle);
  const passed = new Set<string>();
  const lineToward = (cell: Cell, direction: Direction) => {
    const next = move(cell, direction);
    return isInside(size, next) ? lineBetween(cell, next) : undefined;
  };
  const beams: Beam[] = [];
  for (const start of allCells(size)) {
    if (fireflyAt(puzzle, start) === null) continue;
    for (const leaves of directions) {
      let at = start;
      let heading = leaves;
      let turns = 0;
      const lines: LinePosition[] = [];
      let end: Cell | null = null;
      for (;;) {
        const line = lineToward(at, heading);
        if (!line || !drawn(line) || passed.has(key(line))) break;
        passed.add(key(line));
        lines.push(line);
        at = move(at, heading);
        if (fireflyAt(puzzle, at) !== null) {
          end = at;
          break;
        }
        const onward = walkOrder.find((direction) => direction !== opposite[heading] && lineToward(at, direction) !== undefined && drawn(lineToward(at, direction)!));
        if (!onward) break;
        if (onward !== heading) turns++;
        heading = onward;
      }
      if (lines.length > 0) beams.push({ start, leaves, end, enters: end && opposite[heading], last: at, turns, lines });
    }
  }
  return beams;
}

const isDot = (puzzle: FireflyPuzzle, cell: Cell, side: Direction | null) => side !== null && fireflyAt(puzzle, cell)!.direction === side;
const named = (_puzzle: FireflyPuzzle, cell: Cell) => `the firefly at ${cellName(cell)}`;
const drawnOn = (board: LineBoard) => (line: LinePosition) => board.at(line) === 'line';

/** The beams of a board that pass no branch or crossing (those are reported as such, and the beam through one is not known). */
function beamsOf(puzzle: FireflyPuzzle, board: LineBoard): Beam[] {
  const meeting = (cell: Cell) => fireflyAt(puzzle, cell) === null && board.shape.degree[cell.row]![cell.column]! > 2;
  return tracedBeams(puzzle, drawnOn(board)).filter((beam) => !beam.lines.some((line) => meeting(line.from) || meeting(lineEnd(line))));
}

/** A check of each beam that reaches a firefly. */
function beamCheck(check: { code: string; description: string }, find: (puzzle: FireflyPuzzle, beam: Beam & { end: Cell }) => string | undefined): Check<FireflyPuzzle, LineBoard> {
  return {
    ...check,
    find: (puzzle, board) =>
      beamsOf(puzzle, board).flatMap((beam) => {
        if (beam.end === null) return [];
        const message = find(puzzle, beam as Beam & { end: Cell });
        return message === undefined ? [] : [{ code: check.code, message, cells: [beam.start, beam.end], lines: [...beam.lines] }];
      }),
  };
}

/** Lines meeting at a cell without a firefly: three (a branch) or four (a crossing). */
function meetingCheck(code: 'branch' | 'crossing', count: number): Check<FireflyPuzzle, LineBoard> {
  return {
    code,
    description: `${loopRuleCodes[code].replace(/\)$/, '')} away from the fireflies)`,
    find: (puzzle, board) =>
      allCells(board.points)
        .filter((cell) => fireflyAt(puzzle, cell) === null && board.shape.degree[cell.row]![cell.column] === count)
        .map((cell) => ({ code, message: code === 'branch' ? `a line branches at ${cellName(cell)}` : `two lines cross at ${cellName(cell)}`, cells: [cell] })),
  };
}

const dotsJoined = beamCheck({ code: 'dots-joined', description: 'a beam never joins two dots' }, (puzzle, beam) =>
  isDot(puzzle, beam.start, beam.leaves) && isDot(puzzle, beam.end, beam.enters) ? `a line joins the dots of ${named(puzzle, beam.start)} and ${named(puzzle, beam.end)}` : undefined,
);

const sidesJoined = beamCheck({ code: 'sides-joined', description: 'a line between two fireflies leaves one of them by its dot' }, (puzzle, beam) =>
  !isDot(puzzle, beam.start, beam.leaves) && !isDot(puzzle, beam.end, beam.enters) ? `a line joins ${named(puzzle, beam.start)} and ${named(puzzle, beam.end)}, neither by its dot` : undefined,
);

const turnCount = beamCheck({ code: 'turn-count', description: "a firefly's number is the number of turns its beam makes" }, (puzzle, beam) => {
  // Only a beam from one dot to a side without one has a firefly to count for (the others are reported above).
  if (isDot(puzzle, beam.start, beam.leaves) === isDot(puzzle, beam.end, beam.enters)) return undefined;
  const source = isDot(puzzle, beam.start, beam.leaves) ? beam.start : beam.end;
  const wanted = fireflyAt(puzzle, source)!.value;
  return wanted !== null && wanted !== beam.turns ? `the beam of ${named(puzzle, source)} turns ${beam.turns} time${beam.turns === 1 ? '' : 's'}` : undefined;
});

/** Whether a line end can go on no more (on a finished board, never). */
const stuck = (board: LineBoard, point: Cell) => board.finished || board.waysOn(point).length === 0;

const beamDeadEnd: Check<FireflyPuzzle, LineBoard> = {
  code: 'beam-dead-end',
  description: 'a line from a firefly reaches another firefly',
  find: (puzzle, board) =>
    beamsOf(puzzle, board)
      .filter((beam) => beam.end === null && (board.finished || (board.shape.degree[beam.last.row]![beam.last.column] === 1 && stuck(board, beam.last))))
      .map((beam) => ({ code: 'beam-dead-end', message: `the line from ${named(puzzle, beam.start)} stops at ${cellName(beam.last)}, at no firefly`, cells: [beam.start, beam.last], lines: [...beam.lines] })),
};

const divided: Check<FireflyPuzzle, LineBoard> = {
  code: 'divided',
  description: 'the lines and fireflies form one network',
  mendable: true,
  find: (_puzzle, board) =>
    board.shape.pieces.length > 1
      ? [{ code: 'divided', message: `the lines form ${board.shape.pieces.length} separate networks, not one`, cells: board.shape.pieces.slice(1).flat().flatMap((line) => [line.from, lineEnd(line)]), lines: board.shape.pieces.slice(1).flat() }]
      : [],
};

const deadEnd: Check<FireflyPuzzle, LineBoard> = {
  code: 'dead-end',
  description: 'a line ends only at a firefly',
  find: (puzzle, board) => {
    // Where a beam from a firefly stops, the beam is reported.
    const beamEnds = new Set(beamsOf(puzzle, board).filter((beam) => beam.end === null).map((beam) => cellName(beam.last)));
    return board.shape.deadEnds
      .filter((cell) => fireflyAt(puzzle, cell) === null && !beamEnds.has(cellName(cell)) && stuck(board, cell))
      .map((cell) => ({ code: 'dead-end', message: board.finished ? `a line ends at ${cellName(cell)}, where there is no firefly` : `a line ends at ${cellName(cell)}, where every way on is crossed out`, cells: [cell] }));
  },
};

const lonelyFirefly: Check<FireflyPuzzle, LineBoard> = {
  code: 'lonely-firefly',
  description: 'a line leaves every firefly by its dot',
  find: (puzzle, board) =>
    allCells(board.points).flatMap((cell) => {
      const direction = fireflyAt(puzzle, cell)?.direction;
      if (direction == null) return [];
      const line = lineBetween(cell, move(cell, direction))!;
      const mark = board.at(line);
      if (mark === 'line' || (!board.finished && mark === null)) return [];
      return [{ code: 'lonely-firefly', message: `no line leaves ${named(puzzle, cell)} by its dot`, cells: [cell] }];
    }),
};

export const fireflyChecker = lineChecker('centres', fireflySize, [{ ...lineExists, alone: true }, meetingCheck('branch', 3), meetingCheck('crossing', 4), dotsJoined, sidesJoined, turnCount, beamDeadEnd, divided, deadEnd, lonelyFirefly]);
