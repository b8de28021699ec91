// Answer grids in JSON, declared once per genre: cells marked yes or no (shaded, a light, a star) as rows of 0 and 1,
// by what a 0 and a 1 mean, and such entries in words for hints and reasons; or grids of numbers.

import type { AnswerEntry, EntryWords } from '../cells.js';
import { inputError } from '../errors.js';
import type { GridSize } from '../geometry.js';
import { cellName } from '../geometry.js';

/** The JSON of a yes/no answer grid: rows of 0 and 1 (an unfinished one: null where open). */
export interface MarkAnswers<Puzzle> {
  answerToJson(answer: readonly (readonly boolean[])[]): unknown;
  /** Reads rows of 0 and 1 of the puzzle's size; an error names the entry and says what 0 and 1 mean. */
  answerFromJson(puzzle: Puzzle, json: unknown): boolean[][];
  partialToJson(partial: readonly (readonly (boolean | null)[])[]): unknown;
}

/** A yes/no answer grid: `zero` and `one` say what the values mean ("unshaded", "shaded"). */
export function markAnswers<Puzzle>(size: (puzzle: Puzzle) => GridSize, zero: string, one: string): MarkAnswers<Puzzle> {
  return {
    answerToJson: (answer) => answer.map((row) => row.map((marked) => (marked ? 1 : 0))),
    answerFromJson: (puzzle, json) => readMarks(size(puzzle), json, `0 (${zero}) or 1 (${one})`, false) as boolean[][],
    partialToJson: marksToJson,
  };
}

/** The JSON of a yes/no answer grid whose cells may be left empty (null), which the checker then reports. */
export interface OpenMarkAnswers<Puzzle> {
  answerToJson(answer: readonly (readonly (boolean | null)[])[]): unknown;
  answerFromJson(puzzle: Puzzle, json: unknown): (boolean | null)[][];
  partialToJson(partial: readonly (readonly (boolean | null)[])[]): unknown;
}

/** A yes/no answer grid with empty cells: `empty` says what null means ("empty"). */
export function openMarkAnswers<Puzzle>(size: (puzzle: Puzzle) => GridSize, zero: string, one: string, empty: string): OpenMarkAnswers<Puzzle> {
  return {
    answerToJson: marksToJson,
    answerFromJson: (puzzle, json) => readMarks(size(puzzle), json, `0 (${zero}), 1 (${one}) or null (${empty})`, true),
    partialToJson: marksToJson,
  };
}

const marksToJson = (marks: readonly (readonly (boolean | null)[])[]): unknown => marks.map((row) => row.map((value) => (value === null ? null : value ? 1 : 0)));

/** Rows of 0 and 1 (and null where `open`) of the size; an error names the entry and says what it may be (`allowed`). */
function readMarks({ rows, columns }: GridSize, json: unknown, allowed: string, open: boolean): (boolean | null)[][] {
  if (!Array.isArray(json) || json.length !== rows) inputError(`the answer must be an array of ${rows} rows`, { part: 'answer' });
  return json.map((row: unknown, r) => {
    if (!Array.isArray(row) || row.length !== columns) inputError(`row ${r + 1} of the answer must have ${columns} entries`, { part: 'answer' });
    return row.map((value: unknown, c) => {
      if (value !== 0 && value !== 1 && !(open && value === null)) inputError(`the entry at row ${r + 1}, column ${c + 1} must be ${allowed}`, { part: 'answer' });
      return value === null ? null : value === 1;
    });
  });
}

/** The JSON of a grid of numbers (Sudoku's digits, Skyscrapers' heights): rows of numbers, null where open. */
export interface NumberAnswers<Puzzle, Value extends number = number> {
  answerToJson(answer: readonly (readonly Value[])[]): unknown;
  /** Reads rows of whole numbers of the puzzle's size; an error names the row or the entry. */
  answerFromJson(puzzle: Puzzle, json: unknown): Value[][];
  partialToJson(partial: readonly (readonly (Value | null)[])[]): unknown;
}

/**
 * A grid of numbers as its answer; the rules (a digit's range) are the checker's, unless `allowed` lists the only
 * values an entry may take and says them in words ("0 or 1").
 */
export function numberAnswers<Puzzle, Value extends number = number>(
  size: (puzzle: Puzzle) => GridSize,
  allowed?: { readonly values: readonly Value[]; readonly words: string },
): NumberAnswers<Puzzle, Value> {
  return {
    answerToJson: (answer) => answer,
    answerFromJson(puzzle, json) {
      const { rows, columns } = size(puzzle);
      if (!Array.isArray(json) || json.length !== rows) inputError(`the answer must be an array of ${rows} rows`, { part: 'answer' });
      return json.map((row: unknown, r) => {
        if (!Array.isArray(row) || row.length !== columns) inputError(`row ${r + 1} of the answer must have ${columns} ${allowed ? 'entries' : 'numbers'}`, { part: 'answer' });
        return row.map((value: unknown, c) => {
          if (allowed && !allowed.values.includes(value as Value)) inputError(`the entry at row ${r + 1}, column ${c + 1} must be ${allowed.words}`, { part: 'answer' });
          if (typeof value !== 'number' || !Number.isInteger(value)) inputError(`the value at row ${r + 1}, column ${c + 1} is not a whole number`, { part: 'answer' });
          return value as Value;
        });
      });
    },
    partialToJson: (partial) => partial,
  };
}

/**
 * Yes/no entries in the words of the game: `marked` and `unmarked` finish "r2c3 ..." ("holds a light", "holds no
 * light"); `placed` is the player's mark ("your light"); a 0 the player placed is a dot.
 */
export function describeMarks(marked: string, unmarked: string, placed: string): (entry: AnswerEntry) => EntryWords {
  return (entry) => {
    const name = cellName(entry.cell);
    return entry.value === 1
      ? { cells: [entry.cell], fact: `${name} ${marked}`, placed: `${placed} at ${name}` }
      : { cells: [entry.cell], fact: `${name} ${unmarked}`, placed: `your dot at ${name}` };
  };
}

/** Shading in words: shaded, or unshaded (a dot, when the player placed it). */
export const describeShading = describeMarks('is shaded', 'stays unshaded', 'your shading');
