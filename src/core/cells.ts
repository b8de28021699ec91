// Which observed literals decide a cell, and which cell and value: read generically through the genre's own
// partial answers (a grid with null for open cells), so hints, placed cells and "cells that differ" need nothing
// more from a genre.

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

/** The non-null entries of a grid (an array of rows), with their cells. */
export function filledEntries(json: unknown): { cell: Cell; value: unknown }[] {
  if (!Array.isArray(json)) return [];
  const entries: { cell: Cell; value: unknown }[] = [];
  json.forEach((row: unknown, rowIndex) => {
    if (!Array.isArray(row)) return;
    row.forEach((value: unknown, column) => {
      if (value !== null && value !== undefined) entries.push({ cell: { row: rowIndex, column }, value });
    });
  });
  return entries;
}

/** The literals of `cellLiterals` that a partial answer (grid JSON, null for open) asserts. */
export function placedLiterals(literals: readonly CellLiteral[], partialJson: unknown): Literal[] {
  if (!Array.isArray(partialJson)) return [];
  const grid = partialJson as unknown[];
  return literals
    .filter(({ cell, value }) => {
      const row = grid[cell.row];
      return Array.isArray(row) && sameValue(row[cell.column], value);
    })
    .map(({ literal }) => literal);
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

export const cellName = ({ row, column }: Cell): string => `r${row + 1}c${column + 1}`;
