// Playing and entering Heyawake in the studio: shade cells (a dot marks a cell surely unshaded) in a grid of rooms.
// The editor draws rooms (a stroke, a drag or a press joins the cells it covers) and types each room's number.

import type { Cell } from '../../core/geometry.js';
import { adjacentPairs, columnCells, rowCells } from '../../core/geometry.js';
import type { Violation } from '../../core/genre.js';
import type { EditRules, PlayRules } from '../../core/play.js';
import { connectedAreas } from '../shared/areas.js';
import { roomNumberEdit } from '../shared/room-numbers.js';
import type { Shade, ShadeMove, ShadeState } from '../shared/shade-play.js';
import { shadingPlay } from '../shared/shade-play.js';
import type { HeyawakeAnswer, HeyawakeNumber, HeyawakePartial, HeyawakePuzzle } from './puzzle.js';
import { heyawakeSize, makeHeyawake, maximumHeyawakeSize, roomCells, roomNumbers } from './puzzle.js';

type Puzzle = HeyawakePuzzle;

const entryAt = (puzzle: Puzzle, cell: Cell): HeyawakeNumber | null => puzzle.numbers[cell.row]![cell.column]!;

export const heyawakePlay: PlayRules<Puzzle, ShadeState, ShadeMove, HeyawakeAnswer, HeyawakePartial> = shadingPlay<Puzzle>({
  size: heyawakeSize,
  fixed: () => null,
  label(puzzle, cell) {
    const entry = entryAt(puzzle, cell);
    return entry === null ? undefined : entry.kind === 'number' ? String(entry.value) : '?';
  },
  decorate: (puzzle) => ({ regions: puzzle.rooms }),
  brokenForGood,
});

/**
 * The rules no way of finishing the board can mend: touching shaded cells; dotted cells cut apart; a room with more
 * shaded cells than its number, or too few cells left open to reach it; a line of dots across two room borders.
 */
function brokenForGood(puzzle: Puzzle, cells: readonly (readonly (Shade | null)[])[]): Violation[] {
  const size = heyawakeSize(puzzle);
  const value = (cell: Cell) => cells[cell.row]![cell.column]!;
  const violations: Violation[] = [];
  for (const [a, b] of adjacentPairs(size)) {
    if (value(a) === 1 && value(b) === 1) violations.push({ code: 'adjacent-shaded', message: 'two shaded cells touch', cells: [a, b] });
  }
  const areas = connectedAreas(size, (cell) => value(cell) !== 1).filter((area) => area.some((cell) => value(cell) === 0));
  if (areas.length > 1) {
    violations.push({ code: 'disconnected', message: `the shaded cells cut the dotted ones into ${areas.length} separate areas`, cells: areas.slice(1).flat() });
  }
  const rooms = roomCells(puzzle.rooms);
  roomNumbers(puzzle).forEach(({ number }, room) => {
    if (number?.kind !== 'number') return;
    const shaded = rooms[room]!.filter((cell) => value(cell) === 1).length;
    const possible = rooms[room]!.filter((cell) => value(cell) !== 0).length;
    if (shaded > number.value) violations.push({ code: 'wrong-count', message: `a room of ${number.value} already has ${shaded} shaded cells`, cells: rooms[room]! });
    else if (possible < number.value) violations.push({ code: 'wrong-count', message: `a room of ${number.value} has only ${possible} cells left to shade`, cells: rooms[room]! });
  });
  const roomOf = (cell: Cell) => puzzle.rooms[cell.row]![cell.column]!;
  const lines = [
    ...Array.from({ length: size.rows }, (_, row) => rowCells(size, row)),
    ...Array.from({ length: size.columns }, (_, column) => columnCells(size, column)),
  ];
  for (const line of lines) {
    let run: Cell[] = [];
    for (const cell of [...line, undefined]) {
      if (cell && value(cell) === 0) {
        run.push(cell);
        continue;
      }
      const borders = run.slice(1).filter((next, index) => roomOf(next) !== roomOf(run[index]!)).length;
      if (borders > 1) violations.push({ code: 'long-run', message: `a line of dotted cells crosses ${borders} room borders`, cells: run });
      run = [];
    }
  }
  return violations;
}

export const heyawakeEdit: EditRules<Puzzle> = roomNumberEdit({ name: 'Heyawake', room: 'room', smallest: 1, largest: maximumHeyawakeSize, least: 0, make: makeHeyawake });
