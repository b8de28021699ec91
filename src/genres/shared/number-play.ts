// Play and edit rules shared by the genres where the player writes numbers in cells (Sudoku, Futoshiki):
// values, pencil marks as in Sudoku apps (corner marks and centre marks, Shift and Ctrl with a digit, marks cleared
// from a house when a digit is placed in it), givens that never change. Each genre supplies its givens and what else
// its board shows.

import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, makeGrid } from '../../core/geometry.js';
import type { BoardView, CellView, EditRules, Gesture, PlayRules, SizeParameter } from '../../core/play.js';
import { accepted, fitsStart, refused, typedNumber } from '../../core/play.js';
import { inputError } from '../../core/errors.js';

export interface NumberState {
  /** The player's values; givens are not stored here. */
  readonly values: readonly (readonly (number | null)[])[];
  /** Corner marks per cell, ascending. */
  readonly marks: readonly (readonly (readonly number[])[])[];
  /** Centre marks per cell, ascending (absent in progress saved before they existed: none). */
  readonly centre?: readonly (readonly (readonly number[])[])[];
}

export type NumberMove =
  /** `clearMarks`: the value also takes its marks out of the cells that share a row, column or box with it. */
  | { readonly kind: 'value'; readonly cell: Cell; readonly value: number | null; readonly clearMarks?: boolean }
  | { readonly kind: 'mark'; readonly cell: Cell; readonly value: number }
  | { readonly kind: 'centre'; readonly cell: Cell; readonly value: number }
  | { readonly kind: 'erase'; readonly cell: Cell };

/** A partial answer: each cell's value when every solution agrees on it. */
export type NumberFacts = readonly (readonly (number | null)[])[];

export interface NumberGenre<Puzzle> {
  size(puzzle: Puzzle): GridSize;
  /** The largest value a cell can hold (the smallest is 1). */
  largest(puzzle: Puzzle): number;
  given(puzzle: Puzzle, cell: Cell): number | null;
  /** What the board shows besides the numbers: boxes, signs. */
  decorate(puzzle: Puzzle): Pick<BoardView, 'regions' | 'edges' | 'outside' | 'diagonals'>;
  /** How a cell that takes no number is drawn (Kakuro's blocks); undefined for a cell in play. Absent: every cell plays. */
  block?(puzzle: Puzzle, cell: Cell): CellView | undefined;
  /** Whether a placed digit clears the marks of another cell; absent: a shared row, column, box or diagonal. */
  sees?(puzzle: Puzzle, placed: Cell, other: Cell): boolean;
}

export function setCell<T>(grid: readonly (readonly T[])[], position: Cell, value: T): T[][] {
  return grid.map((row, r) => (r === position.row ? row.map((old, c) => (c === position.column ? value : old)) : [...row]));
}

/**
 * The value a typed digit makes (`typedNumber`: "1" then "2" gives 12 in a 16×16 grid while typing in the cell goes
 * on; a digit typed afresh starts a new value). Undefined when the key is not a usable digit.
 */
export function typedValue(gesture: { readonly key: string; readonly again?: boolean }, present: number | null, largest: number): number | undefined {
  if (!/^[0-9]$/.test(gesture.key)) return undefined;
  const value = typedNumber(gesture, present, largest);
  return value >= 1 && value <= largest ? value : undefined;
}

const eraseKeys = new Set(['Backspace', 'Delete', ' ', '0']);

/** A click on the selected cell steps its value, as on puzz.link: up with the main button, down with the other. */
export function cycledValue(present: number | null, largest: number, button: 'primary' | 'secondary'): number | null {
  if (button === 'primary') return present === null ? 1 : present >= largest ? null : present + 1;
  return present === null ? largest : present <= 1 ? null : present - 1;
}

/** Toggles a mark in a cell's ascending list. */
function toggled(marks: readonly number[], value: number): number[] {
  return marks.includes(value) ? marks.filter((mark) => mark !== value) : [...marks, value].sort((a, b) => a - b);
}

/** Whether two cells share a row, a column, a region (a Sudoku box) or a drawn diagonal. */
function sameHouse(decoration: Pick<BoardView, 'regions' | 'diagonals'>, a: Cell, b: Cell, size: GridSize): boolean {
  if (a.row === b.row || a.column === b.column) return true;
  const regions = decoration.regions;
  if (regions && regions[a.row]![a.column] === regions[b.row]![b.column]) return true;
  if (!decoration.diagonals) return false;
  const falling = (cell: Cell) => cell.row === cell.column;
  const rising = (cell: Cell) => cell.row + cell.column === size.columns - 1;
  return (falling(a) && falling(b)) || (rising(a) && rising(b));
}

export const clearMarksOption = 'clear-marks';

/** A clue in a cell: a number, or a number the setter left unknown (puzz.link's `?`). */
export type Clue = { readonly kind: 'number'; readonly value: number } | { readonly kind: 'unknown' };

/** A cell showing its given number (`?` an unknown one), or nothing. */
export const clueView = (clue: Clue | null | undefined): CellView => (clue ? { value: { text: clue.kind === 'number' ? String(clue.value) : '?', kind: 'given' } } : {});

/**
 * A press on the selected cell steps its clue, as puzz.link's editors do: empty, `?`, the numbers from the smallest
 * to the largest, empty again; the other button steps back. A number outside the range starts over.
 */
export function steppedClue(present: Clue | null, range: { readonly smallest: number; readonly largest: number }, button: 'primary' | 'secondary'): Clue | null {
  const { smallest, largest } = range;
  const number = (value: number): Clue => ({ kind: 'number', value });
  const unknown: Clue = { kind: 'unknown' };
  if (button === 'primary') {
    if (present === null) return unknown;
    if (present.kind === 'unknown') return number(smallest);
    return present.value >= largest ? null : number(Math.max(smallest, present.value + 1));
  }
  if (present === null) return number(largest);
  if (present.kind === 'unknown') return null;
  return present.value <= smallest ? unknown : number(Math.min(largest, present.value - 1));
}

/** The pad of a clue editor: digits, `?` for an unknown number, and erase. */
export function cluePad(largest: number): string[] {
  const digits = Array.from({ length: Math.min(9, largest) + 1 }, (_, digit) => String(digit));
  return [...digits, '?', 'Backspace'];
}

export function numberPlay<Puzzle>(genre: NumberGenre<Puzzle>): PlayRules<Puzzle, NumberState, NumberMove, number[][], NumberFacts> {
  const blockAt = (puzzle: Puzzle, position: Cell): CellView | undefined => genre.block?.(puzzle, position);
  const inPlay = (puzzle: Puzzle, position: Cell) => blockAt(puzzle, position) === undefined;
  const valueAt = (puzzle: Puzzle, state: NumberState, position: Cell): number | null =>
    genre.given(puzzle, position) ?? state.values[position.row]![position.column]!;
  const centreOf = (state: NumberState, position: Cell): readonly number[] => state.centre?.[position.row]?.[position.column] ?? [];
  return {
    modes: [
      { id: 'value', label: 'Numbers', key: 'n' },
      { id: 'mark', label: 'Corner marks', key: 'p' },
      { id: 'centre', label: 'Centre marks', key: 'c' },
    ],
    options: [{ id: clearMarksOption, label: 'Clear marks when a digit is placed in the same row, column or box', initial: true }],
    pad: (puzzle) => [...Array.from({ length: genre.largest(puzzle) }, (_, index) => String(index + 1)), 'Backspace'],
    start(puzzle) {
      const size = genre.size(puzzle);
      return { values: makeGrid(size, () => null), marks: makeGrid(size, () => []), centre: makeGrid(size, () => []) };
    },
    isState(puzzle, value): value is NumberState {
      const size = genre.size(puzzle);
      const largest = genre.largest(puzzle);
      const isValue = (entry: unknown) => Number.isInteger(entry) && (entry as number) >= 1 && (entry as number) <= largest;
      if (typeof value !== 'object' || value === null) return false;
      const { values, marks, centre, ...rest } = value as Record<string, unknown>;
      // Marks: per cell, values ascending, each once; centre marks may be absent (progress saved before them).
      const isMarks = (entry: unknown) => Array.isArray(entry) && entry.every((mark: unknown, index) => isValue(mark) && (index === 0 || (mark as number) > (entry[index - 1] as number)));
      const marksFit = (grid: unknown) => fitsStart(makeGrid(size, () => false), grid, isMarks);
      return Object.keys(rest).length === 0 && fitsStart(makeGrid(size, () => null), values, isValue) && marksFit(marks) && (centre === undefined || marksFit(centre));
    },
    interpret(puzzle, state, gesture, mode, options = {}) {
      const clearMarks = options[clearMarksOption] ?? true;
      if ((gesture.kind === 'press' || gesture.kind === 'key') && gesture.target.kind === 'cell' && !inPlay(puzzle, gesture.target.cell)) return undefined;
      if (gesture.kind === 'press' && gesture.again && gesture.target.kind === 'cell' && mode === 'value') {
        const cell = gesture.target.cell;
        if (genre.given(puzzle, cell) !== null) return undefined;
        // Clicks step through the digits, so a digit passed on the way clears no marks.
        return { kind: 'value', cell, value: cycledValue(state.values[cell.row]![cell.column]!, genre.largest(puzzle), gesture.button) };
      }
      if (gesture.kind !== 'key' || gesture.target.kind !== 'cell') return undefined;
      const cell = gesture.target.cell;
      // A 0 erases, unless it goes on typing a number that can reach 10.
      if (eraseKeys.has(gesture.key) && !(gesture.key === '0' && gesture.again && genre.largest(puzzle) >= 10)) return { kind: 'erase', cell };
      // Shift with a digit writes a corner mark and Ctrl a centre mark, whatever the mode, as Sudoku apps do.
      const markKind = gesture.modifier === 'shift' ? 'mark' : gesture.modifier === 'control' ? 'centre' : mode === 'value' ? undefined : mode;
      if (markKind === 'mark' || markKind === 'centre') {
        const value = typedValue(gesture, null, Math.min(9, genre.largest(puzzle)));
        return value === undefined ? undefined : { kind: markKind, cell, value };
      }
      const value = typedValue(gesture, state.values[cell.row]![cell.column]!, genre.largest(puzzle));
      return value === undefined ? undefined : { kind: 'value', cell, value, ...(clearMarks ? { clearMarks } : {}) };
    },
    apply(puzzle, state, move) {
      const { row, column } = move.cell;
      const size = genre.size(puzzle);
      if (row < 0 || column < 0 || row >= size.rows || column >= size.columns) return refused('that cell is outside the grid');
      if (genre.given(puzzle, move.cell) !== null) return refused('a given number cannot be changed', [move.cell]);
      if (!inPlay(puzzle, move.cell)) return refused('a block takes no number', [move.cell]);
      switch (move.kind) {
        case 'value':
          if (move.value !== null && (move.value < 1 || move.value > genre.largest(puzzle))) {
            return refused(`values run from 1 to ${genre.largest(puzzle)}`, [move.cell]);
          }
          {
            const values = setCell(state.values, move.cell, move.value);
            const placed = move.value;
            if (!move.clearMarks || placed === null) return accepted({ ...state, values });
            // The placed digit leaves the marks of every cell it sees.
            const decoration = genre.decorate(puzzle);
            const sees = (position: Cell) => (genre.sees ? genre.sees(puzzle, move.cell, position) : sameHouse(decoration, position, move.cell, size));
            const without = (grid: readonly (readonly (readonly number[])[])[]) =>
              grid.map((line, r) => line.map((marks, c) => (sees({ row: r, column: c }) ? marks.filter((mark) => mark !== placed) : [...marks])));
            return accepted({ values, marks: without(state.marks), centre: without(state.centre ?? makeGrid(size, () => [])) });
          }
        case 'mark':
          if (move.value < 1 || move.value > genre.largest(puzzle)) return refused(`marks run from 1 to ${genre.largest(puzzle)}`, [move.cell]);
          return accepted({ ...state, marks: setCell(state.marks, move.cell, toggled(state.marks[row]![column]!, move.value)) });
        case 'centre': {
          if (move.value < 1 || move.value > genre.largest(puzzle)) return refused(`marks run from 1 to ${genre.largest(puzzle)}`, [move.cell]);
          const centre = state.centre ?? makeGrid(size, () => []);
          return accepted({ ...state, centre: setCell(centre, move.cell, toggled(centreOf(state, move.cell), move.value)) });
        }
        case 'erase':
          return accepted({
            values: setCell(state.values, move.cell, null),
            marks: setCell(state.marks, move.cell, []),
            centre: setCell(state.centre ?? makeGrid(size, () => []), move.cell, []),
          });
      }
    },
    view(puzzle, state) {
      const size = genre.size(puzzle);
      const cells = makeGrid(size, (position): CellView => {
        const blocked = blockAt(puzzle, position);
        if (blocked) return blocked;
        const given = genre.given(puzzle, position);
        if (given !== null) return { value: { text: String(given), kind: 'given' } };
        const value = state.values[position.row]![position.column]!;
        if (value !== null) return { value: { text: String(value), kind: 'entered' } };
        const marks = state.marks[position.row]![position.column]!;
        const centreMarks = centreOf(state, position);
        return { ...(marks.length > 0 ? { marks } : {}), ...(centreMarks.length > 0 ? { centreMarks } : {}) };
      });
      return { size, cells, ...genre.decorate(puzzle) };
    },
    answer: (puzzle, state) => makeGrid(genre.size(puzzle), (position) => valueAt(puzzle, state, position) ?? 0),
    unfinished: (puzzle, state) => allCells(genre.size(puzzle)).filter((position) => inPlay(puzzle, position) && valueAt(puzzle, state, position) === null),
    fromAnswer(puzzle, answer) {
      const size = genre.size(puzzle);
      return {
        values: makeGrid(size, (position) => (genre.given(puzzle, position) === null && inPlay(puzzle, position) ? answer[position.row]![position.column]! : null)),
        marks: makeGrid(size, () => []),
        centre: makeGrid(size, () => []),
      };
    },
    // Givens are not in the player's values, so the values are the partial answer as they stand.
    placed: (_puzzle, state) => state.values,
    hint(puzzle, state, facts) {
      // A wrong value first (it blocks everything after it), then an empty cell that is forced.
      const forced = allCells(genre.size(puzzle)).filter((position) => genre.given(puzzle, position) === null && facts[position.row]![position.column]! !== null);
      const wrong = forced.find((position) => {
        const placed = state.values[position.row]![position.column]!;
        return placed !== null && placed !== facts[position.row]![position.column];
      });
      const empty = forced.find((position) => state.values[position.row]![position.column]! === null);
      const chosen = wrong ?? empty;
      return chosen && { kind: 'value', cell: chosen, value: facts[chosen.row]![chosen.column]! };
    },
    openCells: (puzzle, facts) => allCells(genre.size(puzzle)).filter((position) => inPlay(puzzle, position) && facts[position.row]![position.column]! === null),
  };
}

/** Editing a number genre: type givens into cells; `edge` gestures go to the genre (e.g. Futoshiki's signs). */
export function numberEdit<Puzzle>(
  genre: NumberGenre<Puzzle>,
  options: {
    parameters: readonly SizeParameter[];
    blank(parameters: Readonly<Record<string, number>>): Puzzle;
    parametersOf(puzzle: Puzzle): Record<string, number>;
    /** The puzzle with one given changed. */
    withGiven(puzzle: Puzzle, cell: Cell, value: number | null): Puzzle;
    /** Other gestures the genre understands (signs between cells). */
    other?(puzzle: Puzzle, gesture: Gesture): Puzzle | undefined;
  },
): EditRules<Puzzle> {
  return {
    parameters: options.parameters,
    modes: [{ id: 'given', label: 'Givens' }],
    blank: options.blank,
    parametersOf: options.parametersOf,
    edit(puzzle, gesture) {
      if (gesture.kind === 'press' && gesture.again && gesture.target.kind === 'cell') {
        const cell = gesture.target.cell;
        return options.withGiven(puzzle, cell, cycledValue(genre.given(puzzle, cell), genre.largest(puzzle), gesture.button));
      }
      if (gesture.kind === 'key' && gesture.target.kind === 'cell') {
        const cell = gesture.target.cell;
        const present = genre.given(puzzle, cell);
        if (eraseKeys.has(gesture.key) && !(gesture.key === '0' && gesture.again && present !== null && genre.largest(puzzle) >= 10)) {
          return present === null ? undefined : options.withGiven(puzzle, cell, null);
        }
        const value = typedValue(gesture, present, genre.largest(puzzle));
        if (value !== undefined && value !== present) return options.withGiven(puzzle, cell, value);
        if (value !== undefined) return undefined;
        // A digit no cell can hold is said while the setter types it.
        if (/^[0-9]$/.test(gesture.key)) inputError(`the numbers in this grid run from 1 to ${genre.largest(puzzle)}, not ${gesture.key}`);
      }
      return options.other?.(puzzle, gesture);
    },
  };
}
