// puzz.link / pzv.jp URLs, and a genre's URL format declared once with the codecs of codec.ts.
//   https://puzz.link/p?<pid>/<cols>/<rows>/<body>   (also http://pzv.jp/p.html?..., an `_edit` or `_play` suffix)

import { inputError } from '../errors.js';
import type { Format } from '../genre.js';
import type { GridSize } from '../geometry.js';
import type { Codec } from './codec.js';
import { readAll } from './codec.js';

export interface PuzzlinkUrl {
  readonly pid: string;
  readonly columns: number;
  readonly rows: number;
  readonly body: string;
}

const urlPattern = /^(?:https?:\/\/)?(?:puzz\.link\/p|pzv\.jp\/p(?:\.html)?|pzprxs\.vercel\.app\/p)\?(.*)$/i;

export function isPuzzlinkUrl(text: string): boolean {
  return urlPattern.test(text.trim());
}

export function puzzlinkPid(text: string): string | undefined {
  const match = urlPattern.exec(text.trim());
  if (!match) return undefined;
  return match[1]!.split('/')[0]!.replace(/_(edit|play|test)$/, '').toLowerCase();
}

export function parsePuzzlinkUrl(text: string, maximum: { rows: number; columns: number }): PuzzlinkUrl {
  const match = urlPattern.exec(text.trim());
  if (!match) inputError('not a puzz.link URL (expected https://puzz.link/p?<genre>/<columns>/<rows>/<body>)', { part: 'URL' });
  const parts = match[1]!.split('/');
  const pid = parts[0]!.replace(/_(edit|play|test)$/, '').toLowerCase();
  // Some pids carry a variant flag before the size (e.g. "v:" in older URLs); none of ours do.
  if (parts.length < 4) inputError(`expected <genre>/<columns>/<rows>/<body>, found ${parts.length} part(s)`, { part: 'URL' });
  const columns = Number(parts[1]);
  const rows = Number(parts[2]);
  if (!Number.isInteger(columns) || columns < 1) inputError(`the column count '${parts[1]}' is not a positive whole number`, { part: 'URL columns' });
  if (!Number.isInteger(rows) || rows < 1) inputError(`the row count '${parts[2]}' is not a positive whole number`, { part: 'URL rows' });
  if (columns > maximum.columns || rows > maximum.rows) {
    inputError(`${columns}x${rows} is larger than the supported ${maximum.columns}x${maximum.rows}`, { part: 'URL size' });
  }
  return { pid, columns, rows, body: parts.slice(3).join('/') };
}

export function writePuzzlinkUrl(pid: string, columns: number, rows: number, body: string): string {
  return `https://puzz.link/p?${pid}/${columns}/${rows}/${body}`;
}

/** A genre's puzz.link URL, declared once: its names, and a codec for the body at each size. */
export interface PuzzlinkDefinition<Puzzle, Body> {
  /** puzz.link's names for the genre; the first is the one written. */
  readonly pids: readonly string[];
  /** The genre's name, for messages ("this is a 'sudoku' URL, not a Kurodoko"). */
  readonly genre: string;
  readonly maximumSize: GridSize;
  /** Refuses a size the genre cannot take (with an InputError), before the body is read. */
  readonly checkSize?: (size: GridSize) => void;
  readonly body: (size: GridSize) => Codec<Body>;
  /** Builds (and validates) the puzzle. */
  readonly toPuzzle: (size: GridSize, body: Body) => Puzzle;
  /** The size and body of a puzzle; throws an InputError naming a format that can hold it when a URL cannot. */
  readonly fromPuzzle: (puzzle: Puzzle) => { readonly size: GridSize; readonly body: Body };
}

/** The format of a puzz.link URL, reading and writing through the same definition. */
export function puzzlinkFormat<Puzzle, Body>(definition: PuzzlinkDefinition<Puzzle, Body>): Format<Puzzle> {
  const written = definition.pids[0]!;
  const also = definition.pids.slice(1);
  return {
    id: 'url',
    name: `puzz.link URL (https://puzz.link/p?${written}/<columns>/<rows>/...${also.length > 0 ? `, also ${also.join(', ')}` : ''})`,
    detect: (text) => isPuzzlinkUrl(text) && definition.pids.includes(puzzlinkPid(text) ?? ''),
    parse(text) {
      const url = parsePuzzlinkUrl(text, definition.maximumSize);
      if (!definition.pids.includes(url.pid)) inputError(`this is a '${url.pid}' URL, not a ${definition.genre}`, { part: 'URL' });
      const size = { rows: url.rows, columns: url.columns };
      definition.checkSize?.(size);
      // puzz.link ends a body that ends in '.' with a slash (so that link shorteners keep the dot); shared links
      // sometimes carry one anyway.
      const body = url.body.endsWith('/') ? url.body.slice(0, -1) : url.body;
      return definition.toPuzzle(size, readAll(definition.body(size), body, 'URL body'));
    },
    write(puzzle) {
      const { size, body } = definition.fromPuzzle(puzzle);
      const text = definition.body(size).write(body);
      return writePuzzlinkUrl(written, size.columns, size.rows, text.endsWith('.') ? `${text}/` : text);
    },
  };
}
