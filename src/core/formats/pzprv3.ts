// puzz.link's pzprv3 files: a header line (`pzprv3`, or `pzprv3.<version>`), the genre's pid, the rows and the
// columns, then blocks of lines with one space-separated token per cell. A genre declares what follows the size once,
// with the line codecs of lines.ts, and that declaration reads and writes the file. Every error names its line.

import { inputError } from '../errors.js';
import type { Format } from '../genre.js';
import type { GridSize } from '../geometry.js';
import { makeGrid } from '../geometry.js';
import type { Regions, Walls } from '../regions.js';
import { regionsFromWalls, wallsOf } from '../regions.js';
import type { LineCodec, Symbols } from './lines.js';
import { LineReader, mapLines, pzprv3Row, symbolTable, tokenRows, wholeLine } from './lines.js';

export { pzprv3Row };

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

/** The pid a pzprv3 file names on its second line, or undefined for a text that is not one. */
export function pzprv3Pid(text: string): string | undefined {
  const lines = fileLines(text);
  return header.test(lines[0] ?? '') ? lines[1] : undefined;
}

/** A genre's pzprv3 file, declared once: its names, and a line codec for what follows the size. */
export interface Pzprv3Definition<Puzzle, Body> {
  /** puzz.link's names for the genre; the first is the one written. */
  readonly pids: readonly string[];
  /** The genre's name, for messages. */
  readonly genre: string;
  /** The format's id where the genre's `text` is another format (Nonogram's clue lines); absent: `text`. */
  readonly id?: string;
  readonly maximumSize: GridSize;
  /** What the file holds after the size, for the format's name: "then the numbers row by row; '-' unknown". */
  readonly holds: string;
  /** The versions read (`pzprv3` is 0, `pzprv3.1` is 1); absent: any. */
  readonly versions?: readonly number[];
  /** Refuses a size the genre cannot take, with an InputError, before the body is read. */
  readonly checkSize?: (size: GridSize) => void;
  /** The blocks after the size; lines after them (the player's answer) are not read. */
  readonly body: (size: GridSize, version: number) => LineCodec<Body>;
  /** The body of a file that ends after its size, which puz.link reads as a blank grid; absent: such a file is refused. */
  readonly blank?: (size: GridSize) => Body;
  /** Tokens besides `#` (shaded), `+` (a dot) and `.` that the player's block of marks may hold ("c a clue done"). */
  readonly marks?: readonly (readonly [token: string, meaning: string])[];
  /** The lines written after the puzzle for an empty board (the player's blocks); never read. */
  readonly emptyAnswer?: (size: GridSize) => readonly string[];
  /** Builds (and validates) the puzzle; an error it names at a cell is placed in the block marked as the cells. */
  readonly toPuzzle: (size: GridSize, body: Body) => Puzzle;
  /** The size, body and version (0 when absent) of a puzzle; throws an InputError naming a format that can hold it when a file cannot. */
  readonly fromPuzzle: (puzzle: Puzzle) => { readonly size: GridSize; readonly body: Body; readonly version?: number };
}

/** Whether only blank lines are left (a file written as a link ends in `/`). */
const ended = (reader: LineReader): boolean => reader.lines.slice(reader.index).every((line) => line === '');

/** A pzprv3 file's format, which also reads what a player entered: the shading after the puzzle, or its blocks. */
export interface Pzprv3Format<Puzzle, Body = unknown> extends Format<Puzzle> {
  /**
   * The player's block of marks after the puzzle (`#` shaded), as puz.link's checker reads the board; all unshaded
   * when the file ends before it. `puzzle`: the size the file must have.
   */
  readonly shading: (text: string, puzzle?: GridSize) => boolean[][];
  /** The size and the body as read, for a body that declares the player's entries (Yin-Yang's circles, Tapa's `#`). */
  readonly blocks: (text: string) => { readonly size: GridSize; readonly body: Body };
}

/** The format of a pzprv3 file, reading and writing through the same definition. */
export function pzprv3Format<Puzzle, Body>(definition: Pzprv3Definition<Puzzle, Body>): Pzprv3Format<Puzzle, Body> {
  const { pids, genre, maximumSize } = definition;
  const written = pids[0]!;
  const marks = [['#', 'shaded'], ['+', 'a dot'], ...(definition.marks ?? []), ['.', 'nothing']] as const;
  const markTokens = symbolTable<boolean>(
    marks.map(([token]) => [token, token === '#']),
    `a mark (${marks.map(([token, meaning]) => `${token} ${meaning}`).join(', ')})`,
  );
  /** The file's size and body, read, with the reader after them. */
  function open(text: string): { reader: LineReader; size: GridSize; body: Body } {
    const reader = new LineReader(fileLines(text));
    const opening = header.exec(reader.lines[0] ?? '');
    if (!opening || !pids.includes(reader.lines[1] ?? '')) inputError(`a pzprv3 file opens with the lines 'pzprv3' and '${written}'`, { line: 1 });
    const version = Number(opening[1] ?? 0);
    if (definition.versions && !definition.versions.includes(version)) {
      inputError(`only version ${definition.versions.join(' or ')} of the pzprv3 file is read, not '${reader.lines[0]}'`, { line: 1 });
    }
    reader.index = 2;
    const rows = wholeLine('row count').read(reader);
    const columns = wholeLine('column count').read(reader);
    if (rows < 1 || columns < 1 || rows > maximumSize.rows || columns > maximumSize.columns) {
      inputError(`a ${columns}×${rows} ${genre} is outside the supported 1×1 to ${maximumSize.columns}×${maximumSize.rows}`, { line: 3 });
    }
    const size = { rows, columns };
    definition.checkSize?.(size);
    const body = definition.blank && ended(reader) ? definition.blank(size) : definition.body(size, version).read(reader);
    return { reader, size, body };
  }
  return {
    id: definition.id ?? 'text',
    name: `puzz.link's pzprv3 file (pzprv3, ${written}, rows, columns, ${definition.holds})`,
    pids,
    detect: (text) => isPzprv3(text, pids),
    parse(text) {
      const { reader, size, body } = open(text);
      return reader.placeCells(() => definition.toPuzzle(size, body));
    },
    shading(text, puzzle) {
      const { reader, size } = open(text);
      if (puzzle && (puzzle.rows !== size.rows || puzzle.columns !== size.columns)) {
        inputError(`the file's grid is ${size.columns}×${size.rows}, the puzzle's ${puzzle.columns}×${puzzle.rows}`, { line: 3 });
      }
      if (ended(reader)) return makeGrid(size, () => false);
      return tokenRows(size.rows, size.columns, 'marks', markTokens).read(reader);
    },
    blocks: (text) => open(text),
    write(puzzle) {
      const { size, body, version = 0 } = definition.fromPuzzle(puzzle);
      const opening = version === 0 ? 'pzprv3' : `pzprv3.${version}`;
      return [opening, written, String(size.rows), String(size.columns), ...definition.body(size, version).write(body), ...(definition.emptyAnswer?.(size) ?? []), ''].join('\n');
    },
  };
}

/**
 * Version 0's rooms: their count, then a row of room numbers (from 0) per grid row; `room` is the word for one.
 * Its rows and columns are the puzzle's cells. Rooms are written numbered as given.
 */
export function roomNumberRows(size: GridSize, room = 'room'): LineCodec<Regions> {
  const count = wholeLine(`${room} count`);
  return {
    read(reader) {
      const rooms = count.read(reader);
      const label: Symbols<number> = {
        read: (token) => (/^\d{1,4}$/.test(token) && Number(token) < rooms ? Number(token) : undefined),
        write: String,
        expected: `a ${room} from 0 to ${rooms - 1}`,
      };
      return tokenRows(size.rows, size.columns, `${room}s`, label, { cells: true }).read(reader);
    },
    write: (regions) => [...count.write(regions.flat().reduce((most, label) => Math.max(most, label + 1), 0)), ...regions.map((row) => pzprv3Row(row))],
  };
}

const wallTokens = symbolTable<boolean>(
  [
    ['1', true],
    ['0', false],
  ],
  'a wall (1) or none (0)',
);

/** Version 1's walls: a row of `0`/`1` between the columns per grid row, then one between each two rows. */
export function wallRows(size: GridSize): LineCodec<Walls> {
  const right = tokenRows(size.rows, size.columns - 1, 'walls between columns', wallTokens);
  const below = tokenRows(size.rows - 1, size.columns, 'walls between rows', wallTokens);
  return {
    read: (reader) => ({ right: right.read(reader), below: below.read(reader) }),
    write: (walls) => [...right.write(walls.right.map((row) => [...row])), ...below.write(walls.below.map((row) => [...row]))],
  };
}

/** Rooms as either version writes them: version 0 numbers them, version 1 gives the walls (which may end inside a room). */
export function pzprv3Rooms(size: GridSize, version: number, room = 'room'): LineCodec<{ readonly rooms: Regions; readonly walls?: Walls }> {
  if (version >= 1) return mapLines(wallRows(size), (walls) => ({ rooms: regionsFromWalls(size, walls), walls }), ({ rooms, walls }) => walls ?? wallsOf(rooms));
  return mapLines(roomNumberRows(size, room), (rooms) => ({ rooms }), ({ rooms }) => rooms);
}

/** A block of `rows` lines of `columns` copies of `token`, written after the puzzle and never read (an empty answer). */
export function emptyBlock(size: GridSize, token = '.', rows = size.rows, columns = size.columns): string[] {
  return Array.from({ length: rows }, () => `${token} `.repeat(columns));
}
