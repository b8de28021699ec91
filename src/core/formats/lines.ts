// Two-way codecs for text files read line by line: a file is declared once as blocks of lines (a count, rows of
// tokens, rows of characters), and that one declaration reads and writes it. Every error names its line and, for a
// token or a character, its column; an error found later at a grid cell (a room split in two) is placed at that
// cell's token in the file.

import { InputError, inputError, placeCell } from '../errors.js';
import type { Cell } from '../geometry.js';
import type { NumberClue } from './codec.js';

export type { NumberClue } from './codec.js';

/** Where a piece of the file stands: 1-based line and column. */
export interface FilePlace {
  readonly line: number;
  readonly column: number;
}

/** A cursor over the lines of a file being read. */
export class LineReader {
  /** Index of the next line to read (0-based). */
  index = 0;
  private cellPlace: ((cell: Cell) => FilePlace | undefined) | undefined;
  private parent: LineReader | undefined;

  /** `lines`: the file's lines; `firstLine`: the file line number of `lines[0]`. */
  constructor(
    readonly lines: readonly string[],
    readonly firstLine = 1,
  ) {}

  /** The file line number of the line at `index`. */
  lineNumber(index = this.index): number {
    return this.firstLine + index;
  }

  /** The next line; an error naming `wanted` when the file ends before it. */
  next(wanted: string): string {
    const line = this.lines[this.index];
    if (line === undefined) inputError(`the file ends before ${wanted}`, { line: this.lineNumber() });
    this.index++;
    return line;
  }

  /** The grid block whose rows and columns are the puzzle's cells: errors at a cell are placed there. */
  markCells(place: (cell: Cell) => FilePlace | undefined): void {
    if (this.parent) this.parent.markCells(place);
    else this.cellPlace ??= place;
  }

  /** A reader over lines `start` to `end` (indices), whose marked cells are this reader's. */
  part(start: number, end: number): LineReader {
    const part = new LineReader(this.lines.slice(start, end), this.lineNumber(start));
    part.parent = this;
    return part;
  }

  /** Runs `build` (which makes the puzzle); an error it names at a cell gets that cell's place in the file. */
  placeCells<T>(build: () => T): T {
    return placeCell(build, (cell) => this.cellPlace?.(cell));
  }
}

/** Reads a value from the lines of a file, and writes the same value back as lines. */
export interface LineCodec<T> {
  read(reader: LineReader): T;
  write(value: T): string[];
}

/** Line codecs one after the other, as a tuple. */
export function lineSequence<T extends unknown[]>(...codecs: { [K in keyof T]: LineCodec<T[K]> }): LineCodec<T> {
  return {
    read: (reader) => codecs.map((codec) => codec.read(reader)) as T,
    write: (values) => codecs.flatMap((codec, index) => codec.write(values[index])),
  };
}

/** A line codec seen through a two-way conversion. */
export function mapLines<A, B>(codec: LineCodec<A>, from: (value: A) => B, to: (value: B) => A): LineCodec<B> {
  return { read: (reader) => from(codec.read(reader)), write: (value) => codec.write(to(value)) };
}

/** Lines read only when a line that is not blank comes next (a block the player may have left out); undefined writes nothing. */
export function optionalLines<T>(codec: LineCodec<T>): LineCodec<T | undefined> {
  return {
    read: (reader) => ((reader.lines[reader.index] ?? '').trim() === '' ? undefined : codec.read(reader)),
    write: (value) => (value === undefined ? [] : codec.write(value)),
  };
}

/** A line holding a whole number (up to four digits): `what` names it in an error ("row count"). */
export function wholeLine(what: string): LineCodec<number> {
  return {
    read(reader) {
      const line = reader.lineNumber();
      const field = reader.lines[reader.index] ?? '';
      if (!/^\d{1,4}$/.test(field)) inputError(`the ${what} '${field}' is not a whole number`, { line });
      reader.index++;
      return Number(field);
    },
    write: (value) => [String(value)],
  };
}

/** How a grid's cells are written as tokens (or characters), and what its errors call them. */
export interface Symbols<T> {
  /**
   * The value of a token, or undefined when it is none of the symbols (the error then names `expected`). An
   * InputError it throws without a place is placed at the token.
   */
  read(token: string, cell: Cell): T | undefined;
  write(value: T, cell: Cell): string;
  /** What a token may be, for an error: "a number, '-' or '.'". */
  readonly expected: string;
}

/**
 * Symbols from a table of tokens and the values they stand for; a value is written as its first token (a later one
 * for the same value, such as `○` for a white pearl, is only read). Values compare by their JSON text.
 */
export function symbolTable<T>(table: readonly (readonly [string, T])[], expected: string): Symbols<T> {
  const reading = new Map(table.map(([token, value]) => [token, value]));
  const writing = new Map<string, string>();
  for (const [token, value] of table) if (!writing.has(JSON.stringify(value))) writing.set(JSON.stringify(value), token);
  return {
    read: (token) => (reading.has(token) ? reading.get(token) : undefined),
    write(value) {
      const token = writing.get(JSON.stringify(value));
      if (token === undefined) inputError(`this file cannot hold the cell value ${JSON.stringify(value)}`, { field: 'format' });
      return token;
    },
    expected,
  };
}

/** Number clues: a number of up to `digits` digits, `unknown` for one left unknown, `.` for none. */
export function numberClues(unknown: string, digits: number, expected: string): Symbols<NumberClue | null> {
  const number = new RegExp(`^\\d{1,${digits}}$`);
  return {
    read: (token) => (token === '.' ? null : token === unknown ? { kind: 'unknown' } : number.test(token) ? { kind: 'number', value: Number(token) } : undefined),
    write: (clue) => (clue === null ? '.' : clue.kind === 'unknown' ? unknown : String(clue.value)),
    expected,
  };
}

/** A number clue per cell as puzz.link's files write it: a number, `-` for an unknown number, `.` for none. */
export const numberClueTokens = numberClues('-', 4, "a number, '-' or '.'");

/** Number clues from `lowest` to `highest`: a number outside is refused at its token, saying `why` ("a cell sees at most 5 cells"). */
export function cluesWithin(symbols: Symbols<NumberClue | null>, lowest: number, highest: number, why: string): Symbols<NumberClue | null> {
  return {
    ...symbols,
    read(token, cell) {
      const clue = symbols.read(token, cell);
      if (clue?.kind === 'number' && (clue.value < lowest || clue.value > highest)) inputError(`the number ${clue.value} is outside ${lowest}..${highest} (${why})`);
      return clue;
    },
  };
}

/** Reads one symbol, placing its errors at `place`. */
function readSymbol<T>(symbols: Symbols<T>, token: string, cell: Cell, place: FilePlace, unknown: string): T {
  let value: T | undefined;
  try {
    value = symbols.read(token, cell);
  } catch (error) {
    if (error instanceof InputError && error.location.line === undefined) throw new InputError(error.message, { ...error.location, ...place });
    throw error;
  }
  if (value === undefined) inputError(unknown, place);
  return value;
}

/** A row of tokens as puzz.link's files write it: every token followed by a space. */
export const pzprv3Row = (tokens: readonly (string | number)[]): string => tokens.map((token) => `${token} `).join('');

export interface TokenRowsOptions {
  /**
   * Its rows and columns are the puzzle's cells (from row and column `offset` on): an error later found at a cell is placed at its
   * token.
   */
  readonly cells?: boolean;
  readonly offset?: Cell;
}

/**
 * `rows` lines of `columns` tokens separated by spaces, each token read by `symbols`; `what` names the block in an
 * error ("row 2 of the numbers has 3 entries, not 4"). Written as pzprv3 writes rows, each token followed by a space.
 */
export function tokenRows<T>(rows: number, columns: number, what: string, symbols: Symbols<T>, options: TokenRowsOptions = {}): LineCodec<T[][]> {
  return {
    read(reader) {
      const places: FilePlace[][] = [];
      const values = Array.from({ length: rows }, (_, row) => {
        const text = reader.next(`row ${row + 1} of the ${what}`);
        const line = reader.lineNumber(reader.index - 1);
        const tokens = [...text.matchAll(/\S+/g)];
        if (tokens.length !== columns) inputError(`row ${row + 1} of the ${what} has ${tokens.length} entries, not ${columns}`, { line });
        places.push(tokens.map((token) => ({ line, column: token.index + 1 })));
        return tokens.map((token, column) => readSymbol(symbols, token[0], { row, column }, places[row]![column]!, `'${token[0]}' is not ${symbols.expected}`));
      });
      const { row: down, column: across } = options.offset ?? { row: 0, column: 0 };
      if (options.cells) reader.markCells((cell) => places[cell.row + down]?.[cell.column + across]);
      return values;
    },
    write: (values) => values.map((row, r) => pzprv3Row(row.map((value, column) => symbols.write(value, { row: r, column })))),
  };
}

/** How a text grid's lines split into cells. */
export type CellSplit = 'characters' | 'spaced characters' | 'tokens';

/**
 * Rows of cells until the lines run out, blank lines skipped, every row as long as the first: one character per cell
 * (spaces allowed around the row, or anywhere with `spaced characters`) or tokens apart by spaces. Errors: "unexpected
 * character 'x' (expected ...)" or "unexpected 'xy' (expected ...)" at its line and column. Written one line per row,
 * tokens one space apart (`align` pads them to one width).
 */
export function textRows<T>(
  symbols: Symbols<T>,
  split: CellSplit,
  options: {
    readonly align?: 'left' | 'right';
    readonly empty?: string;
    readonly noun?: string;
    /** Lines read past, as blank lines are (Slant's rows of diagonals between its rows of corners). */
    readonly skip?: (line: string) => boolean;
  } = {},
): LineCodec<T[][]> {
  const pieces = (text: string): { token: string; column: number }[] => {
    if (split === 'tokens') return [...text.matchAll(/\S+/g)].map((match) => ({ token: match[0], column: match.index + 1 }));
    const start = text.search(/\S/);
    const end = text.trimEnd().length;
    const all = [...text.slice(start, end)].map((token, offset) => ({ token, column: start + offset + 1 }));
    return split === 'spaced characters' ? all.filter(({ token }) => !/\s/.test(token)) : all;
  };
  const unexpected = split === 'tokens' ? 'unexpected' : 'unexpected character';
  return {
    read(reader) {
      const values: T[][] = [];
      const places: FilePlace[][] = [];
      while (reader.index < reader.lines.length) {
        const line = reader.lineNumber();
        const text = reader.next('a row');
        if (text.trim() === '' || options.skip?.(text)) continue;
        const found = pieces(text);
        const row = found.map(({ token, column }, index) =>
          readSymbol(symbols, token, { row: values.length, column: index }, { line, column }, `${unexpected} '${token}' (expected ${symbols.expected})`),
        );
        if (values.length > 0 && row.length !== values[0]!.length) inputError(`this row has ${row.length} ${options.noun ?? 'cells'}, the first has ${values[0]!.length}`, { line });
        values.push(row);
        places.push(found.map(({ column }) => ({ line, column })));
      }
      if (values.length === 0) inputError(options.empty ?? 'no grid found');
      reader.markCells((cell) => places[cell.row]?.[cell.column]);
      return values;
    },
    write(values) {
      const tokens = values.map((row, r) => row.map((value, column) => symbols.write(value, { row: r, column })));
      if (split !== 'tokens') return tokens.map((row) => row.join(''));
      const width = options.align ? Math.max(1, ...tokens.flat().map((token) => token.length)) : 0;
      const pad = (token: string) => (options.align === 'left' ? token.padEnd(width) : token.padStart(width));
      return tokens.map((row) => row.map(pad).join(' ').trimEnd());
    },
  };
}

/** How many lines of clues stand above and below a grid, and how many tokens of them left and right of each row. */
export interface Margins {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
}

/** A grid with clues in its margins: `top[line][column]`, `bottom[line][column]`, `left[row][place]`, `right[row][place]`. */
export interface Margined<Inside, Clue> {
  readonly cells: readonly (readonly Inside[])[];
  readonly top: readonly (readonly Clue[])[];
  readonly bottom: readonly (readonly Clue[])[];
  readonly left: readonly (readonly Clue[])[];
  readonly right: readonly (readonly Clue[])[];
}

/**
 * A grid with lines of clues above and below it and clues left and right of each row, as puzz.link's files write
 * Skyscrapers (one on every side), Tents and Nonogram (above and left): one block of tokens whose corners hold `.`.
 * Its inner rows and columns are the puzzle's cells.
 */
export function marginRows<Inside, Clue>(
  rows: number,
  columns: number,
  margins: Margins,
  what: string,
  inside: Symbols<Inside>,
  clue: Symbols<Clue>,
): LineCodec<Margined<Inside, Clue>> {
  type Token = { readonly inside: Inside } | { readonly clue: Clue } | null;
  const { top, left } = margins;
  const inRows = (row: number) => row >= top && row < top + rows;
  const inColumns = (column: number) => column >= left && column < left + columns;
  const tokens: Symbols<Token> = {
    read(token, { row, column }) {
      if (!inRows(row) && !inColumns(column)) {
        if (token !== '.') inputError(`'${token}' is not '.' (a corner holds nothing)`);
        return null;
      }
      const symbols: Symbols<Inside | Clue> = inRows(row) && inColumns(column) ? inside : clue;
      const value = symbols.read(token, { row: row - top, column: column - left });
      if (value === undefined) inputError(`'${token}' is not ${symbols.expected}`);
      return inRows(row) && inColumns(column) ? { inside: value as Inside } : { clue: value as Clue };
    },
    write: (token, { row, column }) =>
      token === null ? '.' : 'inside' in token ? inside.write(token.inside, { row: row - top, column: column - left }) : clue.write(token.clue, { row: row - top, column: column - left }),
    expected: 'a cell or a clue',
  };
  const block = tokenRows(top + rows + margins.bottom, left + columns + margins.right, what, tokens, { cells: true, offset: { row: top, column: left } });
  const clues = (line: readonly Token[], from: number, count: number): Clue[] => line.slice(from, from + count).map((token) => (token as { clue: Clue }).clue);
  return {
    read(reader) {
      const grid = block.read(reader);
      const middle = grid.slice(top, top + rows);
      return {
        cells: middle.map((line) => line.slice(left, left + columns).map((token) => (token as { inside: Inside }).inside)),
        top: grid.slice(0, top).map((line) => clues(line, left, columns)),
        bottom: grid.slice(top + rows).map((line) => clues(line, left, columns)),
        left: middle.map((line) => clues(line, 0, left)),
        right: middle.map((line) => clues(line, left + columns, margins.right)),
      };
    },
    write(margined) {
      const corner = (count: number): Token[] => Array.from({ length: count }, () => null);
      const across = (line: readonly Clue[]): Token[] => [...corner(left), ...line.map((value) => ({ clue: value })), ...corner(margins.right)];
      const beside = (line: readonly Clue[]): Token[] => line.map((value) => ({ clue: value }));
      // A side without clues may be given as no rows at all.
      const middle = margined.cells.map((row, r): Token[] => [...beside(margined.left[r] ?? []), ...row.map((value) => ({ inside: value })), ...beside(margined.right[r] ?? [])]);
      return block.write([...margined.top.map(across), ...middle, ...margined.bottom.map(across)]);
    },
  };
}

/** A grid with a clue beside each row and column, on all four sides. */
export interface Ringed<Inside, Clue> {
  readonly cells: readonly (readonly Inside[])[];
  readonly top: readonly Clue[];
  readonly bottom: readonly Clue[];
  readonly left: readonly Clue[];
  readonly right: readonly Clue[];
}

/** A grid inside a ring of clues (`marginRows` with one on every side), each side's clues as one list. */
export function ringRows<Inside, Clue>(rows: number, columns: number, what: string, inside: Symbols<Inside>, clue: Symbols<Clue>): LineCodec<Ringed<Inside, Clue>> {
  const across = (lines: readonly (readonly Clue[])[]) => lines[0]!;
  const down = (lines: readonly (readonly Clue[])[]) => lines.map((line) => line[0]!);
  return mapLines(
    marginRows(rows, columns, { top: 1, bottom: 1, left: 1, right: 1 }, what, inside, clue),
    ({ cells, top, bottom, left, right }) => ({ cells, top: across(top), bottom: across(bottom), left: down(left), right: down(right) }),
    ({ cells, top, bottom, left, right }) => ({ cells, top: [top], bottom: [bottom], left: left.map((value) => [value]), right: right.map((value) => [value]) }),
  );
}

/**
 * Sections, each under a heading line (its word, in any case), in any order and each once; the lines up to the next
 * heading are the section's, read by its codec (`ordered`: each after the one before it in `parts`). Written in the
 * order of `parts`, each under its heading; an `optional` section may be left out (its codec reads no lines).
 */
export function sections<T extends object>(
  parts: { readonly [K in keyof T]: LineCodec<T[K]> },
  options: { readonly ordered?: boolean; readonly optional?: readonly (keyof T)[] } = {},
): LineCodec<T> {
  const headings = Object.keys(parts) as (keyof T & string)[];
  return {
    read(reader) {
      const starts = new Map<keyof T & string, number>();
      const order: number[] = [];
      for (let index = reader.index; index < reader.lines.length; index++) {
        const text = reader.lines[index]!.trim();
        if (text === '') continue;
        const heading = headings.find((word) => word === text.toLowerCase());
        if (heading !== undefined) {
          if (starts.has(heading)) inputError(`a second '${heading}' section`, { line: reader.lineNumber(index) });
          const before = headings[headings.indexOf(heading) - 1];
          if (options.ordered && before !== undefined && !starts.has(before)) inputError(`'${heading}' must follow the '${before}' section`, { line: reader.lineNumber(index) });
          starts.set(heading, index);
          order.push(index);
        } else if (order.length === 0) inputError(`expected a '${headings[0]}' line before the grid, found '${text}'`, { line: reader.lineNumber(index) });
      }
      reader.index = reader.lines.length;
      const value: Partial<T> = {};
      for (const heading of headings) {
        const start = starts.get(heading);
        if (start === undefined) {
          if (!options.optional?.includes(heading)) inputError(`the file has no '${heading}' section`);
          value[heading] = parts[heading].read(reader.part(reader.lines.length, reader.lines.length));
          continue;
        }
        const end = order.find((index) => index > start) ?? reader.lines.length;
        value[heading] = parts[heading].read(reader.part(start + 1, end));
      }
      return value as T;
    },
    write: (value) => headings.flatMap((heading) => [heading, ...parts[heading].write(value[heading])]),
  };
}
