// Reading a puzzle from text in any registered genre and format, with genre detection.

import { InputError, inputError } from './errors.js';
import type { AnyGenre, Format } from './genre.js';

export interface LoadedPuzzle {
  readonly genre: AnyGenre;
  readonly puzzle: unknown;
  readonly format: string;
}

export function findGenre(genres: readonly AnyGenre[], name: string, part = '--genre'): AnyGenre {
  const wanted = name.trim().toLowerCase();
  const genre = genres.find((candidate) => candidate.id === wanted || candidate.aliases.includes(wanted));
  if (!genre) inputError(`unknown genre '${name}' (known: ${genres.map((candidate) => candidate.id).join(', ')})`, { part });
  return genre;
}

export function findFormat(genre: AnyGenre, id: string): Format<unknown> {
  const format = genre.formats.find((candidate) => candidate.id === id);
  if (!format) {
    inputError(`${genre.name} has no format '${id}' (formats: ${genre.formats.map((candidate) => candidate.id).join(', ')})`, {
      part: '--format',
    });
  }
  return format;
}

/** Parses text as a puzzle. With a genre, its formats are tried; without, the genre must follow from the text. */
export function loadPuzzle(genres: readonly AnyGenre[], text: string, genreName?: string): LoadedPuzzle {
  if (text.trim() === '') inputError('the input is empty');
  const candidates = genreName ? [findGenre(genres, genreName)] : genres;
  const matches: { genre: AnyGenre; format: Format<unknown> }[] = [];
  for (const genre of candidates) {
    for (const format of genre.formats) if (format.detect(text)) matches.push({ genre, format });
  }
  if (matches.length === 0) {
    if (genreName) {
      const genre = candidates[0]!;
      inputError(`this does not look like any ${genre.name} format (${genre.formats.map((format) => format.name).join('; ')})`);
    }
    inputError('cannot tell the genre of this input; say which genre it is', { part: '--genre' });
  }
  // Every format that claims the text is tried. One genre parsing it settles the question; several are ambiguous.
  const parsed: LoadedPuzzle[] = [];
  let firstError: InputError | undefined;
  for (const { genre, format } of matches) {
    if (parsed.some((loaded) => loaded.genre === genre)) continue;
    try {
      parsed.push({ genre, puzzle: format.parse(text), format: format.id });
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      firstError ??= error;
    }
  }
  if (parsed.length === 1) return parsed[0]!;
  if (parsed.length > 1) {
    inputError(`this input could be ${parsed.map((loaded) => loaded.genre.name).join(' or ')}; say which genre it is`, { part: '--genre' });
  }
  throw firstError!;
}

/**
 * Writes a puzzle in its genre's default format or, when that format cannot express it (a Sudoku X has no puzz.link
 * URL), in the first format that can. Throws when none can.
 */
export function writeAnyFormat(genre: AnyGenre, puzzle: unknown): { text: string; format: string } {
  const defaultFirst = [...genre.formats].sort((a, b) => Number(b.id === genre.defaultFormat) - Number(a.id === genre.defaultFormat));
  let reason: InputError | undefined;
  for (const format of defaultFirst) {
    if (!format.write) continue;
    try {
      return { text: format.write(puzzle), format: format.id };
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      reason ??= error;
    }
  }
  return inputError(`no ${genre.name} format can write this puzzle${reason ? ` (${reason.message})` : ''}`, { part: '--format' });
}

/** Writes a puzzle in one of its genre's formats. */
export function writePuzzle(loaded: LoadedPuzzle, formatId?: string): string {
  const format = findFormat(loaded.genre, formatId ?? loaded.genre.defaultFormat);
  if (!format.write) inputError(`the ${format.id} format of ${loaded.genre.name} is read-only`, { part: '--format' });
  return format.write(loaded.puzzle);
}
