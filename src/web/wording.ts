// How problems read in the page: a setting is named as the page labels it ("Size", "Country size"); the core's errors
// name it by its field (`size`, `country-size`). No DOM here: the solver worker words its errors the same way.

import { InputError } from '../core/errors.js';

/** A field as the page names it: `country-size` is "Country size". */
export function pageField(field: string): string {
  const words = field.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function describeForPage(error: unknown): string {
  if (error instanceof InputError) return error.describe(pageField);
  if (error instanceof Error) return error.message;
  return String(error);
}
