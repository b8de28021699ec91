// Answer grids in JSON, declared once per genre: cells marked yes or no (shaded, a light, a star) as rows of 0 and 1,
// by what a 0 and a 1 mean, and such entries in words for hints and reasons; grids of numbers; or any genre's rows of
// entries, read by what an entry may be.

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

/** A shading genre's answers in JSON, and its answer's entries in words. */
export interface ShadingAnswers<Puzzle> extends MarkAnswers<Puzzle> {
  describeEntry(entry: AnswerEntry): EntryWords;
}

/** A shading genre's answers: rows of 0 (unshaded) and 1 (shaded) in JSON, and its entries in words. */
export function shadingAnswers<Puzzle>(size: (puzzle: Puzzle) => GridSize): ShadingAnswers<Puzzle> {
  return { ...markAnswers(size, 'unshaded', 'shaded'), describeEntry: describeShading };
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
function readMarks(size: GridSize, json: unknown, allowed: string, open: boolean): (boolean | null)[][] {
  return readAnswerGrid(size, json, {
    read: (value) => (value === 1 ? true : value === 0 ? false : open && value === null ? null : undefined),
    row: `must have ${size.columns} entries`,
    entry: (place) => `the entry at ${place} must be ${allowed}`,
  });
}

/** How a genre's answer rows read: each entry's value, and the words of the errors. */
export interface AnswerGridReader<Value> {
  /** The value of an entry, or undefined where it is not one. */
  read(entry: unknown): Value | undefined;
  /** What a row must be, after "row 2 of the answer " ("must have 5 entries"). */
  row: string;
  /** The error for an entry that does not read, given its place ("row 2, column 3") and the entry. */
  entry(place: string, entry: unknown): string;
  /** A row may also be a string, an entry per character (Slant's rows of `/` and `\`). */
  strings?: boolean;
}

/** Reads an answer as rows of entries of the size; an error names the row or the entry. */
export function readAnswerGrid<Value>({ rows, columns }: GridSize, json: unknown, reader: AnswerGridReader<Value>): Value[][] {
  if (!Array.isArray(json) || json.length !== rows) inputError(`the answer must be an array of ${rows} rows`, { part: 'answer' });
  return json.map((row: unknown, r) => {
    const entries: unknown = reader.strings === true && typeof row === 'string' ? [...row] : row;
    if (!Array.isArray(entries) || entries.length !== columns) inputError(`row ${r + 1} of the answer ${reader.row}`, { part: 'answer' });
    return entries.map((entry: unknown, c) => {
      const value = reader.read(entry);
      return value === undefined ? inputError(reader.entry(`row ${r + 1}, column ${c + 1}`, entry), { part: 'answer' }) : value;
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
    answerFromJson: (puzzle, json) =>
      readAnswerGrid(size(puzzle), json, {
        read: (value) => ((allowed ? allowed.values.includes(value as Value) : Number.isInteger(value)) ? (value as Value) : undefined),
        row: `must have ${size(puzzle).columns} ${allowed ? 'entries' : 'numbers'}`,
        entry: (place) => (allowed ? `the entry at ${place} must be ${allowed.words}` : `the value at ${place} is not a whole number`),
      }),
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
