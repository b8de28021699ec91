// Answers of the genres that shade cells beside a loop through cell centres (Yajilin, Koburin, Regional Yajilin) in
// JSON: the shaded cells as rows of 0/1 and the loop as lines between cell centres, as Masyu's.

import type { GridSize } from '../../core/geometry.js';
import { cellName } from '../../core/geometry.js';
import { inputError } from '../../core/errors.js';
import type { AnswerEntry, EntryWords } from '../../core/cells.js';
import { gridEntries } from '../../core/cells.js';
import type { LineGrid } from '../../core/lines.js';
import { lineEntries, linesFromJson, linesToJson, partialLinesToJson } from '../../core/lines.js';
import { describeLineEntry } from './centre-loop.js';

/** The shaded cells and the loop's lines between cell centres. */
export interface ShadeLoopAnswer {
  readonly shaded: readonly (readonly boolean[])[];
  readonly lines: LineGrid;
}

/** What every solution agrees on: null where open. */
export interface ShadeLoopPartial {
  readonly shaded: readonly (readonly (boolean | null)[])[];
  readonly lines: LineGrid<boolean | null>;
}

/** The answer in JSON: `{"shaded": rows of 0/1, "horizontal": ..., "vertical": ...}` (lines as Masyu's). */
export function answerToJson(answer: ShadeLoopAnswer): unknown {
  return { shaded: answer.shaded.map((row) => row.map(Number)), ...(linesToJson(answer.lines) as object) };
}

export function partialToJson(partial: ShadeLoopPartial): unknown {
  return { shaded: partial.shaded.map((row) => row.map((value) => (value === null ? null : Number(value)))), ...(partialLinesToJson(partial.lines) as object) };
}

export function answerFromJson(puzzle: GridSize, json: unknown): ShadeLoopAnswer {
  const size = { rows: puzzle.rows, columns: puzzle.columns };
  const shaded = typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>).shaded : undefined;
  if (!Array.isArray(shaded) || shaded.length !== size.rows) {
    inputError(`the answer must be an object {"shaded": ${size.rows} rows of ${size.columns} 0/1, "horizontal": ..., "vertical": ...}`, { part: 'answer' });
  }
  const cells = shaded.map((row: unknown, r) => {
    if (!Array.isArray(row) || row.length !== size.columns) inputError(`row ${r + 1} of "shaded" must have ${size.columns} entries`, { part: 'answer' });
    return row.map((value: unknown, c) => {
      if (value !== 0 && value !== 1) inputError(`"shaded" row ${r + 1}, entry ${c + 1} must be 0 (not shaded) or 1 (shaded)`, { part: 'answer' });
      return value === 1;
    });
  });
  return { shaded: cells, lines: linesFromJson(size, json) };
}

/**
 * The filled entries of a partial answer's JSON: a shaded cell at (2 × row, 2 × column) of the doubled lattice, where
 * the lines have their `lineKey`s, so that each entry has a place of its own.
 */
export function entries(partialJson: unknown): AnswerEntry[] {
  const found = lineEntries(partialJson);
  const shaded = typeof partialJson === 'object' && partialJson !== null ? (partialJson as Record<string, unknown>).shaded : undefined;
  for (const entry of gridEntries(shaded)) found.push({ cell: { row: 2 * entry.cell.row, column: 2 * entry.cell.column }, value: entry.value });
  return found;
}

/** An entry of the partial answer in words: a shaded cell (at an even row and column of the doubled lattice) or a line. */
export function describeEntry(entry: AnswerEntry): EntryWords {
  const line = describeLineEntry(entry);
  if (line) return line;
  const cell = { row: entry.cell.row / 2, column: entry.cell.column / 2 };
  const shaded = entry.value === 1;
  return {
    cells: [cell],
    fact: shaded ? `${cellName(cell)} is shaded` : `${cellName(cell)} is not shaded`,
    placed: shaded ? `your shaded ${cellName(cell)}` : `your dot in ${cellName(cell)}`,
  };
}

/** The answer's part of these genres: JSON both ways, a partial answer's entries, and an entry in words. */
export const shadeLoopAnswers = { answerToJson, answerFromJson, partialToJson, entries, describeEntry };
