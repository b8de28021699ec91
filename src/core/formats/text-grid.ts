// Text grids: perhaps a first line naming the genre or a variant, then one line per row of cells, each cell a
// character or a token the genre's symbols read. A genre declares its grid once, and that declaration reads and
// writes it; every error names its line and column.

import { inputError } from '../errors.js';
import type { Format } from '../genre.js';
import type { CellSplit, LineCodec, Symbols } from './lines.js';
import { LineReader, textRows } from './lines.js';

export interface TextGridDefinition<Puzzle, Value> {
  readonly name: string;
  /** A cheap test of whether a text is meant to be this grid; absent, its first line that is not blank is the heading. */
  readonly detect?: (text: string) => boolean;
  readonly split: CellSplit;
  readonly symbols: Symbols<Value>;
  /** Tokens written padded to one width, so that the columns line up. */
  readonly align?: 'left' | 'right';
  /**
   * A first line naming the genre or a variant (`akari`, `unique`), read when it matches `pattern`; with `required`
   * (the word, for an error) every file opens with it.
   */
  readonly heading?: { readonly pattern: RegExp; readonly required?: string };
  /** What a row holds, for an error ("corners"; cells when absent), and lines read past as blank ones are. */
  readonly noun?: string;
  readonly skip?: (line: string) => boolean;
  /** Builds (and validates) the puzzle from the rows and the first line, if any; an error at a cell is placed. */
  readonly toPuzzle: (rows: Value[][], heading: string | undefined) => Puzzle;
  /** The rows of a puzzle, and the first line to write (none when absent). */
  readonly fromPuzzle: (puzzle: Puzzle) => { readonly rows: readonly (readonly Value[])[]; readonly heading?: string };
}

/** The format of a text grid, reading and writing through the same definition. */
export function textGridFormat<Puzzle, Value>(definition: TextGridDefinition<Puzzle, Value>): Format<Puzzle> {
  const { heading } = definition;
  const rows = textRows(definition.symbols, definition.split, {
    align: definition.align,
    empty: heading?.required ? 'no grid found under the first line' : undefined,
    noun: definition.noun,
    skip: definition.skip,
  });
  return {
    id: 'text',
    name: definition.name,
    detect:
      definition.detect ?? ((text) => heading?.pattern.test(text.split(/\r?\n/).find((line) => line.trim() !== '')?.trim() ?? '') === true),
    parse(text) {
      const reader = new LineReader(text.split(/\r?\n/));
      while (reader.index < reader.lines.length && reader.lines[reader.index]!.trim() === '') reader.index++;
      const first = reader.lines[reader.index]?.trim() ?? '';
      let named: string | undefined;
      if (heading && heading.pattern.test(first)) {
        named = first;
        reader.index++;
      } else if (heading?.required) inputError(`expected a first line '${heading.required}'`, { line: reader.lineNumber() });
      const values = rows.read(reader);
      return reader.placeCells(() => definition.toPuzzle(values, named));
    },
    write(puzzle) {
      const { rows: values, heading: written } = definition.fromPuzzle(puzzle);
      return [...(written === undefined ? [] : [written]), ...rows.write(values.map((row) => [...row])), ''].join('\n');
    },
  };
}

/** A text file read line by line, declared once: its body as a line codec. */
export interface LineFileDefinition<Puzzle, Body> {
  readonly id: string;
  readonly name: string;
  readonly detect: (text: string) => boolean;
  /** What starts a comment (`#`): the rest of the line is not read. */
  readonly comment?: string;
  readonly body: LineCodec<Body>;
  /** Builds (and validates) the puzzle; an error at a cell is placed at its token. */
  readonly toPuzzle: (body: Body) => Puzzle;
  /** The body of a puzzle, and lines written before it (a comment naming the puzzle). */
  readonly fromPuzzle: (puzzle: Puzzle) => { readonly body: Body; readonly preamble?: readonly string[] };
}

/** The format of a text file read line by line, reading and writing through the same definition. */
export function lineFileFormat<Puzzle, Body>(definition: LineFileDefinition<Puzzle, Body>): Format<Puzzle> {
  const { comment } = definition;
  return {
    id: definition.id,
    name: definition.name,
    detect: definition.detect,
    parse(text) {
      const lines = text.split(/\r?\n/).map((line) => (comment === undefined || !line.includes(comment) ? line : line.slice(0, line.indexOf(comment))));
      const reader = new LineReader(lines);
      const body = definition.body.read(reader);
      return reader.placeCells(() => definition.toPuzzle(body));
    },
    write(puzzle) {
      const { body, preamble = [] } = definition.fromPuzzle(puzzle);
      return [...preamble, ...definition.body.write(body), ''].join('\n');
    },
  };
}
