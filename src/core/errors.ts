// Errors a user can act on. Every bad input ends as an InputError naming what is wrong and where.

import { cellName } from './geometry.js';

export interface InputLocation {
  /** 1-based line, when the input is text with lines. */
  readonly line?: number;
  /** 1-based column within the line. */
  readonly column?: number;
  /** A named part of the input, e.g. "URL body" or "game ID parameters". */
  readonly part?: string;
  /**
   * A setting that came with the input, by its field name: `size`, `genre`, `format`, `difficulty`, `backend` or a
   * generator option's name. Each front end words it its own way (`--size` on the command line, "Size" in the studio).
   */
  readonly field?: string;
  /**
   * The grid cell (0-based) the error is at, when it is found after the grid is read (a room split in two): a file
   * format turns it into its own line and column with `placeCell`.
   */
  readonly cell?: { readonly row: number; readonly column: number };
  /**
   * How many characters of a one-line input were read before the error, where the place shown is within a part (a
   * game ID's description): when several formats claim a text, the one that read furthest is reported.
   */
  readonly reached?: number;
}

export class InputError extends Error {
  readonly location: InputLocation;
  constructor(message: string, location: InputLocation = {}) {
    super(message);
    this.name = 'InputError';
    this.location = location;
  }

  /**
   * The message with its place on one line, e.g. "line 3, column 5: unexpected character 'x'". `fieldName` says a field
   * the way the reader knows it (the command line says `--size`; the studio's page calls the same setting "Size").
   */
  describe(fieldName: (field: string) => string = (field) => field): string {
    const place: string[] = [];
    if (this.location.field) place.push(fieldName(this.location.field));
    if (this.location.part) place.push(this.location.part);
    if (this.location.line !== undefined) place.push(`line ${this.location.line}`);
    if (this.location.column !== undefined) place.push(`column ${this.location.column}`);
    return oneLine(place.length > 0 ? `${place.join(', ')}: ${this.message}` : this.message);
  }
}

/** Longest message printed; longer ones are cut (an excerpt of the input is enough to find the place). */
const longestMessage = 300;

/**
 * A message as one short line: line breaks and other control characters become spaces or visible escapes, and the
 * whole is cut to a few hundred characters (a message names its place first, so the place is always kept).
 */
export function oneLine(text: string): string {
  // A message quoting a huge input is cut early, so that cleaning it costs no more than a short one.
  const flat = text
    .slice(0, longestMessage * 2)
    .replace(/\r?\n/g, ' ')
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .trim();
  return flat.length > longestMessage ? `${flat.slice(0, longestMessage - 1)}…` : flat;
}

/** A short quoted piece of the input for a message: `'abc'`, or its start and an ellipsis. */
export function excerpt(text: string, length = 24): string {
  return `'${text.length > length ? `${text.slice(0, length)}…` : text}'`;
}

/** Raised when a solver exceeds its time limit. */
export class TimeoutError extends Error {
  constructor(message = 'the solver ran out of time') {
    super(message);
    this.name = 'TimeoutError';
  }
}

/** Raised when a backend cannot be used (missing program, failed to load, out of memory). */
export class BackendError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackendError';
  }
}

export function inputError(message: string, location: InputLocation = {}): never {
  throw new InputError(message, location);
}

/**
 * Runs `read`; an InputError it throws at a grid cell gets the line and column of that cell in the file, as
 * `place` finds them (undefined: the cell is not in the file's grid, and the error stays as it is).
 */
export function placeCell<T>(read: () => T, place: (cell: { row: number; column: number }) => { line: number; column: number } | undefined): T {
  try {
    return read();
  } catch (error) {
    const cell = error instanceof InputError ? error.location.cell : undefined;
    const found = cell && place(cell);
    if (!found) throw error;
    throw new InputError((error as InputError).message, { ...(error as InputError).location, ...found });
  }
}

/** JSON nesting deeper than any answer, state or puzzle needs; deeper input is refused before it is read. */
export const deepestJson = 32;

/** The 1-based line and column of an index into a text. */
export function lineAndColumn(text: string, index: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let position = text.indexOf('\n'); position >= 0 && position < index; position = text.indexOf('\n', position + 1)) {
    line++;
    lineStart = position + 1;
  }
  return { line, column: index - lineStart + 1 };
}

/**
 * The first syntax problem of a JSON text (or nesting deeper than `deepest`), with its index; undefined when the
 * text is valid JSON. One pass, no recursion, so any input is checked in linear time and bounded stack.
 */
export function jsonProblem(text: string, deepest = deepestJson): { index: number; message: string } | undefined {
  let index = 0;
  const open: string[] = [];
  const skipSpace = () => {
    while (index < text.length && ' \t\n\r'.includes(text[index]!)) index++;
  };
  const describeAt = () => (index >= text.length ? 'the end of the input' : `'${text[index]}'`);
  // After a value: a comma, a closing bracket, or the end.
  let expectValue = true;
  /** In an object, a key comes next (after '{' or ','). */
  let expectKey = false;
  for (;;) {
    skipSpace();
    if (expectValue) {
      const character = text[index];
      if (expectKey && character !== '"') return { index, message: `expected a property name in double quotes, found ${describeAt()}` };
      if (character === '{' || character === '[') {
        if (open.length >= deepest) return { index, message: `nested more than ${deepest} levels deep` };
        open.push(character);
        index++;
        skipSpace();
        if (text[index] === (character === '[' ? ']' : '}')) {
          open.pop();
          index++;
          expectValue = false;
          continue;
        }
        expectKey = character === '{';
        continue;
      }
      if (character === '"') {
        index++;
        for (;;) {
          const next = text[index];
          if (next === undefined) return { index, message: 'a string is not closed' };
          if (next === '"') break;
          if (next === '\\') {
            const escaped = text[index + 1];
            if (escaped === 'u') {
              if (!/^[0-9a-fA-F]{4}$/.test(text.slice(index + 2, index + 6))) return { index, message: 'a \\u escape needs four hex digits' };
              index += 6;
            } else if (escaped !== undefined && '"\\/bfnrt'.includes(escaped)) index += 2;
            else return { index, message: 'an unknown escape in a string' };
            continue;
          }
          if (next.charCodeAt(0) < 0x20) return { index, message: 'a control character inside a string' };
          index++;
        }
        index++;
        if (expectKey) {
          skipSpace();
          if (text[index] !== ':') return { index, message: `expected ':' after a property name, found ${describeAt()}` };
          index++;
          expectKey = false;
          continue;
        }
        expectValue = false;
        continue;
      }
      const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(index, index + 400));
      if (!literal) return { index, message: `expected a value, found ${describeAt()}` };
      index += literal[0].length;
      expectValue = false;
      continue;
    }
    // After a value.
    if (open.length === 0) {
      return index < text.length ? { index, message: `unexpected ${describeAt()} after the end of the JSON value` } : undefined;
    }
    const character = text[index];
    const closing = open.at(-1) === '{' ? '}' : ']';
    if (character === ',') {
      index++;
      expectValue = true;
      expectKey = open.at(-1) === '{';
      continue;
    }
    if (character === closing) {
      open.pop();
      index++;
      continue;
    }
    return { index, message: `expected ',' or '${closing}', found ${describeAt()}` };
  }
}

/** JSON.parse with a failure reported as bad input at `location`, one line with the line and column of the problem. */
export function parseJson(text: string, location: InputLocation, subject?: string): unknown {
  const problem = jsonProblem(text);
  if (problem) {
    const place = lineAndColumn(text, problem.index);
    const where = text.includes('\n') ? place : { column: place.column };
    return inputError(`${subject ? `the ${subject} is ` : ''}not valid JSON: ${problem.message}`, { ...location, ...where });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // The checker above accepts only valid JSON; this is a backstop that never quotes the input.
    return inputError(`${subject ? `the ${subject} is ` : ''}not valid JSON`, location);
  }
}

/** The smallest grid a genre takes: one cell, two cells (a loop through centres), or 2×2 cells (a loop that turns). */
export type SmallestGrid = 'cell' | 'two cells' | '2×2';

/**
 * Refuses a grid of `size` that a genre (`name`) cannot take, in the words every genre uses: smaller than `smallest`,
 * larger than `largest`, or `grids` (by what they hold, `the numbers`) that do not fill it.
 */
export function checkGridSize(
  name: string,
  size: { readonly rows: number; readonly columns: number },
  largest: { readonly rows: number; readonly columns: number },
  options: { readonly smallest?: SmallestGrid; readonly grids?: Readonly<Record<string, readonly (readonly unknown[])[]>> } = {},
): void {
  const { rows, columns } = size;
  const whole = Number.isInteger(rows) && Number.isInteger(columns);
  if (options.smallest === 'two cells' && (!whole || rows < 1 || columns < 1 || rows * columns < 2)) inputError(`a ${name} grid needs at least 2 cells, not ${columns}×${rows}`);
  if (options.smallest === '2×2' && (rows < 2 || columns < 2)) inputError(`a ${name} grid needs at least 2×2 cells for a loop, not ${columns}×${rows}`);
  if (!whole || rows < 1 || columns < 1) inputError('the grid is empty');
  if (rows > largest.rows || columns > largest.columns) inputError(`a ${columns}×${rows} ${name} is larger than the supported ${largest.columns}×${largest.rows}`);
  for (const [what, grid] of Object.entries(options.grids ?? {})) {
    if (grid.length !== rows || grid.some((row) => row.length !== columns)) inputError(`${what} do not fill a ${columns}×${rows} grid`);
  }
}

/**
 * Refuses a number outside `smallest`..`largest` in a grid of entries, naming its cell: `the number 7 at r2c3 is
 * outside 1..5 (why)`. `numberOf` reads an entry's number (null or undefined: it has none).
 */
export function checkNumbers<Entry>(
  grid: readonly (readonly Entry[])[],
  numberOf: (entry: Entry) => number | null | undefined,
  range: { readonly smallest: number; readonly largest: number; readonly why?: string },
): void {
  const { smallest, largest, why } = range;
  grid.forEach((row, r) =>
    row.forEach((entry, c) => {
      const value = numberOf(entry);
      if (value === null || value === undefined || (Number.isInteger(value) && value >= smallest && value <= largest)) return;
      const cell = { row: r, column: c };
      inputError(`the number ${value} at ${cellName(cell)} is outside ${smallest}..${largest}${why === undefined ? '' : ` (${why})`}`, { cell });
    }),
  );
}
