// The library API that works on a loaded puzzle: solve it with a uniqueness proof, check an answer, ask for facts.
// It needs no genre registry, so the command line can load only the genre it reads (src/index.ts adds the registry).

import type { Backend, CountResult, FactsResult, SolveResult } from './core/engine.js';
import * as engine from './core/engine.js';
import type { Violation } from './core/genre.js';
import type { LoadedPuzzle } from './core/puzzle.js';
import { loadPuzzle, writePuzzle as writePuzzleIn } from './core/puzzle.js';
import { cdcl } from './solvers/cdcl/solver.js';
import type { Rating } from './core/rating.js';
import { rate as rateModel } from './core/rating.js';
import type { Explanation, HintResult, Walkthrough } from './core/explain.js';
import { explain as explainModel, hint as hintModel, walkthrough as walkthroughModel } from './core/explain.js';
import { extraKey, readState, stateFormWords } from './core/state.js';
import { inputError } from './core/errors.js';
import { cellLiterals } from './core/cells.js';
import type { AnyGenre } from './core/genre.js';

export type { AnyGenre, Format, Genre, Violation } from './core/genre.js';
export type { Backend, CountResult, FactsResult, SolveResult, SolveStatus, Statistics } from './core/engine.js';
export type { LoadedPuzzle } from './core/puzzle.js';
export type { Difficulty, Rating, RatingScale } from './core/rating.js';
export type { Explanation, Hint, HintResult, PlacedCell, Reason, Walkthrough } from './core/explain.js';
export type { ClueLabel } from './core/model.js';
export { difficulties } from './core/rating.js';
export { InputError, TimeoutError, BackendError } from './core/errors.js';
export { Model } from './core/model.js';
export { satBackend } from './core/engine.js';

/** The embedded default backend: pencilsat's own CDCL SAT solver, in TypeScript, no native code. */
export const defaultBackend: Backend = engine.satBackend(cdcl);

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
  return loaded.genre.check(loaded.puzzle, readAnswer(loaded, answer));
}

/**
 * An answer in the genre's JSON form, read in full: the genre's reader, and nothing beside what it reads (no key,
 * row or entry it would pass over). Throws InputError naming the place.
 */
export function readAnswer(loaded: LoadedPuzzle, json: unknown, part = 'answer'): unknown {
  const { genre, puzzle } = loaded;
  const answer: unknown = genre.answerFromJson(puzzle, json);
  const difference = extraKey(genre.answerToJson(answer), json);
  if (difference !== undefined) inputError(difference, { part });
  return answer;
}

/**
 * Rates a puzzle's difficulty (see src/core/rating.ts). Puzzles without a unique solution are rated on the clues
 * alone; a guess then ends the rating at the expert level.
 */
export async function rate(loaded: LoadedPuzzle, options: { backend?: Backend } = {}): Promise<{ status: engine.SolveStatus; rating: Rating }> {
  const puzzleModel = loaded.genre.model(loaded.puzzle);
  const { status, answerValues } = await engine.solve(puzzleModel, options.backend ?? defaultBackend);
  const solution = status === 'unique' ? engine.observedReader(puzzleModel.observed, answerValues!) : undefined;
  return { status, rating: rateModel(puzzleModel, solution, loaded.genre.ratingScale) };
}

/**
 * The next deduction for a partly solved puzzle, with the smallest set of clues and placed cells that forces it.
 * `state` is a partial answer in the genre's JSON form (as `facts` gives it: null for open cells).
 */
export function hint(loaded: LoadedPuzzle, options: { state?: unknown; backend?: Backend } = {}): HintResult {
  const puzzleModel = (loaded.genre.clueModel ?? loaded.genre.model)(loaded.puzzle);
  const state = options.state === undefined ? undefined : readPuzzleState(loaded, options.state, puzzleModel);
  return hintModel(puzzleModel, loaded.genre, (options.backend ?? defaultBackend).satFactory ?? cdcl, state);
}

/** The form `hint --state` reads for a genre, in words (from its first example): the partial answer's JSON. */
export function stateForm(genre: AnyGenre): string {
  const puzzle = loadPuzzle([genre], genre.examples[0]!, genre.id).puzzle;
  const puzzleModel = genre.model(puzzle);
  const template: unknown = genre.partialToJson(puzzleModel.decodePartial(() => undefined));
  return stateFormWords(template, cellLiterals(puzzleModel, genre).map((entry) => entry.value));
}

/**
 * A player's state for a puzzle, read in full: its partial answer in the genre's JSON form (null where open) or its
 * answer. Returns the partial answer's JSON; throws InputError naming the place that cannot be read.
 */
export function readPuzzleState(loaded: LoadedPuzzle, state: unknown, puzzleModel = (loaded.genre.clueModel ?? loaded.genre.model)(loaded.puzzle), part = 'state'): unknown {
  const { genre, puzzle } = loaded;
  return readState<unknown, unknown>(puzzleModel, genre, (json): unknown => genre.answerFromJson(puzzle, json), genre.answerToJson, state, part);
}

/**
 * The whole path from the clues to the answer: the hint chain run to the end, one deduction per step with its
 * technique and the smallest reason that forces it (clues, and earlier steps as placed cells).
 */
export function steps(loaded: LoadedPuzzle, options: { backend?: Backend; limit?: number } = {}): Walkthrough {
  const puzzleModel = (loaded.genre.clueModel ?? loaded.genre.model)(loaded.puzzle);
  return walkthroughModel(puzzleModel, loaded.genre, (options.backend ?? defaultBackend).satFactory ?? cdcl, { limit: options.limit });
}

/**
 * Why a puzzle has no solution (a minimal set of clues that cannot hold together) or several (the cells that
 * differ, and one clue that would make it unique). Answers come in the genre's JSON form.
 */
export function explain(loaded: LoadedPuzzle, options: { backend?: Backend } = {}): Explanation<unknown> {
  const { genre, puzzle } = loaded;
  const withAllClues = genre.generator?.withAllClues;
  const modelOf = genre.clueModel ?? genre.model;
  const result = explainModel(
    modelOf(puzzle),
    genre,
    (options.backend ?? defaultBackend).satFactory ?? cdcl,
    withAllClues ? (answer) => modelOf(withAllClues(puzzle, answer)) : undefined,
  );
  if (result.kind === 'unique') return { kind: 'unique', answer: genre.answerToJson(result.answer) };
  if (result.kind === 'multiple') {
    // A line on the frame describes the cells on both its sides, one of them beyond a smaller grid than the largest.
    const { rows, columns } = genre.size(puzzle);
    return {
      ...result,
      answers: [genre.answerToJson(result.answers[0]), genre.answerToJson(result.answers[1])],
      differingCells: result.differingCells.filter((cell) => cell.row < rows && cell.column < columns),
    };
  }
  return result;
}
