// puzz.link / pzv.jp URLs, and a genre's URL format declared once with the codecs of codec.ts.
//   https://puzz.link/p?<pid>[/<flags>]/<cols>/<rows>/<body>   (also http://pzv.jp/p.html?..., an `_edit` or `_play`
// suffix). Flags are single letters for variants and options (Masyu's `f`: the loop visits every cell).

import { inputError } from '../errors.js';
import type { Format } from '../genre.js';
import type { GridSize } from '../geometry.js';
import type { Codec } from './codec.js';
import { TextReader } from './codec.js';

export interface PuzzlinkUrl {
  readonly pid: string;
  readonly columns: number;
  readonly rows: number;
  /** The option letters before the size ('' when there are none). */
  readonly flags: string;
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

export function parsePuzzlinkUrl(text: string, maximum: { rows: number; columns: number }, checkFlags?: (flags: string) => void): PuzzlinkUrl {
  const match = urlPattern.exec(text.trim());
  if (!match) inputError('not a puzz.link URL (expected https://puzz.link/p?<genre>/<columns>/<rows>/<body>)', { part: 'URL' });
  const parts = match[1]!.split('/');
  const pid = parts[0]!.replace(/_(edit|play|test)$/, '').toLowerCase();
  let next = 1;
  if (parts[next]?.startsWith('v:')) inputError(`the variant '${parts[next]}' is not one pencilsat reads`, { part: 'URL' });
  // A part that is not a number before the size holds the option letters.
  const flags = parts[next] !== undefined && !/^\d+$/.test(parts[next]!) ? parts[next++]! : '';
  checkFlags?.(flags);
  if (parts.length < next + 3) inputError(`expected <genre>/<columns>/<rows>/<body>, found ${parts.length} part(s)`, { part: 'URL' });
  const columnText = parts[next]!;
  const rowText = parts[next + 1]!;
  const columns = Number(columnText);
  const rows = Number(rowText);
  if (!Number.isInteger(columns) || columns < 1) inputError(`the column count '${columnText}' is not a positive whole number`, { part: 'URL columns' });
  if (!Number.isInteger(rows) || rows < 1) inputError(`the row count '${rowText}' is not a positive whole number`, { part: 'URL rows' });
  if (columns > maximum.columns || rows > maximum.rows) {
    inputError(`${columns}x${rows} is larger than the supported ${maximum.columns}x${maximum.rows}`, { part: 'URL size' });
  }
  return { pid, columns, rows, flags, body: parts.slice(next + 2).join('/') };
}

export function writePuzzlinkUrl(pid: string, columns: number, rows: number, body: string, flags = ''): string {
  return `https://puzz.link/p?${pid}/${flags === '' ? '' : `${flags}/`}${columns}/${rows}/${body}`;
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
  /**
   * The option letters the genre reads, each with what it means; a URL with any other letter is refused, naming it
   * (a variant read as the plain genre would be solved by the wrong rules).
   */
  readonly flags?: Readonly<Record<string, string>>;
  /** Letters puzz.link defines that the genre does not solve, with what they mean, for a clearer refusal. */
  readonly unsupportedFlags?: Readonly<Record<string, string>>;
  readonly body: (size: GridSize, flags: string) => Codec<Body>;
  /** Builds (and validates) the puzzle. */
  readonly toPuzzle: (size: GridSize, body: Body, flags: string) => Puzzle;
  /**
   * The size, body and option letters of a puzzle; throws an InputError naming a format that can hold it when a URL
   * cannot.
   */
  readonly fromPuzzle: (puzzle: Puzzle) => { readonly size: GridSize; readonly body: Body; readonly flags?: string };
}

/** The format of a puzz.link URL, reading and writing through the same definition. */
export function puzzlinkFormat<Puzzle, Body>(definition: PuzzlinkDefinition<Puzzle, Body>): Format<Puzzle> {
  const written = definition.pids[0]!;
  const also = definition.pids.slice(1);
  const checkFlags = (flags: string) => {
    for (const letter of flags) {
      if (definition.flags?.[letter] !== undefined) continue;
      const meaning = definition.unsupportedFlags?.[letter];
      if (meaning !== undefined) inputError(`the option '${letter}' (${meaning}) is a variant pencilsat does not solve`, { part: 'URL options' });
      const shown = flags.length > 20 ? `${flags.slice(0, 20)}…` : flags;
      inputError(`'${shown}' is not a ${definition.genre} option (expected <columns>/<rows> or known option letters)`, { part: 'URL options' });
    }
  };
  return {
    id: 'url',
    name: `puzz.link URL (https://puzz.link/p?${written}/<columns>/<rows>/...${also.length > 0 ? `, also ${also.join(', ')}` : ''})`,
    pids: definition.pids,
    detect: (text) => isPuzzlinkUrl(text) && definition.pids.includes(puzzlinkPid(text) ?? ''),
    parse(text) {
      const pid = puzzlinkPid(text);
      if (pid !== undefined && !definition.pids.includes(pid)) inputError(`this is a '${pid}' URL, not a ${definition.genre}`, { part: 'URL' });
      const url = parsePuzzlinkUrl(text, definition.maximumSize, checkFlags);
      const size = { rows: url.rows, columns: url.columns };
      definition.checkSize?.(size);
      // Text after the last cell is ignored, as puzz.link's own reader does: shared links carry leftovers (a slash
      // puzz.link adds after a body ending in '.', a stray '.0'), and pzprjs opens them.
      return definition.toPuzzle(size, definition.body(size, url.flags).read(new TextReader(url.body, 'URL body')), url.flags);
    },
    write(puzzle) {
      const { size, body, flags = '' } = definition.fromPuzzle(puzzle);
      const text = definition.body(size, flags).write(body);
      return writePuzzlinkUrl(written, size.columns, size.rows, text.endsWith('.') ? `${text}/` : text, flags);
    },
  };
}
