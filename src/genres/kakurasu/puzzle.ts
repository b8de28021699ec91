// Kakurasu puzzles: a clue per row and per column, checked when built.

import type { GridSize } from '../../core/geometry.js';
import { inputError } from '../../core/errors.js';

/** A clue: the required sum, or null when the line is unconstrained. */
export type KakurasuClue = number | null;

export interface KakurasuPuzzle {
  /** One clue per row, top to bottom: the sum of the 1-based column numbers of the row's shaded cells. */
  readonly rowClues: readonly KakurasuClue[];
  /** One clue per column, left to right: the sum of the 1-based row numbers of the column's shaded cells. */
  readonly columnClues: readonly KakurasuClue[];
}

/** rows of 0/1, 1 = shaded. */
export type KakurasuAnswer = number[][];
/** 1 shaded, 0 unshaded, null not determined. */
export type KakurasuPartial = (number | null)[][];

export const maximumKakurasuSize = 40;

const sumTo = (count: number) => (count * (count + 1)) / 2;

export function makeKakurasu(rowClues: readonly KakurasuClue[], columnClues: readonly KakurasuClue[]): KakurasuPuzzle {
  const rows = rowClues.length;
  const columns = columnClues.length;
  if (rows === 0 || columns === 0) inputError('a Kakurasu needs at least one row clue and one column clue');
  if (rows > maximumKakurasuSize || columns > maximumKakurasuSize) {
    inputError(`a ${columns}×${rows} Kakurasu is larger than the supported ${maximumKakurasuSize}×${maximumKakurasuSize}`);
  }
  const checkClues = (clues: readonly KakurasuClue[], line: 'row' | 'column', cells: number) =>
    clues.forEach((clue, index) => {
      if (clue === null) return;
      if (!Number.isInteger(clue) || clue < 0) inputError(`the clue ${clue} of ${line} ${index + 1} is not a whole number`);
      if (clue > sumTo(cells)) inputError(`the clue ${clue} of ${line} ${index + 1} is more than its ${cells} cells can make (${sumTo(cells)})`);
    });
  checkClues(rowClues, 'row', columns);
  checkClues(columnClues, 'column', rows);
  return { rowClues: [...rowClues], columnClues: [...columnClues] };
}

export const kakurasuSize = (puzzle: KakurasuPuzzle): GridSize => ({ rows: puzzle.rowClues.length, columns: puzzle.columnClues.length });

/** Clue ids: a row's sum and a column's sum. */
export const rowClueId = (row: number): string => `row ${row + 1}`;
export const columnClueId = (column: number): string => `column ${column + 1}`;

