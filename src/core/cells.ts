// Which observed literals decide a cell, and which cell and value: read generically through the genre's own
// partial answers (a grid with null for open cells, or a list of moves from a cell), so hints, placed cells and
// "cells that differ" need nothing more from a genre.

import type { Cell } from './geometry.js';
import type { Literal, PuzzleModel } from './model.js';

export interface CellLiteral {
  /** True when the cell holds `value`. */
  readonly literal: Literal;
  readonly cell: Cell;
  /** The cell's entry in the genre's partial-answer JSON (a digit, true for shaded, ...). */
  readonly value: unknown;
}

/**
 * For every observed literal and its negation: the cell it decides, when setting it alone fills exactly one cell
 * of the partial answer. Integers give one literal per value; booleans give both polarities.
 */
export function cellLiterals<Partial>(puzzle: PuzzleModel<unknown, Partial>, partialToJson: (partial: Partial) => unknown): CellLiteral[] {
  const result: CellLiteral[] = [];
  for (const observed of puzzle.observed) {
    for (const literal of [observed, -observed]) {
      const json = partialToJson(
        puzzle.decodePartial((other) => (other === literal ? true : other === -literal ? false : undefined)),
      );
      const filled = filledEntries(json);
      if (filled.length === 1) result.push({ literal, ...filled[0]! });
    }
  }
  return result;
}

/**
 * The non-null entries of a partial answer, with their cells: a grid (an array of rows), or a list of moves
 * `{"from": [row, column], "to": ...}` (a move's `to` is the entry of its `from` cell).
 */
export function filledEntries(json: unknown): { cell: Cell; value: unknown }[] {
  if (!Array.isArray(json)) return [];
  const entries: { cell: Cell; value: unknown }[] = [];
  json.forEach((row: unknown, rowIndex) => {
    if (Array.isArray(row)) {
      row.forEach((value: unknown, column) => {
        if (value !== null && value !== undefined) entries.push({ cell: { row: rowIndex, column }, value });
      });
      return;
    }
    const from = row !== null && typeof row === 'object' ? (row as { from?: unknown }).from : undefined;
    const to = row !== null && typeof row === 'object' ? (row as { to?: unknown }).to : undefined;
    if (Array.isArray(from) && from.length === 2 && from.every(Number.isInteger) && to !== null && to !== undefined) {
      entries.push({ cell: { row: from[0] as number, column: from[1] as number }, value: to });
    }
  });
  return entries;
}

/** The literals of `cellLiterals` that a partial answer (in the form `filledEntries` reads) asserts. */
export function placedLiterals(literals: readonly CellLiteral[], partialJson: unknown): Literal[] {
  const placed = new Map(filledEntries(partialJson).map(({ cell, value }) => [`${cell.row},${cell.column}`, value]));
  return literals
    .filter(({ cell, value }) => {
      const key = `${cell.row},${cell.column}`;
      return placed.has(key) && sameValue(placed.get(key), value);
    })
    .map(({ literal }) => literal);
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

export const cellName = ({ row, column }: Cell): string => `r${row + 1}c${column + 1}`;
