// Two-way text codecs: a format is declared once, as a composition of small codecs, and that one declaration both
// reads and writes it, so the two directions cannot drift apart. Reading goes through a cursor that knows where it
// is, so every error names its place; reading is one pass over the text.

import { inputError } from '../errors.js';
import type { GridSize } from '../geometry.js';
import type { Regions, Walls } from '../regions.js';
import { regionsFromWalls, wallsOf } from '../regions.js';

/**
 * A cursor over a text being read. Errors name `part` and a 1-based column; `offset` is where the text starts within
 * the whole input (a game ID's description after its parameters), so that errors also say how far the input was read.
 */
export class TextReader {
  position = 0;

  constructor(
    readonly text: string,
    readonly part: string,
    readonly offset = 0,
  ) {}

  get done(): boolean {
    return this.position >= this.text.length;
  }

  peek(): string | undefined {
    return this.text[this.position];
  }

  /** The next character; an error at the end of the text (`wanted` says what was expected). */
  next(wanted: string): string {
    const character = this.text[this.position];
    if (character === undefined) this.fail(`the text ends where ${wanted} was expected`);
    this.position++;
    return character;
  }

  /** Consumes `text` when it comes next. */
  accept(text: string): boolean {
    if (!this.text.startsWith(text, this.position)) return false;
    this.position += text.length;
    return true;
  }

  /**
   * Fails at a position. `coverage` is the share of what was wanted that the text held when it fell short as a whole
   * (8 cells of 64): such a text was read less far than one that failed at its last character.
   */
  fail(message: string, position = this.position, coverage = 1): never {
    inputError(message, { part: this.part, column: position + 1, reached: (this.offset + position) * coverage + 1 });
  }

  /** Fails unless the whole text has been read. */
  end(what = 'the last cell'): void {
    if (this.done) return;
    const rest = this.text.slice(this.position);
    this.fail(`unexpected text after ${what}: '${rest.length > 20 ? `${rest.slice(0, 20)}…` : rest}'`);
  }
}

/** Reads a value from a cursor, and writes the same value back as text. */
export interface Codec<T> {
  read(reader: TextReader): T;
  write(value: T): string;
}

/** Reads a whole text with a codec: nothing may be left over. */
export function readAll<T>(codec: Codec<T>, text: string, part: string, what?: string): T {
  const reader = new TextReader(text, part);
  const value = codec.read(reader);
  reader.end(what);
  return value;
}

/** Codecs one after the other, as a tuple. */
export function sequence<T extends unknown[]>(...codecs: { [K in keyof T]: Codec<T[K]> }): Codec<T> {
  return {
    read: (reader) => codecs.map((codec) => codec.read(reader)) as T,
    write: (values) => codecs.map((codec, index) => codec.write(values[index])).join(''),
  };
}

/** A codec seen through a two-way conversion. */
export function map<A, B>(codec: Codec<A>, from: (value: A) => B, to: (value: B) => A): Codec<B> {
  return { read: (reader) => from(codec.read(reader)), write: (value) => codec.write(to(value)) };
}

/** A fixed piece of text (a separator). */
export function literal(text: string): Codec<void> {
  return {
    read(reader) {
      if (!reader.accept(text)) reader.fail(`expected '${text}'`);
    },
    write: () => text,
  };
}

/** A piece of text that is there or not (a variant flag such as Unruly's `u`). */
export function flag(text: string): Codec<boolean> {
  return { read: (reader) => reader.accept(text), write: (present) => (present ? text : '') };
}

/** A decimal whole number. */
export const decimal: Codec<number> = {
  read(reader) {
    const start = reader.position;
    while (/[0-9]/.test(reader.peek() ?? '')) reader.position++;
    if (reader.position === start) reader.fail('expected a whole number');
    // Very long digit strings are not numbers any puzzle uses; refuse them before they lose precision.
    if (reader.position - start > 9) reader.fail('the number is too large', start);
    return Number(reader.text.slice(start, reader.position));
  },
  write: (value) => String(value),
};

/** The entry of one cell in a list: a number, `unknown` (a `?` or a circle without a number) or empty. */
export type CellEntry = number | 'unknown' | null;

/** A number clue as the genres type it: a number, or one the setter left unknown (puzz.link's `?`). */
export type NumberClue = { readonly kind: 'number'; readonly value: number } | { readonly kind: 'unknown' };

/** The number a clue gives, or null for none or one left unknown. */
export const clueNumber = (clue: NumberClue | null | undefined): number | null => (clue?.kind === 'number' ? clue.value : null);

/** A cell list as rows of `columns` cells. */
export function cellRows<T>(columns: number, cells: Codec<T[]>): Codec<readonly (readonly T[])[]> {
  return map(cells, (list) => rowsOf(list, columns), (rows) => rows.flat());
}

/** A cell list as rows of `columns` number clues: the list's `unknown` is a clue whose number is unknown. */
export function clueRows(columns: number, cells: Codec<CellEntry[]>): Codec<readonly (readonly (NumberClue | null)[])[]> {
  const clueOf = (entry: CellEntry): NumberClue | null => (entry === null ? null : entry === 'unknown' ? { kind: 'unknown' } : { kind: 'number', value: entry });
  return map(
    cells,
    (entries) => rowsOf(entries.map(clueOf), columns),
    (rows) => rows.flat().map((clue) => (clue === null ? null : clue.kind === 'unknown' ? 'unknown' : clue.value)),
  );
}

/** A list that holds numbers only (a game ID's) as a cell list: writing a number left unknown is refused with `refusal`. */
export function knownNumbers(cells: Codec<(number | null)[]>, refusal: string): Codec<CellEntry[]> {
  return {
    read: (reader) => cells.read(reader),
    write: (entries) => cells.write(entries.map((entry) => (entry === 'unknown' ? inputError(refusal, { field: 'format' }) : entry))),
  };
}

/**
 * puzz.link's runs of empty cells: `g`..`z` stand for 1..20 of them. Reading: pushes the run's empty cells (at most
 * up to `count`) and says whether `character` was one.
 */
export function readEmptyRun<T>(character: string, cells: (T | null)[], count: number): boolean {
  if (character < 'g' || character > 'z' || character.length !== 1) return false;
  const run = character.charCodeAt(0) - 'f'.charCodeAt(0);
  for (let step = 0; step < run && cells.length < count; step++) cells.push(null);
  return true;
}

/** `blanks` empty cells as puzz.link's `g`..`z` runs. */
export function emptyRun(blanks: number): string {
  let text = '';
  for (let left = blanks; left > 0; left -= Math.min(left, 20)) text += String.fromCharCode('f'.charCodeAt(0) + Math.min(left, 20));
  return text;
}

/**
 * puzz.link's Number16 cell list of `count` cells: a hex digit 0-f, `-` and two hex digits, `+` and three, `.` for
 * an unknown number, and `g`..`z` for 1..20 empty cells. A final run of empty cells may reach past the grid.
 */
export function number16Cells(count: number): Codec<CellEntry[]> {
  return {
    read(reader) {
      const cells: CellEntry[] = [];
      while (cells.length < count && !reader.done) {
        const start = reader.position;
        const character = reader.next('a cell');
        if (/[0-9a-f]/.test(character)) cells.push(parseInt(character, 16));
        else if (character === '-' || character === '+') {
          const length = character === '-' ? 2 : 3;
          const digits = reader.text.slice(reader.position, reader.position + length);
          if (digits.length !== length || !/^[0-9a-f]+$/.test(digits)) reader.fail(`'${character}' must be followed by ${length} hex digits, found '${digits}'`, start);
          reader.position += length;
          cells.push(parseInt(digits, 16));
        } else if (character === '.') cells.push('unknown');
        else if (!readEmptyRun(character, cells, count)) reader.fail(`unexpected character '${character}' in the cell list`, start);
      }
      // A list may stop early: the remaining cells are empty.
      while (cells.length < count) cells.push(null);
      return cells;
    },
    write(cells) {
      let text = '';
      let blanks = 0;
      const flush = () => {
        text += emptyRun(blanks);
        blanks = 0;
      };
      for (const entry of cells) {
        if (entry === null) {
          blanks++;
          continue;
        }
        flush();
        if (entry === 'unknown') text += '.';
        else if (!Number.isInteger(entry) || entry < 0 || entry >= 4096) inputError(`a puzz.link URL cannot hold the number ${entry} (0 to 4095)`, { field: 'format' });
        else if (entry < 16) text += entry.toString(16);
        else if (entry < 256) text += '-' + entry.toString(16).padStart(2, '0');
        else text += '+' + entry.toString(16).padStart(3, '0');
      }
      flush();
      return text;
    },
  };
}

/** The largest number a base-36 cell list (`base36Cells`) holds: two base-36 digits after a `-`. */
export const largestBase36Number = 1295;

/**
 * puzz.link's base-36 cell list (Hitori's): one token per cell, row by row: a base-36 digit `0`-`z` is a number, `-`
 * and two base-36 digits a number from 36, `@` (or `%`) an unknown number, `.` an empty cell. A list that stops early
 * leaves the remaining cells empty. Numbers below `smallest` are refused when written, as those above 1295.
 */
export function base36Cells(count: number, smallest = 0): Codec<CellEntry[]> {
  return {
    read(reader) {
      const cells: CellEntry[] = [];
      while (cells.length < count && !reader.done) {
        const start = reader.position;
        const character = reader.next('a cell');
        if (/[0-9a-z]/.test(character)) cells.push(parseInt(character, 36));
        else if (character === '-') {
          const digits = reader.text.slice(reader.position, reader.position + 2);
          if (!/^[0-9a-z]{2}$/.test(digits)) reader.fail(`'-' must be followed by two base-36 digits, found '${digits}'`, start);
          reader.position += 2;
          cells.push(parseInt(digits, 36));
        } else if (character === '@' || character === '%') cells.push('unknown');
        else if (character === '.') cells.push(null);
        else reader.fail(`unexpected character '${character}' (expected 0-9, a-z, '-', '@' or '.')`, start);
      }
      while (cells.length < count) cells.push(null);
      return cells;
    },
    write: (cells) =>
      cells
        .map((entry) => {
          if (entry === null) return '.';
          if (entry === 'unknown') return '@';
          if (!Number.isInteger(entry) || entry < smallest || entry > largestBase36Number) {
            inputError(`a puzz.link URL cannot hold the number ${entry} (${smallest} to ${largestBase36Number})`, { field: 'format' });
          }
          return entry < 36 ? entry.toString(36) : `-${entry.toString(36)}`;
        })
        .join(''),
  };
}

/**
 * puzz.link's 4Cell list of `count` cells holding 0 to 4 (Akari's walls, Shakashaka's triangles; over grid points it
 * is 4Cross): a digit 0-4 is a value, 5-9 a value and one empty cell after it, a-e a value and two; `.` is an
 * unknown value; `g`..`z` are 1..20 empty cells. A value's empty cells may reach past the grid.
 */
export function fourCells(count: number): Codec<CellEntry[]> {
  return {
    read(reader) {
      const cells: CellEntry[] = [];
      while (cells.length < count && !reader.done) {
        const start = reader.position;
        const character = reader.next('a cell');
        if (/[0-9a-e]/.test(character)) {
          const code = parseInt(character, 16);
          cells.push(code % 5);
          for (let skip = Math.floor(code / 5); skip > 0 && cells.length < count; skip--) cells.push(null);
        } else if (character === '.') cells.push('unknown');
        else if (!readEmptyRun(character, cells, count)) reader.fail(`unexpected character '${character}' in the cell list`, start);
      }
      while (cells.length < count) cells.push(null);
      return cells;
    },
    write(cells) {
      let text = '';
      let blanks = 0;
      const flush = () => {
        text += emptyRun(blanks);
        blanks = 0;
      };
      for (let index = 0; index < cells.length; index++) {
        const entry = cells[index]!;
        if (entry === null) {
          blanks++;
          continue;
        }
        flush();
        if (entry === 'unknown') {
          text += '.';
          continue;
        }
        if (!Number.isInteger(entry) || entry < 0 || entry > 4) inputError(`a 4Cell list cannot hold the number ${entry} (0 to 4)`, { field: 'format' });
        // The empty cells right after a value ride on it, as puz.link writes them: one (5-9) or two (a-e), where a
        // cell past the grid counts as empty.
        const empty = (offset: number) => index + offset >= cells.length || cells[index + offset] === null;
        const riding = !empty(1) ? 0 : index + 2 < cells.length && !empty(2) ? 1 : 2;
        text += (entry + 5 * riding).toString(16);
        index += riding;
      }
      flush();
      return text;
    },
  };
}

const base27 = '0123456789abcdefghijklmnopq';

/**
 * puzz.link's Circle list (Masyu's pearls, Yin-Yang's circles): three cells to a base-27 character (0-9, a-q), first
 * cell highest; 0 is an empty cell, 1 and 2 the two kinds of circle (`kinds`). A list may stop early (the rest is
 * empty), as puzz.link reads it.
 */
export function circleCells<T>(count: number, kinds: readonly [T, T], what = 'the circles'): Codec<(T | null)[]> {
  const codes: readonly (T | null)[] = [null, ...kinds];
  return {
    read(reader) {
      const cells: (T | null)[] = [];
      while (cells.length < count && !reader.done) {
        const start = reader.position;
        const value = base27.indexOf(reader.next(`a character of ${what}`));
        if (value < 0) reader.fail(`unexpected character '${reader.text[start]}' in ${what} (expected 0-9 or a-q)`, start);
        for (const weight of [9, 3, 1]) if (cells.length < count) cells.push(codes[Math.floor(value / weight) % 3]!);
      }
      while (cells.length < count) cells.push(null);
      return cells;
    },
    write(cells) {
      let text = '';
      for (let start = 0; start < cells.length; start += 3) {
        let value = 0;
        for (let offset = 0; offset < 3; offset++) value = value * 3 + codes.indexOf(cells[start + offset] ?? null);
        text += base27[value];
      }
      return text;
    },
  };
}

const base32 = '0123456789abcdefghijklmnopqrstuv';

/** `count` yes/no bits, five to a base-32 character (0-9, a-v), most significant first. */
export function bitCells(count: number, what = 'the bits'): Codec<boolean[]> {
  return {
    read(reader) {
      const bits: boolean[] = [];
      while (bits.length < count) {
        const start = reader.position;
        const value = base32.indexOf(reader.next(`a character of ${what} (0-9 or a-v)`));
        if (value < 0) reader.fail(`unexpected character '${reader.text[start]}' in ${what} (expected 0-9 or a-v)`, start);
        for (let bit = 4; bit >= 0 && bits.length < count; bit--) bits.push(((value >> bit) & 1) === 1);
      }
      return bits;
    },
    write(bits) {
      let text = '';
      for (let start = 0; start < bits.length; start += 5) {
        let value = 0;
        for (let bit = 0; bit < 5; bit++) value = value * 2 + (bits[start + bit] ? 1 : 0);
        text += base32[value];
      }
      return text;
    },
  };
}

/** How close a count read is to the count wanted, from 0 to 1 (too many counts like too few). */
function share(read: number, wanted: number): number {
  return Math.min(read, wanted) / Math.max(read, wanted, 1);
}

/** Simon Tatham's run-length cell list: `a`..`z` are 1..26 empty cells, a decimal is a clue, `_` separates two. */
export function runLengthCells(count: number): Codec<(number | null)[]> {
  return {
    read(reader) {
      const cells: (number | null)[] = [];
      while (!reader.done && cells.length < count) {
        const character = reader.peek()!;
        if (character >= 'a' && character <= 'z') {
          reader.position++;
          for (let k = 0; k < character.charCodeAt(0) - 96; k++) cells.push(null);
        } else if (character === '_') reader.position++;
        else if (character >= '0' && character <= '9') cells.push(decimal.read(reader));
        else if (character === ',') break;
        else reader.fail(`unexpected character '${character}'`);
      }
      if (cells.length !== count) reader.fail(`describes ${cells.length} cells, the grid has ${count}`, reader.position, share(cells.length, count));
      return cells;
    },
    write(cells) {
      let text = '';
      let blanks = 0;
      let afterNumber = false;
      const flush = () => {
        if (blanks === 0) return;
        for (; blanks > 0; blanks -= Math.min(blanks, 26)) text += String.fromCharCode(96 + Math.min(blanks, 26));
        afterNumber = false;
      };
      for (const entry of cells) {
        if (entry === null) {
          blanks++;
          continue;
        }
        flush();
        if (afterNumber) text += '_';
        text += String(entry);
        afterNumber = true;
      }
      flush();
      return text;
    },
  };
}

/**
 * `count` numbers apart by `separator`, each of which may be left out (null), as Towers writes its clues: `1//3/2`.
 * A `,` (the next part of a game ID) or the end before the last one is "describes 3 clues, the grid has 16".
 */
export function separatedNumbers(count: number, separator: string, what: string): Codec<(number | null)[]> {
  return {
    read(reader) {
      const values: (number | null)[] = [];
      for (let index = 0; index < count; index++) {
        if (index > 0 && !reader.accept(separator)) {
          if (reader.done || reader.peek() === ',') reader.fail(`describes ${index} ${what}, the grid has ${count}`, reader.position, share(index, count));
          reader.fail(`expected '${separator}', found '${reader.peek()}'`);
        }
        values.push(/[0-9]/.test(reader.peek() ?? '') ? decimal.read(reader) : null);
      }
      if (reader.peek() === separator) reader.fail(`more than ${count} ${what}`);
      return values;
    },
    write: (values) => values.map((value) => (value === null ? '' : String(value))).join(separator),
  };
}

/** How a skip list (`skipCells`) writes its runs: each character skips empty cells and then places a value. */
export interface SkipSymbols<T> {
  /** What a character does: skip `skip` empty cells, then place `value` in the next one (no value: it only skips). */
  read(character: string): { readonly skip: number; readonly value?: T } | undefined;
  /** The character that skips `skip` cells (at most `longest`) and places `value`. */
  write(skip: number, value: T): string;
  readonly longest: number;
  /** The character that only skips, given the value placed after it, and how many cells it skips. */
  readonly skipOnly: { readonly character: (next: T) => string; readonly cells: number };
  /** The value the list places in the cell just past the grid, where it ends. */
  readonly end: T;
  /** The characters allowed, for an error: "a-z or _". */
  readonly expected: string;
}

/**
 * Simon Tatham's skip lists (Unruly's cells, Tents' trees): each character skips a run of empty cells and places a
 * value in the next one; the list ends where it places into the cell just past the grid.
 */
export function skipCells<T>(count: number, symbols: SkipSymbols<T>): Codec<(T | null)[]> {
  return {
    read(reader) {
      const cells = Array.from({ length: count }, (): T | null => null);
      for (let position = 0; ; position++) {
        if (reader.done) reader.fail(`the description covers ${Math.min(position, count)} of the ${count} cells`);
        const start = reader.position;
        const character = reader.next('a cell');
        const run = symbols.read(character);
        if (run === undefined) return reader.fail(`unexpected character '${character}' (expected ${symbols.expected})`, start);
        position += run.skip;
        if (position > count) reader.fail(`the description runs past the end of the grid's ${count} cells`, start);
        if (run.value === undefined) position--;
        else if (position === count) return cells;
        else cells[position] = run.value;
      }
    },
    write(cells) {
      let text = '';
      let run = 0;
      for (const value of [...cells, symbols.end]) {
        if (value === null) {
          run++;
          continue;
        }
        for (; run > symbols.longest; run -= symbols.skipOnly.cells) text += symbols.skipOnly.character(value);
        text += symbols.write(run, value);
        run = 0;
      }
      return text;
    },
  };
}

/** Splits a flat list into rows of `width`. */
function rowsOf<T>(list: readonly T[], width: number): T[][] {
  const rows: T[][] = [];
  for (let start = 0; start < list.length; start += width) rows.push(list.slice(start, start + width));
  return rows;
}

/**
 * puzz.link's walls: the walls between columns row by row, then the walls between rows, each list as bits
 * (`bitCells`). A wall need not close a room: puzz.link keeps walls that end inside one.
 */
export function wallBits(size: GridSize): Codec<Walls> {
  const between = bitCells(size.rows * (size.columns - 1), 'the borders');
  const below = bitCells((size.rows - 1) * size.columns, 'the borders');
  const length = Math.ceil((size.rows * (size.columns - 1)) / 5) + Math.ceil(((size.rows - 1) * size.columns) / 5);
  return {
    read(reader) {
      const left = reader.text.length - reader.position;
      if (left < length) reader.fail(`the borders of a ${size.columns}×${size.rows} grid take ${length} characters, but only ${left} are left`);
      const right = rowsOf(between.read(reader), size.columns - 1);
      const down = rowsOf(below.read(reader), size.columns);
      return { right: size.columns > 1 ? right : Array.from({ length: size.rows }, () => []), below: down };
    },
    write: (walls) => between.write(walls.right.flat()) + below.write(walls.below.flat()),
  };
}

/** puzz.link's rooms, as the walls between them (`wallBits`). Rooms read back numbered in reading order. */
export function roomBorders(size: GridSize): Codec<Regions> {
  const walls = wallBits(size);
  return { read: (reader) => regionsFromWalls(size, walls.read(reader)), write: (regions) => walls.write(wallsOf(regions)) };
}

/** How a letter-run list (`letterRunCells`) writes the cells that are not empty, and what its errors call things. */
export interface LetterRunSymbols<T> {
  /** The value of a one-character cell, or undefined when the character is none. */
  read(character: string): T | undefined;
  write(value: T): string;
  /** The characters allowed, for an error: "0-9 or a-z". */
  readonly expected: string;
  /** The grid's cells and its empty ones, for an error: "faces", "empty faces" (absent: "cells", "empty" and the cells). */
  readonly cells?: string;
  readonly emptyCells?: string;
  /** What was still wanted when the text ended (absent: "the rest of the 12 faces"). */
  wanted?(read: number, count: number): string;
}

/**
 * Simon Tatham's letter-run cell lists (Loopy, Pearl, Light Up): `a`..`z` are 1..26 empty cells, any other character
 * is one cell as `symbols` reads it. A run may not reach past the grid.
 */
export function letterRunCells<T>(count: number, symbols: LetterRunSymbols<T>): Codec<(T | null)[]> {
  const noun = symbols.cells ?? 'cells';
  const emptyCells = symbols.emptyCells ?? `empty ${noun}`;
  const wanted = symbols.wanted ?? ((_read: number, total: number) => `the rest of the ${total} ${noun}`);
  return {
    read(reader) {
      const cells: (T | null)[] = [];
      while (cells.length < count) {
        const start = reader.position;
        const character = reader.next(wanted(cells.length, count));
        const value = symbols.read(character);
        if (value !== undefined) cells.push(value);
        else if (character >= 'a' && character <= 'z') {
          const run = character.charCodeAt(0) - 96;
          if (cells.length + run > count) {
            reader.fail(`the run '${character}' of ${run} ${emptyCells} reaches past the ${count} ${noun} of the grid`, start);
          }
          for (let k = 0; k < run; k++) cells.push(null);
        } else reader.fail(`unexpected character '${character}' (expected ${symbols.expected})`, start);
      }
      return cells;
    },
    write(cells) {
      let text = '';
      let run = 0;
      const flush = () => {
        for (; run > 0; run -= Math.min(run, 26)) text += String.fromCharCode(96 + Math.min(run, 26));
      };
      for (const entry of cells) {
        if (entry === null) run++;
        else {
          flush();
          text += symbols.write(entry);
        }
      }
      flush();
      return text;
    },
  };
}

/** A letter-run list whose cells hold one digit from 0 to `largest` (Slant's corners, Loopy's faces); `words` name them. */
export function letterRunDigits(
  count: number,
  largest: number,
  words: Pick<LetterRunSymbols<number>, 'cells' | 'emptyCells' | 'wanted'>,
): Codec<(number | null)[]> {
  return letterRunCells<number>(count, {
    read: (character) => (character >= '0' && character <= String(largest) ? Number(character) : undefined),
    write: String,
    expected: `0-${largest} or a-z`,
    ...words,
  });
}

/**
 * A cell list left out when every cell is empty (Towers' givens after the clues): read when `present` says it is
 * there (`present` may take a separator such as `,`), written after `separator`, or not at all when empty.
 */
export function unlessAllEmpty<T>(count: number, cells: Codec<(T | null)[]>, present: (reader: TextReader) => boolean, separator = ''): Codec<(T | null)[]> {
  return {
    read: (reader) => (present(reader) ? cells.read(reader) : Array.from({ length: count }, () => null)),
    write: (list) => (list.every((cell) => cell === null) ? '' : separator + cells.write(list)),
  };
}

/** What a list of one-digit numbers (`digitRunCells`) holds, and what its errors call things. */
export interface DigitRun {
  /** The game, for a refusal: "Filling". */
  readonly game: string;
  readonly smallest: number;
  readonly largest: number;
  /** The grid's cells and its empty ones, for an error: "faces", "empty faces". */
  readonly cells: string;
  readonly emptyCells: string;
  /** Where a number the list cannot hold can go, for the refusal: "a puzz.link URL (format url) can". */
  readonly elsewhere?: string;
}

/**
 * Simon Tatham's letter-run list of one-digit numbers (Filling's sizes; also the shape of Loopy's faces and Slant's
 * corners): a digit from `smallest` to `largest` is a number, `a`..`z` are 1..26 empty cells.
 */
export function digitRunCells(count: number, run: DigitRun): Codec<(number | null)[]> {
  const { game, smallest, largest, cells, elsewhere } = run;
  const holds = (value: number) => Number.isInteger(value) && value >= smallest && value <= largest;
  return letterRunCells<number>(count, {
    read: (character) => (/^[0-9]$/.test(character) && holds(Number(character)) ? Number(character) : undefined),
    write(value) {
      const refusal = `a ${game} game ID holds the numbers ${smallest} to ${largest}, not ${value}${elsewhere === undefined ? '' : `; ${elsewhere}`}`;
      if (!holds(value)) inputError(refusal, { field: 'format' });
      return String(value);
    },
    expected: `${smallest}-${largest} or a-z`,
    cells,
    emptyCells: run.emptyCells,
    wanted: (read, total) => `the rest of the ${total} ${cells} (${read} read)`,
  });
}
