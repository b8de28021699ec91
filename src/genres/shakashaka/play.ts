// Playing and entering Shakashaka in the studio, with puz.link's input. A click cycles a white cell through the four
// triangles (bottom-left, bottom-right, top-right, top-left), a dot (surely no triangle) and empty; the other button
// goes the other way. A drag from a cell towards a diagonal neighbour puts the triangle in the corner it points to;
// a drag with the other button dots every cell it crosses. Keys: q, w, a, s the corners, `.` a dot, Delete clears.
// The editor cycles a cell through white, black and the numbers 0 to 4, or takes `#`, a digit or Delete.

import type { Cell } from '../../core/geometry.js';
import { allCells, makeGrid } from '../../core/geometry.js';
import type { CellView, EditRules, PlayRules } from '../../core/play.js';
import { accepted, fitsStart, gridSizeRules, refused } from '../../core/play.js';
import { setCell } from '../shared/number-play.js';
import { shakashakaChecker, trianglesInPlay } from './check.js';
import { triangleNumbers } from './formats.js';
import type { ShakashakaAnswer, ShakashakaBlack, ShakashakaPartial, ShakashakaPuzzle, Triangle } from './puzzle.js';
import { blackAt, isWhite, makeShakashaka, maximumShakashakaSize, numberAt, shakashakaSize } from './puzzle.js';

type Puzzle = ShakashakaPuzzle;
/** What a player puts in a white cell: a triangle, or a dot for "surely no triangle". */
export type Mark = Triangle | 'dot';

export interface ShakashakaState {
  /** The player's mark in each cell, null where open; always null on black cells. */
  readonly cells: readonly (readonly (Mark | null)[])[];
}

export type ShakashakaMove =
  | { readonly kind: 'set'; readonly cell: Cell; readonly value: Mark | null }
  /** A drag with the other button: every white cell it crossed dotted, or cleared when its first cell was dotted. */
  | { readonly kind: 'paint'; readonly cells: readonly Cell[]; readonly value: 'dot' | null };

/** puz.link's order for a click: empty, the four triangles, a dot, and empty again. */
const cycle: readonly (Mark | null)[] = [null, 'bottom-left', 'bottom-right', 'top-right', 'top-left', 'dot'];
const cornerKeys: Readonly<Record<string, Triangle>> = { q: 'top-left', w: 'top-right', a: 'bottom-left', s: 'bottom-right' };

/** The triangle a drag from `from` to a diagonal neighbour `to` points at, if it is one. */
function pointedTriangle(from: Cell, to: Cell): Triangle | undefined {
  const [down, right] = [to.row - from.row, to.column - from.column];
  if (Math.abs(down) !== 1 || Math.abs(right) !== 1) return undefined;
  return `${down > 0 ? 'bottom' : 'top'}-${right > 0 ? 'right' : 'left'}`;
}

const asEntry = (mark: Mark | null): Triangle | 'none' | null => (mark === 'dot' ? 'none' : mark);

export const shakashakaPlay: PlayRules<Puzzle, ShakashakaState, ShakashakaMove, ShakashakaAnswer, ShakashakaPartial> = {
  modes: [{ id: 'triangle', label: 'Triangles', key: 't' }],
  start: (puzzle) => ({ cells: makeGrid(shakashakaSize(puzzle), () => null) }),
  isState: (puzzle, value): value is ShakashakaState =>
    fitsStart({ cells: makeGrid(shakashakaSize(puzzle), () => null) }, value, (entry) => cycle.includes(entry as Mark) && entry !== null) &&
    allCells(shakashakaSize(puzzle)).every((cell) => isWhite(puzzle, cell) || (value as ShakashakaState).cells[cell.row]![cell.column] === null),
  interpret(puzzle, state, gesture) {
    const present = (cell: Cell) => state.cells[cell.row]![cell.column]!;
    if (gesture.kind === 'press' && gesture.target.kind === 'cell') {
      const { cell } = gesture.target;
      if (!isWhite(puzzle, cell)) return undefined;
      const step = gesture.button === 'primary' ? 1 : cycle.length - 1;
      return { kind: 'set', cell, value: cycle[(cycle.indexOf(present(cell)) + step) % cycle.length]! };
    }
    if (gesture.kind === 'stroke' && gesture.button === 'secondary') {
      const cells = gesture.cells.filter((cell) => isWhite(puzzle, cell));
      const first = cells[0];
      return first && { kind: 'paint', cells, value: present(first) === 'dot' ? null : 'dot' };
    }
    if (gesture.kind === 'stroke' || gesture.kind === 'drag') {
      const [from, to] = gesture.kind === 'drag' ? [gesture.from, gesture.to] : [gesture.cells[0]!, gesture.cells[gesture.cells.length - 1]!];
      const triangle = pointedTriangle(from, to);
      if (triangle === undefined || !isWhite(puzzle, from)) return undefined;
      // The same drag again takes the triangle away, as a second press on puz.link's corner does.
      return { kind: 'set', cell: from, value: present(from) === triangle ? null : triangle };
    }
    if (gesture.kind === 'key' && gesture.target.kind === 'cell' && isWhite(puzzle, gesture.target.cell)) {
      const { cell } = gesture.target;
      const corner = cornerKeys[gesture.key.toLowerCase()];
      if (corner) return { kind: 'set', cell, value: corner };
      if (gesture.key === '.' || gesture.key === '+') return { kind: 'set', cell, value: 'dot' };
      if (['Backspace', 'Delete', '-'].includes(gesture.key)) return { kind: 'set', cell, value: null };
    }
    return undefined;
  },
  apply(puzzle, state, move) {
    const size = shakashakaSize(puzzle);
    const cells = move.kind === 'set' ? [move.cell] : move.cells;
    if (cells.some(({ row, column }) => row < 0 || column < 0 || row >= size.rows || column >= size.columns)) return refused('that cell is outside the grid');
    const black = cells.find((cell) => !isWhite(puzzle, cell));
    if (black) return refused('a black cell holds no triangle', [black]);
    let marks = state.cells;
    for (const cell of cells) marks = setCell(marks, cell, move.value);
    return accepted({ cells: marks });
  },
  view(puzzle, state) {
    const size = shakashakaSize(puzzle);
    const cells = makeGrid(size, (cell): CellView => {
      const number = numberAt(puzzle, cell);
      if (!isWhite(puzzle, cell)) return { fill: 'shaded', ...(number === undefined ? {} : { value: { text: String(number), kind: 'given' } }) };
      const mark = state.cells[cell.row]![cell.column]!;
      if (mark === 'dot') return { fill: 'unshaded' };
      return mark === null ? {} : { triangle: { corner: mark, kind: 'entered' } };
    });
    return { size, cells, fillWords: { shaded: 'black cell', unshaded: 'dot' } };
  },
  answer: (puzzle, state) => makeGrid(shakashakaSize(puzzle), (cell) => {
    const mark = state.cells[cell.row]![cell.column]!;
    return mark === 'dot' ? null : mark;
  }),
  progress(puzzle, state) {
    const size = shakashakaSize(puzzle);
    const board = trianglesInPlay(size, makeGrid(size, (cell) => asEntry(state.cells[cell.row]![cell.column]!)));
    const open = allCells(size).filter((cell) => isWhite(puzzle, cell) && state.cells[cell.row]![cell.column] === null).length;
    return { broken: shakashakaChecker.brokenForGood(puzzle, board), open, openThing: 'cell' };
  },
  fromAnswer: (puzzle, answer) => ({ cells: makeGrid(shakashakaSize(puzzle), (cell) => (isWhite(puzzle, cell) ? answer[cell.row]![cell.column]! : null)) }),
  // The partial answer's JSON: puz.link's triangle numbers, 0 for a dot, null where open.
  placed: (_puzzle, state) => state.cells.map((row) => row.map((mark) => (mark === null ? null : mark === 'dot' ? 0 : triangleNumbers[mark]))),
  hint(puzzle, state, facts) {
    const markOf = (fact: Triangle | 'none'): Mark => (fact === 'none' ? 'dot' : fact);
    const forced = allCells(shakashakaSize(puzzle)).filter((cell) => isWhite(puzzle, cell) && facts[cell.row]![cell.column] !== null);
    const fact = (cell: Cell) => markOf(facts[cell.row]![cell.column]!);
    const placed = (cell: Cell) => state.cells[cell.row]![cell.column]!;
    // A wrong mark first; then a triangle; then a dot (an open cell already counts as holding no triangle).
    const wrong = forced.find((cell) => placed(cell) !== null && placed(cell) !== fact(cell));
    const open = forced.filter((cell) => placed(cell) === null);
    const chosen = wrong ?? open.find((cell) => fact(cell) !== 'dot') ?? open[0];
    return chosen && { kind: 'set', cell: chosen, value: fact(chosen) };
  },
  openCells: (puzzle, facts) => allCells(shakashakaSize(puzzle)).filter((cell) => isWhite(puzzle, cell) && facts[cell.row]![cell.column] === null),
};

/** The editor's cycle for a cell: white, a plain black cell, then the numbers 0 to 4. */
const editCycle: readonly (ShakashakaBlack | null)[] = [null, { kind: 'black' }, ...[0, 1, 2, 3, 4].map((value): ShakashakaBlack => ({ kind: 'number', value }))];

const sameBlack = (a: ShakashakaBlack | null, b: ShakashakaBlack | null) => JSON.stringify(a) === JSON.stringify(b);

const withBlack = (puzzle: Puzzle, cell: Cell, black: ShakashakaBlack | null): Puzzle => makeShakashaka(shakashakaSize(puzzle), setCell(puzzle.blacks, cell, black));

export const shakashakaEdit: EditRules<Puzzle> = {
  ...gridSizeRules({ name: 'Shakashaka', largest: maximumShakashakaSize, initial: 7 }, (size) => makeShakashaka(size, makeGrid(size, () => null))),
  modes: [{ id: 'black', label: 'Black cells and numbers' }],
  edit(puzzle, gesture) {
    if ((gesture.kind !== 'key' && gesture.kind !== 'press') || gesture.target.kind !== 'cell') return undefined;
    const cell = gesture.target.cell;
    const present = blackAt(puzzle, cell);
    if (gesture.kind === 'press') {
      const step = gesture.button === 'primary' ? 1 : editCycle.length - 1;
      return withBlack(puzzle, cell, editCycle[(editCycle.findIndex((black) => sameBlack(black, present)) + step) % editCycle.length]!);
    }
    const key = gesture.key;
    if (key === 'Backspace' || key === 'Delete' || key === '.') return present === null ? undefined : withBlack(puzzle, cell, null);
    // puz.link's `-` makes a black cell without a number.
    if (key === '#' || key === '-' || key === 'b' || key === 'B') return withBlack(puzzle, cell, { kind: 'black' });
    if (/^[0-4]$/.test(key)) return withBlack(puzzle, cell, { kind: 'number', value: Number(key) });
    return undefined;
  },
};
