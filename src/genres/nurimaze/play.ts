// Playing and entering Nuri-Maze in the studio. As on puz.link, a press shades a whole room (a dot marks it surely
// unshaded) and a drag paints every room it crosses alike; a room that holds S, G or a mark cannot be shaded, so a
// press there dots it. The editor draws the rooms' borders (along the cells' sides) and puts marks in cells: a press
// on the selected cell steps circle, triangle, none (the right button the other way round), keys `1`/`q` a circle,
// `2`/`w` a triangle, `3`/`e`/Space/Backspace none, `s` and `g` move S and G there (onto each other: they swap).

import type { Cell } from '../../core/geometry.js';
import { makeGrid, sameCell } from '../../core/geometry.js';
import type { EditRules, PlayRules } from '../../core/play.js';
import { gridSizeRules } from '../../core/play.js';
import { setCell } from '../shared/number-play.js';
import { borderMode, oneRoom, roomsAfterBorders } from '../shared/room-drawing.js';
import type { ShadeMove, ShadeState } from '../shared/shade-play.js';
import { shadingPlay } from '../shared/shade-play.js';
import { nurimazeChecker } from './check.js';
import type { NurimazeAnswer, NurimazeMark, NurimazePartial, NurimazePuzzle } from './puzzle.js';
import { holdsObject, makeNurimaze, markAt, maximumNurimazeSize, nurimazeSize, roomCells } from './puzzle.js';

type Puzzle = NurimazePuzzle;

const cellPlay = shadingPlay<Puzzle>({
  size: nurimazeSize,
  fixed: (puzzle, cell) => (holdsObject(puzzle, cell) ? 0 : null),
  label: (puzzle, cell) => (sameCell(cell, puzzle.start) ? 'S' : sameCell(cell, puzzle.goal) ? 'G' : markAt(puzzle, cell) === 'triangle' ? '△' : undefined),
  decorate: (puzzle) => ({ regions: puzzle.rooms, ...(puzzle.walls ? { walls: puzzle.walls } : {}) }),
  checks: nurimazeChecker,
  placesFixed: true,
});

/** A move on some cells made a move on their whole rooms; a room with S, G or a mark is dotted rather than shaded. */
function wholeRooms(puzzle: Puzzle, state: ShadeState, move: ShadeMove): ShadeMove | undefined {
  const cells = move.kind === 'set' ? [move.cell] : move.cells;
  const rooms = roomCells(puzzle.rooms);
  const crossed = [...new Set(cells.map((cell) => puzzle.rooms[cell.row]![cell.column]!))];
  const first = crossed[0];
  if (first === undefined) return undefined;
  const holds = (room: number) => rooms[room]!.some((cell) => holdsObject(puzzle, cell));
  const free = (room: number) => rooms[room]!.filter((cell) => !holdsObject(puzzle, cell));
  let value = move.value;
  // A press on a room that cannot be shaded dots it, or clears its dots (puz.link's order).
  if (value === 1 && holds(first)) value = free(first).some((cell) => state.cells[cell.row]![cell.column] === 0) ? null : 0;
  // A drag that shades passes over the rooms that cannot be shaded.
  const painted = crossed.filter((room, index) => index === 0 || value !== 1 || !holds(room));
  const targets = painted.flatMap(free);
  return targets.length === 0 ? undefined : { kind: 'paint', cells: targets, value };
}

export const nurimazePlay: PlayRules<Puzzle, ShadeState, ShadeMove, NurimazeAnswer, NurimazePartial> = {
  ...cellPlay,
  interpret(puzzle, state, gesture, mode) {
    const move = cellPlay.interpret(puzzle, state, gesture, mode);
    return move && wholeRooms(puzzle, state, move);
  },
  view(puzzle, state, options) {
    const board = cellPlay.view(puzzle, state, options);
    // Circles are drawn as circles; S, G and triangles carry their letter or sign.
    const cells = board.cells.map((row, r) => row.map((look, c) => (markAt(puzzle, { row: r, column: c }) === 'circle' ? { ...look, circle: { text: '', style: 'solid' as const, words: 'circle' } } : look)));
    return { ...board, cells };
  },
};

/** The puzzle with its marks, S and G changed (rooms kept). */
function withObjects(puzzle: Puzzle, change: { marks?: (NurimazeMark | null)[][]; start?: Cell; goal?: Cell }): Puzzle {
  return makeNurimaze(puzzle.rooms, { start: change.start ?? puzzle.start, goal: change.goal ?? puzzle.goal, marks: change.marks ?? puzzle.marks.map((row) => [...row]) }, puzzle.walls);
}

/** S or G moved to a cell (its mark taken away); onto the other, the two swap, as puz.link's editor does. */
function moved(puzzle: Puzzle, which: 'start' | 'goal', cell: Cell): Puzzle {
  const other = which === 'start' ? 'goal' : 'start';
  if (sameCell(puzzle[other], cell)) return withObjects(puzzle, { [which]: puzzle[other], [other]: puzzle[which] });
  return withObjects(puzzle, { [which]: cell, marks: setCell(puzzle.marks, cell, null) });
}

const markKeys: Readonly<Record<string, NurimazeMark | null>> = { '1': 'circle', q: 'circle', '2': 'triangle', w: 'triangle', '3': null, e: null, ' ': null, Backspace: null, Delete: null };

export const nurimazeEdit: EditRules<Puzzle> = {
  ...gridSizeRules({ name: 'Nuri-Maze', largest: maximumNurimazeSize, smallest: 2, initial: 8, maximum: 40 }, (size) =>
    // One room, S in the top left cell and G in the bottom right, as puz.link starts.
    makeNurimaze(oneRoom(size), { start: { row: 0, column: 0 }, goal: { row: size.rows - 1, column: size.columns - 1 }, marks: makeGrid(size, () => null) })),
  modes: [borderMode('room'), { id: 'mark', label: 'Marks, S and G', key: 'm' }],
  pad: () => ['1', '2', 's', 'g', 'Backspace'],
  edit(puzzle, gesture, mode) {
    if (mode === 'room') {
      const drawn = roomsAfterBorders(puzzle, gesture);
      return drawn && makeNurimaze(drawn.rooms, { start: puzzle.start, goal: puzzle.goal, marks: puzzle.marks.map((row) => [...row]) }, drawn.walls);
    }
    const cell = gesture.kind === 'press' || gesture.kind === 'key' ? (gesture.target.kind === 'cell' ? gesture.target.cell : undefined) : undefined;
    if (!cell) return undefined;
    const onObject = sameCell(cell, puzzle.start) || sameCell(cell, puzzle.goal);
    const present = markAt(puzzle, cell);
    const marked = (mark: NurimazeMark | null) => (mark === present || (mark !== null && onObject) ? undefined : withObjects(puzzle, { marks: setCell(puzzle.marks, cell, mark) }));
    // A press on the selected cell steps its mark: circle, triangle, none (the other button the other way round).
    if (gesture.kind === 'press') {
      if (!gesture.again) return undefined;
      const order: readonly (NurimazeMark | null)[] = gesture.button === 'primary' ? [null, 'circle', 'triangle'] : [null, 'triangle', 'circle'];
      return marked(order[(order.indexOf(present) + 1) % 3]!);
    }
    if (gesture.kind !== 'key') return undefined;
    if (gesture.key === 's' || gesture.key === 'S') return moved(puzzle, 'start', cell);
    if (gesture.key === 'g' || gesture.key === 'G') return moved(puzzle, 'goal', cell);
    if (!(gesture.key in markKeys)) return undefined;
    const mark = markKeys[gesture.key] ?? null;
    // A mark key on a cell with that mark takes it away, as puz.link's does.
    return marked(mark === present ? null : mark);
  },
};
