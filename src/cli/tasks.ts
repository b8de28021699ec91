// The work behind the commands, as plain functions of plain data, so that a worker thread can run them too.

import type { Statistics } from '../core/engine.js';
import * as engine from '../core/engine.js';
import { loadPuzzle } from '../core/puzzle.js';
import type { Rating } from '../core/rating.js';
import { rate } from '../core/rating.js';
import { genres } from '../genres/index.js';
import { backendByName } from '../solvers/index.js';

export interface SolveRequest {
  readonly text: string;
  readonly genre?: string;
  readonly backend: string;
  readonly timeoutSeconds?: number;
}

export interface SolveReport {
  readonly genre: string;
  readonly status: engine.SolveStatus;
  readonly answer?: unknown;
  readonly secondAnswer?: unknown;
  readonly stats: Statistics;
  /** The difficulty, for unique puzzles of moderate size. */
  readonly rating?: Rating;
  /** Rule-checker violations of the answer found (always empty unless a backend is wrong). */
  readonly violations: number;
  readonly rendered?: string;
  readonly renderedSecond?: string;
}

export async function solveText(request: SolveRequest): Promise<SolveReport> {
  const loaded = loadPuzzle(genres, request.text, request.genre);
  const backend = backendByName(request.backend, { timeoutSeconds: request.timeoutSeconds });
  const { genre, puzzle } = loaded;
  const puzzleModel = genre.model(puzzle);
  const result = await engine.solve(puzzleModel, backend);
  const violations = result.answer === undefined ? 0 : genre.check(puzzle, result.answer).length;
  const rating =
    result.status === 'unique' && puzzleModel.observed.length <= ratingLimit
      ? rate(puzzleModel, engine.observedReader(puzzleModel.observed, result.answerValues!), genre.ratingScale)
      : undefined;
  return {
    genre: genre.id,
    status: result.status,
    answer: result.answer === undefined ? undefined : genre.answerToJson(result.answer),
    secondAnswer: result.secondAnswer === undefined ? undefined : genre.answerToJson(result.secondAnswer),
    stats: result.statistics,
    rating,
    violations,
    rendered: result.answer === undefined ? genre.render(puzzle) : genre.render(puzzle, result.answer),
    renderedSecond: result.secondAnswer === undefined ? undefined : genre.render(puzzle, result.secondAnswer),
  };
}

/**
 * Rating probes every open cell in every round: beyond this many answer literals it is skipped in `solve`. A 16×16
 * Sudoku (4,096 literals) rates in about a second even at expert; a 25×25 one (15,625) would take far longer.
 */
const ratingLimit = 5000;
