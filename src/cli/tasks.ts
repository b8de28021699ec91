// The work behind the commands that search, as plain functions of plain data, so that a worker thread can run them
// too (under a time limit, or beside the main thread that stops external programs). Output is left to the caller.

import type { Statistics } from '../core/engine.js';
import * as engine from '../core/engine.js';
import { BackendError, InputError, TimeoutError } from '../core/errors.js';
import type { HintResult, Walkthrough } from '../core/explain.js';
import { findFormat, writeAnyFormat } from '../core/puzzle.js';
import type { Difficulty, Rating } from '../core/rating.js';
import { rate as rateModel, rateWithin } from '../core/rating.js';
import type { Explanation } from '../library.js';
import { library } from './lazy-library.js';
import { genreNamed, genresFor, loadText } from './genre-loader.js';
import { loadBackend } from '../solvers/load.js';

export interface SolveRequest {
  readonly text: string;
  readonly genre?: string;
  readonly backend: string;
  readonly timeoutSeconds?: number;
  /** Rate fully (`--rate`); otherwise within `ratingBudgetMs`. */
  readonly rate?: boolean;
  /** Leave out the drawings of the answers (`batch` reports answers as JSON only). */
  readonly undrawn?: boolean;
}

export interface SolveReport {
  readonly genre: string;
  readonly status: engine.SolveStatus;
  readonly answer?: unknown;
  readonly secondAnswer?: unknown;
  readonly stats: Statistics;
  /** The difficulty, for unique puzzles of moderate size. */
  readonly rating?: Rating;
  /** Set when a unique puzzle was not rated: its rating needs more than the budget (`pencilsat rate` does it). */
  readonly notRated?: boolean;
  /** Rule-checker violations of the answer found (always empty unless a backend is wrong). */
  readonly violations: number;
  readonly rendered?: string;
  readonly renderedSecond?: string;
}

export interface GenerateRequest {
  readonly genre: string;
  readonly rows: number;
  readonly columns: number;
  readonly difficulty?: Difficulty;
  readonly seed: string;
  readonly options: Readonly<Record<string, string>>;
  readonly backend: string;
  /** A format id, or undefined for the default one (or the first that can hold the puzzle). */
  readonly format?: string;
}

export interface GenerateProgress {
  readonly attempts: number;
  readonly message: string;
}

/** A piece of work for the command line, as data. */
export type Task =
  | ({ readonly kind: 'solve' } & SolveRequest)
  | { readonly kind: 'rate'; readonly text: string; readonly genre?: string }
  | { readonly kind: 'hint'; readonly text: string; readonly genre?: string; readonly state?: unknown }
  | { readonly kind: 'explain'; readonly text: string; readonly genre?: string }
  | { readonly kind: 'steps'; readonly text: string; readonly genre?: string }
  | ({ readonly kind: 'generate' } & GenerateRequest);

export type TaskResult =
  | { readonly kind: 'solve'; readonly report: SolveReport }
  | { readonly kind: 'rate'; readonly status: engine.SolveStatus; readonly rating: Rating }
  | { readonly kind: 'hint'; readonly result: HintResult }
  | { readonly kind: 'explain'; readonly result: Explanation<unknown> }
  | { readonly kind: 'steps'; readonly result: Walkthrough }
  | { readonly kind: 'generate'; readonly text: string };

/** Backends that run programs outside pencilsat: their process groups are watched from the main thread. */
export function isExternalBackend(name: string): boolean {
  return /^(dimacs|smt2|asp):/.test(name.trim());
}

/**
 * Rating probes every open cell in every round: beyond this many answer literals it is not tried within the budget.
 * A 16×16 Sudoku (4,096 literals) rates in about a second even at expert; a 25×25 one (15,625) would take far longer.
 */
const ratingLimit = 5000;

/** What a solve spends on rating at most, unless asked to rate fully: a solve never waits long for its rating. */
export const ratingBudgetMs = 200;

export async function solveText(request: SolveRequest): Promise<SolveReport> {
  const loaded = await loadText(request.text, request.genre);
  const backend = await loadBackend(request.backend, { timeoutSeconds: request.timeoutSeconds });
  const { genre, puzzle } = loaded;
  const puzzleModel = genre.model(puzzle);
  let result: engine.SolveResult<unknown>;
  try {
    result = await engine.solve(puzzleModel, backend);
  } catch (error) {
    // An external program's answer that cannot even be read back is that program's failure, not ours.
    if (isExternalBackend(request.backend) && !(error instanceof InputError || error instanceof TimeoutError || error instanceof BackendError)) {
      throw new BackendError(`${request.backend} gave an answer that cannot be read (${error instanceof Error ? error.message : String(error)})`);
    }
    throw error;
  }
  const violations = result.answer === undefined ? 0 : genre.check(puzzle, result.answer).length;
  let rating: Rating | undefined;
  if (result.status === 'unique') {
    const solution = engine.observedReader(puzzleModel.observed, result.answerValues!);
    if (request.rate) rating = rateModel(puzzleModel, solution, genre.ratingScale);
    else if (puzzleModel.observed.length <= ratingLimit) rating = rateWithin(puzzleModel, solution, genre.ratingScale, ratingBudgetMs);
  }
  return {
    genre: genre.id,
    status: result.status,
    answer: result.answer === undefined ? undefined : genre.answerToJson(result.answer),
    secondAnswer: result.secondAnswer === undefined ? undefined : genre.answerToJson(result.secondAnswer),
    stats: result.statistics,
    rating,
    notRated: result.status === 'unique' && rating === undefined ? true : undefined,
    violations,
    rendered: request.undrawn ? undefined : result.answer === undefined ? genre.render(puzzle) : genre.render(puzzle, result.answer),
    renderedSecond: request.undrawn || result.secondAnswer === undefined ? undefined : genre.render(puzzle, result.secondAnswer),
  };
}

async function generateText(request: GenerateRequest, onProgress?: (progress: GenerateProgress) => void): Promise<string> {
  const genre = await genreNamed(request.genre, { part: 'GENRE' });
  const generator = genre.generator;
  if (!generator) throw new InputError(`${genre.name} has no generator yet`, { part: 'GENRE' });
  const puzzle: unknown = await generator.generate({
    rows: request.rows,
    columns: request.columns,
    difficulty: request.difficulty,
    seed: request.seed,
    options: request.options,
    backend: await loadBackend(request.backend),
    onProgress,
  });
  if (request.format === undefined) return writeAnyFormat(genre, puzzle).text;
  const format = findFormat(genre, request.format);
  if (!format.write) throw new InputError(`the ${format.id} format is read-only`, { part: '--format' });
  return format.write(puzzle);
}

/** Loads the genres a task needs, so that a worker's time limit counts the task and not the loading of its code. */
export async function prepareTask(task: Task): Promise<void> {
  await genresFor('text' in task ? task.text : undefined, task.genre);
}

export async function runTask(task: Task, onProgress?: (progress: GenerateProgress) => void): Promise<TaskResult> {
  switch (task.kind) {
    case 'solve':
      return { kind: 'solve', report: await solveText(task) };
    case 'rate': {
      const { status, rating } = await (await library()).rate(await loadText(task.text, task.genre));
      return { kind: 'rate', status, rating };
    }
    case 'hint':
      return { kind: 'hint', result: (await library()).hint(await loadText(task.text, task.genre), { state: task.state }) };
    case 'explain':
      return { kind: 'explain', result: (await library()).explain(await loadText(task.text, task.genre)) };
    case 'steps':
      return { kind: 'steps', result: (await library()).steps(await loadText(task.text, task.genre)) };
    case 'generate':
      return { kind: 'generate', text: await generateText(task, onProgress) };
  }
}
