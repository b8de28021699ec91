// The library API: parse a puzzle, solve it with a uniqueness proof, check an answer, ask for facts.

import type { LoadedPuzzle } from './core/puzzle.js';
import { findGenre as findGenreIn, loadPuzzle } from './core/puzzle.js';
import { genres } from './genres/index.js';

export * from './library.js';
export { genres };

export function findGenre(name: string) {
  return findGenreIn(genres, name);
}

/** Reads a puzzle from a URL, a game ID or file text. The genre is detected unless given. */
export function parsePuzzle(text: string, options: { genre?: string } = {}): LoadedPuzzle {
  return loadPuzzle(genres, text, options.genre);
}
