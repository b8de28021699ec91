// How problems read in the page: a setting is named as the page labels it ("Size", "Country size"), not by its
// command-line option (`--size`). No DOM here: the solver worker words its errors the same way.

import { InputError } from '../core/errors.js';

/** A part of an input as the page names it: `--country-size` is "Country size", `GENRE` is "Genre". */
export function pagePart(part: string): string {
  const option = /^--([a-z][a-z-]*)$/.exec(part) ?? /^([A-Z]+)$/.exec(part);
  if (!option) return part;
  const words = option[1]!.toLowerCase().replace(/-/g, ' ');
  return words[0]!.toUpperCase() + words.slice(1);
}

export function describeForPage(error: unknown): string {
  if (error instanceof InputError) return error.describe(pagePart);
  if (error instanceof Error) return error.message;
  return String(error);
}
