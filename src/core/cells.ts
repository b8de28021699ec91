// Which observed literals decide a cell, and which cell and value: read generically through the genre's own
// partial answers (by default a grid with null for open cells; a genre with another shape reads its own entries),
// so hints, placed cells and "cells that differ" need nothing more from a genre.

import type { Cell, LinePosition } from './geometry.js';
import { cellName, sameCell } from './geometry.js';
import type { Literal, PuzzleModel } from './model.js';

/** One filled entry of a partial answer: the cell it belongs to and its value there in the partial-answer JSON. */
export interface AnswerEntry {
  readonly cell: Cell;
  /** A digit, 1 for shaded, ... or whatever the genre's JSON holds for the cell (a move's end cell, say). */
  readonly value: unknown;
}

/** An entry in cells and words, as the genre describes it. */
export interface EntryWords {
  /** Every cell the entry covers, its own first (a move: where it starts and where it ends). */
  readonly cells: readonly Cell[];
  /** The lines it is, in genres with lines: shown on the board as well as the cells. */
  readonly lines?: readonly LinePosition[];
  /** The entry as a deduction, e.g. `the circle at r3c1 moves to r2c1`; absent: `<cell> is <value>`, the value as shown. */
  readonly fact?: string;
  /** The entry as the player's own, e.g. `your move r3c1 to r2c1`; absent: `your <value> at <cell>`. */
  readonly placed?: string;
  /** What the player's entries of this kind are called: `moves`; absent: `cells`. */
  readonly noun?: string;
}

/** How the core reads a genre's partial answers: written as JSON, then read as entries with their cells. */
export interface PartialReader<Partial> {
  partialToJson(partial: Partial): unknown;
  /** The filled entries of a partial answer's JSON (default: `gridEntries`). */
  entries?(partialJson: unknown): AnswerEntry[];
}

/** How a genre describes its entries (default: `gridEntryWords`). */
export interface EntryDescriber {
  describeEntry?(entry: AnswerEntry): EntryWords;
}

export interface CellLiteral extends AnswerEntry {
  /** True when the cell holds `value`. */
  readonly literal: Literal;
}

/** The non-null entries of a partial answer that is a grid (an array of rows), with their cells. */
export function gridEntries(json: unknown): AnswerEntry[] {
  if (!Array.isArray(json)) return [];
  const entries: AnswerEntry[] = [];
  json.forEach((row: unknown, rowIndex) => {
    if (!Array.isArray(row)) return;
    row.forEach((value: unknown, column) => {
      if (value !== null && value !== undefined) entries.push({ cell: { row: rowIndex, column }, value });
    });
  });
  return entries;
}

/** A grid entry covers its own cell; the words come from how the caller shows its value. */
export const gridEntryWords = (entry: AnswerEntry): EntryWords => ({ cells: [entry.cell] });

/** The filled entries of a partial answer in the genre's JSON form. */
export function entriesOf(reader: Pick<PartialReader<unknown>, 'entries'>, partialJson: unknown): AnswerEntry[] {
  return (reader.entries ?? gridEntries)(partialJson);
}

/** An entry in cells and words, as the genre describes it. */
export function describeEntry(describer: EntryDescriber, entry: AnswerEntry): EntryWords {
  return (describer.describeEntry ?? gridEntryWords)(entry);
}

/** An entry as a deduction: the genre's words, or `r4c2 is <shown>` (`shown`: the value as the caller shows it). */
export function factWords(describer: EntryDescriber, entry: AnswerEntry, shown: string): string {
  return describeEntry(describer, entry).fact ?? `${cellName(entry.cell)} is ${shown}`;
}

/** The lines an entry is (none for a cell's value). */
export function entryLines(describer: EntryDescriber, entry: AnswerEntry): readonly LinePosition[] {
  return describeEntry(describer, entry).lines ?? [];
}

/** The cells an entry covers, its own first, each once. */
export function entryCells(describer: EntryDescriber, entry: AnswerEntry): Cell[] {
  const cells: Cell[] = [];
  for (const cell of describeEntry(describer, entry).cells) if (!cells.some((other) => sameCell(other, cell))) cells.push(cell);
  return cells;
}

/**
 * For every observed literal and its negation: the cell it decides, when setting it alone fills exactly one entry
 * of the partial answer. Integers give one literal per value; booleans give both polarities.
 */
export function cellLiterals<Partial>(puzzle: PuzzleModel<unknown, Partial>, reader: PartialReader<Partial>): CellLiteral[] {
  const result: CellLiteral[] = [];
  for (const observed of puzzle.observed) {
    for (const literal of [observed, -observed]) {
      const json = reader.partialToJson(
        puzzle.decodePartial((other) => (other === literal ? true : other === -literal ? false : undefined)),
      );
      const filled = entriesOf(reader, json);
      if (filled.length === 1) result.push({ literal, ...filled[0]! });
    }
  }
  return result;
}

/** The literals of `cellLiterals` that a partial answer (in the genre's JSON form) asserts. */
export function placedLiterals(literals: readonly CellLiteral[], partialJson: unknown, reader: Pick<PartialReader<unknown>, 'entries'>): Literal[] {
  const placed = new Map(entriesOf(reader, partialJson).map(({ cell, value }) => [`${cell.row},${cell.column}`, value]));
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
