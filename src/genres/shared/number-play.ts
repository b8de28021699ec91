// Play and edit rules shared by the genres where the player writes numbers in cells (Sudoku, Futoshiki):
// values, pencil marks, givens that never change. Each genre supplies its givens and what else its board shows.

import type { Cell, GridSize } from '../../core/geometry.js';
import { allCells, makeGrid } from '../../core/geometry.js';
import type { BoardView, CellView, EditRules, Gesture, PlayRules, SizeParameter } from '../../core/play.js';
import { accepted, refused } from '../../core/play.js';
import { inputError } from '../../core/errors.js';

export interface NumberState {
  /** The player's values; givens are not stored here. */
  readonly values: readonly (readonly (number | null)[])[];
  /** Pencil marks per cell, ascending. */
  readonly marks: readonly (readonly (readonly number[])[])[];
}

export type NumberMove =
  | { readonly kind: 'value'; readonly cell: Cell; readonly value: number | null }
  | { readonly kind: 'mark'; readonly cell: Cell; readonly value: number }
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
}

export function setCell<T>(grid: readonly (readonly T[])[], position: Cell, value: T): T[][] {
  return grid.map((row, r) => (r === position.row ? row.map((old, c) => (c === position.column ? value : old)) : [...row]));
}

/**
 * The value a typed digit makes: it extends the present value when the result still fits (so "1" then "2" gives 12
 * in a 16×16 grid), otherwise it starts a new one. Undefined when the key is not a usable digit.
 */
export function typedValue(key: string, present: number | null, largest: number): number | undefined {
  if (!/^[0-9]$/.test(key)) return undefined;
  const digit = Number(key);
  if (present !== null && largest >= 10) {
    const extended = present * 10 + digit;
    if (extended <= largest) return extended;
  }
  return digit >= 1 && digit <= largest ? digit : undefined;
}

const eraseKeys = new Set(['Backspace', 'Delete', ' ', '0']);

/** A click on the selected cell steps its value, as on puzz.link: up with the main button, down with the other. */
export function cycledValue(present: number | null, largest: number, button: 'primary' | 'secondary'): number | null {
  if (button === 'primary') return present === null ? 1 : present >= largest ? null : present + 1;
  return present === null ? largest : present <= 1 ? null : present - 1;
}

export function numberPlay<Puzzle>(genre: NumberGenre<Puzzle>): PlayRules<Puzzle, NumberState, NumberMove, number[][], NumberFacts> {
  const valueAt = (puzzle: Puzzle, state: NumberState, position: Cell): number | null =>
    genre.given(puzzle, position) ?? state.values[position.row]![position.column]!;
  return {
    modes: [
      { id: 'value', label: 'Numbers', key: 'n' },
      { id: 'mark', label: 'Pencil marks', key: 'p' },
    ],
    pad: (puzzle) => [...Array.from({ length: genre.largest(puzzle) }, (_, index) => String(index + 1)), 'Backspace'],
    start(puzzle) {
      const size = genre.size(puzzle);
      return { values: makeGrid(size, () => null), marks: makeGrid(size, () => []) };
    },
    interpret(puzzle, state, gesture, mode) {
      if (gesture.kind === 'press' && gesture.again && gesture.target.kind === 'cell' && mode !== 'mark') {
        const cell = gesture.target.cell;
        if (genre.given(puzzle, cell) !== null) return undefined;
        return { kind: 'value', cell, value: cycledValue(state.values[cell.row]![cell.column]!, genre.largest(puzzle), gesture.button) };
      }
      if (gesture.kind !== 'key' || gesture.target.kind !== 'cell') return undefined;
      const cell = gesture.target.cell;
      if (eraseKeys.has(gesture.key) && !(gesture.key === '0' && genre.largest(puzzle) >= 10)) return { kind: 'erase', cell };
      if (mode === 'mark') {
        const value = typedValue(gesture.key, null, Math.min(9, genre.largest(puzzle)));
        return value === undefined ? undefined : { kind: 'mark', cell, value };
      }
      const value = typedValue(gesture.key, state.values[cell.row]![cell.column]!, genre.largest(puzzle));
      return value === undefined ? undefined : { kind: 'value', cell, value };
    },
    apply(puzzle, state, move) {
      const { row, column } = move.cell;
      const size = genre.size(puzzle);
      if (row < 0 || column < 0 || row >= size.rows || column >= size.columns) return refused('that cell is outside the grid');
      if (genre.given(puzzle, move.cell) !== null) return refused('a given number cannot be changed', [move.cell]);
      switch (move.kind) {
        case 'value':
          if (move.value !== null && (move.value < 1 || move.value > genre.largest(puzzle))) {
            return refused(`values run from 1 to ${genre.largest(puzzle)}`, [move.cell]);
          }
          return accepted({ ...state, values: setCell(state.values, move.cell, move.value) });
        case 'mark': {
          const present = state.marks[row]![column]!;
          const marks = present.includes(move.value) ? present.filter((value) => value !== move.value) : [...present, move.value].sort((a, b) => a - b);
          return accepted({ ...state, marks: setCell(state.marks, move.cell, marks) });
        }
        case 'erase':
          return accepted({ values: setCell(state.values, move.cell, null), marks: setCell(state.marks, move.cell, []) });
      }
    },
    view(puzzle, state) {
      const size = genre.size(puzzle);
      const cells = makeGrid(size, (position): CellView => {
        const given = genre.given(puzzle, position);
        if (given !== null) return { value: { text: String(given), kind: 'given' } };
        const value = state.values[position.row]![position.column]!;
        if (value !== null) return { value: { text: String(value), kind: 'entered' } };
        const marks = state.marks[position.row]![position.column]!;
        return marks.length > 0 ? { marks } : {};
      });
      return { size, cells, ...genre.decorate(puzzle) };
    },
    answer: (puzzle, state) => makeGrid(genre.size(puzzle), (position) => valueAt(puzzle, state, position) ?? 0),
    unfinished: (puzzle, state) => allCells(genre.size(puzzle)).filter((position) => valueAt(puzzle, state, position) === null),
    fromAnswer(puzzle, answer) {
      const size = genre.size(puzzle);
      return {
        values: makeGrid(size, (position) => (genre.given(puzzle, position) === null ? answer[position.row]![position.column]! : null)),
        marks: makeGrid(size, () => []),
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
    openCells: (puzzle, facts) => allCells(genre.size(puzzle)).filter((position) => facts[position.row]![position.column]! === null),
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
        if (eraseKeys.has(gesture.key) && !(gesture.key === '0' && present !== null && genre.largest(puzzle) >= 10)) {
          return present === null ? undefined : options.withGiven(puzzle, cell, null);
        }
        const value = typedValue(gesture.key, present, genre.largest(puzzle));
        if (value !== undefined && value !== present) return options.withGiven(puzzle, cell, value);
        if (value !== undefined) return undefined;
        // A digit no cell can hold is said while the setter types it.
        if (/^[0-9]$/.test(gesture.key)) inputError(`the numbers in this grid run from 1 to ${genre.largest(puzzle)}, not ${gesture.key}`);
      }
      return options.other?.(puzzle, gesture);
    },
  };
}
