// Answers of the genres that shade cells, as JSON rows of 0 (unshaded) and 1 (shaded), and their entries in words.

import type { AnswerEntry, EntryWords } from '../../core/cells.js';
import { cellName } from '../../core/geometry.js';
import type { GridSize } from '../../core/geometry.js';
import { inputError } from '../../core/errors.js';

/** An answer in JSON: rows of 0 (unshaded) and 1 (shaded), as isShaded[row][column]. */
export function shadingFromJson(size: GridSize, json: unknown): boolean[][] {
  if (!Array.isArray(json) || json.length !== size.rows) inputError(`the answer must be an array of ${size.rows} rows`, { part: 'answer' });
  return json.map((row: unknown, r) => {
    if (!Array.isArray(row) || row.length !== size.columns) inputError(`row ${r + 1} of the answer must have ${size.columns} entries`, { part: 'answer' });
    return row.map((value: unknown, c) => {
      if (value !== 0 && value !== 1) inputError(`the entry at row ${r + 1}, column ${c + 1} must be 0 (unshaded) or 1 (shaded)`, { part: 'answer' });
      return value === 1;
    });
  });
}

export const shadingToJson = (answer: readonly (readonly boolean[])[]): unknown => answer.map((row) => row.map((isShaded) => (isShaded ? 1 : 0)));

/** What every solution agrees on, in JSON: 1 shaded, 0 unshaded, null open. */
export const partialShadingToJson = (partial: readonly (readonly (boolean | null)[])[]): unknown =>
  partial.map((row) => row.map((value) => (value === null ? null : value ? 1 : 0)));

/** An entry of a partial answer in the words of the game: shaded, or unshaded (a dot, when the player placed it). */
export function describeShading(entry: AnswerEntry): EntryWords {
  const name = cellName(entry.cell);
  return entry.value === 1
    ? { cells: [entry.cell], fact: `${name} is shaded`, placed: `your shading at ${name}` }
    : { cells: [entry.cell], fact: `${name} stays unshaded`, placed: `your dot at ${name}` };
}
