// Playing and drawing Satogaeri in the studio. Play: drag a circle along a row or column; its track is drawn and
// countries whose circle has made its move are tinted; a click on a selected circle without a number that has not
// moved puts a dot in it (it stays where it is). Moves that break the movement rules (bent, wrong length, over another circle or across a
// track) are refused with the cells concerned. Drawing: draw countries by strokes, place circles.

import { inputError } from '../../core/errors.js';
import type { Cell } from '../../core/geometry.js';
import { cellName, columnCells, isInside, makeGrid, rowCells, sameCell } from '../../core/geometry.js';
import type { Violation } from '../../core/genre.js';
import type { CellView, EditRules, Gesture, Outcome, PlayRules, Progress } from '../../core/play.js';
import { accepted, gridSizeRules, refused, typedNumber } from '../../core/play.js';
import type { SatogaeriAnswer, SatogaeriCircle, SatogaeriPartial, SatogaeriPuzzle } from './puzzle.js';
import { makeSatogaeri, maximumSatogaeriSize } from './puzzle.js';
import { roomGestureCells, separateRooms, withRoom } from '../shared/room-drawing.js';

type Puzzle = SatogaeriPuzzle;
type Circle = SatogaeriCircle;
type Answer = SatogaeriAnswer;
type Facts = SatogaeriPartial;

export interface SatogaeriState {
  /** Where each circle is now, in the order of the puzzle's circles. */
  readonly positions: readonly Cell[];
  /** The circles the player says stay where they are (drawn with a dot); absent: none. A moved circle never is. */
  readonly stays?: readonly boolean[];
}

export type SatogaeriMove =
  /** Move circle number `circle` (in the puzzle's order) to a cell; its start cell sends it home. */
  | { readonly kind: 'move'; readonly circle: number; readonly to: Cell }
  /** Send a circle home and say that it stays there, or take that back. */
  | { readonly kind: 'stay'; readonly circle: number; readonly stays: boolean };

const startOf = (circle: Circle): Cell => ({ row: circle.row, column: circle.column });

/** The cells from one cell to another on a straight line, both included. */
function cellsBetween(from: Cell, to: Cell): Cell[] {
  const rowStep = Math.sign(to.row - from.row);
  const columnStep = Math.sign(to.column - from.column);
  const length = Math.max(Math.abs(to.row - from.row), Math.abs(to.column - from.column));
  return Array.from({ length: length + 1 }, (_, k) => ({ row: from.row + rowStep * k, column: from.column + columnStep * k }));
}

const key = (cell: Cell): string => `${cell.row},${cell.column}`;

/** The circle on a cell now, or else the circle that started there (so a moved circle can be picked up at home). */
function circleAt(puzzle: Puzzle, state: SatogaeriState, cell: Cell): number | undefined {
  const here = state.positions.findIndex((position) => sameCell(position, cell));
  if (here >= 0) return here;
  const home = puzzle.circles.findIndex((circle) => circle.row === cell.row && circle.column === cell.column);
  return home >= 0 ? home : undefined;
}

const staysIn = (state: SatogaeriState, circle: number): boolean => state.stays?.[circle] ?? false;

/** The stays marks with one circle's changed; absent again when none is left. */
function withStay(puzzle: Puzzle, state: SatogaeriState, circle: number, stays: boolean): Pick<SatogaeriState, 'stays'> {
  const marks = puzzle.circles.map((_, index) => (index === circle ? stays : staysIn(state, index)));
  return marks.some(Boolean) ? { stays: marks } : {};
}

function applyMove(puzzle: Puzzle, state: SatogaeriState, move: SatogaeriMove): Outcome<SatogaeriState> {
  const circle = puzzle.circles[move.circle];
  if (!circle) return refused('there is no such circle');
  const start = startOf(circle);
  if (move.kind === 'stay') {
    if (move.stays && circle.number !== null && circle.number > 0) {
      return refused(`this circle moves exactly ${circle.number} cell${circle.number === 1 ? '' : 's'}`, [start]);
    }
    const positions = state.positions.map((position, index) => (index === move.circle ? start : position));
    return accepted({ positions, ...withStay(puzzle, state, move.circle, move.stays) });
  }
  const to = move.to;
  if (!isInside({ rows: puzzle.rows, columns: puzzle.columns }, to)) return refused('a circle stays inside the grid', [start]);
  const positions = state.positions.map((position, index) => (index === move.circle ? to : position));
  // A circle that moves, or is sent home, no longer says it stays.
  const moved = { positions, ...withStay(puzzle, state, move.circle, false) };
  if (sameCell(start, to)) return accepted(moved);
  // Rule 1: horizontally or vertically, in one straight line from where the circle started.
  if (start.row !== to.row && start.column !== to.column) {
    return refused('a circle moves in one straight line, along its row or its column', [start, to]);
  }
  // Rule 2: a number says exactly how far.
  const distance = Math.abs(to.row - start.row) + Math.abs(to.column - start.column);
  if (circle.number !== null && distance !== circle.number) {
    return refused(circle.number === 0 ? 'a 0 circle does not move' : `this circle moves exactly ${circle.number} cell${circle.number === 1 ? '' : 's'}, not ${distance}`, [start, to]);
  }
  // Rule 3: no passing over another circle or crossing another track.
  const track = cellsBetween(start, to);
  const taken = new Map<string, Cell>();
  puzzle.circles.forEach((other, index) => {
    if (index === move.circle) return;
    for (const cell of cellsBetween(startOf(other), state.positions[index]!)) taken.set(key(cell), cell);
  });
  const blocked = track.filter((cell) => taken.has(key(cell)));
  if (blocked.length > 0) return refused('a circle cannot pass over another circle or cross its track', blocked);
  return accepted(moved);
}

/** A circle that has made its move: moved (every move the board takes agrees with its number), a 0, or marked staying. */
function settled(puzzle: Puzzle, state: SatogaeriState, index: number): boolean {
  const circle = puzzle.circles[index]!;
  return !sameCell(state.positions[index]!, startOf(circle)) || circle.number === 0 || staysIn(state, index);
}

/** Where a circle at home may still go on this board (itself included when it may stay). */
function reachable(puzzle: Puzzle, state: SatogaeriState, index: number): Cell[] {
  const circle = puzzle.circles[index]!;
  const start = startOf(circle);
  const size = { rows: puzzle.rows, columns: puzzle.columns };
  // Its row and column (the start cell is in both: counted once, as staying).
  const cells = [...rowCells(size, start.row), ...columnCells(size, start.column).filter((cell) => !sameCell(cell, start))];
  return cells.filter((to) => {
    if (sameCell(to, start)) return circle.number === null || circle.number === 0;
    return applyMove(puzzle, state, { kind: 'move', circle: index, to }).ok;
  });
}

/**
 * Check on an unfinished board: the circles that have made their move are placed; the others are open. Broken for
 * good: a country with two placed circles, a circle that has nowhere left to go, and a country no open circle can
 * still reach while none is placed in it.
 */
function progress(puzzle: Puzzle, state: SatogaeriState): Progress {
  const broken: Violation[] = [];
  const countryOf = (cell: Cell) => puzzle.countries[cell.row]![cell.column]!;
  const placedIn = new Map<number, Cell[]>();
  const open: number[] = [];
  puzzle.circles.forEach((_, index) => {
    if (!settled(puzzle, state, index)) {
      open.push(index);
      return;
    }
    const position = state.positions[index]!;
    placedIn.set(countryOf(position), [...(placedIn.get(countryOf(position)) ?? []), position]);
  });
  for (const cells of placedIn.values()) {
    if (cells.length > 1) broken.push({ code: 'two-circles', message: `a country ends with ${cells.length} circles`, cells });
  }
  const stillReached = new Set<number>();
  for (const index of open) {
    const destinations = reachable(puzzle, state, index);
    const circle = puzzle.circles[index]!;
    if (destinations.length === 0) {
      broken.push({ code: 'wrong-distance', message: `the ${circle.number} at ${cellName(startOf(circle))} has nowhere left to move`, cells: [startOf(circle)] });
    }
    for (const cell of destinations) stillReached.add(countryOf(cell));
  }
  const countryCount = Math.max(-1, ...puzzle.countries.flat()) + 1;
  for (let country = 0; country < countryCount; country++) {
    if (placedIn.has(country) || stillReached.has(country)) continue;
    const area = puzzle.countries.flatMap((row, r) => row.flatMap((value, c) => (value === country ? [{ row: r, column: c }] : [])));
    broken.push({ code: 'empty-country', message: 'a country ends with no circle', cells: area });
  }
  return { broken, open: open.length, openThing: 'circle' };
}

export const satogaeriPlay: PlayRules<Puzzle, SatogaeriState, SatogaeriMove, Answer, Facts> = {
  modes: [],
  options: [{ id: 'colored', label: 'Colored countries', initial: true }],
  start: (puzzle) => ({ positions: puzzle.circles.map(startOf) }),
  isState(puzzle, value): value is SatogaeriState {
    if (typeof value !== 'object' || value === null) return false;
    const { positions, stays, ...rest } = value as Record<string, unknown>;
    const count = puzzle.circles.length;
    const isPosition = (position: unknown, index: number) => {
      if (typeof position !== 'object' || position === null || Object.keys(position).length !== 2) return false;
      const { row, column } = position as Record<string, unknown>;
      const start = startOf(puzzle.circles[index]!);
      // Inside the grid, on the circle's own row or column.
      return Number.isInteger(row) && Number.isInteger(column) && isInside({ rows: puzzle.rows, columns: puzzle.columns }, position as Cell) && (row === start.row || column === start.column);
    };
    return (
      Object.keys(rest).length === 0 &&
      Array.isArray(positions) &&
      positions.length === count &&
      positions.every(isPosition) &&
      (stays === undefined || (Array.isArray(stays) && stays.length === count && stays.every((entry) => typeof entry === 'boolean')))
    );
  },
  interpret(puzzle, state, gesture) {
    if (gesture.kind === 'drag') {
      const circle = circleAt(puzzle, state, gesture.from);
      return circle === undefined ? undefined : { kind: 'move', circle, to: gesture.to };
    }
    // A press on the start of a moved circle, a right-click on a circle, or Delete sends it home.
    const target = gesture.kind === 'press' || gesture.kind === 'key' ? gesture.target : undefined;
    if (!target || target.kind !== 'cell') return undefined;
    const circle = circleAt(puzzle, state, target.cell);
    if (circle === undefined) return undefined;
    const home = startOf(puzzle.circles[circle]!);
    if (sameCell(state.positions[circle]!, home)) {
      // A press on a selected circle without a number at home: it stays (a dot), or no longer. The first click only
      // selects it, so that picking a circle up never marks it.
      return gesture.kind === 'press' && gesture.again && puzzle.circles[circle]!.number === null
        ? { kind: 'stay', circle, stays: !staysIn(state, circle) }
        : undefined;
    }
    const sendsHome =
      (gesture.kind === 'press' && (gesture.button === 'secondary' || sameCell(target.cell, home))) ||
      (gesture.kind === 'key' && (gesture.key === 'Backspace' || gesture.key === 'Delete'));
    return sendsHome ? { kind: 'move', circle, to: home } : undefined;
  },
  apply: applyMove,
  view(puzzle, state, options) {
    const size = { rows: puzzle.rows, columns: puzzle.columns };
    // As on puzz.link, a country is tinted once it holds one circle and that circle has made its move: moved (every
    // move the board takes agrees with the number), a 0 at home, or a circle without a number marked as staying. A
    // circle that has yet to leave does not settle its country.
    const circlesIn = new Map<number, { count: number; settled: boolean }>();
    state.positions.forEach((position, index) => {
      const country = puzzle.countries[position.row]![position.column]!;
      const before = circlesIn.get(country);
      circlesIn.set(country, { count: (before?.count ?? 0) + 1, settled: settled(puzzle, state, index) });
    });
    const settledCountry = (country: number) => {
      const held = circlesIn.get(country);
      return held !== undefined && held.count === 1 && held.settled;
    };
    const cells: CellView[][] = makeGrid(size, ({ row, column }) =>
      options.colored !== false && !options.editing && settledCountry(puzzle.countries[row]![column]!) ? { tint: 'filled', tintWords: 'country filled' } : {},
    );
    const tracks: { from: Cell; to: Cell }[] = [];
    puzzle.circles.forEach((circle, index) => {
      const start = startOf(circle);
      const position = state.positions[index]!;
      const text = circle.number === null ? '' : String(circle.number);
      if (!sameCell(start, position)) {
        tracks.push({ from: start, to: position });
        cells[start.row]![start.column] = { ...cells[start.row]![start.column], circle: { text, style: 'ghost', words: `start of a moved circle ${text}`.trim() } };
      }
      const dot = staysIn(state, index) && sameCell(start, position) ? { fill: 'unshaded' as const } : {};
      cells[position.row]![position.column] = { ...cells[position.row]![position.column], ...dot, circle: { text, style: 'solid' } };
    });
    return { size, cells, regions: puzzle.countries, tracks };
  },
  answer: (puzzle, state) => puzzle.circles.map((circle, index) => ({ from: startOf(circle), to: state.positions[index]! })),
  progress,
  fromAnswer(puzzle, answer) {
    const positions = puzzle.circles.map((circle, index) => answer[index]?.to ?? startOf(circle));
    // A circle without a number that stays gets its dot, so that the board reads as fully placed.
    const stays = puzzle.circles.map((circle, index) => circle.number === null && sameCell(positions[index]!, startOf(circle)));
    return stays.some(Boolean) ? { positions, stays } : { positions };
  },
  // The partial answer as the genre writes it: a circle at home is open (null) unless the player said it stays, so
  // only what the player placed may go into a hint's reason.
  placed: (puzzle, state) =>
    puzzle.circles.map((circle, index) => {
      const position = state.positions[index]!;
      const open = sameCell(position, startOf(circle)) && !staysIn(state, index);
      return { from: [circle.row, circle.column], to: open ? null : [position.row, position.column] };
    }),
  hint(puzzle, state, facts) {
    // A circle whose destination is forced and that is not there yet; failing that, send home a circle that is in
    // the way (somewhere no solution puts it).
    for (let index = 0; index < facts.length; index++) {
      const forced = facts[index]!.to;
      if (!forced) continue;
      const circle = puzzle.circles[index]!;
      // A circle without a number that must stay: its dot, once.
      if (sameCell(forced, startOf(circle)) && circle.number === null && !staysIn(state, index)) return { kind: 'stay', circle: index, stays: true };
      if (sameCell(forced, state.positions[index]!)) continue;
      const move: SatogaeriMove = { kind: 'move', circle: index, to: forced };
      if (applyMove(puzzle, state, move).ok) return move;
    }
    for (let index = 0; index < facts.length; index++) {
      const forced = facts[index]!.to;
      const position = state.positions[index]!;
      const home = startOf(puzzle.circles[index]!);
      if (forced && !sameCell(forced, position) && !sameCell(position, home)) return { kind: 'move', circle: index, to: home };
    }
    return undefined;
  },
  openCells: (puzzle, facts) => facts.flatMap((fact, index) => (fact.to === null ? [startOf(puzzle.circles[index]!)] : [])),
};

// ---- Drawing ----

function withCountry(puzzle: Puzzle, cells: readonly Cell[]): Puzzle {
  const countries = withRoom(puzzle.countries, cells);
  return countries ? makeSatogaeri(countries, puzzle.circles) : puzzle;
}

/** The longest straight move from a cell: to the farthest edge along its row or column. */
function longestMove(puzzle: Puzzle, cell: Cell): number {
  return Math.max(cell.row, puzzle.rows - 1 - cell.row, cell.column, puzzle.columns - 1 - cell.column);
}

function withCircle(puzzle: Puzzle, cell: Cell, number: number | null | 'none'): Puzzle {
  // A number no move can match is refused while the setter types it, not found later by the solver.
  if (typeof number === 'number' && number > longestMove(puzzle, cell)) {
    const longest = longestMove(puzzle, cell);
    inputError(`a circle at r${cell.row + 1}c${cell.column + 1} can move at most ${longest} cell${longest === 1 ? '' : 's'} in this grid, so it cannot move ${number}`);
  }
  const others = puzzle.circles.filter((circle) => !(circle.row === cell.row && circle.column === cell.column));
  return makeSatogaeri(puzzle.countries, number === 'none' ? others : [...others, { row: cell.row, column: cell.column, number }]);
}

/** A circle's number as typed (as in the seed's tool): digits; `#` or nothing for a circle without a number; a
 * negative number or `-` removes the circle. */
export function readCircle(text: string): number | null | 'none' {
  const trimmed = text.trim();
  if (/^-\d*$/.test(trimmed)) return 'none';
  if (['', '#', '?', 'o', 'O', '.'].includes(trimmed)) return null;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  return inputError(`'${trimmed}' is not a circle: type a number, # (or nothing) for a circle without a number, or - to remove it`);
}

function circleKey(puzzle: Puzzle, gesture: Gesture & { kind: 'key' }, cell: Cell): Puzzle | undefined {
  const present = puzzle.circles.find((circle) => circle.row === cell.row && circle.column === cell.column);
  if (gesture.key === 'Backspace' || gesture.key === 'Delete' || gesture.key === '-') return present ? withCircle(puzzle, cell, 'none') : undefined;
  if (['#', '?', 'o'].includes(gesture.key)) return withCircle(puzzle, cell, null);
  if (/^[0-9]$/.test(gesture.key)) {
    // A digit typed right after another extends the number (1 then 2 is 12), up to the longest possible move.
    return withCircle(puzzle, cell, typedNumber(gesture, present?.number, longestMove(puzzle, cell)));
  }
  return undefined;
}

export const satogaeriEdit: EditRules<Puzzle> = {
  // Every cell starts as a country of its own; drawing joins cells.
  ...gridSizeRules({ name: 'Satogaeri', largest: maximumSatogaeriSize, initial: 6, maximum: 30 }, (size) => makeSatogaeri(separateRooms(size), [])),
  modes: [
    { id: 'country', label: 'Draw country', key: 'c' },
    { id: 'circle', label: 'Draw circle', key: 'o', prompt: 'Circle: a number, # or nothing for no number, - to remove' },
  ],
  edit(puzzle, gesture, mode) {
    if (mode === 'country') {
      const cells = roomGestureCells(gesture);
      return cells && withCountry(puzzle, cells);
    }
    if (gesture.kind === 'text' && gesture.target.kind === 'cell') return withCircle(puzzle, gesture.target.cell, readCircle(gesture.text));
    if (gesture.kind === 'key' && gesture.target.kind === 'cell') return circleKey(puzzle, gesture, gesture.target.cell);
    return undefined;
  },
};
