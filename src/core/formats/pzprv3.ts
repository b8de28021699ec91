// puzz.link's pzprv3 files: a header line (`pzprv3`, or `pzprv3.<version>`), the genre's pid, the rows and the
// columns, then blocks of lines with one space-separated token per cell. Every error names its line.

import { inputError, placeCell } from '../errors.js';
import type { GridSize } from '../geometry.js';
import type { Regions } from '../regions.js';

const header = /^pzprv3(?:\.(\d+))?$/;

/** The lines of a file: real files break lines, test strings and links separate them with `/`. */
export function fileLines(text: string): string[] {
  const trimmed = text.trim();
  return (trimmed.includes('\n') ? trimmed.split(/\r?\n/) : trimmed.split('/')).map((line) => line.trim());
}

/** Whether the text is a pzprv3 file of one of these pids. */
export function isPzprv3(text: string, pids: readonly string[]): boolean {
  const lines = fileLines(text);
  return header.test(lines[0] ?? '') && pids.includes(lines[1] ?? '');
}

/** A row of a grid block as pzprjs writes it: every token followed by a space. */
export const pzprv3Row = (entries: readonly (string | number)[]): string => entries.map((entry) => `${entry} `).join('');

/** The opening of a pzprv3 file, read and checked, and readers for what follows. */
export class Pzprv3Reader {
  readonly lines: readonly string[];
  /** The file version: 0 for `pzprv3`, n for `pzprv3.n`. */
  readonly version: number;
  readonly rows: number;
  readonly columns: number;

  constructor(text: string, settings: { readonly pids: readonly string[]; readonly genre: string; readonly maximumSize: GridSize }) {
    const { pids, genre, maximumSize } = settings;
    this.lines = fileLines(text);
    const opening = header.exec(this.lines[0] ?? '');
    if (!opening || !pids.includes(this.lines[1] ?? '')) inputError(`a pzprv3 file opens with the lines 'pzprv3' and '${pids[0]}'`, { line: 1 });
    this.version = Number(opening[1] ?? 0);
    this.rows = this.whole(2, 'row count');
    this.columns = this.whole(3, 'column count');
    if (this.rows < 1 || this.columns < 1 || this.rows > maximumSize.rows || this.columns > maximumSize.columns) {
      inputError(`a ${this.columns}×${this.rows} ${genre} is outside the supported 1×1 to ${maximumSize.columns}×${maximumSize.rows}`, { line: 3 });
    }
  }

  /** The whole number on line index `index`. */
  whole(index: number, what: string): number {
    const field = this.lines[index] ?? '';
    if (!/^\d{1,4}$/.test(field)) inputError(`the ${what} '${field}' is not a whole number`, { line: index + 1 });
    return Number(field);
  }

  /** `count` lines of `width` tokens from line index `first`, each token read by `read` (given its line and column). */
  block<T>(first: number, count: number, width: number, what: string, read: (token: string, line: number, column: number) => T): T[][] {
    return Array.from({ length: count }, (_, row) => {
      const index = first + row;
      const line = this.lines[index];
      if (line === undefined) inputError(`the file ends before row ${row + 1} of the ${what}`, { line: index + 1 });
      const tokens = line.split(/\s+/).filter((token) => token !== '');
      if (tokens.length !== width) inputError(`row ${row + 1} of the ${what} has ${tokens.length} entries, not ${width}`, { line: index + 1 });
      return tokens.map((token, column) => read(token, index + 1, column + 1));
    });
  }

  /**
   * Runs `read` on the grid block that starts at line index `first` (one token per cell): an error it names at a
   * cell gets that token's line and column in the file.
   */
  atBlock<T>(first: number, read: () => T): T {
    return placeCell(read, ({ row, column }) => {
      const text = this.lines[first + row];
      const token = text === undefined ? undefined : [...text.matchAll(/\S+/g)][column];
      return token === undefined ? undefined : { line: first + row + 1, column: token.index + 1 };
    });
  }

  /** Version 0's rooms: their count on line index 4, then a row of room numbers per grid row (`room`: the word). */
  roomLabels(room = 'room'): Regions {
    const count = this.whole(4, `${room} count`);
    return this.block(5, this.rows, this.columns, `${room}s`, (token, line, column) => {
      if (!/^\d{1,4}$/.test(token) || Number(token) >= count) inputError(`'${token}' in column ${column} is not a ${room} from 0 to ${count - 1}`, { line });
      return Number(token);
    });
  }
}
