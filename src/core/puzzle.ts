// Reading a puzzle from text in any registered genre and format, with genre detection.

import type { InputLocation } from './errors.js';
import { InputError, inputError, jsonProblem, lineAndColumn } from './errors.js';
import type { AnyGenre, Format } from './genre.js';

export interface LoadedPuzzle {
  readonly genre: AnyGenre;
  readonly puzzle: unknown;
  readonly format: string;
}

/** The genre a name or alias stands for; `location` names where the name came from (by default the genre field). */
export function findGenre(genres: readonly AnyGenre[], name: string, location: InputLocation = { field: 'genre' }): AnyGenre {
  const wanted = name.trim().toLowerCase();
  const genre = genres.find((candidate) => candidate.id === wanted || candidate.aliases.includes(wanted));
  if (!genre) inputError(`unknown genre '${name}' (known: ${genres.map((candidate) => candidate.id).join(', ')})`, location);
  return genre;
}

export function findFormat(genre: AnyGenre, id: string): Format<unknown> {
  const format = genre.formats.find((candidate) => candidate.id === id);
  if (!format) {
    inputError(`${genre.name} has no format '${id}' (formats: ${genre.formats.map((candidate) => candidate.id).join(', ')})`, {
      field: 'format',
    });
  }
  return format;
}

/** The longest puzzle text read, in characters: far more than the largest grid of any genre needs. */
export const longestPuzzleText = 16 * 1024 * 1024;

/** How far into the input a parser got before its error: errors about the whole input count as the furthest. */
function progress(error: InputError): [number, number] {
  const { line, column, reached } = error.location;
  return [line ?? Number.POSITIVE_INFINITY, reached ?? column ?? Number.POSITIVE_INFINITY];
}

/** The line between two puzzles in one text (`generate --count` in a format of several lines; `batch` reads them). */
export const puzzleSeparator = '---';

/** The puzzles of a text whose puzzles are separated by `puzzleSeparator` lines, each with its first line's number. */
export function separatedPuzzles(text: string): { text: string; line: number }[] {
  const puzzles: { text: string; line: number }[] = [];
  let current: string[] = [];
  let first = 1;
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === puzzleSeparator) {
      puzzles.push({ text: current.join('\n'), line: first });
      current = [];
      first = index + 2;
    } else current.push(line);
  });
  puzzles.push({ text: current.join('\n'), line: first });
  return puzzles.filter((puzzle) => puzzle.text.trim() !== '');
}

/** What an error of `loadPuzzle` tells the reader to do, in the words of where it is read (a command line, a page). */
export interface LoadAdvice {
  /** How to name the genre, e.g. "say which genre it is". */
  readonly nameGenre: string;
  /** Where a genre's formats are described, or undefined to name them in the error itself. */
  readonly formatsDescribed?: string;
}

/** The command line's advice: the `--genre` flag and the `genres` command. */
export const commandLineAdvice: LoadAdvice = { nameGenre: 'say which genre it is', formatsDescribed: "'pencilsat genres' describes them" };

/** Parses text as a puzzle. With a genre, its formats are tried; without, the genre must follow from the text. */
export function loadPuzzle(genres: readonly AnyGenre[], text: string, genreName?: string, advice: LoadAdvice = commandLineAdvice): LoadedPuzzle {
  const whole = { part: 'input' };
  const genrePlace = { field: 'genre' };
  if (text.trim() === '') inputError('the input is empty', whole);
  if (text.length > longestPuzzleText) inputError(`the input is longer than ${longestPuzzleText / 1024 / 1024} MiB`, whole);
  const separator = text.split(/\r?\n/).findIndex((line) => line.trim() === puzzleSeparator);
  if (separator >= 0) {
    const count = separatedPuzzles(text).length;
    inputError(`a '${puzzleSeparator}' line separates ${count} puzzles here; read one at a time, or all with 'pencilsat batch'`, { line: separator + 1 });
  }
  // Text that opens like JSON is JSON: a syntax error is reported as such, not as whatever else might read it.
  const start = text.trimStart()[0];
  if (start === '{' || start === '[') {
    const problem = jsonProblem(text.trim());
    if (problem) {
      const offset = text.length - text.trimStart().length;
      const place = lineAndColumn(text, problem.index + offset);
      inputError(`not valid JSON: ${problem.message}`, { part: 'JSON', ...(text.trim().includes('\n') ? place : { column: place.column }) });
    }
  }
  const candidates = genreName ? [findGenre(genres, genreName)] : genres;
  const matches: { genre: AnyGenre; format: Format<unknown> }[] = [];
  for (const genre of candidates) {
    for (const format of genre.formats) if (format.detect(text)) matches.push({ genre, format });
  }
  if (matches.length === 0) {
    if (genreName) {
      const genre = candidates[0]!;
      // Detection looks for what a genre's texts usually hold (a pearl, an arrow); a board without any (one being
      // drawn) is still the genre's when one of its formats reads it.
      for (const format of genre.formats) {
        try {
          return { genre, puzzle: format.parse(text), format: format.id };
        } catch (caught) {
          if (!(caught instanceof InputError)) throw caught;
        }
      }
      const formats = advice.formatsDescribed
        ? `${genre.formats.map((format) => format.id).join(', ')}; ${advice.formatsDescribed}`
        : genre.formats.map((format) => format.name.split(' (')[0]).join('; ');
      inputError(`this does not look like any ${genre.name} format (${formats})`, whole);
    }
    inputError(`cannot tell the genre of this input; ${advice.nameGenre}`, genrePlace);
  }
  // Every format that claims the text is tried. One genre parsing it settles the question; several are ambiguous.
  const parsed: LoadedPuzzle[] = [];
  let reported: InputError | undefined;
  for (const { genre, format } of matches) {
    if (parsed.some((loaded) => loaded.genre === genre)) continue;
    try {
      parsed.push({ genre, puzzle: format.parse(text), format: format.id });
    } catch (caught) {
      if (!(caught instanceof InputError)) throw caught;
      // A problem with the whole text (no line, column or part) is named by the format it was read as.
      const place = caught.location;
      const unplaced = place.part === undefined && place.field === undefined && place.line === undefined && place.column === undefined;
      const error = unplaced ? new InputError(caught.message, { part: `${genre.name} ${format.id} format` }) : caught;
      // When every claimant fails, the one that read furthest before failing is most likely the format meant (a
      // broken .pzl file is read further as .pzl than as a grid of numbers).
      if (!reported) reported = error;
      else {
        const [line, column] = progress(error);
        const [bestLine, bestColumn] = progress(reported);
        if (line > bestLine || (line === bestLine && column > bestColumn)) reported = error;
      }
    }
  }
  if (parsed.length === 1) return parsed[0]!;
  if (parsed.length > 1) {
    inputError(`this input could be ${parsed.map((loaded) => loaded.genre.name).join(' or ')}; ${advice.nameGenre}`, genrePlace);
  }
  throw reported!;
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
  return inputError(`no ${genre.name} format can write this puzzle${reason ? ` (${reason.message})` : ''}`, { field: 'format' });
}

/** Writes a puzzle in one of its genre's formats. */
export function writePuzzle(loaded: LoadedPuzzle, formatId?: string): string {
  const format = findFormat(loaded.genre, formatId ?? loaded.genre.defaultFormat);
  if (!format.write) inputError(`the ${format.id} format of ${loaded.genre.name} is read-only`, { field: 'format' });
  return format.write(loaded.puzzle);
}
