// Satogaeri puzzles as plain data, and the geometry of moving circles that the model, the generator and the studio
// share. The rule checker does not use these helpers: it judges answers on its own.

import { inputError } from '../../core/errors.js';
import type { Cell, Direction, GridSize } from '../../core/geometry.js';
import { directions, move as stepFrom } from '../../core/geometry.js';
import { regionsFromLabels } from '../../core/regions.js';

/** A circle where it starts. `number`: how many cells it must move (0: it stays); null: any distance, or none. */
export interface SatogaeriCircle {
  readonly row: number;
  readonly column: number;
  readonly number: number | null;
}

export interface SatogaeriPuzzle {
  readonly rows: number;
  readonly columns: number;
  /** countries[row][column]: the country of the cell, numbered 0, 1, ... in reading order of their first cell. */
  readonly countries: readonly (readonly number[])[];
  /** The circles in reading order. */
  readonly circles: readonly SatogaeriCircle[];
}

/** Where one circle goes; `to` equals `from` when it stays. */
export interface Move {
  readonly from: Cell;
  readonly to: Cell;
}

/** One move per circle, in the order of the puzzle's circles. */
export type SatogaeriAnswer = readonly Move[];

/** For each circle, its destination when every solution agrees on it, otherwise null. */
export type SatogaeriPartial = readonly { readonly from: Cell; readonly to: Cell | null }[];

export const maximumSatogaeriSize = { rows: 60, columns: 60 } as const;

export const satogaeriSize = (puzzle: SatogaeriPuzzle): GridSize => ({ rows: puzzle.rows, columns: puzzle.columns });

/**
 * Builds a puzzle from country labels (one per cell, any strings or numbers; equal labels are one country) and circles,
 * checking that it is well formed: every country connected, circles inside the grid and on different cells.
 */
export function makeSatogaeri(labels: readonly (readonly (string | number)[])[], circles: readonly SatogaeriCircle[]): SatogaeriPuzzle {
  const rows = labels.length;
  if (rows < 1) inputError('the grid is empty');
  const columns = labels[0]!.length;
  if (columns < 1) inputError('the grid has no columns');
  if (rows > maximumSatogaeriSize.rows || columns > maximumSatogaeriSize.columns) {
    inputError(`${columns}×${rows} is larger than the supported ${maximumSatogaeriSize.columns}×${maximumSatogaeriSize.rows}`);
  }
  labels.forEach((row, index) => {
    if (row.length !== columns) inputError(`row ${index + 1} of the countries has ${row.length} cells, expected ${columns}`, { line: index + 1 });
  });
  // Renumber in reading order, one flood fill per country: a label used by two separate areas is an error.
  const seenLabels = new Set<string | number>();
  const countries = regionsFromLabels(labels, (label, { row, column }) => {
    if (seenLabels.has(label)) {
      inputError(`country '${label}' is split into separate areas (again at row ${row + 1}, column ${column + 1})`, {
        cell: { row, column },
      });
    }
    seenLabels.add(label);
  });
  const occupied = new Set<number>();
  for (const circle of circles) {
    const where = { line: circle.row + 1, column: circle.column + 1 };
    if (!Number.isInteger(circle.row) || !Number.isInteger(circle.column) || circle.row < 0 || circle.row >= rows || circle.column < 0 || circle.column >= columns) {
      inputError(`the circle at row ${circle.row + 1}, column ${circle.column + 1} is outside the ${columns}×${rows} grid`);
    }
    if (circle.number !== null && (!Number.isInteger(circle.number) || circle.number < 0)) {
      inputError(`a circle's number must be a whole number 0 or more, not ${circle.number}`, where);
    }
    const index = circle.row * columns + circle.column;
    if (occupied.has(index)) inputError(`two circles on the cell at row ${circle.row + 1}, column ${circle.column + 1}`, where);
    occupied.add(index);
  }
  const sorted = [...circles]
    .sort((a, b) => a.row - b.row || a.column - b.column)
    .map((circle) => ({ row: circle.row, column: circle.column, number: circle.number }));
  return { rows, columns, countries, circles: sorted };
}

export function countryCount(puzzle: SatogaeriPuzzle): number {
  let largest = -1;
  for (const row of puzzle.countries) for (const country of row) largest = Math.max(largest, country);
  return largest + 1;
}

/** The cells of each country, in reading order. */
export function countryCells(puzzle: SatogaeriPuzzle): Cell[][] {
  const result: Cell[][] = Array.from({ length: countryCount(puzzle) }, () => []);
  puzzle.countries.forEach((row, r) => row.forEach((country, c) => result[country]!.push({ row: r, column: c })));
  return result;
}

/** The cells a straight move covers, from its start to its end, both included. */
export function trackOf(move: Move): Cell[] {
  const rowStep = Math.sign(move.to.row - move.from.row);
  const columnStep = Math.sign(move.to.column - move.from.column);
  const length = Math.abs(move.to.row - move.from.row) + Math.abs(move.to.column - move.from.column);
  return Array.from({ length: length + 1 }, (_, k) => ({ row: move.from.row + rowStep * k, column: move.from.column + columnStep * k }));
}

/** A move a circle may make on the empty board: straight, of its number's length, never over another circle. */
export interface CandidateMove extends Move {
  /** null when the circle stays. */
  readonly direction: Direction | null;
  readonly distance: number;
}

/**
 * The moves each circle can make before anything else is known: a numbered circle moves exactly its number, a
 * blank one any distance or none; a move never leaves the grid and never passes over or ends on another circle's
 * starting cell (that cell is part of the other circle's track).
 */
export function candidateMoves(puzzle: SatogaeriPuzzle): CandidateMove[][] {
  const starts = new Set(puzzle.circles.map((circle) => circle.row * puzzle.columns + circle.column));
  return puzzle.circles.map((circle) => {
    const from: Cell = { row: circle.row, column: circle.column };
    const moves: CandidateMove[] = [];
    if (circle.number === null || circle.number === 0) moves.push({ from, to: from, direction: null, distance: 0 });
    if (circle.number === 0) return moves;
    for (const direction of directions) {
      let cell = from;
      for (let distance = 1; circle.number === null || distance <= circle.number; distance++) {
        cell = stepFrom(cell, direction);
        if (cell.row < 0 || cell.row >= puzzle.rows || cell.column < 0 || cell.column >= puzzle.columns) break;
        if (starts.has(cell.row * puzzle.columns + cell.column)) break;
        if (circle.number === null || distance === circle.number) moves.push({ from, to: cell, direction, distance });
      }
    }
    return moves;
  });
}
