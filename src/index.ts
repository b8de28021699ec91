// The library API: parse a puzzle, solve it with a uniqueness proof, check an answer, ask for facts.

import type { Backend, CountResult, FactsResult, SolveResult } from './core/engine.js';
import * as engine from './core/engine.js';
import type { Violation } from './core/genre.js';
import type { LoadedPuzzle } from './core/puzzle.js';
import { findGenre as findGenreIn, loadPuzzle, writePuzzle as writePuzzleIn } from './core/puzzle.js';
import { genres } from './genres/index.js';
import { minisat } from './solvers/minisat.js';
import type { Rating } from './core/rating.js';
import { rate as rateModel } from './core/rating.js';

export { genres };
export type { AnyGenre, Format, Genre, Violation } from './core/genre.js';
export type { Backend, CountResult, FactsResult, SolveResult, SolveStatus, Statistics } from './core/engine.js';
export type { LoadedPuzzle } from './core/puzzle.js';
export type { Difficulty, Rating, RatingScale } from './core/rating.js';
export { difficulties } from './core/rating.js';
export { InputError, TimeoutError, BackendError } from './core/errors.js';
export { Model } from './core/model.js';
export { satBackend } from './core/engine.js';

/** The embedded default backend: MiniSat from the logic-solver package, no native code. */
export const defaultBackend: Backend = engine.satBackend(minisat);

export function findGenre(name: string) {
  return findGenreIn(genres, name);
}

/** Reads a puzzle from a URL, a game ID or file text. The genre is detected unless given. */
export function parsePuzzle(text: string, options: { genre?: string } = {}): LoadedPuzzle {
  return loadPuzzle(genres, text, options.genre);
}

export function writePuzzle(loaded: LoadedPuzzle, format?: string): string {
  return writePuzzleIn(loaded, format);
}

export function solve(loaded: LoadedPuzzle, options: { backend?: Backend } = {}): Promise<SolveResult<unknown>> {
  return engine.solve(loaded.genre.model(loaded.puzzle), options.backend ?? defaultBackend);
}

export function count(loaded: LoadedPuzzle, limit: number, options: { backend?: Backend } = {}): Promise<CountResult> {
  return engine.count(loaded.genre.model(loaded.puzzle), options.backend ?? defaultBackend, limit);
}

export function facts(loaded: LoadedPuzzle, options: { backend?: Backend } = {}): Promise<FactsResult<unknown>> {
  return engine.facts(loaded.genre.model(loaded.puzzle), options.backend ?? defaultBackend);
}

/** Checks an answer (in the genre's JSON form) with the genre's rule checker. */
export function check(loaded: LoadedPuzzle, answer: unknown): Violation[] {
  return loaded.genre.check(loaded.puzzle, loaded.genre.answerFromJson(loaded.puzzle, answer));
}

/**
 * Rates a puzzle's difficulty (see src/core/rating.ts). Puzzles without a unique solution are rated on the clues
 * alone; a guess then ends the rating at the expert level.
 */
export async function rate(loaded: LoadedPuzzle, options: { backend?: Backend } = {}): Promise<{ status: engine.SolveStatus; rating: Rating }> {
  const puzzleModel = loaded.genre.model(loaded.puzzle);
  const values = await (options.backend ?? defaultBackend).enumerate(puzzleModel.model, puzzleModel.observed, 2);
  const status: engine.SolveStatus = values.solutions.length === 0 ? 'unsolvable' : values.solutions.length === 1 ? 'unique' : 'multiple';
  const solution = values.solutions.length === 1 ? solutionReader(puzzleModel.observed, values.solutions[0]!) : undefined;
  return { status, rating: rateModel(puzzleModel, solution, loaded.genre.ratingScale) };
}

function solutionReader(observed: readonly number[], values: readonly boolean[]): (literal: number) => boolean {
  const table = new Map<number, boolean>();
  observed.forEach((literal, index) => table.set(Math.abs(literal), literal > 0 ? values[index]! : !values[index]!));
  return (literal) => {
    const value = table.get(Math.abs(literal)) ?? false;
    return literal > 0 ? value : !value;
  };
}
