// The Geradeweg rule checker, in puzz.link's order: no branch, no crossing, no number's segment shorter than it, none
// longer, the segments through a ? equally long, every number passed, no dead end, one loop. One list of checks
// judges answers and, on a board in play, reports what no way of finishing can mend. Independent of the model.

import type { Check, LineBoard } from '../../core/checks.js';
import { lineChecker, loopPasses, noBranch, noCrossing, noDeadEnd, oneLoop } from '../../core/checks.js';
import type { Cell, Direction } from '../../core/geometry.js';
import { allCells } from '../../core/geometry.js';
import type { LinePosition } from '../../core/lines.js';
import { linesLeaving } from '../../core/lines.js';
import type { Violation } from '../../core/genre.js';
import type { GeradewegClue, GeradewegPuzzle } from './puzzle.js';
import { clueAt, clueWords, geradewegSize, segmentLength } from './puzzle.js';

/** The drawn straight segment through a cell along one axis, and whether it may still grow at either end. */
interface Segment {
  readonly axis: 'across' | 'up and down';
  readonly lines: LinePosition[];
  readonly growing: boolean;
}

function segmentThrough(board: LineBoard, cell: Cell, axis: Segment['axis']): Segment {
  const sides: readonly Direction[] = axis === 'across' ? ['left', 'right'] : ['up', 'down'];
  const lines: LinePosition[] = [];
  let growing = false;
  for (const direction of sides) {
    const leaving = linesLeaving(board.points, cell, direction);
    const stop = leaving.findIndex((line) => board.at(line) !== 'line');
    lines.push(...(stop < 0 ? leaving : leaving.slice(0, stop)));
    // An open line right after the drawn ones may still lengthen the segment.
    if (stop >= 0 && board.at(leaving[stop]!) === null) growing = true;
  }
  return { axis, lines, growing };
}

/** Each numbered cell with its two segments. */
function numbered(puzzle: GeradewegPuzzle, board: LineBoard): { cell: Cell; clue: GeradewegClue; segments: Segment[] }[] {
  return allCells(board.points).flatMap((cell) => {
    const clue = clueAt(puzzle, cell);
    return clue === null ? [] : [{ cell, clue, segments: [segmentThrough(board, cell, 'across'), segmentThrough(board, cell, 'up and down')] }];
  });
}

const long = (count: number) => `${count} cell${count === 1 ? '' : 's'} long`;

/** A number with a segment of the wrong length, `wrong` saying when (on a board in play: for good). */
function lengthCheck(code: string, description: string, wrong: (segment: Segment, length: number, finished: boolean) => boolean): Check<GeradewegPuzzle, LineBoard> {
  return {
    code,
    description,
    find: (puzzle, board) =>
      numbered(puzzle, board).flatMap(({ cell, clue, segments }): Violation[] => {
        const length = segmentLength(clue);
        if (length === null) return [];
        return segments
          .filter((segment) => segment.lines.length > 0 && wrong(segment, length, board.finished))
          .map((segment) => ({ code, message: `the segment ${segment.axis} through ${clueWords(clue, cell)} is ${long(segment.lines.length)}`, cells: [cell], lines: segment.lines }));
      }),
  };
}

// A segment that can no longer grow stays short.
const segmentShort = lengthCheck('segment-short', 'no segment through a number is shorter than the number', (segment, length, finished) => segment.lines.length < length && (finished || !segment.growing));
const segmentLong = lengthCheck('segment-long', 'no segment through a number is longer than the number', (segment, length) => segment.lines.length > length);

/** The two segments through a ? (or a 0) differ: for good once neither can grow past the other. */
const segmentsDiffer: Check<GeradewegPuzzle, LineBoard> = {
  code: 'segments-differ',
  description: 'the two segments through a ? are equally long',
  find: (puzzle, board) =>
    numbered(puzzle, board).flatMap(({ cell, clue, segments }): Violation[] => {
      if (segmentLength(clue) !== null) return [];
      const [across, upright] = segments as [Segment, Segment];
      const [a, b] = [across.lines.length, upright.lines.length];
      if (a === 0 || b === 0 || a === b) return [];
      const settled = board.finished || (!across.growing && !upright.growing) || (a < b ? !across.growing : !upright.growing);
      return settled ? [{ code: 'segments-differ', message: `the segments through ${clueWords(clue, cell)} are ${long(a)} across and ${long(b)} up and down`, cells: [cell], lines: [...across.lines, ...upright.lines] }] : [];
    }),
};

/** A number the loop does not pass; on a board in play, one with fewer than two ways left. */
const numberPassed = loopPasses<GeradewegPuzzle>({ code: 'number-without-line', description: 'the loop passes every number' }, (puzzle, cell) => {
  const clue = clueAt(puzzle, cell);
  return clue === null ? undefined : clueWords(clue, cell);
});

export const geradewegChecker = lineChecker('centres', geradewegSize, [noBranch, noCrossing, segmentShort, segmentLong, segmentsDiffer, numberPassed, noDeadEnd, oneLoop]);
